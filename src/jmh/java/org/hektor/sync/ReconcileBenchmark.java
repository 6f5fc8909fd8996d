package org.hektor.sync;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Move;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
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
 * The two-board model on a game of {@code plies} half-moves: {@code check()} as the session may call it after
 * every move, {@code reconcile()} with a misplaced piece (2.7) and with a scoresheet slip at the middle (2.8),
 * and writing one scoresheet entry (which reads the whole sheet again).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ReconcileBenchmark {
    @Param({"80", "200"})
    int plies;

    private TwoBoards inOrder;
    private TwoBoards misplaced;
    private TwoBoards slipped;
    private Scoresheet sheet;
    private String next;

    @Setup
    public void setUp() {
        Random random = new Random(7);
        List<Position> record = new ArrayList<>();
        List<String> sans = new ArrayList<>();
        Position p = Position.initial();
        record.add(p);
        while (record.size() <= plies) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                p = Position.initial();
                record.clear();
                sans.clear();
                record.add(p);
                continue;
            }
            Move m = legal.get(random.nextInt(legal.size()));
            sans.add(San.of(p, m));
            p = p.play(m);
            record.add(p);
        }
        Scoresheet white = Scoresheet.empty(Position.initial(), PieceLetters.GERMAN);
        Scoresheet black = Scoresheet.empty(Position.initial());
        Scoresheet slip = Scoresheet.empty(Position.initial());
        for (int i = 0; i < sans.size(); i++) {
            white = white.write(sans.get(i));
            black = black.write(sans.get(i));
            slip = slip.write(i == sans.size() / 2 ? "Qz9" : sans.get(i));
        }
        PlayerBoard board = PlayerBoard.of(p);
        Square some = board.pieces().keySet().iterator().next();
        Square empty = null;
        for (Square s : Square.all()) {
            if (board.pieceAt(s) == null) {
                empty = s;
                break;
            }
        }
        inOrder = new TwoBoards(board, board, white, black, record);
        misplaced = new TwoBoards(board.lift(some).place(empty), board, white, black, record);
        slipped = new TwoBoards(board, board, white, slip, record);
        sheet = black.truncate(sans.size() - 1);
        next = sans.get(sans.size() - 1);
    }

    @Benchmark
    public Object check() {
        return inOrder.check();
    }

    @Benchmark
    public Object reconcileMisplacedPiece() {
        return misplaced.reconcile();
    }

    @Benchmark
    public Object reconcileScoresheetSlip() {
        return slipped.reconcile();
    }

    @Benchmark
    public Object writeOneEntry() {
        return sheet.write(next);
    }
}
