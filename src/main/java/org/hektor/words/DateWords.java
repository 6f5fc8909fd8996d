package org.hektor.words;

import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * A moment as a sentence says it: German in words ("zweiten Dezember um fünf Uhr zweiundfünfzig"), since German games
 * say numbers in words; English as a clock shows it ("December 2 at 05:52"). The year is said only when it is not
 * this year's.
 */
public final class DateWords {
    private DateWords() {
    }

    /** {@code moment} in {@code words}, the year left out when it is {@code today}'s. */
    public static String said(Words words, LocalDateTime moment, LocalDate today) {
        boolean german = words.language().equals("de");
        String month = words.say("session.date.months").split(",")[moment.getMonthValue() - 1].strip();
        String day = german ? germanDayOrdinal(moment.getDayOfMonth()) : Integer.toString(moment.getDayOfMonth());
        String year = moment.getYear() == today.getYear() ? ""
                : " " + (german ? NumberWords.german(moment.getYear()) : Integer.toString(moment.getYear()));
        // "ein Uhr", as before a noun; "ein Uhr eins": the minutes are counted
        String hour = german ? NumberWords.german(moment.getHour(), NumberWords.Gender.NEUTER) : String.format("%02d", moment.getHour());
        String minute = german ? (moment.getMinute() == 0 ? "" : NumberWords.german(moment.getMinute()))
                : String.format("%02d", moment.getMinute());
        return words.say(minute.isEmpty() ? "session.date.at.hour" : "session.date.at", "day", day, "month", month,
                "year", year,
                "hour", hour, "minute", minute);
    }

    /**
     * The German ordinal of a day in the dative ("am zweiten", "vom einunddreißigsten"): "-ten" to nineteen, "-sten"
     * from twenty; erst-, dritt-, sieb- and acht- are the irregular ones.
     */
    public static String germanDayOrdinal(int day) {
        return switch (day) {
            case 1 -> "ersten";
            case 3 -> "dritten";
            case 7 -> "siebten";
            case 8 -> "achten";
            default -> NumberWords.german(day) + (day < 20 ? "ten" : "sten");
        };
    }
}
