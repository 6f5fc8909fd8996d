package org.hektor.chess;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How long the arbiter waits for "can this side still mate?" (6.9, 7.4.2), and what the dead-position test
 * costs a game after each move. The positions visited are in {@link DeadPosition.Verdict#positions()}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DeadPositionBenchmark {
    @Param({"lockedChain", "rookMates", "middlegame", "bishopVersusKnightBudget"})
    String position;

    private Position p;
    private Color side;

    @Setup
    public void setUp() {
        side = Color.WHITE;
        p = Position.fromFen(switch (position) {
            case "lockedChain" -> "8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4K3/2B5 w - - 0 1"; // proven impossible
            case "rookMates" -> "8/8/8/4k3/8/8/8/R3K3 w - - 0 1";                         // helpmate found
            case "middlegame" -> "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";
            default -> "8/8/8/4k3/8/2n5/8/2B1K3 w - - 0 1";                                // the whole budget
        });
    }

    @Benchmark
    public DeadPosition.Verdict canEverMate() {
        return DeadPosition.search(p, side, DeadPosition.DEFAULT_BUDGET);
    }

    @Benchmark
    public boolean isDead() {
        return DeadPosition.isDead(p);
    }
}
