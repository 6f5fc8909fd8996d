package org.hektor.engine;

/**
 * How long an engine looks at one position: a depth in plies, a time in milliseconds, or a number of positions
 * (nodes); whichever is given (not null) bounds the search, the first reached ends it.
 */
public record AnalysisBudget(Integer depth, Long millis, Long nodes) {
    public AnalysisBudget {
        if ((depth != null && depth < 1) || (millis != null && millis < 1) || (nodes != null && nodes < 1)) {
            throw new IllegalArgumentException("A budget must be positive.");
        }
        if (depth == null && millis == null && nodes == null) {
            throw new IllegalArgumentException("A budget needs a depth, a time or a number of nodes.");
        }
    }

    /** A short name for what this budget is, kept with each analysis so another budget's is not mistaken for it. */
    public String label() {
        return (depth == null ? "" : "d" + depth) + (millis == null ? "" : "t" + millis) + (nodes == null ? "" : "n" + nodes);
    }
}
