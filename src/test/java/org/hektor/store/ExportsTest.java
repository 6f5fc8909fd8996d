package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnGame;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.hektor.session.State;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scoresheets written when a game ends: PGN with clocks, Unicode braille, BRF. */
class ExportsTest {
    @TempDir
    Path dir;

    /** Fool's mate with thinking times, the player Black. */
    private State foolsMate() {
        return foolsMate("en", "yes", g -> { });
    }

    /** The same in a profile, its word for yes, and {@code before} done to the session before the game starts. */
    private State foolsMate(String profile, String yes, Consumer<GameSession> before) {
        ManualTimeSource real = new ManualTimeSource();
        Settings s = Settings.practice(Color.BLACK, TimeControl.parse("300+2"), "Hektor level 1").withProfile(profile);
        GameSession g = new GameSession(s, new SessionTime(real));
        before.accept(g);
        g.goLive();
        g.handle(new Command.Start());
        real.advanceMillis(1500);
        g.handle(new Command.EngineMove(0, Move.fromUci("f2f3")));
        real.advanceMillis(4000);
        g.handle(new Command.Typed("e5"));
        g.handle(new Command.Typed(yes));
        real.advanceMillis(500);
        g.handle(new Command.EngineMove(2, Move.fromUci("g2g4")));
        real.advanceMillis(12_250);
        g.handle(new Command.Typed("Qh4"));
        g.handle(new Command.Typed(yes));
        assertTrue(g.isOver());
        return g.state();
    }

    @Test
    void thePgnHasTheClockAfterEachMoveAndReadsBackToTheSameGame() throws IOException {
        State s = foolsMate();
        List<String> files = Exports.write(s, dir.resolve("2026-01-01T12-00-00.journal"));
        assertEquals(List.of(dir.resolve("2026-01-01T12-00-00.pgn").toString(),
                dir.resolve("2026-01-01T12-00-00.braille.txt").toString(),
                dir.resolve("2026-01-01T12-00-00.brf").toString()), files);
        String text = Files.readString(Path.of(files.get(0)));
        assertTrue(text.contains("[%clk 0:05:00.5]"), text);
        PgnGame back = Pgn.readGame(text);
        assertEquals(s.moves(), back.mainline());
        assertEquals("0-1", back.result());
        assertEquals("Player", back.tag("Black"));
        assertEquals("Hektor level 1", back.tag("White"));
        assertEquals("300+2", back.tag("TimeControl"));
        assertEquals(List.of(Duration.ofMillis(300_000 - 1500 + 2000), Duration.ofMillis(300_000 - 4000 + 2000),
                        Duration.ofMillis(300_000 - 1500 + 2000 - 500 + 2000), Duration.ofMillis(300_000 - 4000 + 2000 - 12_250 + 2000)),
                back.moves().stream().map(m -> m.clock()).toList());
    }

    /**
     * A disk that refuses the scoresheets when the game ends is said in the player's words, and the game still
     * ends: the PGN's temporary file leads to /dev/full, so the system refuses the write as on a full disk.
     */
    @Test
    void aDiskThatRefusesTheScoresheetsIsSaidInThePlayersWords() throws IOException {
        Path journal = dir.resolve("g.journal");
        Files.createSymbolicLink(dir.resolve("g.pgn.tmp"), Path.of("/dev/full"));
        List<String> said = new ArrayList<>();
        State s = foolsMate("ibca", "ja", g -> {
            g.exportWith(state -> Exports.write(state, journal));
            g.subscribe(e -> said.add(e.text()));
        });
        assertTrue(said.contains("Die Partie konnte nicht gespeichert werden: der Datenträger ist voll."), said.toString());
        assertEquals("0-1", s.outcome().result());
        assertFalse(Files.exists(dir.resolve("g.pgn")), "no half scoresheet");
    }

    /** A refusal the store has no name for ("Is a directory" here) is said as the disk's, not in the system's English. */
    @Test
    void aRefusalWithoutANameIsSaidInThePlayersWordsToo() throws IOException {
        Path journal = dir.resolve("g.journal");
        Files.createDirectory(dir.resolve("g.pgn.tmp"));
        List<String> said = new ArrayList<>();
        foolsMate("ibca", "ja", g -> {
            g.exportWith(state -> Exports.write(state, journal));
            g.subscribe(e -> said.add(e.text()));
        });
        assertTrue(said.contains("Die Partie konnte nicht gespeichert werden: der Datenträger hat das Schreiben verweigert."),
                said.toString());
    }

    /** A scoresheet that fails on a fault of Hektor's own is said in the player's words, not in the fault's English. */
    @Test
    void aFaultWritingTheScoresheetsIsSaidInThePlayersWordsToo() {
        List<String> said = new ArrayList<>();
        foolsMate("ibca", "ja", g -> {
            g.exportWith(state -> {
                throw new IllegalStateException("the PGN writer met a move it cannot write");
            });
            g.subscribe(e -> said.add(e.text()));
        });
        assertTrue(said.contains("Die Partie konnte nicht gespeichert werden: ein Fehler in Hektor "
                + "(IllegalStateException); bitte melden Sie ihn."), said.toString());
    }

    @Test
    void theBrailleScoresheetHasOneLinePerMoveNumberAndTheResult() throws IOException {
        State s = foolsMate();
        List<String> files = Exports.write(s, dir.resolve("g.journal"));
        List<String> lines = Files.readAllLines(Path.of(files.get(1)), StandardCharsets.UTF_8);
        assertTrue(lines.contains(Braille.cells("1. f3 e5")), lines.toString());
        assertTrue(lines.contains(Braille.cells("2. g4 Qh4#")), lines.toString());
        assertEquals(Braille.cells("0-1"), lines.get(lines.size() - 1));
        lines.forEach(l -> assertTrue(l.length() <= Braille.LINE_CELLS));
        String brf = Files.readString(Path.of(files.get(2)), StandardCharsets.US_ASCII);
        assertTrue(brf.contains("#B4 G#D ,QH#D_?\r\n"), brf);
        assertTrue(brf.chars().allMatch(c -> c == '\r' || c == '\n' || c == '\f' || c >= 32 && c <= 95));
    }
}
