package org.hektor.chess.internal;

/** Fixed random keys for hashing positions (repetition, transposition table). */
public final class Zobrist {
    private Zobrist() {
    }

    public static final long[][] PIECE_SQUARE = new long[12][64];
    public static final long[] CASTLING = new long[16];
    public static final long[] EN_PASSANT_FILE = new long[8];
    public static final long BLACK_TO_MOVE;

    static {
        long state = 0x5A0B5157L;
        for (int p = 0; p < 12; p++) {
            for (int sq = 0; sq < 64; sq++) {
                state = mix(state);
                PIECE_SQUARE[p][sq] = state;
            }
        }
        long[] single = new long[4];
        for (int i = 0; i < 4; i++) {
            state = mix(state);
            single[i] = state;
        }
        for (int rights = 0; rights < 16; rights++) {
            long k = 0;
            for (int i = 0; i < 4; i++) {
                if ((rights & (1 << i)) != 0) {
                    k ^= single[i];
                }
            }
            CASTLING[rights] = k;
        }
        for (int f = 0; f < 8; f++) {
            state = mix(state);
            EN_PASSANT_FILE[f] = state;
        }
        BLACK_TO_MOVE = mix(state);
    }

    private static long mix(long x) {
        long z = x + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
