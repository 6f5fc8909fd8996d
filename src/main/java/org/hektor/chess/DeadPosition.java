package org.hektor.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.hektor.chess.internal.Bitboards;
import org.hektor.chess.internal.Board;

/**
 * Can a side still mate? Rules 5.2.2 / 9.6 (dead position: no series of legal moves leads to mate), 6.9 (flag
 * fall: a draw if the opponent cannot mate) and 7.4.2 (third illegal move: the same) all ask it. "Any series
 * of legal moves" means a helpmate: both sides cooperate.
 *
 * <p>How it is answered:
 * <ol>
 * <li>From material alone, at once (the logic of python-chess's {@code has_insufficient_material(color)}):
 *     a side with a pawn, rook or queen may mate; a lone knight cannot unless the opponent has a pawn, knight,
 *     bishop or rook that could block its own king (a selfmate); bishops cannot when every bishop on the board
 *     stands on one colour and there is no pawn or knight anywhere. Those "cannot" answers are proven.</li>
 * <li>Otherwise a search over every position reachable from this one by legal moves, depth first with one
 *     board (make/unmake), each position visited once (deduplicated by Zobrist key), the moves of the mating
 *     side ordered towards the other king and the other king's moves towards a corner, and at each position of
 *     the mating side a look one move ahead for a mate among its checks, so that helpmates are found early.
 *     Positions where the side has lost its mating material (step 1) are not expanded. The search ends with
 *     <ul>
 *     <li>{@link Answer#MATE_FOUND} and the helpmate line, as soon as a position with the side's mate is reached;</li>
 *     <li>{@link Answer#IMPOSSIBLE} only when every reachable position has been visited without a mate: a proof
 *         (this is how locked pawn chains are shown dead);</li>
 *     <li>{@link Answer#UNDECIDED} when the budget of distinct positions runs out, which counts as "can mate":
 *         the arbiter declares a draw only when impossibility is proven (6.9, 7.4.2).</li>
 *     </ul></li>
 * </ol>
 *
 * <p>What the bound may miss: a dead position whose reachable positions outnumber the budget (for example a
 * locked pawn chain with several free bishops, or one where a pawn can still advance into the chain) is
 * reported as "can mate" — the conservative error. Two different positions with the same 64-bit Zobrist key
 * would be taken for one; with a million positions the chance is about 10^-7. The 50- and 75-move rules and
 * repetitions are ignored: they do not make a series of moves illegal.
 */
public final class DeadPosition {
    /** Positions the arbiter's question may visit: about a second and some 30 MB at most. */
    public static final int DEFAULT_BUDGET = 1_000_000;
    /** Positions {@link #isDead} may visit after a move of a game, where it must stay cheap. */
    public static final int GAME_BUDGET = 100_000;

    public enum Answer { MATE_FOUND, IMPOSSIBLE, UNDECIDED }

    /**
     * The answer, the helpmate found (moves from the position asked about; empty when that position is
     * already the mate, or when none was found) and the number of distinct positions visited.
     */
    public record Verdict(Answer answer, List<Move> helpmate, int positions) {
        public Verdict {
            helpmate = List.copyOf(helpmate);
        }

        /** True unless mate is proven impossible: the answer the Laws need (6.9, 7.4.2). */
        public boolean canMate() {
            return answer != Answer.IMPOSSIBLE;
        }
    }

    private static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;

    private DeadPosition() {
    }

    /** Can {@code color} mate by any series of legal moves from here? True unless proven impossible. */
    public static boolean canEverMate(Position position, Color color) {
        return search(position, color, DEFAULT_BUDGET).canMate();
    }

    /** The full answer for one side, visiting at most {@code budget} distinct positions. */
    public static Verdict search(Position position, Color color, int budget) {
        return new Search(position, color == Color.WHITE ? 1 : 2, budget).run();
    }

    /**
     * Is the position dead (5.2.2, 9.6): can neither side ever mate? Proven answers only. Insufficient
     * material is answered at once; the search runs only when it has a chance to finish within
     * {@link #GAME_BUDGET}: pawns on the board, no queen or rook, and every pawn facing an enemy pawn somewhere
     * ahead on its file (a locked or lockable chain). Elsewhere the answer is "not dead" without searching,
     * because a rook, queen, passed pawn or pawnless board makes the reachable positions far too many to
     * exhaust (and the rare dead positions of that kind are missed: the conservative error).
     */
    public static boolean isDead(Position position) {
        if (position.isInsufficientMaterial()) {
            return true;
        }
        if (!mayBeLocked(position.toBoard())) {
            return false;
        }
        return new Search(position, 3, GAME_BUDGET).run().answer() == Answer.IMPOSSIBLE;
    }

    /** The material test of step 1: true when {@code color} can certainly never mate. */
    public static boolean hasInsufficientMaterial(Position position, Color color) {
        return insufficient(position.toBoard().pieces, color.ordinal());
    }

    static boolean insufficient(long[] p, int color) {
        int us = color * 6;
        int them = (color ^ 1) * 6;
        if ((p[us + PAWN] | p[us + ROOK] | p[us + QUEEN]) != 0) {
            return false;
        }
        if (p[us + KNIGHT] != 0) {
            // one knight and nothing else, and the opponent has no pawn, knight, bishop or rook that could
            // block its own king (python-chess's rule, which does not count queens as blockers)
            long ours = p[us + KNIGHT] | p[us + BISHOP] | p[us + KING];
            return Long.bitCount(ours) <= 2
                    && (p[them + PAWN] | p[them + KNIGHT] | p[them + BISHOP] | p[them + ROOK]) == 0;
        }
        if (p[us + BISHOP] != 0) {
            long bishops = p[BISHOP] | p[6 + BISHOP];
            boolean oneColour = (bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0;
            return oneColour && (p[PAWN] | p[6 + PAWN] | p[KNIGHT] | p[6 + KNIGHT]) == 0;
        }
        return true; // a bare king
    }

    private static boolean mayBeLocked(Board b) {
        long[] p = b.pieces;
        if ((p[ROOK] | p[QUEEN] | p[6 + ROOK] | p[6 + QUEEN]) != 0) {
            return false;
        }
        long white = p[PAWN];
        long black = p[6 + PAWN];
        if ((white | black) == 0) {
            return false;
        }
        for (long w = white; w != 0; w &= w - 1) {
            int sq = Long.numberOfTrailingZeros(w);
            if ((black & Bitboards.FILE_A << (sq & 7) & -(1L << sq << 1)) == 0) {
                return false; // nothing of Black's ahead on the file
            }
        }
        for (long bl = black; bl != 0; bl &= bl - 1) {
            int sq = Long.numberOfTrailingZeros(bl);
            if ((white & Bitboards.FILE_A << (sq & 7) & ((1L << sq) - 1)) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The search of step 2: every reachable position once, depth first with an explicit stack (a helpmate
     * line can be thousands of plies long, too deep for recursion). {@code targets}: bit 1 looks for White's
     * mates, bit 2 for Black's.
     */
    private static final class Search {
        private final int targets;
        private final int budget;
        private final Board board;
        private final KeySet seen = new KeySet();
        /** The move lists of all levels, one after the other: level d holds [levelEnd[d - 1] (or 0), levelEnd[d]). */
        private int[] moves = new int[1024];
        private int[] levelEnd = new int[64];
        /** The next move to try at each level; the move played at level d is moves[levelNext[d] - 1]. */
        private int[] levelNext = new int[64];

        Search(Position start, int targets, int budget) {
            this.targets = targets;
            this.budget = budget;
            this.board = start.toBoard();
        }

        Verdict run() {
            if (hopeless()) {
                return new Verdict(Answer.IMPOSSIBLE, List.of(), 0);
            }
            seen.add(board.key);
            int end = board.generate(moves, 0);
            if (end == 0) {
                return new Verdict(isTargetMate() ? Answer.MATE_FOUND : Answer.IMPOSSIBLE, List.of(), 1);
            }
            int depth = 0;
            levelNext[0] = 0;
            levelEnd[0] = end;
            int positions = 1;
            if (mateInOne(0, 0, end)) {
                return new Verdict(Answer.MATE_FOUND, line(0), positions);
            }
            order(0, end);
            while (true) {
                if (levelNext[depth] == levelEnd[depth]) {
                    if (depth == 0) {
                        return new Verdict(Answer.IMPOSSIBLE, List.of(), positions);
                    }
                    depth--;
                    board.unmake(moves[levelNext[depth] - 1]);
                    continue;
                }
                int move = moves[levelNext[depth]++];
                board.make(move);
                if (!seen.add(board.key)) {
                    board.unmake(move);
                    continue;
                }
                if (++positions > budget) {
                    return new Verdict(Answer.UNDECIDED, List.of(), budget);
                }
                if (hopeless()) {
                    board.unmake(move);
                    continue;
                }
                int from = levelEnd[depth];
                ensureRoom(from + Board.MAX_MOVES, depth + 2);
                int to = board.generate(moves, from);
                if (to == from) {
                    if (isTargetMate()) {
                        return new Verdict(Answer.MATE_FOUND, line(depth), positions);
                    }
                    board.unmake(move); // stalemate, or the target side mated: a dead end
                    continue;
                }
                depth++;
                levelNext[depth] = from;
                levelEnd[depth] = to;
                if (mateInOne(depth, from, to)) {
                    return new Verdict(Answer.MATE_FOUND, line(depth), positions);
                }
                order(from, to);
            }
        }

        /**
         * Looks one ply ahead for a target side's mate among the moves [from, to) of the side to move; if one
         * is found it is put at the level's cursor so that {@link #line} ends with it. Only checks are tried:
         * cheap, and it finds mates beside the depth-first path that the walk would otherwise reach late.
         */
        private boolean mateInOne(int depth, int from, int to) {
            if ((targets & (1 << board.side)) == 0) {
                return false;
            }
            int[] replies = new int[Board.MAX_MOVES];
            for (int i = from; i < to; i++) {
                int m = moves[i];
                board.make(m);
                boolean mate = board.inCheck() && board.generate(replies, 0) == 0;
                board.unmake(m);
                if (mate) {
                    moves[i] = moves[from];
                    moves[from] = m;
                    levelNext[depth] = from + 1;
                    return true;
                }
            }
            return false;
        }

        private List<Move> line(int depth) {
            List<Move> line = new ArrayList<>(depth + 1);
            for (int d = 0; d <= depth; d++) {
                line.add(Position.toMove(moves[levelNext[d] - 1]));
            }
            return line;
        }

        private void ensureRoom(int moveCapacity, int levels) {
            if (moves.length < moveCapacity) {
                moves = Arrays.copyOf(moves, Math.max(moveCapacity, moves.length * 2));
            }
            if (levelEnd.length < levels) {
                levelEnd = Arrays.copyOf(levelEnd, levels * 2);
                levelNext = Arrays.copyOf(levelNext, levels * 2);
            }
        }

        /** No target side has mating material left. */
        private boolean hopeless() {
            return ((targets & 1) == 0 || insufficient(board.pieces, 0))
                    && ((targets & 2) == 0 || insufficient(board.pieces, 1));
        }

        /** The side to move has no legal move: is it mated, and by a side we are looking for? */
        private boolean isTargetMate() {
            int winner = board.side ^ 1;
            return board.inCheck() && (targets & (1 << winner)) != 0;
        }

        /**
         * Sorts the moves in [from, to) so that a helpmate comes early: the mating side's pieces go towards
         * the other king, the other king goes towards a corner, its other pieces stay near it (to block it)
         * and avoid taking the mating side's pieces. When both sides are targets, generation order.
         */
        private void order(int from, int to) {
            if (targets == 3 || to - from < 2) {
                return;
            }
            int attacker = targets == 1 ? Board.WHITE : Board.BLACK;
            int us = board.side;
            int theirKing = board.kingSquare(us ^ 1);
            int ourKing = board.kingSquare(us);
            int[] score = new int[to - from];
            for (int i = from; i < to; i++) {
                int m = moves[i];
                int sq = Board.to(m);
                int piece = board.mailbox[Board.from(m)] % 6;
                int s;
                if (us == attacker) {
                    s = 16 - distance(sq, theirKing) + (Board.promotion(m) == QUEEN ? 20 : 0);
                } else if (piece == KING) {
                    s = 16 - cornerDistance(sq);
                } else {
                    s = 8 - distance(sq, ourKing) - (board.mailbox[sq] != Board.EMPTY ? 30 : 0);
                }
                score[i - from] = s;
            }
            // insertion sort, best first (move lists are short)
            for (int i = 1; i < score.length; i++) {
                int s = score[i];
                int m = moves[from + i];
                int j = i - 1;
                while (j >= 0 && score[j] < s) {
                    score[j + 1] = score[j];
                    moves[from + j + 1] = moves[from + j];
                    j--;
                }
                score[j + 1] = s;
                moves[from + j + 1] = m;
            }
        }

        private static int distance(int a, int b) {
            return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
        }

        private static int cornerDistance(int sq) {
            int f = sq & 7;
            int r = sq >>> 3;
            return Math.max(Math.min(f, 7 - f), Math.min(r, 7 - r));
        }
    }

    /** An open-addressing set of Zobrist keys that grows as it fills. */
    private static final class KeySet {
        private long[] slots = new long[1 << 12];
        private int size;
        private boolean hasZero;

        /** Adds the key; false if it was there already. */
        boolean add(long key) {
            if (key == 0) { // 0 marks an empty slot, so the (improbable) key 0 is kept aside
                boolean added = !hasZero;
                hasZero = true;
                return added;
            }
            if (size * 2 >= slots.length) {
                grow();
            }
            int mask = slots.length - 1;
            int i = slot(key, mask);
            while (slots[i] != 0) {
                if (slots[i] == key) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            slots[i] = key;
            size++;
            return true;
        }

        private void grow() {
            long[] old = slots;
            slots = new long[old.length * 2];
            int mask = slots.length - 1;
            for (long key : old) {
                if (key != 0) {
                    int i = slot(key, mask);
                    while (slots[i] != 0) {
                        i = (i + 1) & mask;
                    }
                    slots[i] = key;
                }
            }
        }

        private static int slot(long key, int mask) {
            return (int) (key ^ (key >>> 29) ^ (key >>> 43)) & mask;
        }
    }
}
