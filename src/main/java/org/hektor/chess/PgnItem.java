package org.hektor.chess;

import java.util.List;

/**
 * What reading a PGN file found at one place, in file order: a game (perhaps with warnings), a game that
 * could not be read (skipped; the reader goes on at the next game), or a game of another chess variant
 * (skipped unread). {@code line} is where the game starts.
 */
public sealed interface PgnItem {
    int line();

    /** A game read, and what was set right while reading it. */
    record Read(int line, PgnGame game, List<PgnWarning> warnings) implements PgnItem {
        public Read {
            warnings = List.copyOf(warnings);
        }
    }

    /** A game that cannot be read: the first problem, with its own line and column. */
    record Unreadable(int line, PgnException problem) implements PgnItem {
    }

    /** A game whose Variant tag names another game than standard chess (Crazyhouse, Chess960, ...). */
    record OtherVariant(int line, int column, String variant) implements PgnItem {
        /** The sentence saying so, at the start of the game. */
        public PgnException problem() {
            return new PgnException(line, column, "this game is " + Excerpt.of(variant)
                    + " (its Variant tag), not standard chess, which is all Hektor reads.");
        }
    }
}
