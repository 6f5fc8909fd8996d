package org.hektor.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Color;
import org.hektor.chess.Position;

/**
 * The built-in engine's speed and time keeping, measured on this machine ({@code hektor engine-bench}): nodes
 * per second at full strength on a few typical positions, and by how much a move overshoots the time it was
 * allotted (per-move times, and the share of a clock the time management gives it), measured from the call
 * to the completed future as a game sees it; and how soon the UCI server answers each {@code go} form,
 * odd ones too, with its {@code bestmove}.
 */
public final class EngineBenchmark {
    private EngineBenchmark() {
    }

    static final List<String> POSITIONS = List.of(
            Position.INITIAL_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
            "8/5pk1/6p1/3R4/5P2/6P1/r5K1/8 w - - 0 40",
            "2rq1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PBQ1BPPP/R4RK1 w - - 0 12");

    /** Prints the measurements; returns the largest overshoot in milliseconds. */
    public static long run(PrintWriter out, long nodesPerPosition) throws InterruptedException {
        long totalNodes = 0;
        long totalNanos = 0;
        try (BuiltInEngine warmUp = new BuiltInEngine(10, 1, nodesPerPosition / 4)) {
            for (String fen : POSITIONS) {
                warmUp.think(Position.fromFen(fen), List.of(), TimeLeft.perMove(60_000));
            }
        }
        for (String fen : POSITIONS) {
            try (BuiltInEngine engine = new BuiltInEngine(10, 1, nodesPerPosition)) {
                BuiltInEngine.Thought t = engine.think(Position.fromFen(fen), List.of(), TimeLeft.perMove(600_000));
                totalNodes += t.nodes();
                totalNanos += t.nanos();
                out.printf(Locale.ROOT, "search  %-72s depth %2d  %,10d nodes  %,10d nodes/s%n", fen, t.depth(),
                        t.nodes(), t.nodes() * 1_000_000_000L / Math.max(1, t.nanos()));
            }
        }
        out.printf(Locale.ROOT, "search  all positions: %,d nodes/s%n", totalNodes * 1_000_000_000L / Math.max(1, totalNanos));
        out.flush();

        long worst = Long.MIN_VALUE;
        List<TimeLeft> times = List.of(TimeLeft.perMove(20), TimeLeft.perMove(50), TimeLeft.perMove(100),
                TimeLeft.perMove(250), TimeLeft.perMove(500),
                TimeLeft.clock(1_000, 1_000, 0, 0, 0), TimeLeft.clock(3_000, 3_000, 100, 100, 0),
                TimeLeft.clock(10_000, 10_000, 0, 0, 1), TimeLeft.clock(60_000, 60_000, 0, 0, 40));
        try (BuiltInEngine engine = new BuiltInEngine(10, 1)) {
            for (TimeLeft time : times) {
                long worstHere = Long.MIN_VALUE;
                long allotted = 0;
                for (String fen : POSITIONS) {
                    Position p = Position.fromFen(fen);
                    allotted = TimeBudget.of(time, p.sideToMove()).hardMillis();
                    long limit = time.isPerMove() ? time.moveTimeMillis() : allotted;
                    long start = System.nanoTime();
                    engine.move(p, List.of(), time).get();
                    long took = (System.nanoTime() - start) / 1_000_000;
                    worstHere = Math.max(worstHere, took - limit);
                }
                worst = Math.max(worst, worstHere);
                out.printf(Locale.ROOT, "time    %-40s allotted %6d ms  worst overshoot %4d ms%n", describe(time),
                        time.isPerMove() ? time.moveTimeMillis() : allotted, worstHere);
                out.flush();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("The engine failed: " + e.getCause(), e.getCause());
        }
        out.printf(Locale.ROOT, "time    largest overshoot of the allotted time: %d ms%n", worst);
        out.flush();
        uci(out);
        return worst;
    }

    /**
     * Ordinary and odd {@code go} forms (a clock run out, an unreadable word) sent to the UCI server from the
     * initial position, each answered time from the {@code go} to its {@code bestmove}, next to the time it allots
     * (none for mate and depth).
     */
    static final List<String> UCI_FORMS = List.of("go searchmoves a2a3 movetime 200", "go movetime 200",
            "go wtime 100", "go wtime 2000 btime 2000 winc 20 binc 20", "go wtime 1000 btime 1000 movestogo 1",
            "go wtime -500 btime -500", "go movetime -1", "go movetime 0", "go btime 100", "go wtime soon",
            "go mate 3", "go depth 5 foo");

    private static void uci(PrintWriter out) throws InterruptedException {
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        PipedWriter commands = new PipedWriter();
        PrintWriter toServer;
        Thread server;
        try {
            BufferedReader serverIn = new BufferedReader(new PipedReader(commands));
            toServer = new PrintWriter(commands, true);
            PrintWriter serverOut = new PrintWriter(new Writer() {
                private final StringBuilder partial = new StringBuilder();

                @Override
                public synchronized void write(char[] buf, int off, int len) {
                    for (int i = off; i < off + len; i++) {
                        if (buf[i] == '\n') {
                            answers.add(partial.toString());
                            partial.setLength(0);
                        } else {
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
            }, true);
            server = new Thread(() -> {
                try {
                    new UciServer(serverIn, serverOut).run();
                } catch (IOException e) {
                    answers.add("bestmove failed: " + e);
                }
            }, "engine-bench-uci");
            server.start();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        long worst = Long.MIN_VALUE;
        for (int round = 0; round < 2; round++) { // the first round warms up
            for (String go : UCI_FORMS) {
                toServer.println("position startpos");
                answers.clear();
                long start = System.nanoTime();
                toServer.println(go);
                String line;
                do {
                    line = answers.poll(60, java.util.concurrent.TimeUnit.SECONDS);
                } while (line != null && !line.startsWith("bestmove"));
                long took = (System.nanoTime() - start) / 1_000_000;
                Long allotted = allotted(go);
                if (round == 1) {
                    if (allotted != null) {
                        worst = Math.max(worst, took - allotted);
                    }
                    out.printf(Locale.ROOT, "uci     %-40s allotted %6s ms  answered in %5d ms%s%n", go,
                            allotted == null ? "-" : allotted, took, line == null ? " (no bestmove in a minute)" : "");
                    out.flush();
                }
            }
        }
        toServer.println("quit");
        server.join(10_000);
        out.printf(Locale.ROOT, "uci     largest answer time beyond the allotted time: %d ms%n", worst);
        out.flush();
    }

    /** The time a go form of {@link #UCI_FORMS} allots White in the initial position; 0 for "at once". */
    private static Long allotted(String go) {
        UciGo g = UciGo.read(go.split(" "), Position.initial());
        if (g.moveNowReason(true) != null || (!g.isBounded() && !g.leftOut().isEmpty())) {
            return 0L;
        }
        TimeLeft t = g.time();
        return t == null ? null : t.isPerMove() ? t.moveTimeMillis() : TimeBudget.of(t, org.hektor.chess.Color.WHITE).hardMillis();
    }

    private static String describe(TimeLeft t) {
        if (t.isPerMove()) {
            return "movetime " + t.moveTimeMillis() + " ms";
        }
        return "clock " + t.whiteMillis() + " ms + " + t.whiteIncrementMillis() + " ms"
                + (t.movesToGo() > 0 ? ", " + t.movesToGo() + " moves to go" : "");
    }
}
