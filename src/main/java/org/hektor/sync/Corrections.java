package org.hektor.sync;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/**
 * The fewest, most natural steps from what a board shows to a position: a piece that stands on a wrong square
 * and is missing from a right one is moved there (one instruction, not two), everything else is taken off or
 * put on. The steps are ordered so each one can be done on a real board: pieces come off first, then each move
 * goes to a square that is empty by then, then pieces are put on. Pure and deterministic.
 */
public final class Corrections {
    private Corrections() {
    }

    /** The steps that make {@code board} show {@code target}'s placement (a piece in the hand counts as off). */
    public static List<Correction> between(PlayerBoard board, Position target) {
        Piece[] now = new Piece[64];
        board.pieces().forEach((sq, p) -> now[sq.index()] = p);
        Piece[] want = new Piece[64];
        target.pieces().forEach((sq, p) -> want[sq.index()] = p);

        List<Square> leaving = new ArrayList<>();
        List<Square> arriving = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            if (now[i] != want[i]) {
                if (now[i] != null) {
                    leaving.add(Square.of(i));
                }
                if (want[i] != null) {
                    arriving.add(Square.of(i));
                }
            }
        }

        // Pair each wrongly placed piece with a square that needs the same piece, nearest pairs first (ties: by square).
        List<Correction.Shift> shifts = new ArrayList<>();
        List<int[]> pairs = new ArrayList<>();
        for (int l = 0; l < leaving.size(); l++) {
            for (int a = 0; a < arriving.size(); a++) {
                if (now[leaving.get(l).index()] == want[arriving.get(a).index()]) {
                    pairs.add(new int[] {distance(leaving.get(l), arriving.get(a)), l, a});
                }
            }
        }
        pairs.sort(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]).thenComparingInt(p -> p[2]));
        boolean[] leftUsed = new boolean[leaving.size()];
        boolean[] arrivedUsed = new boolean[arriving.size()];
        for (int[] p : pairs) {
            if (!leftUsed[p[1]] && !arrivedUsed[p[2]]) {
                leftUsed[p[1]] = true;
                arrivedUsed[p[2]] = true;
                Square from = leaving.get(p[1]);
                shifts.add(new Correction.Shift(now[from.index()], from, arriving.get(p[2])));
            }
        }
        shifts.sort(Comparator.comparing(Correction.Shift::from));

        List<Correction> steps = new ArrayList<>();
        List<Correction> putsAtEnd = new ArrayList<>();
        for (int l = 0; l < leaving.size(); l++) {
            if (!leftUsed[l]) {
                Square sq = leaving.get(l);
                steps.add(new Correction.Take(now[sq.index()], sq));
                now[sq.index()] = null;
            }
        }
        // Each move goes to a square that is empty by then; a cycle (two pieces swapped) is broken by taking one
        // piece off and putting it back at the end.
        while (!shifts.isEmpty()) {
            Correction.Shift next = null;
            for (Correction.Shift s : shifts) {
                if (now[s.to().index()] == null) {
                    next = s;
                    break;
                }
            }
            if (next != null) {
                steps.add(next);
                now[next.from().index()] = null;
                now[next.to().index()] = next.piece();
            } else {
                next = shifts.get(0);
                steps.add(new Correction.Take(next.piece(), next.from()));
                now[next.from().index()] = null;
                putsAtEnd.add(new Correction.Put(next.piece(), next.to()));
            }
            shifts.remove(next);
        }
        steps.addAll(putsAtEnd);
        for (int a = 0; a < arriving.size(); a++) {
            if (!arrivedUsed[a]) {
                Square sq = arriving.get(a);
                steps.add(new Correction.Put(want[sq.index()], sq));
            }
        }
        return List.copyOf(steps);
    }

    /** Files plus ranks apart, so a pawn goes back along its own file rather than across. */
    private static int distance(Square a, Square b) {
        return Math.abs(a.file() - b.file()) + Math.abs(a.rank() - b.rank());
    }
}
