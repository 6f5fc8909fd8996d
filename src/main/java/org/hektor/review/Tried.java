package org.hektor.review;

/** How a move the player tries at a mistake compares: as good as the best, better than the move played, or still a mistake. */
public enum Tried {
    AS_GOOD_AS_BEST,
    BETTER_THAN_PLAYED,
    STILL_A_MISTAKE;

    /** Points of winning chances within which a move counts as good as the best (half an inaccuracy). */
    static final double AS_GOOD = 5;

    /**
     * Judges a tried move by the winning chances it loses ({@code lost}) against the move played ({@code played}): as
     * good as the best when it is the best or loses almost nothing; better when it loses less by a clear margin and is
     * not itself as big a mistake; else still a mistake.
     */
    static Tried of(boolean isBest, double lost, Judgement played, Scale scale) {
        if (isBest || lost <= AS_GOOD) {
            return AS_GOOD_AS_BEST;
        }
        Severity s = scale.severity(lost);
        boolean smaller = s == null || played.severity() == null || s.compareTo(played.severity()) < 0;
        return lost < played.lost() - AS_GOOD && smaller ? BETTER_THAN_PLAYED : STILL_A_MISTAKE;
    }
}
