package org.hektor.chess;

import java.util.List;
import java.util.Optional;

/**
 * What a SAN text says in a position: the one legal move it names, or why it names none. A text that is not
 * notation, a move that is not legal and a text that fits several moves (rule 8.8.9) are ordinary answers when a
 * person types, so they are values here; {@link #orElseThrow()} gives the throwing form for files and commands.
 */
public sealed interface SanReading {
    /** The move, or empty with a {@link #reason()}. */
    Optional<Move> move();

    /** One English sentence saying why the text names no move; empty for a move. */
    String reason();

    /** The move, or a {@link SanException} of the matching kind with the reason as its message. */
    Move orElseThrow();

    /** The one legal move the text names. */
    record Found(Move found) implements SanReading {
        @Override
        public Optional<Move> move() {
            return Optional.of(found);
        }

        @Override
        public String reason() {
            return "";
        }

        @Override
        public Move orElseThrow() {
            return found;
        }
    }

    /** Not algebraic notation in any letter set. */
    record NotSan(String reason) implements SanReading {
        @Override
        public Optional<Move> move() {
            return Optional.empty();
        }

        @Override
        public Move orElseThrow() {
            throw new SanException(SanException.Kind.SYNTAX, reason);
        }
    }

    /** Notation, but no legal move here fits it. */
    record Illegal(String reason) implements SanReading {
        @Override
        public Optional<Move> move() {
            return Optional.empty();
        }

        @Override
        public Move orElseThrow() {
            throw new SanException(SanException.Kind.ILLEGAL, reason);
        }
    }

    /** Notation that fits several legal moves: {@code candidates}, in the order the position lists its moves. */
    record Ambiguous(String reason, List<Move> candidates) implements SanReading {
        public Ambiguous {
            candidates = List.copyOf(candidates);
        }

        @Override
        public Optional<Move> move() {
            return Optional.empty();
        }

        @Override
        public Move orElseThrow() {
            throw new SanException(SanException.Kind.AMBIGUOUS, reason);
        }
    }
}
