package org.hektor.session;

import java.util.Objects;
import java.util.function.Consumer;
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
        if (control.mode() == TimeControl.Mode.UNKNOWN) {
            throw new IllegalArgumentException("A game needs a known time control, or - for none.");
        }
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(start, "start");
        if (windowMillis < 0) {
            throw new IllegalArgumentException("The correction window cannot be negative.");
        }
        Objects.requireNonNull(playerName, "playerName");
        Objects.requireNonNull(opponentName, "opponentName");
        Objects.requireNonNull(created, "created");
    }

    /**
     * The settings a journal's header names: the profile and language by name, the start as a FEN; an unknown
     * profile or language or a bad FEN is one sentence now, not a surprise later.
     */
    public Settings(Mode mode, String profile, Style style, TimeControl control, Color player, String startFen,
                    long windowMillis, boolean repeatCheck, String playerName, String opponentName, String created,
                    String language) {
        this(mode, Profile.load(profile, language), style, control, player, Position.fromFen(startFen), windowMillis,
                repeatCheck, playerName, opponentName, created);
    }

    /** A game in the language its profile means by itself: German for ibca, English for en. */
    public Settings(Mode mode, String profile, Style style, TimeControl control, Color player, String startFen,
                    long windowMillis, boolean repeatCheck, String playerName, String opponentName, String created) {
        this(mode, Profile.load(profile), style, control, player, Position.fromFen(startFen), windowMillis,
                repeatCheck, playerName, opponentName, created);
    }

    /** A practice game from the initial position with the default choices; for tests and as a base. */
    public static Settings practice(Color player, TimeControl control, String opponentName) {
        return new Settings(Mode.PRACTICE, Profile.ibca(), Style.LONG, control, player, Position.initial(), 0,
                false, "Player", opponentName, "2026-01-01T12:00:00");
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
        return copy(c -> c.mode = m);
    }

    /** The pair {@code --profile} means: its move words in its own language (ibca German, en English). */
    public Settings withProfile(String p) {
        return copy(c -> c.notation = Profile.load(p));
    }

    public Settings withLanguage(String l) {
        return copy(c -> c.notation = Profile.load(c.notation.name(), l));
    }

    public Settings withWindow(long millis) {
        return copy(c -> c.windowMillis = millis);
    }

    public Settings withRepeatCheck(boolean on) {
        return copy(c -> c.repeatCheck = on);
    }

    public Settings withStart(String fen) {
        return copy(c -> c.start = Position.fromFen(fen));
    }

    public Settings withStyle(Style s) {
        return copy(c -> c.style = s);
    }

    /** The one place these settings are copied with some parts changed; the copy is checked as a new one is. */
    private Settings copy(Consumer<Copy> change) {
        Copy c = new Copy(this);
        change.accept(c);
        return new Settings(c.mode, c.notation, c.style, control, player, c.start, c.windowMillis, c.repeatCheck,
                playerName, opponentName, created);
    }

    /** The parts a copy may change, as this game has them. */
    private static final class Copy {
        private Mode mode;
        private Profile notation;
        private Style style;
        private Position start;
        private long windowMillis;
        private boolean repeatCheck;

        Copy(Settings s) {
            mode = s.mode;
            notation = s.notation;
            style = s.style;
            start = s.start;
            windowMillis = s.windowMillis;
            repeatCheck = s.repeatCheck;
        }
    }
}
