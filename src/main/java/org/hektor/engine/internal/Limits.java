package org.hektor.engine.internal;

/**
 * When a search stops: at a depth, after a number of nodes, or on the clock. {@code softNanos}: no new
 * iteration starts after it; {@code hardNanos}: the search is cut off there. {@code margin}: moves scoring
 * within this many centipawns of the best are all candidates (0: always the best move).
 */
public record Limits(int maxDepth, long maxNodes, long softNanos, long hardNanos, int margin) {
    public static final long NONE = Long.MAX_VALUE;

    public static Limits depth(int depth) {
        return new Limits(depth, NONE, NONE, NONE, 0);
    }

    public static Limits nodes(long nodes) {
        return new Limits(Search.MAX_DEPTH, nodes, NONE, NONE, 0);
    }

    public Limits withTime(long softNanos, long hardNanos) {
        return new Limits(maxDepth, maxNodes, softNanos, hardNanos, margin);
    }

    /** The tighter of both limits, each part on its own. */
    public Limits and(Limits other) {
        return new Limits(Math.min(maxDepth, other.maxDepth), Math.min(maxNodes, other.maxNodes),
                Math.min(softNanos, other.softNanos), Math.min(hardNanos, other.hardNanos),
                Math.max(margin, other.margin));
    }
}
