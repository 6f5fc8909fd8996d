package org.hektor.engine.internal;

/**
 * The transposition table: what earlier searches learnt about a position (best move, score, depth, bound),
 * keyed by the Zobrist hash. Two parallel long arrays; an entry is replaced when the new search of it is at
 * least as deep or it belongs to another position.
 */
public final class TranspositionTable {
    public static final int EXACT = 0, LOWER = 1, UPPER = 2;

    private final long[] keys;
    private final long[] data;
    private final int mask;

    public TranspositionTable(int megabytes) {
        long entries = Math.max(1024, (long) megabytes * 1024 * 1024 / 16);
        int size = Integer.highestOneBit((int) Math.min(entries, 1 << 26));
        keys = new long[size];
        data = new long[size];
        mask = size - 1;
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
    }

    /** The entry's data for this key, or 0 when there is none. */
    public long probe(long key) {
        int i = (int) key & mask;
        return keys[i] == key ? data[i] : 0;
    }

    public void store(long key, int move, int score, int depth, int bound) {
        int i = (int) key & mask;
        if (keys[i] == key && depthOf(data[i]) > depth && bound != EXACT) {
            return;
        }
        keys[i] = key;
        data[i] = (move & 0x1FFFFL) | ((long) (score & 0xFFFF) << 17) | ((long) (depth & 0xFF) << 33)
                | ((long) bound << 41) | (1L << 43);
    }

    public static int moveOf(long entry) {
        return (int) (entry & 0x1FFFF);
    }

    public static int scoreOf(long entry) {
        return (short) ((entry >>> 17) & 0xFFFF);
    }

    public static int depthOf(long entry) {
        return (int) ((entry >>> 33) & 0xFF);
    }

    public static int boundOf(long entry) {
        return (int) ((entry >>> 41) & 3);
    }
}
