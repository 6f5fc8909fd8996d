package org.hektor.chess.internal;

/**
 * What the engine's search and evaluation see of the chess core's mutable {@link Board}: the only type of
 * {@code chess.internal} that {@code engine.internal} may use (ArchitectureTest). Everything else of the engine works
 * on the immutable {@code chess.Position}.
 *
 * <p>Squares are 0..63 (a1 = 0, h8 = 63). A piece index is colour * 6 + type ({@link #PAWN} .. {@link #KING_T});
 * colour 0 is White. A move is an int (see {@link Board}): read it with {@link #from}, {@link #to},
 * {@link #promotion} and {@link #isEnPassant}. The arrays returned are the board's own, for speed: read them, never
 * write them; they change with {@link #make} and {@link #unmake}.
 */
public interface SearchBoard {
    int PAWN = 0, KNIGHT_T = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING_T = 5;
    int WHITE = 0, BLACK = 1;
    /** An empty square in {@link #mailbox()}. */
    int EMPTY = -1;
    /** The longest legal move list of any position is 218. */
    int MAX_MOVES = 256;
    long FILE_A = Bitboards.FILE_A;
    long FILE_H = Bitboards.FILE_H;

    /** A board of its own with this position, for a search to make and unmake moves on. */
    SearchBoard copy();

    /** The side to move: {@link #WHITE} or {@link #BLACK}. */
    int side();

    /** The Zobrist key of the position (pieces, side, castling, en passant). */
    long key();

    int halfmoveClock();

    /** The twelve bitboards, by piece index (read only). */
    long[] pieces();

    /** Each colour's occupied squares (read only). */
    long[] colorOcc();

    long occupied();

    /** The piece index on each square, or {@link #EMPTY} (read only). */
    int[] mailbox();

    int kingSquare(int color);

    /** The pieces of colour {@code by} that attack {@code sq} when the occupied squares are {@code occ}. */
    long attackers(int sq, long occ, int by);

    boolean inCheck();

    /** Writes the legal moves into {@code moves} from {@code start}; returns how many. */
    int generate(int[] moves, int start);

    void make(int move);

    void unmake(int move);

    /** The side to move passes (null-move pruning); never in check. */
    void makeNull();

    void unmakeNull();

    static int from(int move) {
        return Board.from(move);
    }

    static int to(int move) {
        return Board.to(move);
    }

    /** Promotion piece type (1..4) or 0. */
    static int promotion(int move) {
        return Board.promotion(move);
    }

    static boolean isEnPassant(int move) {
        return Board.isEnPassant(move);
    }

    static long knightAttacks(int sq) {
        return Bitboards.KNIGHT[sq];
    }

    static long kingAttacks(int sq) {
        return Bitboards.KING[sq];
    }

    static long bishopAttacks(int sq, long occupied) {
        return Bitboards.bishopAttacks(sq, occupied);
    }

    static long rookAttacks(int sq, long occupied) {
        return Bitboards.rookAttacks(sq, occupied);
    }
}
