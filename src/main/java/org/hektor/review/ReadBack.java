package org.hektor.review;

import java.util.function.Consumer;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/**
 * A move of the review (one tried at a mistake, or played on) read back before it counts, as a game reads back every
 * move, spoken or typed (spoken-notation.md §3: "A MOVE is proposed, not played: it is read back in long style and
 * played on confirmation"; rule 2.6): "knight golf one foxtrot three. Correct?". Enter or the confirmation word makes
 * it count; the correction word withdraws it with the game's sentence; anything else leaves it waiting.
 */
final class ReadBack {
    private final ReviewWords words;
    private final ReviewHearing hearing;
    private final Consumer<String> say;
    private Move move;
    private Move confirmed;

    ReadBack(ReviewWords words, ReviewHearing hearing, Consumer<String> say) {
        this.words = words;
        this.hearing = hearing;
        this.say = say;
    }

    /** Reads {@code m} back in the game's words; it waits for the answer (a move read back before is replaced). */
    void propose(Position p, Move m) {
        move = m;
        say.accept(words.words().say("session.readback", "move", words.announce(p, m)));
    }

    /** Nothing waits any more (the player went to another move). */
    void drop() {
        move = null;
    }

    /**
     * {@code line} as the answer to the move read back: YES (the move counts: {@link #confirmed()}), NO (withdrawn, said
     * with the game's sentence), or OTHER (no answer, or nothing waits; a move read back still waits).
     */
    ReviewHearing.Answer answer(String line) {
        if (move == null) {
            return ReviewHearing.Answer.OTHER;
        }
        ReviewHearing.Answer a = hearing.readBackAnswer(line);
        if (a != ReviewHearing.Answer.OTHER) {
            confirmed = a == ReviewHearing.Answer.YES ? move : null;
            move = null;
        }
        if (a == ReviewHearing.Answer.NO) {
            say.accept(words.words().say("session.withdrawn"));
        }
        return a;
    }

    /** The move the last yes made count. */
    Move confirmed() {
        return confirmed;
    }
}
