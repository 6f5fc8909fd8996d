package org.hektor.review;

import org.hektor.chess.Color;

/**
 * How a move is judged from the evaluations before and after it (lichess's rules, lila's Advice): a mate let go is
 * graded by what is left ({@code > 999} centipawns an inaccuracy, {@code > 700} a mistake, else a blunder); a mate
 * allowed by what there was ({@code < -999} an inaccuracy, {@code < -700} a mistake, else a blunder), an engine's
 * centipawns read there as its {@link Scale} says ({@link Scale#mateRules()}); otherwise the
 * points of winning chances lost: 10 an inaccuracy, 20 a mistake, 30 a blunder. The engine's own best move is never
 * a mistake (the two searches of the positions before and after it may disagree by a little).
 *
 * @param severity null when the move cost nothing worth saying
 * @param lost     points of winning chances lost (0 to 100)
 */
public record Judgement(Kind kind, Severity severity, double lost) {
    public static final Judgement NONE = new Judgement(Kind.PLAIN, null, 0);

    public static Judgement of(Color mover, Evaluation before, Evaluation after, boolean playedBest) {
        return of(mover, before, after, playedBest, Scale.LICHESS);
    }

    /** The same, with the evaluations of an engine read on its own {@link Scale}. */
    public static Judgement of(Color mover, Evaluation before, Evaluation after, boolean playedBest, Scale scale) {
        double lost = Math.max(0, scale.winPercent(before, mover) - scale.winPercent(after, mover));
        if (playedBest) {
            return new Judgement(Kind.PLAIN, null, lost);
        }
        Color opponent = mover.opposite();
        if (before.mater() == mover && after.mater() != mover) {
            double left = scale.centipawnsBesideAMate(after, mover);
            Severity s = after.mater() == opponent ? Severity.BLUNDER
                    : left > 999 ? Severity.INACCURACY : left > 700 ? Severity.MISTAKE : Severity.BLUNDER;
            return new Judgement(Kind.MISSED_MATE, s, lost);
        }
        if (before.mater() != opponent && after.mater() == opponent) {
            double had = scale.centipawnsBesideAMate(before, mover);
            Severity s = had < -999 ? Severity.INACCURACY : had < -700 ? Severity.MISTAKE : Severity.BLUNDER;
            return new Judgement(Kind.MATE_ALLOWED, s, lost);
        }
        if (before.isMate() && before.mater() == after.mater()) {
            return new Judgement(Kind.PLAIN, null, lost); // a mate delayed or still coming: nothing to learn here
        }
        return new Judgement(Kind.PLAIN, scale.severity(lost), lost);
    }

    /** Marked as the one move that held ({@code found}) or the one move that was missed. */
    public Judgement onlyMove(boolean found) {
        return new Judgement(found ? Kind.ONLY_MOVE_FOUND : Kind.ONLY_MOVE_MISSED, severity, lost);
    }

    public boolean isMistake() {
        return severity != null;
    }

    /** The PGN glyph: $1 (!) for the only move found, the severity's otherwise, 0 for none. */
    public int nag() {
        if (kind == Kind.ONLY_MOVE_FOUND) {
            return 1;
        }
        return severity == null ? 0 : severity.nag();
    }
}
