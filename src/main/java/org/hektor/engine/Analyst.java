package org.hektor.engine;

import java.util.List;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/** An engine that says what it thinks of a position (for the review after a game), not only which move it plays. */
public interface Analyst extends AutoCloseable {

    /**
     * Analyses {@code position} within {@code budget}, among the moves {@code only} when it is not empty (the rest
     * of the legal moves ignored). A position without a legal move is not for analysis (an
     * {@link IllegalArgumentException}); an engine that fails is a {@link UciException}.
     */
    Analysis analyse(Position position, AnalysisBudget budget, List<Move> only);

    /** The engine's name ("Hektor", "Stockfish 15.1"). */
    String name();

    @Override
    void close();
}
