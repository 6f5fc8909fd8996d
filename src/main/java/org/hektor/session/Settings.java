package org.hektor.session;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Position;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;

/**
 * Everything that makes one game what it is, fixed when it starts and written at the head of its journal, so
 * that replaying the journal rebuilds the same game. The profile and the start position are held as the values the
 * game uses; only the journal writes and reads them as names and a FEN.
 *
 * @param mode          practice, tablet or assisted
 * @param notation      the move words ({@code ibca} or {@code en}: how moves are said and heard) with the command
 *                      words of the player's language ({@code de}, {@code en}: every sentence, the voice)
 * @param style         how the opponent's moves are announced; read-backs are always long (contract §3)
 * @param control       the time control; {@link TimeControl#UNTIMED} for a game without a clock
 * @param player        the visually impaired player's colour
 * @param start         the start position
 * @param windowMillis  rule 2.6 correction window: a move read back is played by itself after this long
 *                      unless corrected; 0 waits for "ja" / "yes" / Enter
 * @param repeatCheck   the player repeats each opponent move (rule 2.1) and a wrong repeat is caught at once
 * @param playerName    the player's name for the PGN header
 * @param opponentName  the opponent's name for the PGN header and the start announcement ("Hektor level 1")
 * @param created       when the game was created, ISO local date-time (the PGN Date, the file names)
 */
public record Settings(Mode mode, Profile notation, Style style, TimeControl control, Color player, Position start,
                       long windowMillis, boolean repeatCheck, String playerName, String opponentName,
                       String created) {

    public Settings {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(notation, "notation");
        Objects.requireNonNull(style, "style");
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(start, "start");
        refusal(control, windowMillis).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        Objects.requireNonNull(playerName, "playerName");
        Objects.requireNonNull(opponentName, "opponentName");
        Objects.requireNonNull(created, "created");
    }

    /**
     * Why no game can have this control or correction window (an unknown control, a negative window), or empty: what
     * the constructor refuses, as a value for a reader of files.
     */
    public static Optional<String> refusal(TimeControl control, long windowMillis) {
        if (control.mode() == TimeControl.Mode.UNKNOWN) {
            return Optional.of("A game needs a known time control, or - for none.");
        }
        return windowMillis < 0 ? Optional.of("The correction window cannot be negative.") : Optional.empty();
    }

    /** A practice game from the initial position with the default choices; for tests and as a base. */
    public static Settings practice(Color player, TimeControl control, String opponentName) {
        return builder().player(player).control(control).opponentName(opponentName).build();
    }

    /**
     * Settings by name, starting from a practice game with the default choices: IBCA words in German, long style,
     * no clock, White, the initial position, no correction window, no repeat check.
     */
    public static Builder builder() {
        return new Builder(new Settings(Mode.PRACTICE, Profile.ibca(), Style.LONG, TimeControl.UNTIMED, Color.WHITE,
                Position.initial(), 0, false, "Player", "Hektor level 1", "2026-01-01T12:00:00"));
    }

    /** A builder holding these settings: the one way they are copied with some parts changed. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    public Color opponent() {
        return player.opposite();
    }

    /**
     * Which draws end the game by themselves: the current Laws' fivefold repetition and 75 moves are on by default
     * against the engine (rules.md part B), the seed edition's rules for games between two people.
     */
    public Game.AutomaticDraws automaticDraws() {
        return mode == Mode.PRACTICE ? Game.AutomaticDraws.CURRENT_LAWS : Game.AutomaticDraws.SEED_LAWS;
    }

    public boolean timed() {
        return control.isTimed();
    }

    public Settings withMode(Mode m) {
        return toBuilder().mode(m).build();
    }

    /** The pair {@code --profile} means: its move words in its own language (ibca German, en English). */
    public Settings withProfile(String p) {
        return toBuilder().profile(p).build();
    }

    public Settings withLanguage(String l) {
        return toBuilder().language(l).build();
    }

    public Settings withWindow(long millis) {
        return toBuilder().windowMillis(millis).build();
    }

    public Settings withRepeatCheck(boolean on) {
        return toBuilder().repeatCheck(on).build();
    }

    public Settings withStart(String fen) {
        return toBuilder().start(Position.fromFen(fen)).build();
    }

    public Settings withStyle(Style s) {
        return toBuilder().style(s).build();
    }

    /** The parts of {@link Settings} by name; {@link #build} checks them as the constructor does. */
    public static final class Builder {
        private Mode mode;
        private Profile notation;
        private Style style;
        private TimeControl control;
        private Color player;
        private Position start;
        private long windowMillis;
        private boolean repeatCheck;
        private String playerName;
        private String opponentName;
        private static final DateTimeFormatter CREATED = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");
        private String created;

        private Builder(Settings s) {
            mode = s.mode;
            notation = s.notation;
            style = s.style;
            control = s.control;
            player = s.player;
            start = s.start;
            windowMillis = s.windowMillis;
            repeatCheck = s.repeatCheck;
            playerName = s.playerName;
            opponentName = s.opponentName;
            created = s.created;
        }

        public Builder mode(Mode m) {
            mode = m;
            return this;
        }

        public Builder notation(Profile p) {
            notation = p;
            return this;
        }

        /** The profile by name in its own language (ibca German, en English); an unknown name is one sentence. */
        public Builder profile(String name) {
            return notation(Profile.load(name));
        }

        /** The command words and sentences of a language with the move words chosen so far. */
        public Builder language(String language) {
            return notation(Profile.load(notation.name(), language));
        }

        public Builder style(Style s) {
            style = s;
            return this;
        }

        public Builder control(TimeControl c) {
            control = c;
            return this;
        }

        public Builder player(Color c) {
            player = c;
            return this;
        }

        public Builder start(Position p) {
            start = p;
            return this;
        }

        public Builder windowMillis(long millis) {
            windowMillis = millis;
            return this;
        }

        public Builder repeatCheck(boolean on) {
            repeatCheck = on;
            return this;
        }

        public Builder playerName(String name) {
            playerName = name;
            return this;
        }

        public Builder opponentName(String name) {
            opponentName = name;
            return this;
        }

        public Builder created(String isoLocalDateTime) {
            created = isoLocalDateTime;
            return this;
        }

        /**
         * Created at {@code at}, to the second, seconds always written: {@code LocalDateTime.toString} leaves out
         * ":00", and a game created on the minute would then be named {@code …T06-10.journal}, which sorts after
         * a game created a second later ({@code …T06-10-01.journal}).
         */
        public Builder created(LocalDateTime at) {
            return created(CREATED.format(at));
        }

        public Settings build() {
            return new Settings(mode, notation, style, control, player, start, windowMillis, repeatCheck, playerName,
                    opponentName, created);
        }
    }
}
