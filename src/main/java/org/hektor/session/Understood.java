package org.hektor.session;

import java.util.Objects;
import java.util.OptionalDouble;
import org.hektor.notation.Heard;

/**
 * What the player's or the opponent's words were understood as, once, and for a move the player proposed how clearly
 * ({@link Margin}): the two things that decide what is done with them. Both go into the journal's
 * {@link Command.Decided} record, so a replay rebuilds the game from them without reading the words again.
 *
 * @param margin the margin of a proposed move (rule 2.6: whether the correction window may play it); empty for
 *               anything else, and for a move recorded by a Hektor that did not journal its margin
 */
public record Understood(Heard meaning, OptionalDouble margin) {
    public Understood {
        Objects.requireNonNull(meaning, "meaning");
        Objects.requireNonNull(margin, "margin");
        if (margin.isPresent() && !(meaning instanceof Heard.Proposal)) {
            throw new IllegalArgumentException("Only a proposed move has a margin, not " + meaning + ".");
        }
    }

    /** A meaning with no margin. */
    public static Understood of(Heard meaning) {
        return new Understood(meaning, OptionalDouble.empty());
    }
}
