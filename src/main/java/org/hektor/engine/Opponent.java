package org.hektor.engine;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/**
 * A chess engine the player practises against: Hektor's own ({@link BuiltInEngine}) or any UCI engine
 * ({@link UciEngine}), and {@link FallbackOpponent} that puts the first in when the second fails.
 */
public interface Opponent extends AutoCloseable {

    /**
     * Starts thinking about the position after {@code moves} from {@code start} and completes with the move
     * to play. Cancelling the future stops the thinking at once. A move in {@code moves} that is not legal
     * is an {@link IllegalArgumentException}, thrown before anything starts.
     */
    CompletableFuture<Move> move(Position start, List<Move> moves, TimeLeft time);

    /** The engine's name, for the PGN header and the announcement ("Hektor", "Stockfish 15.1"). */
    String name();

    /** Its playing strength in words ("level 5", "Skill Level 6", "full strength"). */
    String level();

    /** A new game begins: forget what was learnt about the last one. */
    void newGame();

    /** Stops thinking and frees the engine (ends the process of a UCI engine). */
    @Override
    void close();
}
