package org.hektor.clock;

import org.hektor.chess.Color;

/**
 * One call of the clock announcer: at instant {@code atMillis} (of the clock's {@link TimeSource}), about
 * {@code side}'s clock, say {@code kind} with its {@code argument}; {@code remainingMillis} is that side's main
 * time at the instant (exactly the mark for the dial calls).
 *
 * @param argument minutes for {@link Kind#MINUTES}, seconds for {@link Kind#SECONDS}, for {@link Kind#CONTROL}
 *                 the seconds the control added (the new period's time; the new total is {@code remainingMillis});
 *                 0 for the others
 */
public record Call(long atMillis, Color side, Kind kind, int argument, long remainingMillis) {

    /** What is said. The words are what {@code hektor clock} prints; speech turns them into a sound or a phrase. */
    public enum Kind {
        /** The main time reached 0 (rule 6.8). */
        FLAG("flag"),
        /** A whole multiple of 15 minutes: two raised dots on the tactile dial (rule 2.4). */
        DOUBLE_TICK("double-tick"),
        /** Any other whole multiple of 5 minutes: one raised dot (rule 2.4). */
        TICK("tick"),
        /** 4, 3, 2 or 1 minutes left: the last five minutes, where the dial's flag is felt (rule 2.4). */
        MINUTES("minutes"),
        /** 30 or 10 seconds left. */
        SECONDS("seconds"),
        /** A period's move count was reached and its time was added (rule 6.2.1). */
        CONTROL("control");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }

        public boolean hasArgument() {
            return this == MINUTES || this == SECONDS || this == CONTROL;
        }
    }

    /** {@code minutes 4}, {@code tick}, {@code control 1800}: the call as the command line prints it. */
    public String words() {
        return kind.hasArgument() ? kind.word() + " " + argument : kind.word();
    }
}
