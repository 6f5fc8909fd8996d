package org.hektor.arbiter;

import org.hektor.chess.Move;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.SanReading;

/**
 * The move in the adjournment envelope (Annex A1), as the sealer wrote it. "Unreadable until the game resumes"
 * means, for a pure package: nothing prints it or hands it out — no accessor, {@link #toString()} says only that a
 * move is sealed — and it is judged only when {@link #open} is called on resumption (A7: in the presence of
 * the player who must answer it). Whether it is legal is not known before: the sealer may have sealed a move
 * that loses him the game (A8).
 */
public final class SealedMove {
    private final String written;

    SealedMove(String written) {
        this.written = written;
    }

    /** What the envelope held, judged in the adjourned position by rule A8. */
    public sealed interface Opened {
        /** As written, word for word. */
        String written();

        /** A legal, unambiguous move: it is made on the board (A9). */
        record Legal(String written, Move move, String san) implements Opened {
        }

        /** Rule A8: (a) ambiguous, (b) its true meaning cannot be established, (c) illegal. The sealer loses. */
        record Invalid(String written, Rule rule, String reason) implements Opened {
        }
    }

    /** Opens the envelope: the sealed move read in {@code adjourned}, any language's piece letters. */
    public Opened open(Position adjourned) {
        SanReading read = San.read(adjourned, written, PieceLetters.ENGLISH);
        if (read instanceof SanReading.Found found) {
            return new Opened.Legal(written, found.found(), San.of(adjourned, found.found()));
        }
        Rule rule = read instanceof SanReading.Ambiguous ? Rule.SEALED_MOVE_AMBIGUOUS
                : read instanceof SanReading.NotSan ? Rule.SEALED_MOVE_UNREADABLE : Rule.SEALED_MOVE_ILLEGAL;
        return new Opened.Invalid(written, rule, read.reason());
    }

    @Override
    public String toString() {
        return "a sealed move";
    }
}
