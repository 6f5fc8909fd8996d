package org.hektor.engine;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import org.hektor.chess.Position;

/**
 * The built-in engine's speed and time keeping, measured on this machine ({@code hektor engine-bench}): nodes
 * per second at full strength on a few typical positions, and by how much a move overshoots the time it was
 * allotted (per-move times, and the share of a clock the time management gives it), measured from the call
 * to the completed future as a game sees it.
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
        return worst;
    }

    private static String describe(TimeLeft t) {
        if (t.isPerMove()) {
            return "movetime " + t.moveTimeMillis() + " ms";
        }
        return "clock " + t.whiteMillis() + " ms + " + t.whiteIncrementMillis() + " ms"
                + (t.movesToGo() > 0 ? ", " + t.movesToGo() + " moves to go" : "");
    }
}
