package org.hektor.cli;

import java.nio.file.Path;
import org.hektor.engine.AnalysisBudget;
import org.hektor.engine.Analyst;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.UciEngine;
import org.hektor.engine.UciSettings;
import org.hektor.words.Mistake;
import picocli.CommandLine.Option;

/** The engine a review analyses with and its budget per position (the options of {@code hektor review}). */
final class AnalysisOptions {
    /**
     * Hektor's own engine's default: a number of nodes, so the same game gets the same review on every machine. Chosen
     * on the tuning games of the review benchmark (docs/measurements.md), measured on the others.
     */
    static final long DEFAULT_NODES = 60_000;

    @Option(names = "--engine", paramLabel = "PATH", description = "A UCI engine to analyse with, e.g. /usr/games/stockfish "
            + "(default: Hektor's own).")
    Path engine;

    @Option(names = "--time", paramLabel = "MS", description = "Time per position in milliseconds.")
    Long millis;

    @Option(names = "--depth", paramLabel = "N", description = "Depth per position in plies.")
    Integer depth;

    @Option(names = "--nodes", paramLabel = "N", description = "Positions searched per position analysed (Hektor's own "
            + "engine's default: " + DEFAULT_NODES + ").")
    Long nodes;

    AnalysisBudget budget() {
        if (millis == null && depth == null && nodes == null) {
            return engine == null ? new AnalysisBudget(null, null, DEFAULT_NODES) : new AnalysisBudget(null, 1000L, null);
        }
        for (Long given : new Long[] {millis, depth == null ? null : depth.longValue(), nodes}) {
            if (given != null && given <= 0) {
                throw new Mistake("error.analysis.budget", "options", "--time, --depth, --nodes", "value", given);
            }
        }
        return new AnalysisBudget(depth, millis, nodes);
    }

    /** The engine, started (a UCI engine that cannot be started is one sentence, a {@code UciException}). */
    Analyst start() {
        budget();
        return engine == null ? new BuiltInEngine(10, 1) : UciEngine.start(engine, UciSettings.defaults());
    }
}
