package org.hektor.arbiter.script;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.Square;
import org.hektor.words.Refusable;

/**
 * The words of a scenario line (docs/arbiter-scenarios.md): squares, piece letters, sides, durations, quoted text,
 * and how times and sides are printed. A word that cannot be read is answered with one
 * sentence (a {@link Refusable}), to which the script adds {@code Line N: }.
 */
final class ScriptWords {
    /** Longer than any line a scenario needs (a FEN is under 100 characters); a longer one is no scenario line. */
    static final int MAX_LINE_CHARS = 1000;
    /** The most one {@code time} line moves the clock: longer than any game's time control. */
    static final long MAX_DURATION_HOURS = 999;
    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?");
    private static final Pattern CLOCK_TIME = Pattern.compile("(?:(\\d+):)?(\\d+):(\\d\\d)");

    private ScriptWords() {
    }

    /**
     * Why the line is no scenario line, or empty when it is plain text of reasonable length: no control characters,
     * nothing a terminal would act on.
     */
    static Optional<String> notPlainText(String raw) {
        if (raw.length() > MAX_LINE_CHARS) {
            return Optional.of("the line is longer than " + MAX_LINE_CHARS + " characters; no scenario line is.");
        }
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (Character.isISOControl(c) && c != '\t' || Character.getType(c) == Character.UNASSIGNED
                    || Character.getType(c) == Character.SURROGATE && !validSurrogate(raw, i)) {
                return Optional.of(String.format(Locale.ROOT, "the line holds the character U+%04X, "
                        + "which no scenario line has; a scenario line is plain text.", (int) c));
            }
        }
        return Optional.empty();
    }

    static boolean validSurrogate(String s, int i) {
        char c = s.charAt(i);
        return Character.isHighSurrogate(c) ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
                : i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    static String rest(String line, int words) {
        String[] parts = line.strip().split("\\s+", words + 1);
        return parts.length > words ? parts[words].strip() : "";
    }

    static String unquote(String s) {
        String t = s.strip();
        if (t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"")) {
            return t.substring(1, t.length() - 1).strip();
        }
        return t;
    }

    /** Why a line of {@code verb} with these words is no line, or empty when it is {@code verb} alone. */
    static Optional<String> alone(String[] words, String verb) {
        return words.length == 1 ? Optional.empty() : Optional.of("'" + verb + "' stands alone on its line.");
    }

    static Refusable<String> one(String arg, String verb, String what) {
        if (arg.isEmpty() || arg.contains(" ")) {
            return Refusable.refused("'" + verb + "' takes one word: " + what + ".");
        }
        return Refusable.given(arg);
    }

    static Refusable<Square> square(String s) {
        if (!Square.isSquareName(s.strip())) {
            return Refusable.refused("'" + s + "' is not a square; a square is a file a-h and a rank 1-8, like e4.");
        }
        return Refusable.given(Square.parse(s.strip()));
    }

    static Refusable<Piece> piece(String s) {
        if (s.length() != 1 || "PNBRQKpnbrqk".indexOf(s.charAt(0)) < 0) {
            return Refusable.refused("'" + s + "' is not a piece letter; White's are PNBRQK, Black's pnbrqk.");
        }
        return Refusable.given(Piece.fromFenLetter(s.charAt(0)));
    }

    static Refusable<Color> colour(String s) {
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "white" -> Refusable.given(Color.WHITE);
            case "black" -> Refusable.given(Color.BLACK);
            default -> Refusable.refused("'" + s.strip() + "' is not a side; say white or black.");
        };
    }

    /**
     * A duration as a {@code time} line writes it: units in the order h, m, s ({@code 30s}, {@code 5m},
     * {@code 1h30m}, {@code 90s}) or a clock reading ({@code m:ss}, {@code h:mm:ss}). The first number may be any size;
     * every number after it is below 60 ({@code 1h90m}, {@code 1:99:00}, {@code 0:00:60} are no durations). At most
     * {@value #MAX_DURATION_HOURS} hours.
     */
    static Refusable<Duration> duration(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT);
        Matcher clock = CLOCK_TIME.matcher(t);
        Matcher units = DURATION.matcher(t);
        Matcher m = clock.matches() ? clock : !t.isEmpty() && units.matches() ? units : null;
        if (m == null) {
            return Refusable.refused("'" + s.strip() + "' is not a duration; write it like 30s, 5m, 1h30m "
                    + "or 1:30:00.");
        }
        long[] scale = {3600, 60, 1};
        long seconds = 0;
        boolean first = true;
        for (int i = 1; i <= 3; i++) {
            String number = m.group(i);
            if (number == null) {
                continue;
            }
            if (number.length() > 9) {
                return tooLong(s);
            }
            long n = Long.parseLong(number);
            if (!first && n > 59) {
                return Refusable.refused("'" + s.strip() + "' is not a duration: after the first number, "
                        + "minutes and seconds go from 0 to 59.");
            }
            seconds += n * scale[i - 1];
            first = false;
        }
        if (seconds > MAX_DURATION_HOURS * 3600) {
            return tooLong(s);
        }
        return Refusable.given(Duration.ofSeconds(seconds));
    }

    private static Refusable<Duration> tooLong(String duration) {
        return Refusable.refused("'" + duration.strip() + "' is longer than " + MAX_DURATION_HOURS
                + " hours; no game lasts that long.");
    }

    static String hms(long millis) {
        long s = millis / 1000;
        String text = String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        return millis % 1000 == 0 ? text : text + String.format(Locale.ROOT, ".%03d", millis % 1000);
    }

    static String name(Color c) {
        return c == Color.WHITE ? "white" : "black";
    }
}
