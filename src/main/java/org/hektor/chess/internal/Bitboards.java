package org.hektor.chess.internal;

/**
 * Attack tables on 64-bit boards (bit i = square i, a1 = 0). Sliding pieces use magic bitboards; the
 * magic numbers are found at class load with a fixed-seed generator, so every run builds the same tables
 * (a few tens of milliseconds, once).
 */
public final class Bitboards {
    private Bitboards() {
    }

    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_2 = RANK_1 << 8;
    public static final long RANK_3 = RANK_1 << 16;
    public static final long RANK_4 = RANK_1 << 24;
    public static final long RANK_5 = RANK_1 << 32;
    public static final long RANK_6 = RANK_1 << 40;
    public static final long RANK_7 = RANK_1 << 48;
    public static final long RANK_8 = RANK_1 << 56;
    public static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;
    public static final long LIGHT_SQUARES = ~DARK_SQUARES;

    public static final long[] KNIGHT = new long[64];
    public static final long[] KING = new long[64];
    /** PAWN_ATTACKS[color][square]: the squares a pawn of that colour on that square attacks. */
    public static final long[][] PAWN_ATTACKS = new long[2][64];
    /** Squares strictly between two squares on a line (empty if not on one line). */
    public static final long[][] BETWEEN = new long[64][64];
    /** The whole line (rank, file or diagonal) through two squares, edge to edge (empty if none). */
    public static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final long[][] ROOK_TABLE = new long[64][];
    private static final long[][] BISHOP_TABLE = new long[64][];

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            KNIGHT[sq] = steps(f, r, new int[][]{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            KING[sq] = steps(f, r, new int[][]{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            PAWN_ATTACKS[0][sq] = steps(f, r, new int[][]{{-1, 1}, {1, 1}});
            PAWN_ATTACKS[1][sq] = steps(f, r, new int[][]{{-1, -1}, {1, -1}});
        }
        SplitMix random = new SplitMix(0x48454b544f52L); // "HEKTOR"
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            ROOK_TABLE[sq] = new long[1 << Long.bitCount(ROOK_MASK[sq])];
            BISHOP_TABLE[sq] = new long[1 << Long.bitCount(BISHOP_MASK[sq])];
            ROOK_MAGIC[sq] = findMagic(sq, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_TABLE[sq], ROOK_DIRS, random);
            BISHOP_MAGIC[sq] = findMagic(sq, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_TABLE[sq], BISHOP_DIRS, random);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long bBit = 1L << b;
                if ((rookAttacks(a, 0) & bBit) != 0) {
                    LINE[a][b] = (rookAttacks(a, 0) & rookAttacks(b, 0)) | (1L << a) | bBit;
                    BETWEEN[a][b] = rookAttacks(a, bBit) & rookAttacks(b, 1L << a);
                } else if ((bishopAttacks(a, 0) & bBit) != 0) {
                    LINE[a][b] = (bishopAttacks(a, 0) & bishopAttacks(b, 0)) | (1L << a) | bBit;
                    BETWEEN[a][b] = bishopAttacks(a, bBit) & bishopAttacks(b, 1L << a);
                }
            }
        }
    }

    public static long rookAttacks(int sq, long occupied) {
        return ROOK_TABLE[sq][(int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    public static long bishopAttacks(int sq, long occupied) {
        return BISHOP_TABLE[sq][(int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    public static long queenAttacks(int sq, long occupied) {
        return rookAttacks(sq, occupied) | bishopAttacks(sq, occupied);
    }

    private static long steps(int f, int r, int[][] deltas) {
        long b = 0;
        for (int[] d : deltas) {
            int nf = f + d[0];
            int nr = r + d[1];
            if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                b |= 1L << (nr * 8 + nf);
            }
        }
        return b;
    }

    /** Squares whose occupancy matters for a slider: the rays without their last square. */
    private static long relevantMask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8
                    && f >= 0 && f < 8 && r >= 0 && r < 8) {
                mask |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    private static long slowAttacks(int sq, long occupied, int[][] dirs) {
        long attacks = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << (r * 8 + f);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }

    private static long findMagic(int sq, long mask, int shift, long[] table, int[][] dirs, SplitMix random) {
        int n = Long.bitCount(mask);
        long[] occupancies = new long[1 << n];
        long[] attacks = new long[1 << n];
        long subset = 0;
        int count = 0;
        do { // carry-rippler enumeration of every subset of the mask
            occupancies[count] = subset;
            attacks[count] = slowAttacks(sq, subset, dirs);
            count++;
            subset = (subset - mask) & mask;
        } while (subset != 0);

        int[] epoch = new int[table.length];
        for (int attempt = 1; ; attempt++) {
            long magic = random.next() & random.next() & random.next();
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < count && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> shift);
                if (epoch[index] < attempt) {
                    epoch[index] = attempt;
                    table[index] = attacks[i];
                } else if (table[index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }

    /** A small deterministic generator for the magic search. */
    private static final class SplitMix {
        private long state;

        SplitMix(long seed) {
            state = seed;
        }

        long next() {
            long z = (state += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }
}
