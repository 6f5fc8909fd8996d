package org.hektor.engine.internal;

/**
 * What each playing level (1–10) may do. Lower levels see less (depth and node caps) and choose at random
 * among the moves whose score is within a margin of the best. Every level searches at least two plies plus
 * the capture sequences (quiescence), and the margin is well below a minor piece's value, so even level 1
 * does not leave a piece or its queen to be taken for nothing.
 */
public record Strength(int level, int maxDepth, long maxNodes, int margin) {
    private static final Strength[] LEVELS = {
        new Strength(1, 2, 3_000, 150),
        new Strength(2, 2, 6_000, 120),
        new Strength(3, 3, 12_000, 100),
        new Strength(4, 3, 25_000, 80),
        new Strength(5, 4, 50_000, 60),
        new Strength(6, 5, 100_000, 45),
        new Strength(7, 6, 200_000, 30),
        new Strength(8, 7, 500_000, 20),
        new Strength(9, 9, 2_000_000, 10),
        new Strength(10, Search.MAX_DEPTH, Limits.NONE, 0),
    };

    public static final int MIN = 1, MAX = 10;

    public static Strength of(int level) {
        if (level < MIN || level > MAX) {
            throw new IllegalArgumentException("The level must be between 1 and 10, not " + level + ".");
        }
        return LEVELS[level - 1];
    }

    public Limits limits() {
        return new Limits(maxDepth, maxNodes, Limits.NONE, Limits.NONE, margin);
    }
}
