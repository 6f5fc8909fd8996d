package org.hektor.clock;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;

/**
 * The time report a player asks for (rule 2.9d: only at his request, the number of moves and the time used by
 * both players), in words for the speaker, never digits.
 *
 * <p>The sentences are data: {@code report-<profile>.properties} next to this class ({@code ibca} German,
 * {@code en} English); adding a language is adding a file. The shape, in both:
 * <pre>
 * Zug dreiundzwanzig. Weiß: eine Stunde zwölf Minuten, verbraucht achtzehn Minuten. Schwarz: ...
 * Move twenty-three. White: one hour twelve minutes, used eighteen minutes. Black: ...
 * </pre>
 * the number of the move being played, then for White and Black the remaining main time and the time used
 * (all the time that side's clock has run). A side whose time is up is "Zeit abgelaufen" / "time is up".
 *
 * <p>How precise: what a player can act on, in as few words as will do. Under one minute, seconds; under ten
 * minutes, minutes and seconds (time trouble is where seconds matter); under an hour, minutes; from an hour,
 * hours and minutes. Parts that are zero are left out. Times are rounded down, so a player is never told he
 * has more than he has.
 */
public final class ClockReport {
    private static final long SECOND = 1000;
    private static final long MINUTE = 60 * SECOND;
    private static final long HOUR = 60 * MINUTE;

    private final Properties words;
    private final String language;
    private final NumberWords.Gender unitGender;

    private ClockReport(Properties words) {
        this.words = words;
        this.language = need("language");
        String gender = words.getProperty("units.gender");
        this.unitGender = gender == null ? null : NumberWords.Gender.valueOf(gender.strip().toUpperCase(Locale.ROOT));
    }

    /** The report in the words of a spoken-notation profile ({@code ibca} or {@code en}). */
    public static ClockReport forProfile(String profile) {
        if (profile == null || !profile.matches("[a-z0-9-]+")) {
            throw new IllegalArgumentException("'" + profile + "' is not a profile name; Hektor speaks ibca and en.");
        }
        Properties p = new Properties();
        try (InputStream in = ClockReport.class.getResourceAsStream("report-" + profile + ".properties")) {
            if (in == null) {
                throw new IllegalArgumentException("Hektor has no clock report words for the profile '" + profile + "'.");
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ClockReport(p);
    }

    /** The whole report for a snapshot of the clock (normally {@link ChessClock#snapshot()} at the request). */
    public String spoken(ClockSnapshot clock) {
        return spoken(clock, clock.moveNumber());
    }

    /**
     * The report with the game's own move number: a game set up from a FEN at move 30 is at move 30, though
     * its clock has counted only the moves it timed.
     */
    public String spoken(ClockSnapshot clock, int moveNumber) {
        return need("report")
                .replace("{move}", number(moveNumber, null))
                .replace("{white}", side(need("white"), clock.white()))
                .replace("{black}", side(need("black"), clock.black()));
    }

    private String side(String name, SideTime t) {
        String template = t.remainingMillis() == 0 && t.flagFallen() ? need("side.flag") : need("side");
        return template.replace("{side}", name)
                .replace("{remaining}", duration(t.remainingMillis()))
                .replace("{used}", duration(t.usedMillis()));
    }

    /** A time in words at the precision described above: {@code eine Stunde zwölf Minuten}, {@code zero seconds}. */
    public String duration(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("A time to speak cannot be negative: " + millis + " ms.");
        }
        long hours = millis / HOUR;
        long minutes = millis % HOUR / MINUTE;
        long seconds = millis % MINUTE / SECOND;
        if (millis < MINUTE) {
            return unit(seconds, "seconds");
        }
        if (millis < 10 * MINUTE) {
            return seconds == 0 ? unit(minutes, "minutes") : unit(minutes, "minutes") + " " + unit(seconds, "seconds");
        }
        if (millis < HOUR) {
            return unit(minutes, "minutes");
        }
        return minutes == 0 ? unit(hours, "hours") : unit(hours, "hours") + " " + unit(minutes, "minutes");
    }

    private String unit(long n, String unit) {
        if (n > NumberWords.MAX) {
            throw new IllegalArgumentException("A time of " + n + " " + unit + " is too long to say.");
        }
        return number((int) n, unitGender) + " " + need(unit + (n == 1 ? ".one" : ".many"));
    }

    private String number(int n, NumberWords.Gender gender) {
        return NumberWords.of(n, language, gender);
    }

    private String need(String key) {
        String value = words.getProperty(key);
        if (value == null) {
            throw new IllegalStateException("The clock report words lack the entry '" + key + "'.");
        }
        return value.strip();
    }
}
