package org.hektor.arbiter;

import java.util.Objects;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Position;
import org.hektor.clock.TimeControl;

/**
 * How a game between a visually impaired and a sighted player is run.
 *
 * @param discipline   standard, rapid or blitz
 * @param control      the clock's time control
 * @param blind        the colour of the visually impaired player (rules art. 1); the other is the sighted player
 * @param whiteName    names for the adjournment envelope (A2a)
 * @param blackName    names for the adjournment envelope (A2a)
 * @param start        the start position
 * @param laws         which automatic draws end the game by themselves (the seed edition by default)
 * @param flagsCalled  true when the arbiter calls a flag as soon as it falls (6.8; standard play), false when a
 *                     flag counts only when claimed (B7, rapid and blitz); Hektor, as the visually impaired
 *                     player's assistant, claims the sighted player's flag for him at once either way (2.9e)
 * @param resumption   date, time and place of resumption for an adjournment envelope (A2g)
 */
public record Setup(Discipline discipline, TimeControl control, Color blind, String whiteName, String blackName,
                    Position start, Game.AutomaticDraws laws, boolean flagsCalled, String resumption) {

    public Setup {
        Objects.requireNonNull(discipline, "discipline");
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(blind, "blind");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(laws, "laws");
        if (!control.isTimed()) {
            throw new IllegalArgumentException("The arbiter needs a clock; the time control '" + control.pgn()
                    + "' has no time to count down.");
        }
    }

    /** The usual game of a discipline: its default clock, White blind, the initial position, the seed Laws. */
    public static Setup of(Discipline discipline) {
        return new Setup(discipline, TimeControl.parse(discipline.defaultControl()), Color.WHITE, "White", "Black",
                Position.initial(), Game.AutomaticDraws.SEED_LAWS, discipline.arbiterActsAtOnce(), "");
    }

    public Color sighted() {
        return blind.opposite();
    }

    public String name(Color color) {
        return color == Color.WHITE ? whiteName : blackName;
    }
}
