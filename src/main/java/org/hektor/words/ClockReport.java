package org.hektor.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hektor.chess.Color;
import org.hektor.clock.Call;
import org.hektor.clock.ClockSnapshot;
import org.hektor.clock.SideTime;
import org.hektor.clock.TimeControl;

/**
 * The time report a player asks for (rule 2.9d: only at his request, the number of moves and the time used by
 * both players), in words for the speaker, never digits.
 *
 * <p>The sentences are the {@code clock.*} entries of the profile's {@link Words}. The shape, in both languages:
 * <pre>
 * Zug dreiundzwanzig. Weiß: eine Stunde zwölf Minuten, verbraucht achtzehn Minuten. Schwarz: ...
 * Move twenty-three. White: one hour twelve minutes, used eighteen minutes. Black: ...
 * </pre>
 * the number of the move being played, then for White and Black the remaining main time and the time used
 * (all the time that side's clock has run). A side whose time is up is "Zeit abgelaufen" / "time is up".
 *
 * <p>How precise: what a player can act on, in as few words as will do. Under one minute, seconds; under ten
 * minutes, minutes and seconds (time trouble is where seconds matter); under an hour, minutes; from an hour,
 * hours and minutes. The report says its four times alike: when one of them is under ten minutes, every one is said
 * to the second. Parts that are zero are left out. Times are rounded down, so a player is never told he has more than
 * he has.
 */
public final class ClockReport {
    private static final long SECOND = 1000;
    private static final long MINUTE = 60 * SECOND;
    private static final long HOUR = 60 * MINUTE;

    private final Words words;
    private final NumberWords.Gender unitGender;

    private ClockReport(Words words) {
        this.words = words;
        String gender = words.has("clock.units.gender") ? words.say("clock.units.gender") : null;
        this.unitGender = gender == null ? null : NumberWords.Gender.valueOf(gender.toUpperCase(Locale.ROOT));
    }

    /** The report in the words of a spoken-notation profile ({@code ibca} or {@code en}). */
    public static ClockReport forProfile(String profile) {
        if (!Words.hasOwnFile(profile)) {
            throw new IllegalArgumentException(Words.english().say("clock.no.profile", "profile", profile));
        }
        return new ClockReport(Words.forProfile(profile));
    }

    /** The report in these words. */
    public static ClockReport in(Words words) {
        return new ClockReport(words);
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
        // one precision for the whole report: when any of its four times is said with seconds, all are
        boolean seconds = false;
        for (SideTime t : List.of(clock.white(), clock.black())) {
            seconds |= t.remainingMillis() < 10 * MINUTE || t.usedMillis() < 10 * MINUTE;
        }
        return words.say("clock.report", "move", words.moveNumber(moveNumber),
                "white", side(Color.WHITE, clock.white(), seconds), "black", side(Color.BLACK, clock.black(), seconds));
    }

    /**
     * Rule 2.9d: the report a player asks for, or, in a game without a clock ({@code clock} null), the move number
     * and that there is no clock.
     */
    public String asked(ClockSnapshot clock, int moveNumber) {
        return clock == null ? words.say("clock.untimed", "move", words.moveNumber(moveNumber)) : spoken(clock, moveNumber);
    }

    private String side(Color side, SideTime t, boolean seconds) {
        String key = t.remainingMillis() == 0 && t.flagFallen() ? "clock.report.side.flag" : "clock.report.side";
        return words.say(key, "side", words.color(side), "remaining", duration(t.remainingMillis(), seconds),
                "used", duration(t.usedMillis(), seconds));
    }

    /** A call of the tactile dial (rule 2.4) or a flag (6.8), as the clock made it: "Weiß: vier Minuten." */
    public String call(Call call) {
        String side = words.color(call.side());
        return switch (call.kind()) {
            case FLAG -> words.say("clock.call.flag", "side", side);
            case CONTROL -> words.say("clock.call.control", "side", side, "time", duration(call.argument() * 1000L));
            case TICK, DOUBLE_TICK -> words.say("clock.call.tick", "side", side, "time", duration(call.remainingMillis()));
            case MINUTES -> words.say("clock.call.minutes", "side", side, "time", duration(call.remainingMillis()));
            case SECONDS -> words.say("clock.call.seconds", "side", side, "time", duration(call.remainingMillis()));
        };
    }

    /** The time control as the start of a game says it: "Jede Seite hat fünfzehn Minuten, und zehn Sekunden mehr ..." */
    public String control(TimeControl tc) {
        if (!tc.isTimed()) {
            return words.say("clock.control.none");
        }
        TimeControl.Period first = tc.period(0);
        String time = duration(first.seconds() * 1000L);
        if (!first.isRestOfGame()) {
            return periods(tc.periods());
        }
        if (first.incrementSeconds() > 0) {
            return words.say("clock.control.increment", "time", time,
                    "increment", duration(first.incrementSeconds() * 1000L));
        }
        if (first.delaySeconds() > 0) {
            return words.say("clock.control.delay", "time", time, "delay", duration(first.delaySeconds() * 1000L));
        }
        return words.say("clock.control.each", "time", time);
    }

    /**
     * A control of periods said completely, every period with its moves, and the increment or delay once
     * when all periods share it, else with each period: "Jede Seite hat eine Stunde dreißig Minuten für vierzig
     * Züge, danach dreißig Minuten für den Rest der Partie, und dreißig Sekunden mehr nach jedem Zug."
     */
    private String periods(List<TimeControl.Period> periods) {
        boolean sameIncrement = periods.stream().mapToInt(TimeControl.Period::incrementSeconds).distinct().count() == 1;
        boolean sameDelay = periods.stream().mapToInt(TimeControl.Period::delaySeconds).distinct().count() == 1;
        List<String> said = new ArrayList<>();
        for (int i = 0; i < periods.size(); i++) {
            TimeControl.Period p = periods.get(i);
            String time = duration(p.seconds() * 1000L);
            String period = p.isRestOfGame() ? words.say("clock.control.then.rest", "time", time)
                    : words.say(i == 0 ? "clock.control.first" : "clock.control.then", "time", time,
                    "moves", words.moveCount(p.moves()));
            if (!sameIncrement && p.incrementSeconds() > 0) {
                period = words.say("clock.control.with.increment", "period", period,
                        "increment", duration(p.incrementSeconds() * 1000L));
            } else if (!sameDelay && p.delaySeconds() > 0) {
                period = words.say("clock.control.with.delay", "period", period, "delay", duration(p.delaySeconds() * 1000L));
            }
            said.add(period);
        }
        String all = String.join(", ", said);
        TimeControl.Period first = periods.get(0);
        if (sameIncrement && first.incrementSeconds() > 0) {
            return words.say("clock.control.periods.increment", "periods", all,
                    "increment", duration(first.incrementSeconds() * 1000L));
        }
        if (sameDelay && first.delaySeconds() > 0) {
            return words.say("clock.control.periods.delay", "periods", all, "delay", duration(first.delaySeconds() * 1000L));
        }
        return words.say("clock.control.periods", "periods", all);
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

    /**
     * A time in words to the second ({@code seconds}) or at {@link #duration(long)}'s precision: the report of rule
     * 2.9d says its four times alike, so a player never hears seconds for one time and none for the one beside it.
     */
    private String duration(long millis, boolean seconds) {
        if (!seconds || millis < 10 * MINUTE) {
            return duration(millis);
        }
        List<String> parts = new ArrayList<>();
        long[] amounts = {millis / HOUR, millis % HOUR / MINUTE, millis % MINUTE / SECOND};
        String[] units = {"hours", "minutes", "seconds"};
        for (int i = 0; i < 3; i++) {
            if (amounts[i] > 0) {
                parts.add(unit(amounts[i], units[i]));
            }
        }
        return String.join(" ", parts);
    }

    private String unit(long n, String unit) {
        if (n > NumberWords.MAX) {
            throw new IllegalArgumentException("A time of " + n + " " + unit + " is too long to say.");
        }
        // Russian nouns have three forms after a number (одна минута, две минуты, пять минут) and their own gender
        // (минута feminine, час masculine); German and English two forms and one gender for all units
        String key = "clock." + unit;
        NumberWords.Gender gender = words.has(key + ".gender")
                ? NumberWords.Gender.valueOf(words.say(key + ".gender").toUpperCase(Locale.ROOT)) : unitGender;
        String form = words.has(key + ".few") ? RussianNumbers.form(n).name().toLowerCase(Locale.ROOT)
                : n == 1 ? "one" : "many";
        return number((int) n, gender) + " " + words.say(key + "." + form);
    }

    private String number(int n, NumberWords.Gender gender) {
        return NumberWords.of(n, words.language(), gender);
    }
}
