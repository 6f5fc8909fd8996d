package org.hektor.clock;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time control (rule 6.2), read and written in the PGN {@code TimeControl} tag syntax, plus a delay suffix.
 *
 * <ul>
 *   <li>{@code 300}: 300 seconds for the whole game; {@code 300+2}: and 2 seconds added after each move
 *       (increment, rule 6.2.1);</li>
 *   <li>{@code 40/5400:1800}: 40 moves in 5400 s, then 1800 s for the rest; each period may carry its own
 *       increment, {@code 40/5400+30:1800+30}. If the last period has a move count it repeats (the old
 *       "40/7200" meaning 40 moves every two hours);</li>
 *   <li>{@code 300d5}: delay mode of rule 6.2.2, 5 s at each move before the main time starts to run; unused
 *       delay is not kept. Hektor's extension to the PGN syntax, one suffix per period, never together with an
 *       increment;</li>
 *   <li>{@code *180}: sandclock (hourglass): both start with 180 s and the time one player uses flows to the
 *       other, as tournament clocks do it in hourglass mode;</li>
 *   <li>{@code -}: no time control, {@code ?}: unknown. Both can be read and written (PGN) but not run on a
 *       {@link ChessClock}.</li>
 * </ul>
 * A name from {@code presets.properties} (data, not code) may stand for the string: {@code blitz}, {@code rapid},
 * {@code classical}, ...
 */
public record TimeControl(Mode mode, List<Period> periods) {

    /** How the clock runs. */
    public enum Mode { PERIODS, SANDCLOCK, UNTIMED, UNKNOWN }

    /**
     * One period: {@code moves} moves (0 = the rest of the game) in {@code seconds}, with an increment added
     * after each move of the period or a delay before each move's main time runs.
     */
    public record Period(int moves, int seconds, int incrementSeconds, int delaySeconds) {
        public Period {
            if (moves < 0 || seconds <= 0 || incrementSeconds < 0 || delaySeconds < 0) {
                throw new TimeControlException(NO_TIME);
            }
            if (incrementSeconds > 0 && delaySeconds > 0) {
                throw new TimeControlException("A period has an increment or a delay (rule 6.2.2), not both.");
            }
        }

        /** True for the period that lasts to the end of the game (no move count). */
        public boolean isRestOfGame() {
            return moves == 0;
        }

        public String pgn() {
            return (moves > 0 ? moves + "/" : "") + seconds
                    + (incrementSeconds > 0 ? "+" + incrementSeconds : "")
                    + (delaySeconds > 0 ? "d" + delaySeconds : "");
        }
    }

    private static final String NO_TIME = "A period needs a positive time and no negative numbers.";

    public static final TimeControl UNTIMED = new TimeControl(Mode.UNTIMED, List.of());
    public static final TimeControl UNKNOWN = new TimeControl(Mode.UNKNOWN, List.of());

    /** The largest number the syntax takes: six digits, well beyond any real game (999999 s is 11 days). */
    static final int MAX_NUMBER = 999_999;

    private static final Pattern PERIOD = Pattern.compile("(?:(\\d+)/)?(\\d+)(?:\\+(\\d+))?(?:d(\\d+))?");
    /** What the numbers of a period are called, in the order of {@link #PERIOD}'s groups. */
    private static final List<String> NUMBERS = List.of("move count", "time", "increment", "delay");

    private static final Pattern SANDCLOCK = Pattern.compile("\\*(\\d+)");
    private static final String HOW = "write [moves/]seconds[+increment][dDelay], like 300+2, 40/5400+30:1800+30 or 300d5";
    private static final Map<String, String> PRESETS = loadPresets();

    public TimeControl {
        periods = List.copyOf(periods);
        switch (mode) {
            case PERIODS -> {
                if (periods.isEmpty()) {
                    throw new TimeControlException("A timed control needs at least one period.");
                }
                for (int i = 0; i < periods.size() - 1; i++) {
                    if (periods.get(i).isRestOfGame()) {
                        throw new TimeControlException("The period " + periods.get(i).pgn()
                                + " is for the rest of the game, so no period can follow it.");
                    }
                }
            }
            case SANDCLOCK -> {
                if (periods.size() != 1 || !periods.get(0).isRestOfGame()
                        || periods.get(0).incrementSeconds() > 0 || periods.get(0).delaySeconds() > 0) {
                    throw new TimeControlException("A sandclock control is one time for the whole game, like *180.");
                }
            }
            default -> {
                if (!periods.isEmpty()) {
                    throw new TimeControlException("An untimed or unknown control has no periods.");
                }
            }
        }
    }

    /** A single period for the whole game, {@code seconds+increment}. */
    public static TimeControl of(int seconds, int incrementSeconds) {
        return new TimeControl(Mode.PERIODS, List.of(new Period(0, seconds, incrementSeconds, 0)));
    }

    /** A time control read from text, or the one sentence saying what is wrong with the text. */
    public sealed interface Reading {
        record Read(TimeControl control) implements Reading {
        }

        record Unreadable(String sentence) implements Reading {
        }
    }

    /**
     * Reads a PGN TimeControl string (with the {@code d} delay suffix) or a preset name.
     *
     * @throws TimeControlException with the sentence {@link #read} answers (the command line's form)
     */
    public static TimeControl parse(String text) {
        Reading reading = read(text);
        if (reading instanceof Reading.Unreadable u) {
            throw new TimeControlException(u.sentence());
        }
        return ((Reading.Read) reading).control();
    }

    /**
     * Reads a PGN TimeControl string (with the {@code d} delay suffix) or a preset name; text that is no time control
     * (a journal's header, an option) is an ordinary answer with one sentence saying what is wrong.
     */
    public static Reading read(String text) {
        if (text == null || text.isBlank()) {
            return new Reading.Unreadable("The time control is empty; " + HOW + ", or name a preset such as blitz.");
        }
        String s = text.strip();
        String preset = PRESETS.get(s.toLowerCase(Locale.ROOT));
        if (preset != null) {
            return read(preset);
        }
        if (s.equals("-")) {
            return new Reading.Read(UNTIMED);
        }
        if (s.equals("?")) {
            return new Reading.Read(UNKNOWN);
        }
        if (s.startsWith("*")) {
            return sandclock(s);
        }
        if (Character.isLetter(s.charAt(0))) { // a period starts with a digit: this was meant as a preset name
            return new Reading.Unreadable(noPreset(s));
        }
        String[] fields = s.split(":", -1);
        ArrayList<Period> list = new ArrayList<>();
        for (int i = 0; i < fields.length; i++) {
            String field = fields[i];
            String where = fields.length == 1 ? "'" + field + "'" : "'" + field + "' (period " + (i + 1) + " of '" + s + "')";
            Matcher m = PERIOD.matcher(field);
            if (!m.matches()) {
                return new Reading.Unreadable(where + " is not a time control period; " + HOW + ".");
            }
            for (int g = 1; g <= NUMBERS.size(); g++) {
                if (tooLarge(m.group(g))) {
                    return new Reading.Unreadable(tooLarge(NUMBERS.get(g - 1), field));
                }
            }
            int moves = number(m.group(1));
            int seconds = number(m.group(2));
            int increment = number(m.group(3));
            int delay = number(m.group(4));
            if (m.group(1) != null && moves == 0) {
                return new Reading.Unreadable(where + " has a move count of 0; a period with moves needs at least one.");
            }
            if (seconds == 0) {
                return new Reading.Unreadable(where + " gives no time; each period needs at least one second.");
            }
            if (increment > 0 && delay > 0) {
                return new Reading.Unreadable(where + " has both an increment and a delay; a period has one or the other (rule 6.2.2).");
            }
            if (moves == 0 && i < fields.length - 1) {
                return new Reading.Unreadable(where + " is for the rest of the game, so no period can follow it.");
            }
            list.add(new Period(moves, seconds, increment, delay));
        }
        return new Reading.Read(new TimeControl(Mode.PERIODS, list));
    }

    /** {@code *180}: one time for the whole game, at least a second (the period's own check, said as it says it). */
    private static Reading sandclock(String s) {
        Matcher m = SANDCLOCK.matcher(s);
        if (!m.matches()) {
            return new Reading.Unreadable("'" + s + "' is not a sandclock control; it is a star and the seconds, like *180.");
        }
        if (tooLarge(m.group(1))) {
            return new Reading.Unreadable(tooLarge("time", s));
        }
        int seconds = number(m.group(1));
        if (seconds == 0) {
            return new Reading.Unreadable(NO_TIME);
        }
        return new Reading.Read(new TimeControl(Mode.SANDCLOCK, List.of(new Period(0, seconds, 0, 0))));
    }

    private static boolean tooLarge(String digits) {
        return digits != null && (digits.length() > 9 || Integer.parseInt(digits) > MAX_NUMBER);
    }

    private static String tooLarge(String what, String field) {
        return "The " + what + " in '" + field + "' is too large; the time control takes numbers up to " + MAX_NUMBER + ".";
    }

    /** A group's digits (at most {@link #MAX_NUMBER}); 0 for a group the text left out. */
    private static int number(String digits) {
        return digits == null ? 0 : Integer.parseInt(digits);
    }

    private static String noPreset(String name) {
        return "There is no time control preset called '" + name + "'; the presets are "
                + String.join(", ", PRESETS.keySet()) + ".";
    }

    /** The preset of that name (case does not matter), or a {@link TimeControlException} listing the presets. */
    public static TimeControl preset(String name) {
        String pgn = PRESETS.get(name.strip().toLowerCase(Locale.ROOT));
        if (pgn == null) {
            throw new TimeControlException(noPreset(name.strip()));
        }
        return parse(pgn);
    }

    /** Preset names (sorted) with their PGN strings. */
    public static Map<String, String> presets() {
        return PRESETS;
    }

    /** The PGN TimeControl string (with Hektor's {@code d} suffix for delays). */
    public String pgn() {
        return switch (mode) {
            case UNTIMED -> "-";
            case UNKNOWN -> "?";
            case SANDCLOCK -> "*" + periods.get(0).seconds();
            case PERIODS -> String.join(":", periods.stream().map(Period::pgn).toList());
        };
    }

    @Override
    public String toString() {
        return pgn();
    }

    /** True when a {@link ChessClock} can run it (periods or sandclock). */
    public boolean isTimed() {
        return mode == Mode.PERIODS || mode == Mode.SANDCLOCK;
    }

    /**
     * The period with that index (0 = the first). Past the end, the last period: it repeats when it has a move
     * count, and a rest-of-game period is never left.
     */
    public Period period(int index) {
        if (periods.isEmpty()) {
            throw new IllegalStateException("The time control " + pgn() + " has no periods.");
        }
        return periods.get(Math.min(index, periods.size() - 1));
    }

    private static Map<String, String> loadPresets() {
        Properties p = new Properties();
        try (InputStream in = TimeControl.class.getResourceAsStream("presets.properties")) {
            if (in == null) {
                throw new IllegalStateException("presets.properties is missing from the Hektor jar.");
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> map = new TreeMap<>();
        p.stringPropertyNames().forEach(k -> map.put(k.toLowerCase(Locale.ROOT), p.getProperty(k).strip()));
        return Collections.unmodifiableMap(map);
    }
}
