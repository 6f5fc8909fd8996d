package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hektor engine}: one line "UCI SAN" on success; exit 2 and one sentence on stderr for bad arguments. */
class EngineCommandTest {
    private static final String SCHOLAR = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

    @Test
    void printsTheMoveInUciAndSan() {
        CliRun r = CliRun.of("engine", "--fen", SCHOLAR, "--level", "7", "--nodes", "20000", "--seed", "1");
        assertEquals(new CliRun(0, "h5f7 Qxf7#\n", ""), r);
    }

    @Test
    void theSameSeedAndNodesGiveTheSameMove() {
        CliRun a = CliRun.of("engine", "--level", "2", "--seed", "5", "--nodes", "5000");
        CliRun b = CliRun.of("engine", "--level", "2", "--seed", "5", "--nodes", "5000");
        assertEquals(a, b);
        String[] words = a.out().trim().split(" ");
        Move m = Move.fromUci(words[0]);
        assertEquals(San.of(Position.initial(), m), words[1]);
    }

    @Test
    void asksStockfishWhenGivenAnEngine() {
        CliRun r = CliRun.of("engine", "--fen", SCHOLAR, "--engine", "/usr/games/stockfish", "--movetime", "100");
        assertEquals(new CliRun(0, "h5f7 Qxf7#\n", ""), r);
    }

    @Test
    void aBrokenEngineIsReportedAndHektorAnswers(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken");
        Files.writeString(broken, "#!/bin/sh\nexit 1\n");
        Files.setPosixFilePermissions(broken, PosixFilePermissions.fromString("rwxr-xr-x"));
        CliRun r = CliRun.of("engine", "--fen", SCHOLAR, "--engine", broken.toString(), "--movetime", "200");
        assertEquals(0, r.status());
        assertEquals("h5f7 Qxf7#\n", r.out());
        assertEquals("The engine broken stopped during the UCI handshake (exit status 1), "
                + "so Hektor's own engine takes over.\n", r.err());
    }

    @Test
    void badArgumentsExitWithStatusTwoAndOneSentence() {
        assertBad("The level must be between 1 and 10, not 0.\n", "engine", "--level", "0");
        assertBad("Use either --level or --engine, not both.\n", "engine", "--level", "3", "--engine", "/usr/games/stockfish");
        assertBad("The move time must be a positive number of milliseconds, not 0.\n", "engine", "--movetime", "0");
        assertBad("The engine /no/such/engine does not exist or is not a program that can be run.\n",
                "engine", "--engine", "/no/such/engine");
        assertBad("There is no move to play: the position is checkmate.\n",
                "engine", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        CliRun badFen = CliRun.of("engine", "--fen", "not a fen");
        assertEquals(2, badFen.status());
        assertTrue(badFen.err().startsWith("Bad FEN") && badFen.err().trim().split("\n").length == 1, badFen.err());
        CliRun notANumber = CliRun.of("engine", "--level", "ten");
        assertEquals(2, notANumber.status());
        assertEquals(1, notANumber.err().trim().split("\n").length, notANumber.err());
    }

    private static void assertBad(String sentence, String... args) {
        assertEquals(new CliRun(2, "", sentence), CliRun.of(args));
    }

    @Test
    void theMatchBenchmarkRefusesBadListsInOneSentence() {
        assertBad("--levels takes numbers from 1 to 10, not 11.\n", "engine-match", "--levels", "9-11");
        assertBad("--skills takes a list like 1,5,10 or a range like 1-10, not 'x'.\n", "engine-match", "--skills", "x");
    }
}
