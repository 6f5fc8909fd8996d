package org.hektor.engine.internal;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.hektor.chess.internal.SearchBoard;

/**
 * The search: iterative deepening over a principal-variation alpha-beta search with a transposition table,
 * null-move pruning, late-move reductions, check extensions and a quiescence search of captures. Moves are
 * tried hash move first, then good captures (most valuable victim, least valuable attacker), killers,
 * quiet moves by history, and captures that lose material last.
 *
 * <p>Repetitions (rule 9.2) and the fifty-move rule (9.3) are draws inside the search, counted against the
 * game played so far. One {@code Search} is used by one thread at a time; it keeps its table and history
 * between moves of a game.
 */
public final class Search {
    public static final int MAX_DEPTH = 64;
    public static final int MAX_PLY = 128;
    public static final int INF = 32_500;
    public static final int MATE = 32_000;
    public static final int MATE_BOUND = 31_000;

    /** What an iteration found, for UCI {@code info} lines. */
    public record Info(int depth, int score, long nodes, long nanos, int[] pv) {
    }

    /** The chosen move (board int form; 0 if there is none), its score and how the search went. */
    public record Result(int move, int score, int depth, long nodes, long nanos, int[] pv) {
    }

    /** Late-move reduction by depth and move number: grows with the logarithm of both. */
    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int n = 1; n < 64; n++) {
                REDUCTION[d][n] = (int) (0.8 + Math.log(d) * Math.log(n) / 2.2);
            }
        }
    }

    private final TranspositionTable tt;
    private final LongSupplier clock;

    private final int[] moves = new int[(MAX_PLY + 1) * SearchBoard.MAX_MOVES];
    private final int[] scores = new int[(MAX_PLY + 1) * SearchBoard.MAX_MOVES];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    private static final int QUIETS_REMEMBERED = 64;
    private final int[][] triedQuiets = new int[MAX_PLY + 1][QUIETS_REMEMBERED];
    private final int[][] history = new int[12][64];
    private final int[][] pvTable = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];

    private SearchBoard board;
    private long[] keys;
    private int keyCount;
    private int nullBarrier;
    private long nodes;
    private long start;
    private Limits limits;
    private AtomicBoolean stop;
    private boolean aborted;
    private int completedDepth;
    /** The best root move searched to the end in the current iteration (0: none yet), and its score. */
    private int partialBest;
    private int partialScore;

    public Search(TranspositionTable tt, LongSupplier nanoClock) {
        this.tt = tt;
        this.clock = nanoClock;
    }

    /** Forgets everything learnt (a new game). */
    public void clear() {
        tt.clear();
        for (int[] h : history) {
            Arrays.fill(h, 0);
        }
    }

    /** Nodes searched so far in the current (or last) search. */
    public long nodes() {
        return nodes;
    }

    /**
     * Searches {@code position} and chooses a move.
     *
     * @param gameKeys the Zobrist keys of the positions before this one in the game, oldest first
     * @param random   draws among near-best moves when the limits have a margin
     * @param listener told after each completed iteration (may be null)
     */
    public Result run(SearchBoard position, long[] gameKeys, Limits limits, Random random, AtomicBoolean stop,
                      Consumer<Info> listener) {
        return run(position, gameKeys, limits, null, random, stop, listener);
    }

    /**
     * Searches only the root moves among {@code onlyMoves} (board int form; UCI's {@code searchmoves}), or
     * every move when it is null or names none of them.
     */
    public Result run(SearchBoard position, long[] gameKeys, Limits limits, int[] onlyMoves, Random random,
                      AtomicBoolean stop, Consumer<Info> listener) {
        this.board = position.copy();
        this.limits = limits;
        this.stop = stop;
        this.keys = Arrays.copyOf(gameKeys, gameKeys.length + MAX_PLY + 8);
        this.keyCount = gameKeys.length;
        this.nullBarrier = 0;
        this.nodes = 0;
        this.aborted = false;
        this.completedDepth = 0;
        this.start = clock.getAsLong();
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
        for (int[] h : history) {
            for (int i = 0; i < 64; i++) {
                h[i] /= 8;
            }
        }

        int n = board.generate(moves, 0);
        if (n == 0) {
            return new Result(0, board.inCheck() ? -MATE : 0, 0, 0, 0, new int[0]);
        }
        if (onlyMoves != null) {
            int kept = 0;
            for (int i = 0; i < n; i++) {
                for (int m : onlyMoves) {
                    if (moves[i] == m) {
                        moves[kept++] = moves[i];
                        break;
                    }
                }
            }
            n = kept > 0 ? kept : board.generate(moves, 0);
        }
        int[] rootMoves = Arrays.copyOf(moves, n);
        int[] rootScores = new int[n];
        orderRoot(rootMoves);
        if (n == 1 && limits.softNanos() != Limits.NONE) {
            return new Result(rootMoves[0], 0, 0, 0, 0, new int[]{rootMoves[0]});
        }

        int bestMove = rootMoves[0];
        int bestScore = -INF;
        int[] bestPv = new int[]{bestMove};
        int[] completedScores = null;
        int margin = limits.margin();
        for (int depth = 1; depth <= limits.maxDepth(); depth++) {
            long elapsed = clock.getAsLong() - start;
            if (depth > 1 && elapsed >= limits.softNanos()) {
                break;
            }
            if (depth > 2 && nodes >= limits.maxNodes()) {
                break;
            }
            int alpha = -INF;
            int beta = INF;
            int window = 35;
            if (margin == 0 && depth >= 5 && Math.abs(bestScore) < MATE_BOUND) {
                alpha = bestScore - window;
                beta = bestScore + window;
            }
            int score;
            while (true) {
                score = searchRoot(rootMoves, rootScores, depth, alpha, beta, margin);
                if (aborted) {
                    break;
                }
                if (score <= alpha) {
                    alpha = Math.max(-INF, alpha - window * 4);
                    window *= 4;
                } else if (score >= beta) {
                    beta = Math.min(INF, beta + window * 4);
                    window *= 4;
                } else {
                    break;
                }
            }
            if (aborted) {
                // A move searched to the end in the cut-off iteration is still the better informed choice.
                if (margin == 0 && partialBest != 0) {
                    bestMove = partialBest;
                    bestScore = partialScore;
                    bestPv = Arrays.copyOf(pvTable[0], Math.max(1, pvLength[0]));
                    bestPv[0] = bestMove;
                }
                break;
            }
            completedDepth = depth;
            sortRoot(rootMoves, rootScores);
            bestMove = rootMoves[0];
            bestScore = rootScores[0];
            bestPv = Arrays.copyOf(pvTable[0], Math.max(1, pvLength[0]));
            completedScores = rootScores.clone();
            if (listener != null) {
                listener.accept(new Info(depth, bestScore, nodes, clock.getAsLong() - start, bestPv));
            }
            if (Math.abs(bestScore) >= MATE_BOUND && MATE - Math.abs(bestScore) <= depth) {
                break; // a mate seen to its end does not change with more depth
            }
        }

        if (margin > 0 && completedScores != null && Math.abs(bestScore) < MATE_BOUND) {
            bestMove = chooseNearBest(rootMoves, completedScores, margin, random);
            if (bestMove != rootMoves[0]) {
                bestPv = new int[]{bestMove};
            }
        }
        return new Result(bestMove, bestScore, completedDepth, nodes, clock.getAsLong() - start, bestPv);
    }

    /** Among the moves within {@code margin} of the best, a random one; the closer to the best, the likelier. */
    private static int chooseNearBest(int[] rootMoves, int[] rootScores, int margin, Random random) {
        int best = rootScores[0];
        int total = 0;
        for (int i = 0; i < rootMoves.length; i++) {
            if (rootScores[i] >= best - margin) {
                total += margin + 1 - (best - rootScores[i]);
            }
        }
        int pick = random.nextInt(total);
        for (int i = 0; i < rootMoves.length; i++) {
            if (rootScores[i] >= best - margin) {
                pick -= margin + 1 - (best - rootScores[i]);
                if (pick < 0) {
                    return rootMoves[i];
                }
            }
        }
        return rootMoves[0];
    }

    private int searchRoot(int[] rootMoves, int[] rootScores, int depth, int alpha, int beta, int margin) {
        int best = -INF;
        partialBest = 0;
        pvLength[0] = 0;
        for (int i = 0; i < rootMoves.length; i++) {
            int m = rootMoves[i];
            keys[keyCount++] = board.key();
            board.make(m);
            int s;
            if (i == 0) {
                s = -negamax(depth - 1, -beta, -alpha, 1, true);
            } else {
                int lower = margin > 0 ? Math.max(alpha, best - margin - 1) : alpha;
                s = -negamax(depth - 1, -lower - 1, -lower, 1, true);
                if (s > lower && s < beta && !aborted) {
                    s = -negamax(depth - 1, -beta, -lower, 1, true);
                }
            }
            board.unmake(m);
            keyCount--;
            if (aborted) {
                return best;
            }
            rootScores[i] = s;
            if (s > best) {
                best = s;
                partialBest = m;
                partialScore = s;
                updatePv(0, m);
                if (s > alpha && margin == 0) {
                    alpha = s;
                }
                if (s >= beta) {
                    for (int j = i + 1; j < rootMoves.length; j++) {
                        rootScores[j] = -INF;
                    }
                    return s;
                }
            }
        }
        return best;
    }

    private int negamax(int depth, int alpha, int beta, int ply, boolean allowNull) {
        pvLength[ply] = ply;
        if (isDraw()) {
            return 0;
        }
        // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        boolean inCheck = board.inCheck();
        if (inCheck) {
            depth++; // check extension
        }
        if (depth <= 0) {
            return quiesce(alpha, beta, ply);
        }
        if (visitAborted()) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return Evaluation.evaluate(board);
        }
        boolean pvNode = beta - alpha > 1;
        long key = board.key();
        long entry = tt.probe(key);
        int ttMove = 0;
        if (entry != 0) {
            ttMove = TranspositionTable.moveOf(entry);
            if (!pvNode && TranspositionTable.depthOf(entry) >= depth) {
                int s = fromTable(TranspositionTable.scoreOf(entry), ply);
                int bound = TranspositionTable.boundOf(entry);
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && s >= beta)
                        || (bound == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }

        int staticEval = inCheck ? -INF : Evaluation.evaluate(board);
        if (!pvNode && !inCheck && depth <= 3 && Math.abs(beta) < MATE_BOUND && staticEval - 110 * depth >= beta) {
            return staticEval; // reverse futility: far enough above beta that a quiet move will not lose it all
        }
        if (!pvNode && allowNull && !inCheck && depth >= 3 && staticEval >= beta && Math.abs(beta) < MATE_BOUND
                && Evaluation.nonPawnMaterial(board, board.side()) > 0) {
            int r = depth >= 6 ? 3 : 2;
            int savedBarrier = nullBarrier;
            keys[keyCount++] = board.key();
            nullBarrier = keyCount;
            board.makeNull();
            int s = -negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            board.unmakeNull();
            keyCount--;
            nullBarrier = savedBarrier;
            if (aborted) {
                return 0;
            }
            if (s >= beta) {
                return s >= MATE_BOUND ? beta : s;
            }
        }

        if (ttMove == 0 && depth >= 5) {
            depth--; // no move known from before: spend less on this node (internal iterative reduction)
        }
        int offset = ply * SearchBoard.MAX_MOVES;
        int end = board.generate(moves, offset);
        if (end == offset) {
            return inCheck ? -MATE + ply : 0;
        }
        scoreMoves(offset, end, ttMove, ply);

        int best = -INF;
        int bestMove = 0;
        int originalAlpha = alpha;
        int searched = 0;
        int quietsTried = 0;
        for (int i = offset; i < end; i++) {
            int m = pickNext(i, end);
            int to = SearchBoard.to(m);
            boolean capture = board.mailbox()[to] != SearchBoard.EMPTY || SearchBoard.isEnPassant(m);
            boolean quiet = !capture && SearchBoard.promotion(m) == 0;
            int piece = board.mailbox()[SearchBoard.from(m)];
            if (!pvNode && !inCheck && searched > 0 && depth <= 4 && Math.abs(alpha) < MATE_BOUND
                    && m != killers[ply][0] && m != killers[ply][1]
                    && StaticExchange.of(board, m) < (quiet ? -60 * depth : -110 * depth)) {
                continue; // near the horizon, a move that loses material on its square is not worth a look
            }
            keys[keyCount++] = key;
            board.make(m);
            boolean givesCheck = board.inCheck();
            if (quiet && !pvNode && !inCheck && !givesCheck && searched > 0
                    && ((depth <= 2 && staticEval + 120 + 130 * depth <= alpha)
                    || (depth <= 3 && searched >= 4 + depth * depth && Math.abs(alpha) < MATE_BOUND))) {
                board.unmake(m);
                keyCount--;
                continue; // futility and late-move pruning: a late quiet move this close to the horizon is not tried
            }
            int s;
            if (searched == 0) {
                s = -negamax(depth - 1, -beta, -alpha, ply + 1, true);
            } else {
                int reduction = 0;
                if (depth >= 3 && searched >= 3 && quiet && !inCheck && !givesCheck
                        && m != killers[ply][0] && m != killers[ply][1]) {
                    reduction = REDUCTION[Math.min(depth, 63)][Math.min(searched, 63)] - (pvNode ? 1 : 0);
                    reduction = Math.max(1, Math.min(reduction, depth - 2));
                }
                s = -negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, true);
                if (s > alpha && reduction > 0 && !aborted) {
                    s = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if (s > alpha && s < beta && !aborted) {
                    s = -negamax(depth - 1, -beta, -alpha, ply + 1, true);
                }
            }
            board.unmake(m);
            keyCount--;
            searched++;
            if (aborted) {
                return 0;
            }
            if (quiet && quietsTried < QUIETS_REMEMBERED) {
                triedQuiets[ply][quietsTried++] = m;
            }
            if (s > best) {
                best = s;
                bestMove = m;
                if (s > alpha) {
                    alpha = s;
                    updatePv(ply, m);
                    if (s >= beta) {
                        if (quiet) {
                            if (killers[ply][0] != m) {
                                killers[ply][1] = killers[ply][0];
                                killers[ply][0] = m;
                            }
                            history[piece][to] += depth * depth;
                            // the quiet moves tried before this one did not refute: make them less likely
                            for (int q = 0; q < quietsTried - 1; q++) {
                                int tried = triedQuiets[ply][q];
                                int h = history[board.mailbox()[SearchBoard.from(tried)]][SearchBoard.to(tried)] - depth * depth;
                                history[board.mailbox()[SearchBoard.from(tried)]][SearchBoard.to(tried)] = Math.max(h, -1_000_000);
                            }
                            if (history[piece][to] > 1_000_000) {
                                for (int[] h : history) {
                                    for (int k = 0; k < 64; k++) {
                                        h[k] /= 2;
                                    }
                                }
                            }
                        }
                        break;
                    }
                }
            }
        }
        if (searched == 0) {
            return alpha; // every move was pruned by futility: the position is below alpha
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove, toTable(best, ply), depth, bound);
        return best;
    }

    private int quiesce(int alpha, int beta, int ply) {
        pvLength[ply] = ply;
        if (visitAborted()) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return Evaluation.evaluate(board);
        }
        boolean inCheck = board.inCheck();
        int best;
        int standPat = 0;
        if (inCheck) {
            best = -MATE + ply;
        } else {
            standPat = Evaluation.evaluate(board);
            if (standPat >= beta) {
                return standPat;
            }
            if (standPat > alpha) {
                alpha = standPat;
            }
            best = standPat;
        }
        int offset = ply * SearchBoard.MAX_MOVES;
        int end = board.generate(moves, offset);
        if (end == offset) {
            return inCheck ? -MATE + ply : 0;
        }
        // Keep captures and promotions only (all moves when in check), ordered by victim and attacker.
        int kept = offset;
        for (int i = offset; i < end; i++) {
            int m = moves[i];
            int victim = board.mailbox()[SearchBoard.to(m)];
            boolean capture = victim != SearchBoard.EMPTY || SearchBoard.isEnPassant(m);
            int promo = SearchBoard.promotion(m);
            if (!inCheck && !capture && promo != SearchBoard.QUEEN) {
                continue;
            }
            if (!inCheck && promo != 0 && promo != SearchBoard.QUEEN) {
                continue;
            }
            int victimType = victim == SearchBoard.EMPTY ? (capture ? SearchBoard.PAWN : -1) : victim % 6;
            moves[kept] = m;
            scores[kept] = (victimType < 0 ? 0 : 100 + Evaluation.VALUE[victimType] * 8)
                    - board.mailbox()[SearchBoard.from(m)] % 6 + (promo == SearchBoard.QUEEN ? 5000 : 0);
            kept++;
        }
        for (int i = offset; i < kept; i++) {
            int m = pickNext(i, kept);
            if (!inCheck) {
                int victim = board.mailbox()[SearchBoard.to(m)];
                int gain = victim == SearchBoard.EMPTY ? Evaluation.VALUE[SearchBoard.PAWN] : Evaluation.VALUE[victim % 6];
                if (SearchBoard.promotion(m) == 0 && standPat + gain + 200 < alpha) {
                    continue; // delta pruning: even winning this piece leaves us below alpha
                }
                if (StaticExchange.of(board, m) < 0) {
                    continue; // a capture that loses material in the exchange
                }
            }
            board.make(m);
            int s = -quiesce(-beta, -alpha, ply + 1);
            board.unmake(m);
            if (aborted) {
                return 0;
            }
            if (s > best) {
                best = s;
                if (s > alpha) {
                    alpha = s;
                    if (s >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Rule 9.3 (fifty moves), 9.2 (repetition; once is enough inside the search), 5.2.2 (no mating material). */
    private boolean isDraw() {
        if (board.halfmoveClock() >= 100) {
            return true;
        }
        long key = board.key();
        int oldest = Math.max(nullBarrier, keyCount - board.halfmoveClock());
        for (int i = keyCount - 2; i >= oldest; i -= 2) {
            if (keys[i] == key) {
                return true;
            }
        }
        long[] p = board.pieces();
        if ((p[0] | p[3] | p[4] | p[6] | p[9] | p[10]) == 0) {
            return Long.bitCount(p[1] | p[2] | p[7] | p[8]) <= 1;
        }
        return false;
    }

    /**
     * Counts a node visited by the search or the quiescence search, looks at the limits every 1024 nodes, and says
     * whether the search has been stopped (the caller's score is then thrown away).
     */
    private boolean visitAborted() {
        if (++nodes % 1024 == 0) {
            checkLimits();
        }
        return aborted;
    }

    private void checkLimits() {
        if (stop != null && stop.get()) {
            aborted = true;
        } else if (clock.getAsLong() - start >= limits.hardNanos()) {
            aborted = true;
        } else if (nodes >= limits.maxNodes() && completedDepth >= 2) {
            aborted = true;
        }
    }

    private void scoreMoves(int offset, int end, int ttMove, int ply) {
        for (int i = offset; i < end; i++) {
            int m = moves[i];
            int s;
            int victim = board.mailbox()[SearchBoard.to(m)];
            int promo = SearchBoard.promotion(m);
            if (m == ttMove) {
                s = 10_000_000;
            } else if (victim != SearchBoard.EMPTY || SearchBoard.isEnPassant(m)) {
                int victimType = victim == SearchBoard.EMPTY ? SearchBoard.PAWN : victim % 6;
                int mvvLva = Evaluation.VALUE[victimType] * 8 - board.mailbox()[SearchBoard.from(m)] % 6;
                s = StaticExchange.of(board, m) >= 0 ? 2_000_000 + mvvLva : -1_000_000 + mvvLva;
            } else if (promo == SearchBoard.QUEEN) {
                s = 1_900_000;
            } else if (promo != 0) {
                s = -2_000_000 + promo;
            } else if (m == killers[ply][0]) {
                s = 1_000_000;
            } else if (m == killers[ply][1]) {
                s = 999_000;
            } else {
                s = Math.max(-900_000, Math.min(history[board.mailbox()[SearchBoard.from(m)]][SearchBoard.to(m)], 900_000));
            }
            scores[i] = s;
        }
    }

    /** Swaps the best-scored remaining move to position {@code i} and returns it. */
    private int pickNext(int i, int end) {
        int bestIndex = i;
        int bestScore = scores[i];
        for (int j = i + 1; j < end; j++) {
            if (scores[j] > bestScore) {
                bestScore = scores[j];
                bestIndex = j;
            }
        }
        if (bestIndex != i) {
            int m = moves[i];
            moves[i] = moves[bestIndex];
            moves[bestIndex] = m;
            int s = scores[i];
            scores[i] = scores[bestIndex];
            scores[bestIndex] = s;
        }
        return moves[i];
    }

    private void orderRoot(int[] rootMoves) {
        long entry = tt.probe(board.key());
        int ttMove = entry == 0 ? 0 : TranspositionTable.moveOf(entry);
        System.arraycopy(rootMoves, 0, moves, 0, rootMoves.length);
        scoreMoves(0, rootMoves.length, ttMove, 0);
        for (int i = 0; i < rootMoves.length; i++) {
            rootMoves[i] = pickNext(i, rootMoves.length);
        }
    }

    /** Stable sort by score, best first, so equal moves keep the order of the earlier iteration. */
    private static void sortRoot(int[] rootMoves, int[] rootScores) {
        for (int i = 1; i < rootMoves.length; i++) {
            int m = rootMoves[i];
            int s = rootScores[i];
            int j = i - 1;
            while (j >= 0 && rootScores[j] < s) {
                rootMoves[j + 1] = rootMoves[j];
                rootScores[j + 1] = rootScores[j];
                j--;
            }
            rootMoves[j + 1] = m;
            rootScores[j + 1] = s;
        }
    }

    private void updatePv(int ply, int m) {
        pvTable[ply][ply] = m;
        int childLength = pvLength[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            pvTable[ply][i] = pvTable[ply + 1][i];
        }
        pvLength[ply] = Math.max(childLength, ply + 1);
    }

    private static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }
}
