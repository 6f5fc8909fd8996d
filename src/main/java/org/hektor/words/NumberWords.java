package org.hektor.words;

/**
 * Whole numbers as words, German and English, so the speaker never gets digits a TTS voice might misread
 * (rule 2.9d reports; any package may reuse it). Cardinals from 0 to 999999.
 *
 * <p>German is written as spoken, in one word: {@code einundzwanzig}, {@code dreiundzwanzig},
 * {@code hunderteins}, {@code zweitausendvierhundertelf}; "hundert" and "tausend" without a leading "ein", as
 * people say them. The counting form ends in "eins"; before a noun, the form agrees with the noun's gender:
 * {@code eine Stunde}, {@code ein Zug}. English: {@code twenty-three}, {@code one hundred one},
 * {@code two thousand four hundred eleven} (no "and").
 */
public final class NumberWords {
    public static final int MAX = 999_999;

    /** The gender of the German noun a number stands before, which decides the form of a final "eins". */
    public enum Gender { MASCULINE, FEMININE, NEUTER }

    private static final String[] GERMAN_SMALL = {"null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben",
        "acht", "neun", "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn",
        "neunzehn"};
    private static final String[] GERMAN_TENS = {"", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig",
        "siebzig", "achtzig", "neunzig"};
    private static final String[] ENGLISH_SMALL = {"zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"};
    private static final String[] ENGLISH_TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"};

    private NumberWords() {
    }

    /** The German counting form: {@code null}, {@code eins}, {@code einundzwanzig}, {@code hunderteins}. */
    public static String german(int n) {
        check(n);
        if (n == 0) {
            return "null";
        }
        int thousands = n / 1000;
        int rest = n % 1000;
        StringBuilder sb = new StringBuilder();
        if (thousands > 0) {
            // "tausend", "zweitausend", "einundzwanzigtausend", "hunderteintausend": inside a compound, "ein"
            sb.append(thousands == 1 ? "" : germanBelowThousand(thousands, true)).append("tausend");
        }
        if (rest > 0) {
            sb.append(germanBelowThousand(rest, false));
        }
        return sb.toString();
    }

    /** The German form before a noun of that gender: {@code eine} (Stunde), {@code ein} (Zug), {@code hunderteine}. */
    public static String german(int n, Gender gender) {
        String counting = german(n);
        if (n % 100 != 1) {
            return counting; // only a final "eins" agrees with the noun; "einundzwanzig Minuten" stays
        }
        String stem = counting.substring(0, counting.length() - 1); // "eins" -> "ein"
        return gender == Gender.FEMININE ? stem + "e" : stem;
    }

    /** English: {@code zero}, {@code twenty-three}, {@code one hundred one}, {@code nine thousand nine hundred ninety-nine}. */
    public static String english(int n) {
        check(n);
        if (n == 0) {
            return "zero";
        }
        int thousands = n / 1000;
        int rest = n % 1000;
        StringBuilder sb = new StringBuilder();
        if (thousands > 0) {
            sb.append(englishBelowThousand(thousands)).append(" thousand");
        }
        if (rest > 0) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(englishBelowThousand(rest));
        }
        return sb.toString();
    }

    /**
     * The number in the language of a profile's data: {@code de} or {@code ru} (with the noun's gender, or null for
     * the counting form) or {@code en}.
     */
    public static String of(int n, String language, Gender gender) {
        return switch (language) {
            case "de" -> gender == null ? german(n) : german(n, gender);
            case "en" -> english(n);
            case "ru" -> RussianNumbers.cardinal(n, gender == null ? Gender.MASCULINE : gender);
            default -> throw new IllegalArgumentException("Hektor writes numbers in German (de), English (en) and Russian (ru), not '"
                    + language + "'.");
        };
    }

    private static String germanBelowThousand(int n, boolean inCompound) {
        int hundreds = n / 100;
        int rest = n % 100;
        StringBuilder sb = new StringBuilder();
        if (hundreds > 0) {
            sb.append(hundreds == 1 ? "" : GERMAN_SMALL[hundreds]).append("hundert");
        }
        if (rest > 0) {
            sb.append(germanBelowHundred(rest, inCompound));
        }
        return sb.toString();
    }

    private static String germanBelowHundred(int n, boolean inCompound) {
        if (n == 1) {
            return inCompound ? "ein" : "eins";
        }
        if (n < 20) {
            return GERMAN_SMALL[n];
        }
        int units = n % 10;
        String tens = GERMAN_TENS[n / 10];
        if (units == 0) {
            return tens;
        }
        return (units == 1 ? "ein" : GERMAN_SMALL[units]) + "und" + tens;
    }

    private static String englishBelowThousand(int n) {
        int hundreds = n / 100;
        int rest = n % 100;
        StringBuilder sb = new StringBuilder();
        if (hundreds > 0) {
            sb.append(ENGLISH_SMALL[hundreds]).append(" hundred");
        }
        if (rest > 0) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            if (rest < 20) {
                sb.append(ENGLISH_SMALL[rest]);
            } else {
                sb.append(ENGLISH_TENS[rest / 10]);
                if (rest % 10 > 0) {
                    sb.append('-').append(ENGLISH_SMALL[rest % 10]);
                }
            }
        }
        return sb.toString();
    }

    private static void check(int n) {
        if (n < 0 || n > MAX) {
            throw new IllegalArgumentException("Numbers in words go from 0 to " + MAX + ", not " + n + ".");
        }
    }
}
