package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hektor.ChildJava;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code hektor uci} as a separate process, driven the way GUIs and match runners drive engines:
 * the handshake of cutechess-cli and fastchess (uci, isready, ucinewgame, isready), fastchess's compliance
 * steps (a {@code go} with only one side's clock), python-chess's forms ({@code searchmoves} last, {@code
 * searchmoves 0000} for an empty list, {@code mate}, {@code go infinite} then {@code stop}), clocks that have run
 * out (cutechess-cli and fastchess send zero or negative times), and {@code stop}, {@code go},
 * {@code position}, {@code ucinewgame} and {@code quit} at odd moments. Every {@code go} must be answered by
 * exactly one {@code bestmove} with a legal move, within its time when it has one and at once when the time is
 * zero or below. The test allows a second beyond that: a floor far from the noise of a shared machine that
 * still fails when an answer never comes or waits for {@code stop}; {@code hektor engine-bench} measures how
 * soon each form is really answered (docs/commands.md).
 */
class UciConformanceTest {
    private static final long MARGIN_MILLIS = 1_000;
    private static final String MATE_IN_ONE = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    private static final String MATE_IN_TWO = "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 20";

    private static Process process;
    private static PrintWriter toEngine;
    private static final LinkedBlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private static final List<String> transcript = java.util.Collections.synchronizedList(new ArrayList<>());
    private static int goes;
    private static int bestmoves;

    @BeforeAll
    static void startHektorUci() throws IOException, InterruptedException {
        process = new ProcessBuilder(ChildJava.command("org.hektor.cli.Hektor", "uci"))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        toEngine = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    transcript.add("< " + line);
                    fromEngine.add(line);
                }
            } catch (IOException e) {
                transcript.add("! " + e);
            }
        }, "uci-conformance-reader");
        reader.setDaemon(true);
        reader.start();
        // the handshake of cutechess-cli and fastchess
        List<String> hello = until("uci", "uciok", 30_000);
        assertTrue(hello.contains("id name Hektor"), hello::toString);
        assertTrue(hello.stream().anyMatch(l -> l.startsWith("id author ")), hello::toString);
        assertEquals(List.of("readyok"), until("isready", "readyok", 30_000));
        send("setoption name Hash value 16");
        send("ucinewgame");
        assertEquals(List.of("readyok"), until("isready", "readyok", 30_000));
        // warm the JIT as a game's first moves would, so that the timings below are the engine's, not start-up's
        send("position startpos");
        go("go depth 6", 30_000);
        go("go movetime 300", 30_000);
    }

    @AfterAll
    static void quit() throws InterruptedException {
        if (process == null) {
            return;
        }
        send("quit");
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertTrue(ended, "quit ends hektor uci");
        assertEquals(0, process.exitValue());
    }

    private static void send(String line) {
        transcript.add("> " + line);
        toEngine.println(line);
    }

    /** Sends {@code command} and collects the lines up to the one starting with {@code last}. */
    private static List<String> until(String command, String last, long timeoutMillis) throws InterruptedException {
        send(command);
        return collect(last, timeoutMillis);
    }

    private static List<String> collect(String last, long timeoutMillis) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        while (true) {
            String line = fromEngine.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("no '" + last + "' within " + timeoutMillis + " ms; transcript:\n"
                        + String.join("\n", transcript));
            }
            lines.add(line);
            if (line.startsWith(last)) {
                return lines;
            }
        }
    }

    /** What a {@code go} was answered with and how long the answer took. */
    private record Answer(List<String> lines, long millis) {
        Move move() {
            return Move.fromUci(lines.get(lines.size() - 1).split(" ")[1]);
        }

        boolean says(String infoString) {
            return lines.stream().anyMatch(l -> l.startsWith("info string ") && l.contains(infoString));
        }
    }

    /** Sends a {@code go} and waits for its {@code bestmove}: it must come within {@code withinMillis}. */
    private static Answer go(String go, long withinMillis) throws InterruptedException {
        goes++;
        long start = System.nanoTime();
        send(go);
        List<String> lines = collect("bestmove", withinMillis + 30_000);
        long millis = (System.nanoTime() - start) / 1_000_000;
        bestmoves++;
        assertTrue(millis <= withinMillis, go + " answered after " + millis + " ms, more than " + withinMillis + " ms: "
                + lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info ") && l.contains(" score ")),
                go + ": match runners read the score of an info line before bestmove: " + lines);
        return new Answer(lines, millis);
    }

    private static void position(String command, Position expected, Answer answer) {
        assertTrue(expected.isLegal(answer.move()), command + ": " + answer.lines());
    }

    @Test
    void everyGoFormOfTheIssueIsAnswered() throws InterruptedException {
        send("position startpos");
        Position start = Position.initial();
        Answer searchmoves = go("go searchmoves a2a3 movetime 200", 200 + MARGIN_MILLIS);
        assertEquals(Move.fromUci("a2a3"), searchmoves.move());

        Answer mate = go("go mate 3", 5_000);
        position("go mate 3", start, mate);
        assertTrue(mate.says("No mate in 3 was found"), mate.lines()::toString);

        Answer unknownWord = go("go depth 5 foo", 5_000);
        position("go depth 5 foo", start, unknownWord);
        assertTrue(unknownWord.says("go does not know 'foo', so it is left out."), unknownWord.lines()::toString);
        assertTrue(unknownWord.lines().stream().anyMatch(l -> l.startsWith("info depth 5 ")), "the depth was understood");

        for (String now : List.of("go wtime -500 btime -500", "go movetime -1", "go movetime 0", "go wtime 0 btime 0",
                "go wtime 0 btime 60000 winc 0 binc 0")) {
            Answer answer = go(now, MARGIN_MILLIS);
            position(now, start, answer);
            assertTrue(answer.says("so the move comes at once"), answer.lines()::toString);
        }
    }

    @Test
    void searchmovesAndMateAreStandardUci() throws InterruptedException {
        send("position startpos moves e2e4 e7e5");
        Answer two = go("go movetime 150 searchmoves d2d4 f2f4", 150 + MARGIN_MILLIS);
        assertTrue(List.of(Move.fromUci("d2d4"), Move.fromUci("f2f4")).contains(two.move()), two.lines()::toString);
        // python-chess writes an empty list as "searchmoves 0000", and puts searchmoves last
        Answer empty = go("go depth 3 searchmoves 0000", 5_000);
        assertTrue(empty.says("searchmoves names no move"), empty.lines()::toString);
        Answer illegal = go("go depth 2 searchmoves e2e4 g1f3", 5_000);
        assertEquals(Move.fromUci("g1f3"), illegal.move());
        assertTrue(illegal.says("searchmoves: e2e4 is not legal here"), illegal.lines()::toString);

        send("position fen " + MATE_IN_ONE);
        Answer one = go("go mate 1", 5_000);
        assertEquals(Move.fromUci("h5f7"), one.move());
        assertTrue(one.lines().stream().anyMatch(l -> l.contains(" score mate 1 ")), one.lines()::toString);
        // a FEN as pychess writes it (move number 0) is repaired, not refused: a refused position would leave
        // the engine searching the previous one
        List<String> repaired = until("position fen " + MATE_IN_TWO.replace(" 1 20", " 1 0"), "info string", 5_000);
        assertEquals(List.of("info string The FEN was repaired: the move number '0' is read as 1."), repaired);
        Answer mateInTwo = go("go mate 2", 5_000);
        assertEquals(Move.fromUci("d5d8"), mateInTwo.move());
        assertTrue(mateInTwo.lines().stream().anyMatch(l -> l.contains(" score mate 2 ")), mateInTwo.lines()::toString);
        assertFalse(mateInTwo.says("No mate"), mateInTwo.lines()::toString);
    }

    @Test
    void clocksAsMatchRunnersSendThem() throws InterruptedException {
        // fastchess's compliance steps, from its own position: one clock only, then both with increments
        send("position fen 3r2k1/p5n1/1pq1p2p/2p3p1/2P1P1n1/1P1P2pP/PN1Q2K1/5R2 w - - 0 27");
        go("go wtime 100", 100 + MARGIN_MILLIS);
        Answer otherClock = go("go btime 100", MARGIN_MILLIS);
        assertTrue(otherClock.says("go gives no wtime for the side to move"), otherClock.lines()::toString);
        go("go wtime 100 winc 100 btime 100 binc 100", 200 + MARGIN_MILLIS);
        go("go btime 100 binc 100 wtime 100 winc 100", 200 + MARGIN_MILLIS);
        // cutechess-cli: a game in 2 seconds, with moves to go, and black to move
        send("ucinewgame");
        send("position startpos moves d2d4 g8f6 c2c4");
        Position p = Position.initial().play(Move.fromUci("d2d4")).play(Move.fromUci("g8f6")).play(Move.fromUci("c2c4"));
        position("clock", p, go("go wtime 2000 btime 2000 winc 20 binc 20", 2000 + MARGIN_MILLIS));
        position("moves to go", p, go("go wtime 1000 btime 900 movestogo 1", 900 + MARGIN_MILLIS));
        position("nodes", p, go("go nodes 2000", 5_000));
        position("depth", p, go("go depth 4", 5_000));
        // numbers that cannot be read are left out; what remains still bounds the search
        Answer badNumber = go("go wtime 1000 btime abc", 1000 + MARGIN_MILLIS);
        assertTrue(badNumber.says("btime needs a whole number, not 'abc'"), badNumber.lines()::toString);
        // nothing readable bounds the search: the move comes at once rather than never
        Answer nothing = go("go wtime soon btime later", MARGIN_MILLIS);
        assertTrue(nothing.says("so the move comes at once"), nothing.lines()::toString);
    }

    @Test
    void stopQuitAndOtherCommandsAtOddMoments() throws InterruptedException {
        // stop with no search: nothing to answer
        send("stop");
        assertEquals(List.of("readyok"), until("isready", "readyok", 5_000));
        // go infinite waits for stop, and answers isready while it thinks
        send("position startpos");
        goes++;
        send("go infinite");
        Thread.sleep(200);
        assertEquals(List.of("readyok"), until("isready", "readyok", 1_000).stream().filter(l -> !l.startsWith("info")).toList());
        long stopAt = System.nanoTime();
        List<String> stopped = until("stop", "bestmove", 5_000);
        bestmoves++;
        assertTrue((System.nanoTime() - stopAt) / 1_000_000 <= MARGIN_MILLIS, "bestmove at once after stop");
        assertTrue(Position.initial().isLegal(Move.fromUci(stopped.get(stopped.size() - 1).split(" ")[1])));
        // the UCI specification's own example: go infinite searchmoves e2e4 d2d4, then stop
        goes++;
        send("go infinite searchmoves e2e4 d2d4");
        Thread.sleep(100);
        List<String> two = until("stop", "bestmove", 5_000);
        bestmoves++;
        assertTrue(List.of("bestmove e2e4", "bestmove d2d4").contains(two.get(two.size() - 1)), two::toString);
        // a new go, a new position and ucinewgame during a search each end it with its own bestmove
        for (String interruption : List.of("go depth 1", "position startpos moves e2e4", "ucinewgame")) {
            send("position startpos");
            goes++;
            send("go movetime 20000");
            Thread.sleep(50);
            send(interruption);
            List<String> lines = collect("bestmove", 5_000);
            bestmoves++;
            if (interruption.startsWith("go")) {
                goes++;
                lines = collect("bestmove", 5_000);
                bestmoves++;
            }
            assertEquals(List.of("readyok"), until("isready", "readyok", 5_000), interruption + ": " + lines);
        }
        // stop twice and empty or unknown lines change nothing
        send("stop");
        send("");
        send("   ");
        assertEquals(List.of("info string Unknown command 'xyzzy'."), until("xyzzy", "info string", 5_000));
        send("debug on");
        assertEquals(List.of("readyok"), until("isready", "readyok", 5_000));
        // a game that is over is answered at once with bestmove (none)
        send("position startpos moves f2f3 e7e5 g2g4 d8h4");
        goes++;
        List<String> over = until("go wtime 1000 btime 1000", "bestmove", 5_000);
        bestmoves++;
        assertEquals("bestmove (none)", over.get(over.size() - 1));
        assertEquals(goes, bestmoves, "exactly one bestmove for every go");
    }

    @Test
    void quitOrTheEndOfInputDuringASearchEndsTheProcess() throws IOException, InterruptedException {
        for (boolean quit : List.of(true, false)) {
            Process p = new ProcessBuilder(ChildJava.command("org.hektor.cli.Hektor", "uci"))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            try {
                PrintWriter w = new PrintWriter(new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8), true);
                BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
                w.println("uci");
                w.println("position startpos");
                w.println("go infinite");
                // Quit only once the search is running (its first info line), not after a guessed pause: on a
                // loaded machine the JVM may still be starting.
                String line = out.readLine();
                while (line != null && !line.startsWith("info ")) {
                    line = out.readLine();
                }
                assertTrue(line != null, "go infinite starts a search that reports info lines");
                if (quit) {
                    w.println("quit");
                } else {
                    w.close(); // the GUI went away
                }
                new Thread(() -> drain(out)).start();
                // An infinite search that ignored quit would never end: any finite bound tells, so take one far
                // from the noise of a shared machine.
                assertTrue(p.waitFor(60, TimeUnit.SECONDS), (quit ? "quit" : "the end of input") + " ends the search and hektor uci");
                assertEquals(0, p.exitValue());
            } finally {
                p.destroyForcibly();
            }
        }
    }

    private static void drain(BufferedReader out) {
        try {
            while (out.readLine() != null) {
                // the rest of the search's output is not looked at; reading it keeps the pipe from filling
            }
        } catch (IOException e) {
            // the process ended
        }
    }
}
