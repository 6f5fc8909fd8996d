package org.hektor.cli;

import java.util.Optional;
import org.hektor.chess.Game;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.words.Words;

/**
 * A start position in which the game is already over: a game set up there would wait for a move that
 * can never be made, or crash on the first one. {@code hektor play} refuses it before anything starts, in one
 * sentence of the player's language. The endings are the chess core's own automatic ones (rules 5.1.1, 5.2.1,
 * 5.2.2 with 9.6, and the current Laws' 9.6.1/9.6.2), decided in one place, {@link Game#outcome()}.
 */
final class FinishedStart {
    private FinishedStart() {
    }

    /** Why a game cannot start at {@code start}, or empty when it can. */
    static Optional<String> refusal(Position start, Words words) {
        Optional<Outcome> over = new Game(start).outcome();
        if (over.isEmpty()) {
            return Optional.empty();
        }
        String side = words.color(start.sideToMove());
        return Optional.of(switch (over.get().termination()) {
            case CHECKMATE -> words.say("session.over.already.checkmate", "color", side);
            case STALEMATE -> words.say("session.over.already.stalemate", "color", side);
            case DEAD_POSITION -> words.say("session.over.already.dead");
            default -> words.say("session.over.already.other", "article", over.get().termination().article());
        });
    }
}
