package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.engine.Opponent;
import org.hektor.engine.TimeLeft;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.junit.jupiter.api.Test;

/** The engine's chair when Hektor's own engine fails: one sentence in the player's words of what he can do. */
class EngineSeatTest {
    @Test
    void anEngineThatFailsIsSaidInThePlayersWordsAndHowToStop() throws InterruptedException {
        for (String[] language : new String[][] {{"de", "Hektors Programm ist ausgefallen und kann nicht ziehen"},
                {"ru", "Программа Гектора отказала"}, {"en", "Hektor's engine failed and cannot move"}}) {
            GameSession s = new GameSession(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                    .withProfile("ibca").withLanguage(language[0]), new SessionTime(new ManualTimeSource()));
            s.goLive();
            BlockingQueue<String> said = new LinkedBlockingQueue<>();
            s.subscribe(e -> said.add(e.text()));
            s.subscribe(new EngineSeat(s, new Failing()));
            Thread game = new Thread(s::run);
            game.start();
            s.submit(new Command.Start());
            s.submit(new Command.Typed("e4"));
            s.submit(new Command.Typed(language[0].equals("ru") ? "да" : language[0].equals("de") ? "ja" : "yes"));
            List<String> heard = new ArrayList<>();
            // the sentence is the event waited for; the bound only ends a test that would otherwise hang
            for (String line = said.poll(60, TimeUnit.SECONDS); line != null; line = said.poll(60, TimeUnit.SECONDS)) {
                heard.add(line);
                if (line.startsWith(language[1])) {
                    break;
                }
            }
            s.stop();
            game.join();
            assertTrue(heard.get(heard.size() - 1).startsWith(language[1]), heard.toString());
            assertTrue(heard.stream().noneMatch(l -> l.contains("null") || l.contains("Exception")), heard.toString());
        }
    }

    /** Hektor's own engine with a bug: its move fails with an exception that says nothing. */
    private static final class Failing implements Opponent {
        @Override
        public CompletableFuture<Move> move(Position start, List<Move> moves, TimeLeft time) {
            return CompletableFuture.failedFuture(new IllegalStateException());
        }

        @Override
        public String name() {
            return "Hektor";
        }

        @Override
        public String level() {
            return "level 1";
        }

        @Override
        public void newGame() {
        }

        @Override
        public void close() {
        }
    }
}
