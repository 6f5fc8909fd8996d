package org.hektor.review;

import org.hektor.chess.Color;
import org.hektor.engine.Analyst;
import org.hektor.engine.BuiltInEngine;

/**
 * How an engine's evaluations are read on lichess's scale of winning chances ({@link WinChances}): its centipawns
 * times {@code centipawns}, and the points of winning chances lost that make an inaccuracy, a mistake, a blunder.
 * Lichess's own (1; 10, 20, 30) are fitted to Stockfish. Hektor's engine at the review's budget sees less deep and
 * counts a lost piece as less, so a blunder of Stockfish's reads as a mistake of Hektor's; its values are tuned on the
 * tuning half of the review benchmark's corpus (docs/measurements.md, scripts/review-tune.py) and measured on the other.
 *
 * <p>Where a mate is let go or allowed, lichess grades the move by the centipawns left or there were (700 and 999 of
 * Stockfish's, {@link Judgement}); an engine's centipawns are read there times {@code mateRules}. Hektor's engine
 * counts a won position as more than Stockfish does (least squares over the tuning half's positions of more than
 * five pawns: Stockfish's centipawns are 0.7 times Hektor's), while a small advantage it counts as less (hence
 * {@code centipawns} 2.0 for the points lost).
 */
public record Scale(double centipawns, double mateRules, double inaccuracy, double mistake, double blunder) {
    public static final Scale LICHESS = new Scale(1, 1, 10, 20, 30);
    public static final Scale BUILT_IN = new Scale(2.0, 0.7, 11, 22, 32);

    /** The scale of {@code engine}'s evaluations: the tuned one for Hektor's own, lichess's for a UCI engine. */
    public static Scale of(Analyst engine) {
        return BuiltInEngine.NAME.equals(engine.name()) ? BUILT_IN : LICHESS;
    }

    /** Centipawns for {@code side}, scaled; a mate counts as the ceiling, as lichess counts it. */
    public double centipawns(Evaluation e, Color side) {
        return e.isMate() ? e.centipawnsFor(side) : e.centipawnsFor(side) * centipawns;
    }

    /** Centipawns for {@code side} as lichess's rules for a mate let go or allowed weigh them; a mate is the ceiling. */
    public double centipawnsBesideAMate(Evaluation e, Color side) {
        return e.isMate() ? e.centipawnsFor(side) : e.centipawnsFor(side) * mateRules;
    }

    /** {@code side}'s winning chances, 0 to 100. */
    public double winPercent(Evaluation e, Color side) {
        return WinChances.percent(centipawns(e, side));
    }

    /** The severity of losing {@code lost} points of winning chances, or null below an inaccuracy. */
    public Severity severity(double lost) {
        return lost >= blunder ? Severity.BLUNDER : lost >= mistake ? Severity.MISTAKE
                : lost >= inaccuracy ? Severity.INACCURACY : null;
    }
}
