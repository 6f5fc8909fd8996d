package org.hektor.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PgnGame;
import org.hektor.chess.Position;
import org.hektor.engine.Analysis;
import org.hektor.engine.AnalysisBudget;
import org.hektor.engine.Analyst;

/**
 * Analyses every position of a game with an engine, taking what the analysis file already knows, keeping each new
 * analysis in it as soon as it is made, and judges every move ({@link Judgement}). Where the mover played the
 * engine's move, or made a mistake of a mistake's size or more, a second search without the best move says whether
 * only one move held ({@link Kind#ONLY_MOVE_FOUND}, {@link Kind#ONLY_MOVE_MISSED}). The moves the first pass
 * suspects are looked at again with a larger budget and judged from that ({@link Recheck}).
 */
public final class Reviewer {
    /** Told after each position: how many are analysed, of how many. */
    public interface Progress {
        void analysed(int done, int total);
    }

    private final Analyst analyst;
    private final AnalysisBudget budget;
    private final AnalysisFile file;
    private final boolean onlyMoves;
    private final Optional<Recheck> recheck;

    public Reviewer(Analyst analyst, AnalysisBudget budget, AnalysisFile file) {
        this(analyst, budget, file, true, Recheck.of(analyst));
    }

    /**
     * {@code onlyMoves} false: no second searches (a benchmark's reference, which judges blunders and mistakes only);
     * {@code recheck} the second look at suspected moves, if any.
     */
    public Reviewer(Analyst analyst, AnalysisBudget budget, AnalysisFile file, boolean onlyMoves, Optional<Recheck> recheck) {
        this.analyst = analyst;
        this.budget = budget;
        this.file = file;
        this.onlyMoves = onlyMoves;
        this.recheck = recheck;
    }

    /** Reviews {@code game}; when {@code stop} says so, returns the review of the moves analysed so far. */
    public GameReview review(PgnGame game, Progress progress, BooleanSupplier stop) {
        List<Position> positions = game.positions();
        List<Move> moves = game.mainline();
        List<Analysis> analyses = new ArrayList<>();
        boolean complete = true;
        for (int i = 0; i < positions.size(); i++) {
            if (stop.getAsBoolean()) {
                complete = false;
                break;
            }
            Position p = positions.get(i);
            analyses.add(p.legalMoves().isEmpty() ? null : analysis(p, List.of(), budget));
            progress.analysed(i + 1, positions.size());
        }
        List<MoveReview> reviews = new ArrayList<>();
        for (int i = 0; i < moves.size() && i + 1 < analyses.size(); i++) {
            Position before = positions.get(i);
            Position after = positions.get(i + 1);
            Analysis best = analyses.get(i);
            Analysis reply = analyses.get(i + 1);
            Evaluation evalBefore = Evaluation.of(before, best);
            Evaluation evalAfter = reply == null ? Evaluation.ofFinal(after) : Evaluation.of(after, reply);
            Move played = moves.get(i);
            boolean playedBest = played.equals(best.best());
            Judgement j = Judgement.of(before.sideToMove(), evalBefore, evalAfter, playedBest, Scale.of(analyst));
            if (onlyMoves && !stop.getAsBoolean() && worthAskingForOnlyMove(before, played, i > 0 ? moves.get(i - 1) : null, playedBest, j)) {
                j = onlyMove(before, best, evalBefore, j, playedBest);
            }
            MoveReview first = new MoveReview(i, before, played, evalBefore, evalAfter, best, reply, j, null);
            if (recheck.isPresent() && recheck.get().suspects(j)) {
                if (stop.getAsBoolean()) {
                    complete = false;
                } else {
                    first = again(first, recheck.get());
                }
            }
            reviews.add(first);
        }
        return new GameReview(game, reviews, complete && reviews.size() == moves.size());
    }

    /**
     * The move judged again from deeper searches of the positions before and after it; what only one move held stays
     * as the first pass found it.
     */
    private MoveReview again(MoveReview first, Recheck r) {
        AnalysisBudget deeper = r.budget(budget);
        Analysis best = analysis(first.before(), List.of(), deeper);
        Position after = first.after();
        Analysis reply = first.reply() == null ? null : analysis(after, List.of(), deeper);
        Evaluation evalBefore = Evaluation.of(first.before(), best);
        Evaluation evalAfter = reply == null ? Evaluation.ofFinal(after) : Evaluation.of(after, reply);
        Judgement j = Judgement.of(first.mover(), evalBefore, evalAfter, first.played().equals(best.best()), r.scale());
        Kind only = first.judgement().kind();
        if (j.kind() == Kind.PLAIN && (only == Kind.ONLY_MOVE_FOUND || only == Kind.ONLY_MOVE_MISSED && j.isMistake())) {
            j = j.onlyMove(only == Kind.ONLY_MOVE_FOUND);
        }
        return new MoveReview(first.ply(), first.before(), first.played(), evalBefore, evalAfter, best, reply, j,
                first.judgement());
    }

    /**
     * Only where it teaches something: a choice among several moves, not taking back what was just taken (every
     * recapture would be "the only move"), and either the engine's move played or a mistake made.
     */
    private static boolean worthAskingForOnlyMove(Position before, Move played, Move previous, boolean playedBest, Judgement j) {
        if (before.legalMoves().size() < 2) {
            return false;
        }
        if (previous != null && played.to().equals(previous.to())) {
            return false;
        }
        return playedBest || (j.severity() != null && j.severity() != Severity.INACCURACY);
    }

    private Judgement onlyMove(Position before, Analysis best, Evaluation evalBefore, Judgement j, boolean playedBest) {
        List<Move> others = new ArrayList<>(before.legalMoves());
        others.remove(best.best());
        Analysis second = analysis(before, others, budget);
        Color mover = before.sideToMove();
        double other = Evaluation.of(before, second).winPercentFor(mover);
        double held = evalBefore.winPercentFor(mover) - other;
        // only where every other move loses (a win that stays a win by another road is no "only move")
        return held >= 30 && other < 50 && j.kind() == Kind.PLAIN ? j.onlyMove(playedBest) : j;
    }

    private Analysis analysis(Position p, List<Move> only, AnalysisBudget b) {
        String key = AnalysisFile.key(analyst.name(), b.label(), p, only);
        Analysis a = file.get(key);
        if (a == null) {
            a = analyst.analyse(p, b, only);
            file.put(key, a);
        }
        return a;
    }
}
