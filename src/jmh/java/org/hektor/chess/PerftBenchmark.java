package org.hektor.chess;

import java.util.concurrent.TimeUnit;
import org.hektor.chess.internal.Board;
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
 * Move generation speed: perft with bulk counting. Divide the node count (startpos 4 = 197,281;
 * Kiwipete 3 = 97,862) by the time per operation for nodes per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PerftBenchmark {
    @Param({"startpos", "kiwipete"})
    String position;

    private Board board;
    private int depth;

    @Setup
    public void setUp() {
        if (position.equals("startpos")) {
            board = Position.initial().toBoard();
            depth = 4;
        } else {
            board = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").toBoard();
            depth = 3;
        }
    }

    @Benchmark
    public long perft() {
        return board.perft(depth);
    }

    @Benchmark
    public int legalMovesOfAPosition() {
        return Position.fromBoard(board).legalMoves().size();
    }
}
