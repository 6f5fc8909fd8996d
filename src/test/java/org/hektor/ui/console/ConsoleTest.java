package org.hektor.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.session.Readout;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.junit.jupiter.api.Test;

/** The console: short keys, the opponent's lines, and every sentence printed as one plain line. */
class ConsoleTest {
    private final StringWriter printed = new StringWriter();

    private GameSession session(Mode mode, String profile) {
        GameSession s = new GameSession(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                .withProfile(profile).withMode(mode), new SessionTime(new ManualTimeSource()));
        s.goLive();
        return s;
    }

    private Optional<Command> key(Console c, String line) {
        return c.command(line.strip(), line.strip().toLowerCase(java.util.Locale.ROOT));
    }

    @Test
    void shortKeysAreTheCommandsTheyStandFor() {
        Console c = new Console(session(Mode.PRACTICE, "ibca"), new PrintWriter(printed));
        assertEquals(Optional.of(new Command.Request(Heard.Command.of(CommandWord.REPEAT))), key(c, "r"));
        assertEquals(Optional.of(new Command.Request(Heard.Command.of(CommandWord.TIME))), key(c, "t"));
        assertEquals(Optional.of(new Command.Help()), key(c, "?"));
        assertEquals(Optional.of(new Command.Export()), key(c, "x"));
        assertEquals(Optional.of(new Command.Read(Readout.By.PIECES, 0)), key(c, "p"));
        assertEquals(Optional.of(new Command.Read(Readout.By.FILES, 0)), key(c, "p files"));
        assertEquals(Optional.of(new Command.Read(Readout.By.RANKS, 0)), key(c, "p ranks"));
        assertEquals(Optional.of(new Command.Read(Readout.By.FILE, 4)), key(c, "p e"));
        assertEquals(Optional.of(new Command.Read(Readout.By.FILE, 2)), key(c, "p Cäsar"));
        assertEquals(Optional.of(new Command.Read(Readout.By.RANK, 3)), key(c, "p 4"));
        // the profile's piece letters first (German S is the knight), then English
        assertEquals(Optional.of(new Command.Request(new Heard.Command(CommandWord.WHERE, Optional.of(PieceType.KNIGHT),
                Optional.empty()))), key(c, "w S"));
        assertEquals(Optional.of(new Command.Request(new Heard.Command(CommandWord.WHERE, Optional.of(PieceType.QUEEN),
                Optional.empty()))), key(c, "w q"));
        assertEquals(Optional.of(new Command.Typed("Wo springer")), key(c, "w Springer"));
        assertEquals(Optional.of(new Command.Request(new Heard.Command(CommandWord.WHAT, Optional.empty(),
                Optional.of(Square.parse("e4"))))), key(c, "s e4"));
        assertEquals(Optional.empty(), key(c, "Sf3"));
        assertEquals(Optional.empty(), key(c, "Springer Gustav eins Felix drei"));
    }

    @Test
    void inTabletModeALineAfterTheGreaterThanSignIsTheSightedPlayers() {
        Console c = new Console(session(Mode.TABLET, "en"), new PrintWriter(printed));
        assertEquals(Optional.of(new Command.OpponentMove("e5")), key(c, "> e5"));
        assertEquals(Optional.of(new Command.Touch(Square.parse("g8"))), key(c, "> touch g8"));
        assertEquals(Optional.of(new Command.OpponentAction(Command.Action.DRAW)), key(c, "> draw"));
        assertEquals(Optional.of(new Command.OpponentAction(Command.Action.DECLINE)), key(c, ">decline"));
        assertEquals(Optional.of(new Command.OpponentAction(Command.Action.RESIGN)), key(c, "> resign"));
        Console practice = new Console(session(Mode.PRACTICE, "en"), new PrintWriter(printed));
        assertEquals(Optional.empty(), key(practice, "> e5"));
    }

    @Test
    void everySentenceIsOnePlainLineAndTheStateLineIsForTools() throws InterruptedException {
        GameSession s = session(Mode.PRACTICE, "en");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        s.journalTo(x -> { });
        Thread game = new Thread(s::run);
        game.start();
        s.submit(new Command.Start());
        c.readFrom(new BufferedReader(new StringReader("e4\n\nstate\nq\nNf3\n")));
        game.join(10_000);
        List<String> lines = printed.toString().lines().toList();
        assertEquals("New game against Hektor level 1. You play White. Each side has five minutes.", lines.get(0));
        assertEquals("Your move.", lines.get(1));
        assertEquals("pawn echo two echo four. Correct?", lines.get(2));
        assertEquals("pawn echo two echo four", lines.get(3));
        assertEquals("Hektor level 1 is thinking.", lines.get(4));
        String state = lines.stream().filter(l -> l.startsWith("state ")).findFirst().orElseThrow();
        assertTrue(state.startsWith("state ply=1 tomove=black white=300000 black=300000 running=true over=- moves=e2e4 fen="),
                state);
        assertEquals("The game is kept: hektor play --resume goes on with it.", lines.get(lines.size() - 1));
        assertTrue(lines.stream().noneMatch(l -> l.contains("\u001b")), "no terminal escape sequences");
        assertTrue(lines.stream().noneMatch(l -> l.contains("knight golf one")), "nothing is read after q");
    }
}
