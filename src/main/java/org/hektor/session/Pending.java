package org.hektor.session;

import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Heard;

/** What waits for the player's next words in the read-back dialogue ({@link ReadBack}). */
sealed interface Pending {
    /** A move read back, played on yes or when the window runs out at {@code deadline}. */
    record Proposal(Move move, long deadline) implements Pending {
    }

    /** Several moves fit: which one? */
    record Question(Heard.Ask ask) implements Pending {
    }

    /** Resign, offer or accept a draw, claim (with the move read back as its intended move, 9.2.1): yes or no? */
    record YesNo(Event.Confirmation what, Move intended) implements Pending {
    }

    /** The player is to repeat the opponent's move (rule 2.1). */
    record Repeat(Move move, Position before) implements Pending {
    }
}
