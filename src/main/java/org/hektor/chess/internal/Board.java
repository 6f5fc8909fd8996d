package org.hektor.chess.internal;

import static org.hektor.chess.internal.Bitboards.BETWEEN;
import static org.hektor.chess.internal.Bitboards.FILE_A;
import static org.hektor.chess.internal.Bitboards.FILE_H;
import static org.hektor.chess.internal.Bitboards.KING;
import static org.hektor.chess.internal.Bitboards.KNIGHT;
import static org.hektor.chess.internal.Bitboards.LINE;
import static org.hektor.chess.internal.Bitboards.PAWN_ATTACKS;
import static org.hektor.chess.internal.Bitboards.RANK_1;
import static org.hektor.chess.internal.Bitboards.RANK_3;
import static org.hektor.chess.internal.Bitboards.RANK_6;
import static org.hektor.chess.internal.Bitboards.RANK_8;
import static org.hektor.chess.internal.Bitboards.bishopAttacks;
import static org.hektor.chess.internal.Bitboards.rookAttacks;

import java.util.Arrays;

/**
 * The mutable bitboard board: the fast heart of move generation, make/unmake and hashing. It assumes a
 * position that {@code Position} has validated; it never checks its input. Everything outside the chess
 * core and the engine should use the immutable {@code Position}.
 *
 * <p>Piece index = colour * 6 + type (pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5); colour 0 is White.
 *
 * <p>Moves are ints: bits 0–5 from, 6–11 to, 12–14 promotion type (1 knight … 4 queen, 0 none),
 * bits 15–16 kind (0 normal, 1 en passant, 2 castling).
 */
public final class Board implements SearchBoard {
    public static final int WK = 1, WQ = 2, BK = 4, BQ = 8;
    public static final int KIND_EP = 1 << 15;
    public static final int KIND_CASTLE = 2 << 15;

    private static final int[] CASTLE_KEEP = new int[64];

    static {
        Arrays.fill(CASTLE_KEEP, 15);
        CASTLE_KEEP[0] = ~WQ & 15;
        CASTLE_KEEP[7] = ~WK & 15;
        CASTLE_KEEP[4] = ~(WK | WQ) & 15;
        CASTLE_KEEP[56] = ~BQ & 15;
        CASTLE_KEEP[63] = ~BK & 15;
        CASTLE_KEEP[60] = ~(BK | BQ) & 15;
    }

    public final long[] pieces = new long[12];
    public final long[] colorOcc = new long[2];
    public long occupied;
    public final int[] mailbox = new int[64];
    public int side;
    public int castling;
    /** The en-passant target square, set only when an en-passant capture is legal; else -1. */
    public int epSquare = -1;
    public int halfmoveClock;
    public int fullmoveNumber = 1;
    public long key;

    private int[] undoCaptured = new int[256];
    private int[] undoCastling = new int[256];
    private int[] undoEp = new int[256];
    private int[] undoHalfmove = new int[256];
    private long[] undoKey = new long[256];
    private int undoTop;
    private int[] perftBuffer;

    public Board() {
        Arrays.fill(mailbox, EMPTY);
    }

    @Override
    public Board copy() {
        Board b = new Board();
        System.arraycopy(pieces, 0, b.pieces, 0, 12);
        System.arraycopy(colorOcc, 0, b.colorOcc, 0, 2);
        System.arraycopy(mailbox, 0, b.mailbox, 0, 64);
        b.occupied = occupied;
        b.side = side;
        b.castling = castling;
        b.epSquare = epSquare;
        b.halfmoveClock = halfmoveClock;
        b.fullmoveNumber = fullmoveNumber;
        b.key = key;
        return b;
    }

    // ---- the search's view (SearchBoard) ----

    @Override
    public int side() {
        return side;
    }

    @Override
    public long key() {
        return key;
    }

    @Override
    public int halfmoveClock() {
        return halfmoveClock;
    }

    @Override
    public long[] pieces() {
        return pieces;
    }

    @Override
    public long[] colorOcc() {
        return colorOcc;
    }

    @Override
    public long occupied() {
        return occupied;
    }

    @Override
    public int[] mailbox() {
        return mailbox;
    }

    // ---- move encoding ----

    public static int encode(int from, int to) {
        return from | (to << 6);
    }

    public static int encode(int from, int to, int promotionType) {
        return from | (to << 6) | (promotionType << 12);
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    /** Promotion piece type index (1..4) or 0. */
    public static int promotion(int move) {
        return (move >>> 12) & 7;
    }

    public static boolean isEnPassant(int move) {
        return (move & (3 << 15)) == KIND_EP;
    }

    public static boolean isCastling(int move) {
        return (move & (3 << 15)) == KIND_CASTLE;
    }

    // ---- setting up ----

    public void put(int piece, int sq) {
        long bit = 1L << sq;
        pieces[piece] |= bit;
        colorOcc[piece / 6] |= bit;
        occupied |= bit;
        mailbox[sq] = piece;
    }

    /** Recomputes the hash from scratch; call after setting up a position by hand. */
    public void refreshKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (mailbox[sq] != EMPTY) {
                k ^= Zobrist.PIECE_SQUARE[mailbox[sq]][sq];
            }
        }
        k ^= Zobrist.CASTLING[castling];
        if (epSquare >= 0) {
            k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
        }
        if (side == BLACK) {
            k ^= Zobrist.BLACK_TO_MOVE;
        }
        key = k;
    }

    @Override
    public int kingSquare(int color) {
        return Long.numberOfTrailingZeros(pieces[color * 6 + KING_T]);
    }

    // ---- attacks ----

    /** Is {@code sq} attacked by side {@code by}, with the given occupancy for slider rays? */
    public boolean attacked(int sq, long occ, int by) {
        int base = by * 6;
        return (PAWN_ATTACKS[by ^ 1][sq] & pieces[base]) != 0
                || (KNIGHT[sq] & pieces[base + KNIGHT_T]) != 0
                || (KING[sq] & pieces[base + KING_T]) != 0
                || (bishopAttacks(sq, occ) & (pieces[base + BISHOP] | pieces[base + QUEEN])) != 0
                || (rookAttacks(sq, occ) & (pieces[base + ROOK] | pieces[base + QUEEN])) != 0;
    }

    /** All pieces of side {@code by} attacking {@code sq}. */
    @Override
    public long attackers(int sq, long occ, int by) {
        int base = by * 6;
        return (PAWN_ATTACKS[by ^ 1][sq] & pieces[base])
                | (KNIGHT[sq] & pieces[base + KNIGHT_T])
                | (KING[sq] & pieces[base + KING_T])
                | (bishopAttacks(sq, occ) & (pieces[base + BISHOP] | pieces[base + QUEEN]))
                | (rookAttacks(sq, occ) & (pieces[base + ROOK] | pieces[base + QUEEN]));
    }

    @Override
    public boolean inCheck() {
        return attacked(kingSquare(side), occupied, side ^ 1);
    }

    public long checkers() {
        return attackers(kingSquare(side), occupied, side ^ 1);
    }

    /**
     * Would the side to move's pawn on {@code from} capturing en passant onto {@code target} leave its king
     * safe? Both pawns leave their squares at once, so a rook behind them on the rank may give check.
     */
    public boolean enPassantLegal(int from, int target) {
        int us = side;
        int them = us ^ 1;
        int captured = target ^ 8;
        long occ = (occupied ^ (1L << from) ^ (1L << captured)) | (1L << target);
        int k = kingSquare(us);
        int base = them * 6;
        return (bishopAttacks(k, occ) & (pieces[base + BISHOP] | pieces[base + QUEEN])) == 0
                && (rookAttacks(k, occ) & (pieces[base + ROOK] | pieces[base + QUEEN])) == 0
                && (KNIGHT[k] & pieces[base + KNIGHT_T]) == 0
                && (PAWN_ATTACKS[us][k] & pieces[base] & ~(1L << captured)) == 0;
    }

    /** Sets {@link #epSquare} to {@code target} if the side to move has a legal en-passant capture there. */
    public boolean hasLegalEnPassant(int target) {
        long candidates = PAWN_ATTACKS[side ^ 1][target] & pieces[side * 6];
        while (candidates != 0) {
            int from = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (enPassantLegal(from, target)) {
                return true;
            }
        }
        return false;
    }

    // ---- legal move generation ----

    /** Writes the legal moves into {@code moves} from {@code start}; returns the index after the last. */
    @Override
    public int generate(int[] moves, int start) {
        final int us = side;
        final int them = us ^ 1;
        final long usOcc = colorOcc[us];
        final long themOcc = colorOcc[them];
        final long occ = occupied;
        final int base = us * 6;
        final int tbase = them * 6;
        final int k = Long.numberOfTrailingZeros(pieces[base + KING_T]);
        int n = start;

        final long checkers = attackers(k, occ, them);

        long kingTargets = KING[k] & ~usOcc;
        final long occNoKing = occ ^ (1L << k);
        while (kingTargets != 0) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (!attacked(to, occNoKing, them)) {
                moves[n++] = k | (to << 6);
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return n; // double check: only the king may move
        }
        final long checkMask = checkers == 0 ? -1L : BETWEEN[k][Long.numberOfTrailingZeros(checkers)] | checkers;

        long pinned = 0;
        long snipers = (rookAttacks(k, themOcc) & (pieces[tbase + ROOK] | pieces[tbase + QUEEN]))
                | (bishopAttacks(k, themOcc) & (pieces[tbase + BISHOP] | pieces[tbase + QUEEN]));
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = BETWEEN[k][s] & occ;
            if (between != 0 && (between & (between - 1)) == 0 && (between & usOcc) != 0) {
                pinned |= between;
            }
        }

        final long targets = ~usOcc & checkMask;

        long knights = pieces[base + KNIGHT_T] & ~pinned;
        while (knights != 0) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = addAll(moves, n, from, KNIGHT[from] & targets);
        }
        long diagonal = pieces[base + BISHOP] | pieces[base + QUEEN];
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long a = bishopAttacks(from, occ) & targets;
            if ((pinned & (1L << from)) != 0) {
                a &= LINE[k][from];
            }
            n = addAll(moves, n, from, a);
        }
        long straight = pieces[base + ROOK] | pieces[base + QUEEN];
        while (straight != 0) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long a = rookAttacks(from, occ) & targets;
            if ((pinned & (1L << from)) != 0) {
                a &= LINE[k][from];
            }
            n = addAll(moves, n, from, a);
        }

        n = generatePawnMoves(moves, n, us, k, pinned, checkMask);

        if (checkers == 0) {
            n = generateCastling(moves, n, us, them);
        }
        return n;
    }

    private static int addAll(int[] moves, int n, int from, long targets) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves[n++] = from | (to << 6);
        }
        return n;
    }

    private static int addPawnTargets(int[] moves, int n, long targets, int delta, long lastRank) {
        long promotions = targets & lastRank;
        long normal = targets & ~lastRank;
        while (normal != 0) {
            int to = Long.numberOfTrailingZeros(normal);
            normal &= normal - 1;
            moves[n++] = (to - delta) | (to << 6);
        }
        while (promotions != 0) {
            int to = Long.numberOfTrailingZeros(promotions);
            promotions &= promotions - 1;
            int m = (to - delta) | (to << 6);
            moves[n++] = m | (QUEEN << 12);
            moves[n++] = m | (ROOK << 12);
            moves[n++] = m | (BISHOP << 12);
            moves[n++] = m | (KNIGHT_T << 12);
        }
        return n;
    }

    private int generatePawnMoves(int[] moves, int n, int us, int k, long pinned, long checkMask) {
        final long pawns = pieces[us * 6 + PAWN];
        final long themOcc = colorOcc[us ^ 1];
        final long empty = ~occupied;
        final long free = pawns & ~pinned;
        final long lastRank = us == WHITE ? RANK_8 : RANK_1;
        if (us == WHITE) {
            long single = (free << 8) & empty;
            long dbl = ((single & RANK_3) << 8) & empty & checkMask;
            n = addPawnTargets(moves, n, single & checkMask, 8, lastRank);
            n = addPawnTargets(moves, n, dbl, 16, lastRank);
            n = addPawnTargets(moves, n, ((free & ~FILE_A) << 7) & themOcc & checkMask, 7, lastRank);
            n = addPawnTargets(moves, n, ((free & ~FILE_H) << 9) & themOcc & checkMask, 9, lastRank);
        } else {
            long single = (free >>> 8) & empty;
            long dbl = ((single & RANK_6) >>> 8) & empty & checkMask;
            n = addPawnTargets(moves, n, single & checkMask, -8, lastRank);
            n = addPawnTargets(moves, n, dbl, -16, lastRank);
            n = addPawnTargets(moves, n, ((free & ~FILE_H) >>> 7) & themOcc & checkMask, -7, lastRank);
            n = addPawnTargets(moves, n, ((free & ~FILE_A) >>> 9) & themOcc & checkMask, -9, lastRank);
        }
        long pinnedPawns = pawns & pinned;
        while (pinnedPawns != 0) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long line = LINE[k][from];
            long t = 0;
            int push = us == WHITE ? from + 8 : from - 8;
            if ((empty & (1L << push)) != 0) {
                t |= 1L << push;
                int dbl = us == WHITE ? from + 16 : from - 16;
                boolean onStartRank = us == WHITE ? (from >>> 3) == 1 : (from >>> 3) == 6;
                if (onStartRank && (empty & (1L << dbl)) != 0) {
                    t |= 1L << dbl;
                }
            }
            t |= PAWN_ATTACKS[us][from] & themOcc;
            t &= line & checkMask;
            while (t != 0) {
                int to = Long.numberOfTrailingZeros(t);
                t &= t - 1;
                n = addPawnTargets(moves, n, 1L << to, to - from, lastRank);
            }
        }
        if (epSquare >= 0) {
            long candidates = PAWN_ATTACKS[us ^ 1][epSquare] & pawns;
            while (candidates != 0) {
                int from = Long.numberOfTrailingZeros(candidates);
                candidates &= candidates - 1;
                if (enPassantLegal(from, epSquare)) {
                    moves[n++] = from | (epSquare << 6) | KIND_EP;
                }
            }
        }
        return n;
    }

    private int generateCastling(int[] moves, int n, int us, int them) {
        final long occ = occupied;
        if (us == WHITE) {
            if ((castling & WK) != 0 && (occ & 0x60L) == 0 && !attacked(5, occ, them) && !attacked(6, occ, them)) {
                moves[n++] = 4 | (6 << 6) | KIND_CASTLE;
            }
            if ((castling & WQ) != 0 && (occ & 0x0EL) == 0 && !attacked(3, occ, them) && !attacked(2, occ, them)) {
                moves[n++] = 4 | (2 << 6) | KIND_CASTLE;
            }
        } else {
            if ((castling & BK) != 0 && (occ & (0x60L << 56)) == 0 && !attacked(61, occ, them) && !attacked(62, occ, them)) {
                moves[n++] = 60 | (62 << 6) | KIND_CASTLE;
            }
            if ((castling & BQ) != 0 && (occ & (0x0EL << 56)) == 0 && !attacked(59, occ, them) && !attacked(58, occ, them)) {
                moves[n++] = 60 | (58 << 6) | KIND_CASTLE;
            }
        }
        return n;
    }

    // ---- make / unmake ----

    private void movePiece(int piece, int from, int to) {
        long fromTo = (1L << from) | (1L << to);
        pieces[piece] ^= fromTo;
        colorOcc[piece / 6] ^= fromTo;
        occupied ^= fromTo;
        mailbox[from] = EMPTY;
        mailbox[to] = piece;
        key ^= Zobrist.PIECE_SQUARE[piece][from] ^ Zobrist.PIECE_SQUARE[piece][to];
    }

    private void removePiece(int piece, int sq) {
        long bit = 1L << sq;
        pieces[piece] ^= bit;
        colorOcc[piece / 6] ^= bit;
        occupied ^= bit;
        mailbox[sq] = EMPTY;
        key ^= Zobrist.PIECE_SQUARE[piece][sq];
    }

    private void addPiece(int piece, int sq) {
        long bit = 1L << sq;
        pieces[piece] |= bit;
        colorOcc[piece / 6] |= bit;
        occupied |= bit;
        mailbox[sq] = piece;
        key ^= Zobrist.PIECE_SQUARE[piece][sq];
    }

    /** Plays a legal move (as produced by {@link #generate}). */
    @Override
    public void make(int move) {
        if (undoTop == undoKey.length) {
            growUndo();
        }
        final int from = move & 63;
        final int to = (move >>> 6) & 63;
        final int piece = mailbox[from];
        final int us = side;
        int captured = mailbox[to];

        undoCastling[undoTop] = castling;
        undoEp[undoTop] = epSquare;
        undoHalfmove[undoTop] = halfmoveClock;
        undoKey[undoTop] = key;

        if (epSquare >= 0) {
            key ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            epSquare = -1;
        }
        halfmoveClock++;

        if (isEnPassant(move)) {
            captured = us == WHITE ? PAWN + 6 : PAWN;
            removePiece(captured, to ^ 8);
        } else if (captured != EMPTY) {
            removePiece(captured, to);
            halfmoveClock = 0;
        }
        undoCaptured[undoTop++] = captured;

        int promo = (move >>> 12) & 7;
        if (promo != 0) {
            removePiece(piece, from);
            addPiece(us * 6 + promo, to);
        } else {
            movePiece(piece, from, to);
        }

        if (isCastling(move)) {
            int rook = us * 6 + ROOK;
            switch (to) {
                case 6 -> movePiece(rook, 7, 5);
                case 2 -> movePiece(rook, 0, 3);
                case 62 -> movePiece(rook, 63, 61);
                default -> movePiece(rook, 56, 59);
            }
        }

        int newCastling = castling & CASTLE_KEEP[from] & CASTLE_KEEP[to];
        if (newCastling != castling) {
            key ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[newCastling];
            castling = newCastling;
        }

        side = us ^ 1;
        key ^= Zobrist.BLACK_TO_MOVE;
        if (us == BLACK) {
            fullmoveNumber++;
        }

        if (piece % 6 == PAWN) {
            halfmoveClock = 0;
            if (Math.abs(from - to) == 16) {
                int target = (from + to) >>> 1;
                if (hasLegalEnPassant(target)) {
                    epSquare = target;
                    key ^= Zobrist.EN_PASSANT_FILE[target & 7];
                }
            }
        }
    }

    /** Takes back the last move made with {@link #make}. */
    @Override
    public void unmake(int move) {
        final int from = move & 63;
        final int to = (move >>> 6) & 63;
        side ^= 1;
        final int us = side;
        if (us == BLACK) {
            fullmoveNumber--;
        }
        undoTop--;
        int captured = undoCaptured[undoTop];

        if (isCastling(move)) {
            int rook = us * 6 + ROOK;
            switch (to) {
                case 6 -> movePiece(rook, 5, 7);
                case 2 -> movePiece(rook, 3, 0);
                case 62 -> movePiece(rook, 61, 63);
                default -> movePiece(rook, 59, 56);
            }
        }
        int promo = (move >>> 12) & 7;
        if (promo != 0) {
            removePiece(us * 6 + promo, to);
            addPiece(us * 6 + PAWN, from);
        } else {
            movePiece(mailbox[to], to, from);
        }
        if (captured != EMPTY) {
            addPiece(captured, isEnPassant(move) ? to ^ 8 : to);
        }
        castling = undoCastling[undoTop];
        epSquare = undoEp[undoTop];
        halfmoveClock = undoHalfmove[undoTop];
        key = undoKey[undoTop];
    }

    /** Passes the move to the other side (for the engine's null-move search and the dead-position test). */
    @Override
    public void makeNull() {
        if (undoTop == undoKey.length) {
            growUndo();
        }
        undoCastling[undoTop] = castling;
        undoEp[undoTop] = epSquare;
        undoHalfmove[undoTop] = halfmoveClock;
        undoKey[undoTop] = key;
        undoCaptured[undoTop++] = EMPTY;
        if (epSquare >= 0) {
            key ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            epSquare = -1;
        }
        side ^= 1;
        key ^= Zobrist.BLACK_TO_MOVE;
    }

    @Override
    public void unmakeNull() {
        side ^= 1;
        undoTop--;
        epSquare = undoEp[undoTop];
        key = undoKey[undoTop];
        halfmoveClock = undoHalfmove[undoTop];
        castling = undoCastling[undoTop];
    }

    private void growUndo() {
        int size = undoKey.length * 2;
        undoCaptured = Arrays.copyOf(undoCaptured, size);
        undoCastling = Arrays.copyOf(undoCastling, size);
        undoEp = Arrays.copyOf(undoEp, size);
        undoHalfmove = Arrays.copyOf(undoHalfmove, size);
        undoKey = Arrays.copyOf(undoKey, size);
    }

    // ---- perft ----

    /** Counts leaf nodes at {@code depth}, counting the last ply in bulk from the move list's length. */
    public long perft(int depth) {
        if (depth <= 0) {
            return 1;
        }
        if (perftBuffer == null || perftBuffer.length < MAX_MOVES * (depth + 1)) {
            perftBuffer = new int[MAX_MOVES * (depth + 1)];
        }
        return perft(depth, 0);
    }

    private long perft(int depth, int offset) {
        int[] buf = perftBuffer;
        int end = generate(buf, offset);
        if (depth == 1) {
            return end - offset;
        }
        long nodes = 0;
        for (int i = offset; i < end; i++) {
            int m = buf[i];
            make(m);
            nodes += perft(depth - 1, end);
            unmake(m);
        }
        return nodes;
    }
}
