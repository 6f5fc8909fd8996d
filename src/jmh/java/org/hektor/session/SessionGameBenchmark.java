package org.hektor.session;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A whole game through {@link GameSession#handle}, as the session thread does it: the Opera game (33 plies, to
 * mate), the blind player's moves read back and confirmed, the opponent's made at once, every move through the
 * arbiter with both boards and scoresheets kept. {@code practice}: against the engine; {@code tablet}: against a
 * sighted player, with the check of both boards after each move (rule 2.7). Divide by 33 for one ply.
 * Also one clock tick (the timer's ten a second) in the middle of a game.
 * Run: {@code mvn -q -Pbench test-compile exec:exec -Dbench="SessionGameBenchmark"}
 */
@org.openjdk.jmh.annotations.State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SessionGameBenchmark {
    private static final List<String> OPERA = List.of("e2e4", "e7e5", "g1f3", "d7d6", "d2d4", "c8g4", "d4e5", "g4f3",
            "d1f3", "d6e5", "f1c4", "g8f6", "f3b3", "d8e7", "b1c3", "c7c6", "c1g5", "b7b5", "c3b5", "c6b5", "c4b5",
            "b8d7", "e1c1", "a8d8", "d1d7", "d8d7", "h1d1", "e7e6", "b5d7", "f6d7", "b3b8", "d7b8", "d1d8");

    @Param({"practice", "tablet"})
    public String mode;

    private GameSession midGame;
    private ManualTimeSource midTime;

    private GameSession session(ManualTimeSource time) {
        Settings s = Settings.practice(Color.WHITE, TimeControl.parse("5400"), "Opponent").withProfile("en")
                .withMode(mode.equals("tablet") ? org.hektor.session.Mode.TABLET : org.hektor.session.Mode.PRACTICE);
        GameSession g = new GameSession(s, new SessionTime(time));
        g.goLive();
        g.handle(new Command.Start());
        return g;
    }

    private void play(GameSession g, ManualTimeSource time, List<String> moves) {
        for (String uci : moves) {
            time.advanceMillis(1000);
            if (g.state().toMove() == Color.WHITE) {
                g.handle(new Command.Typed(uci));
                g.handle(new Command.Typed(""));
            } else if (mode.equals("tablet")) {
                g.handle(new Command.OpponentMove(uci));
            } else {
                g.handle(new Command.EngineMove(g.state().ply(), Move.fromUci(uci)));
            }
        }
    }

    @org.openjdk.jmh.annotations.Setup
    public void setUp() {
        midTime = new ManualTimeSource();
        midGame = session(midTime);
        play(midGame, midTime, OPERA.subList(0, 20));
    }

    @Benchmark
    public State wholeGame() {
        ManualTimeSource time = new ManualTimeSource();
        GameSession g = session(time);
        play(g, time, OPERA);
        if (!g.isOver()) {
            throw new IllegalStateException("the Opera game ends in mate");
        }
        return g.state();
    }

    @Benchmark
    public State tick() {
        midTime.advanceMillis(100);
        midGame.handle(new Command.Tick());
        return midGame.state();
    }
}
