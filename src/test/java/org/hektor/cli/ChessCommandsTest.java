package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The perft and legal commands, as tests outside the repository call them. */
class ChessCommandsTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void perftPrintsNodesOnTheLastLineAndSpeedOnStderr() {
        CliRun run = CliRun.of("perft", "3", "--fen", KIWIPETE);
        assertEquals(0, run.status());
        assertEquals("nodes 97862", run.lastLine());
        assertTrue(run.err().contains("nodes/s"), run.err());
    }

    @Test
    void perftDivideListsEachMoveThenTheTotal() {
        CliRun run = CliRun.of("perft", "2", "--divide");
        assertTrue(run.out().contains("e2e4: 20"), run.out());
        assertEquals(21, run.out().strip().split("\n").length);
        assertEquals("nodes 400", run.lastLine());
    }

    @Test
    void legalPrintsSortedSanAndStatus() {
        CliRun run = CliRun.of("legal");
        assertEquals(0, run.status());
        assertEquals("Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4\tnormal", run.out().strip());
    }

    @Test
    void legalNamesTheStatusFirstThatApplies() {
        assertEquals("\tcheckmate", CliRun.of("legal", "--fen",
                "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").out().replace("\n", ""));
        assertEquals("\tstalemate", CliRun.of("legal", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").out().replace("\n", ""));
        assertTrue(CliRun.of("legal", "--fen", "8/8/4k3/8/8/3NK3/8/8 w - - 0 1").out().strip().endsWith("\tdead"));
        assertTrue(CliRun.of("legal", "--fen", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").out().strip().endsWith("\tcheck"));
    }

    @Test
    void legalBatchAnswersEachLineInOrder(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("fens.tsv");
        Files.writeString(file, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\textra\tfields\n" + KIWIPETE + "\n");
        CliRun run = CliRun.of("legal", "--batch", file.toString());
        String[] lines = run.out().split("\n");
        assertEquals(2, lines.length);
        assertEquals("\tstalemate", lines[0]);
        assertEquals(48, lines[1].split("\t")[0].split(" ").length);
    }

    @Test
    void badInputGivesOneSentenceAndStatusTwo() {
        for (String[] args : new String[][] {
            {"legal", "--fen", "not a fen"}, {"perft", "x"}, {"perft", "0"}, {"perft", "3", "--fen", "8/8/8 w - - 0 1"},
            {"legal", "--batch", "/no/such/file"}, {"no-such-command"}}) {
            CliRun run = CliRun.of(args);
            assertEquals(2, run.status(), String.join(" ", args));
            assertEquals(1, run.err().strip().split("\n").length, run.err());
            assertFalse(run.err().contains("Exception"), run.err());
            assertFalse(run.err().contains("\tat "), run.err());
        }
    }
}
