package org.hektor.chess;

import java.util.List;
import java.util.Optional;

/** A position made from its parts, or every reason no game can have it (FEN's checks, named the same way). */
public sealed interface PositionCheck {
    /** The position, or empty with the {@link Invalid#problems()}. */
    Optional<Position> position();

    record Valid(Position valid) implements PositionCheck {
        @Override
        public Optional<Position> position() {
            return Optional.of(valid);
        }
    }

    record Invalid(List<String> problems) implements PositionCheck {
        public Invalid {
            problems = List.copyOf(problems);
        }

        @Override
        public Optional<Position> position() {
            return Optional.empty();
        }
    }
}
