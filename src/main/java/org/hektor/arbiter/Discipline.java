package org.hektor.arbiter;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.hektor.clock.TimeControl;

/**
 * Standard play, rapid (Annex B) and blitz (Annex C; seed 001 art. 17). They differ in who acts on an
 * irregularity and what follows:
 * <ul>
 *   <li>standard: the arbiter acts at once on an illegal move (7.4.1, 7.4.2) and on touch-move (4.3, 4.4), and
 *       calls a flag when it falls (6.8);</li>
 *   <li>rapid: an illegal move is completed when the clock is pressed, and the arbiter rules on it, as in
 *       7.4.1 and 7.4.2, only when the opponent claims before his own move (B6); touch-move only on request (B5);
 *       a flag counts only when claimed (B7, B8); both flags down is a draw (B9);</li>
 *   <li>blitz: as rapid, but a claimed illegal move loses, or draws when the claimant cannot mate (17.3.2).</li>
 * </ul>
 */
public enum Discipline {
    STANDARD("classical"),
    RAPID("rapid"),
    BLITZ("blitz");

    private final String defaultControl;

    Discipline(String defaultControl) {
        this.defaultControl = defaultControl;
    }

    /** The clock preset a game of this discipline gets unless told otherwise. */
    public String defaultControl() {
        return defaultControl;
    }

    /** Does the arbiter act on irregularities by himself, or only on the opponent's claim? */
    public boolean arbiterActsAtOnce() {
        return this == STANDARD;
    }

    /** The article saying when and how an illegal move may be claimed in this discipline. */
    public Rule illegalMoveRule() {
        return switch (this) {
            case STANDARD -> Rule.ILLEGAL_MOVE;
            case RAPID -> Rule.RAPID_ILLEGAL_CLAIMED;
            case BLITZ -> Rule.BLITZ_ILLEGAL_CLAIMED;
        };
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The discipline a time control makes a game (seed 000, Annexes B1 and C1): blitz when each player has less than
     * 15 minutes, counting the base time plus 60 times the time added per move; rapid from 15 to 60 minutes; standard
     * above, and for a game without a clock. (The current Laws draw the lines at 10 and 60 minutes.)
     */
    public static Discipline of(TimeControl control) {
        if (!control.isTimed()) {
            return STANDARD;
        }
        TimeControl.Period first = control.period(0);
        long seconds = first.seconds() + 60L * (first.incrementSeconds() + first.delaySeconds());
        if (seconds < 15 * 60) {
            return BLITZ;
        }
        return seconds <= 60 * 60 ? RAPID : STANDARD;
    }

    /** By name, any case; one sentence naming the choices otherwise ({@link #unknown}, the command line's form). */
    public static Discipline byName(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException(unknown(name)));
    }

    /** By name, any case; empty for a name that is none ({@link #unknown} says so). */
    public static Optional<Discipline> find(String name) {
        String word = name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(d -> d.word().equals(word)).findFirst();
    }

    /** The sentence for a name that is no discipline: it names the choices. */
    public static String unknown(String name) {
        return "There is no discipline called '" + name.strip() + "'; the disciplines are standard, rapid and blitz.";
    }
}
