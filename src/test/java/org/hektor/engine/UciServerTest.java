package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.Writer;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hektor.ChildJava;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Hektor's engine speaking UCI, driven through a pair of pipes as a GUI would drive it. */
class UciServerTest {
    private PrintWriter toServer;
    private final LinkedBlockingQueue<String> fromServer = new LinkedBlockingQueue<>();
    private Thread server;

    /** The server's output, line by line, whichever of its threads writes it. */
    private final class Lines extends Writer {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public synchronized void write(char[] buf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                if (buf[i] == '\n') {
                    fromServer.add(partial.toString());
                    partial.setLength(0);
                } else if (buf[i] != '\r') {
                    partial.append(buf[i]);
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    @BeforeEach
    void startServer() throws Exception {
        PipedWriter commands = new PipedWriter();
        BufferedReader serverIn = new BufferedReader(new PipedReader(commands));
        toServer = new PrintWriter(commands, true);
        PrintWriter serverOut = new PrintWriter(new Lines(), true);
        server = new Thread(() -> {
            try {
                new UciServer(serverIn, serverOut).run();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            } finally {
                serverOut.close();
            }
        });
        server.start();
    }

    @AfterEach
    void quit() throws InterruptedException {
        toServer.println("quit");
        server.join(10_000);
        assertFalse(server.isAlive(), "quit ends the server");
    }

    /** Sends a command and collects the answer lines up to and including the one starting with {@code last}. */
    private List<String> ask(String command, String last) throws InterruptedException {
        toServer.println(command);
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = fromServer.poll(60, TimeUnit.SECONDS)) != null) {
            lines.add(line);
            if (line.startsWith(last)) {
                return lines;
            }
        }
        throw new AssertionError("no answer within a minute before '" + last + "': " + lines);
    }

    private Move bestmove(List<String> lines) {
        String last = lines.get(lines.size() - 1);
        return Move.fromUci(last.split(" ")[1]);
    }

    @Test
    void handshakeNamesTheEngineAndItsOptions() throws Exception {
        List<String> lines = ask("uci", "uciok");
        assertEquals("id name Hektor", lines.get(0));
        assertTrue(lines.contains("option name Level type spin default 10 min 1 max 10"), lines.toString());
        assertTrue(lines.contains("option name Skill Level type spin default 20 min 0 max 20"), lines.toString());
        assertEquals(List.of("readyok"), ask("isready", "readyok"));
    }

    @Test
    void goDepthFindsTheMateAndReportsIt() throws Exception {
        toServer.println("ucinewgame");
        toServer.println("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        List<String> lines = ask("go depth 4", "bestmove");
        assertEquals(Move.fromUci("h5f7"), bestmove(lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 1 score mate 1 ")), lines.toString());
    }

    @Test
    void positionWithMovesAndGoWithClockOrNodesAnswerLegalMoves() throws Exception {
        Position p = Position.initial().play(Move.fromUci("e2e4")).play(Move.fromUci("e7e5"));
        toServer.println("position startpos moves e2e4 e7e5");
        assertTrue(p.isLegal(bestmove(ask("go wtime 3000 btime 3000 winc 100 binc 100", "bestmove"))));
        assertTrue(p.isLegal(bestmove(ask("go movetime 50", "bestmove"))));
        assertTrue(p.isLegal(bestmove(ask("go nodes 5000", "bestmove"))));
    }

    @Test
    void goInfiniteAnswersOnlyAfterStop() throws Exception {
        toServer.println("position startpos");
        toServer.println("go infinite");
        List<String> lines = ask("stop", "bestmove");
        assertTrue(Position.initial().isLegal(bestmove(lines)));
    }

    @Test
    void badCommandsAreAnsweredInOneSentenceAndChangeNothing() throws Exception {
        toServer.println("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        assertEquals(List.of("info string Move 1 of the game, e2e5, is not legal in its position."),
                ask("position startpos moves e2e5", "info string"));
        assertTrue(ask("position fen banana", "info string").get(0).startsWith("info string Bad FEN"));
        assertEquals(List.of("info string Level must be between 1 and 10, not 11."),
                ask("setoption name Level value 11", "info string"));
        assertEquals(List.of("info string There is no option called Contempt."),
                ask("setoption name Contempt value 3", "info string"));
        assertEquals(List.of("info string Unknown command 'fly'."), ask("fly me to the moon", "info string"));
        // the mate-in-one position is still the one set up
        assertEquals(Move.fromUci("h5f7"), bestmove(ask("go depth 3", "bestmove")));
    }

    @Test
    void levelAndSkillLevelOptionsAreAccepted() throws Exception {
        toServer.println("setoption name Level value 1");
        toServer.println("position startpos");
        assertTrue(Position.initial().isLegal(bestmove(ask("go nodes 3000", "bestmove"))));
        toServer.println("setoption name Skill Level value 0");
        assertEquals(List.of("readyok"), ask("isready", "readyok"));
        assertTrue(Position.initial().isLegal(bestmove(ask("go movetime 30", "bestmove"))));
    }

    /** {@code hektor uci} as a real process, driven by Hektor's own UCI client. */
    @Test
    void theHektorUciCommandIsAUciEngineForTheClient() throws Exception {
        List<String> command = ChildJava.command("org.hektor.cli.Hektor", "uci");
        UciEngine hektor = UciEngine.start(command, "hektor uci", UciSettings.defaults().withSkillLevel(0));
        try (hektor) {
            assertEquals("Hektor", hektor.name());
            assertEquals("Skill Level 0", hektor.level());
            hektor.newGame();
            Position start = Position.initial();
            Move m = hektor.move(start, List.of(Move.fromUci("d2d4")), TimeLeft.clock(5_000, 5_000, 0, 0, 0))
                    .get(30, TimeUnit.SECONDS);
            assertTrue(start.play(Move.fromUci("d2d4")).isLegal(m));
        }
        assertFalse(hektor.isAlive(), "quit ends hektor uci");
    }
}
