package org.hektor.review;

import java.util.Optional;
import org.hektor.engine.AnalysisBudget;
import org.hektor.engine.Analyst;
import org.hektor.engine.BuiltInEngine;

/**
 * A second, deeper look at the moves the first pass suspects: the positions before and after each move that lost at
 * least {@code suspect} points of winning chances on the first pass's scale (mistakes and blunders, and near misses
 * under them) are searched again with {@code factor} times the budget, and the move is judged again from those
 * evaluations, read on {@code scale} (a deeper search counts a lost piece as more). Every other position keeps the
 * first pass's evaluation, so the cost stays near one pass. Hektor's own engine at a small budget misjudges what it
 * sees only a few plies deep; Stockfish needs no second look. Values tuned on the tuning half of the review benchmark's
 * corpus (docs/measurements.md, scripts/review-tune.py) and measured on the other.
 */
public record Recheck(int factor, double suspect, Scale scale) {
    public static final Recheck BUILT_IN = new Recheck(6, 19, new Scale(2.0, 0.7, 11, 24, 36));

    /** The second look for {@code engine}'s analyses: Hektor's own has one, a UCI engine none. */
    public static Optional<Recheck> of(Analyst engine) {
        return BuiltInEngine.NAME.equals(engine.name()) ? Optional.of(BUILT_IN) : Optional.empty();
    }

    /** The deeper budget: {@code factor} times the nodes or the time, two plies more of a depth. */
    public AnalysisBudget budget(AnalysisBudget first) {
        return new AnalysisBudget(first.depth() == null ? null : first.depth() + 2,
                first.millis() == null ? null : first.millis() * factor, first.nodes() == null ? null : first.nodes() * factor);
    }

    /** Whether a move judged so on the first pass is looked at again. */
    boolean suspects(Judgement first) {
        return first.lost() >= suspect || first.kind() == Kind.MISSED_MATE || first.kind() == Kind.MATE_ALLOWED;
    }
}
