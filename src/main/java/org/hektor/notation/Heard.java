package org.hektor.notation;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;

/** What {@link Understanding} made of an utterance (spoken-notation.md section 3): a move, a question, a refusal or a command. */
public sealed interface Heard {

    /**
     * MOVE: exactly one legal move was meant. It is proposed, not played: it is read back in long style and
     * played on confirmation or after the correction window (rule 2.6).
     */
    record Proposal(Move move) implements Heard {
        public Proposal {
            Objects.requireNonNull(move, "move");
        }
    }

    /** ASK: two to eight legal moves fit, sorted by UCI; they are read out as a numbered list and the player picks one. */
    record Ask(List<Move> moves) implements Heard {
        public Ask {
            moves = List.copyOf(moves);
            refusal(moves).ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
        }

        /** Why no ASK offers these moves (two to eight), or empty. */
        public static Optional<String> refusal(List<Move> moves) {
            return moves.size() < 2 || moves.size() > 8
                    ? Optional.of("An ASK offers 2 to 8 moves, not " + moves.size() + ".") : Optional.empty();
        }
    }

    /**
     * REJECT: no move is meant, or too many fit. {@code reason} is the contract's English sentence (what
     * {@code hektor hear} prints); {@code why} is the same as a kind and its arguments, for the player's language.
     */
    record Reject(String reason, Reason why) implements Heard {
        public Reject {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(why, "why");
        }

        /** The refusal with the contract's sentence for {@code why}; not for the typed kinds (the SAN reader's). */
        public static Reject of(Reason why) {
            return new Reject(why.english(), why);
        }
    }

    /**
     * A command of section 4. {@code piece} is present for {@link CommandWord#WHERE} ("Wo Springer"),
     * {@code square} for {@link CommandWord#WHAT} ("Was Eva vier"); both are empty otherwise.
     */
    record Command(CommandWord word, Optional<PieceType> piece, Optional<Square> square) implements Heard {
        public Command {
            Objects.requireNonNull(word, "word");
            Objects.requireNonNull(piece, "piece");
            Objects.requireNonNull(square, "square");
        }

        public static Command of(CommandWord word) {
            return new Command(word, Optional.empty(), Optional.empty());
        }
    }
}
