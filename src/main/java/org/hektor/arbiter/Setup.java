package org.hektor.arbiter;

import java.util.Objects;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Position;
import org.hektor.clock.TimeControl;

/**
 * How a game between a visually impaired and a sighted player is run.
 *
 * @param discipline   standard, rapid or blitz
 * @param control      the clock's time control; {@link TimeControl#UNTIMED} for a game without a clock
 * @param blind        the colour of the visually impaired player (rules art. 1); the other is the sighted player
 * @param whiteName    names for the adjournment envelope (A2a)
 * @param blackName    names for the adjournment envelope (A2a)
 * @param start        the start position
 * @param laws         which automatic draws end the game by themselves (the seed edition by default)
 * @param flagsCalled  true when the arbiter calls a flag as soon as it falls (6.8; standard play), false when a
 *                     flag counts only when claimed (B7, rapid and blitz); Hektor, as the visually impaired
 *                     player's assistant, claims the sighted player's flag for him at once either way (2.9e)
 * @param resumption   date, time and place of resumption for an adjournment envelope (A2g); empty when none is set
 *
 * <p>Built by name with {@link #of(Discipline)} for the usual game or {@link #builder(Discipline)} for any other.
 */
public record Setup(Discipline discipline, TimeControl control, Color blind, String whiteName, String blackName,
                    Position start, Game.AutomaticDraws laws, boolean flagsCalled, String resumption) {

    public Setup {
        Objects.requireNonNull(discipline, "discipline");
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(blind, "blind");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(laws, "laws");
        refusal(control).ifPresent(sentence -> {
            throw new IllegalArgumentException(sentence);
        });
    }

    /** Why no game is set up with {@code control} (an unknown one), or empty when one can be. */
    public static Optional<String> refusal(TimeControl control) {
        if (control.mode() != TimeControl.Mode.UNKNOWN) {
            return Optional.empty();
        }
        return Optional.of("The time control is unknown; give one, or - for a game without a clock.");
    }

    /** The usual game of a discipline: its default clock, White blind, the initial position, the seed Laws. */
    public static Setup of(Discipline discipline) {
        return builder(discipline).build();
    }

    /** A game of the discipline, each part as in {@link #of(Discipline)} until it is given another. */
    public static Builder builder(Discipline discipline) {
        return new Builder(discipline);
    }

    /** The parts of a {@link Setup} by name; what is not given is the usual game's of the discipline. */
    public static final class Builder {
        private Discipline discipline;
        /** The discipline's default until one is given. */
        private TimeControl control;
        private Color blind = Color.WHITE;
        private String whiteName = "White";
        private String blackName = "Black";
        private Position start = Position.initial();
        private Game.AutomaticDraws laws = Game.AutomaticDraws.SEED_LAWS;
        /** The discipline's way (6.8 or B7) until one is given. */
        private Boolean flagsCalled;
        private String resumption = "";

        private Builder(Discipline discipline) {
            discipline(discipline);
        }

        public Builder discipline(Discipline discipline) {
            this.discipline = Objects.requireNonNull(discipline, "discipline");
            return this;
        }

        public Builder control(TimeControl control) {
            this.control = control;
            return this;
        }

        /** The colour of the visually impaired player. */
        public Builder blind(Color blind) {
            this.blind = blind;
            return this;
        }

        public Builder names(String white, String black) {
            this.whiteName = white;
            this.blackName = black;
            return this;
        }

        public Builder start(Position start) {
            this.start = start;
            return this;
        }

        public Builder laws(Game.AutomaticDraws laws) {
            this.laws = laws;
            return this;
        }

        /** Does the arbiter call a flag as soon as it falls (6.8), or only when claimed (B7)? */
        public Builder flagsCalled(boolean flagsCalled) {
            this.flagsCalled = flagsCalled;
            return this;
        }

        /** Date, time and place of resumption for an adjournment envelope (A2g). */
        public Builder resumption(String resumption) {
            this.resumption = resumption;
            return this;
        }

        public Setup build() {
            return new Setup(discipline, control != null ? control : TimeControl.parse(discipline.defaultControl()),
                    blind, whiteName, blackName, start, laws,
                    flagsCalled != null ? flagsCalled : discipline.arbiterActsAtOnce(), resumption);
        }
    }

    public Color sighted() {
        return blind.opposite();
    }

    public String name(Color color) {
        return color == Color.WHITE ? whiteName : blackName;
    }
}
