package org.hektor.words;

/**
 * Whole numbers in Russian words, so a Russian voice never gets digits: cardinals that agree in gender with the noun
 * they count ({@code одна минута}, {@code один ход}), the form of that noun after them ({@code одна минута},
 * {@code две минуты}, {@code пять минут}, and {@code одиннадцать минут}: 11 to 14 take the many-form whatever
 * their last digit), and the ordinals a move is counted with ({@code двадцать первый ход}, {@code сороковой},
 * {@code сотый}). Cardinals from 0 to {@link NumberWords#MAX}, ordinals from 0 to 999.
 */
public final class RussianNumbers {
    /** The form of a counted noun: after 1 (21, 101 ...), after 2 to 4 (22, 104 ...), and after all others. */
    public enum Form { ONE, FEW, MANY }

    /** A noun as numbers count it: its three forms and its gender. */
    public record Noun(String one, String few, String many, NumberWords.Gender gender) {
        /** The form after {@code n}: "минута", "минуты", "минут". */
        public String after(int n) {
            return switch (form(n)) {
                case ONE -> one;
                case FEW -> few;
                case MANY -> many;
            };
        }
    }

    public static final Noun MINUTE = new Noun("минута", "минуты", "минут", NumberWords.Gender.FEMININE);
    public static final Noun SECOND = new Noun("секунда", "секунды", "секунд", NumberWords.Gender.FEMININE);
    public static final Noun HOUR = new Noun("час", "часа", "часов", NumberWords.Gender.MASCULINE);
    public static final Noun MOVE = new Noun("ход", "хода", "ходов", NumberWords.Gender.MASCULINE);
    private static final Noun THOUSAND = new Noun("тысяча", "тысячи", "тысяч", NumberWords.Gender.FEMININE);

    private static final String[] SMALL = {"ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь",
        "девять", "десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать", "шестнадцать",
        "семнадцать", "восемнадцать", "девятнадцать"};
    private static final String[] TENS = {"", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят",
        "семьдесят", "восемьдесят", "девяносто"};
    private static final String[] HUNDREDS = {"", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот",
        "семьсот", "восемьсот", "девятьсот"};
    private static final String[] SMALL_ORDINALS = {"нулевой", "первый", "второй", "третий", "четвёртый", "пятый",
        "шестой", "седьмой", "восьмой", "девятый", "десятый", "одиннадцатый", "двенадцатый", "тринадцатый",
        "четырнадцатый", "пятнадцатый", "шестнадцатый", "семнадцатый", "восемнадцатый", "девятнадцатый"};
    private static final String[] TENS_ORDINALS = {"", "", "двадцатый", "тридцатый", "сороковой", "пятидесятый",
        "шестидесятый", "семидесятый", "восьмидесятый", "девяностый"};
    private static final String[] HUNDREDS_ORDINALS = {"", "сотый", "двухсотый", "трёхсотый", "четырёхсотый",
        "пятисотый", "шестисотый", "семисотый", "восьмисотый", "девятисотый"};

    private RussianNumbers() {
    }

    /**
     * Which form of a noun follows {@code n}: the last two digits 11 to 14 take the many-form ("одиннадцать минут"),
     * else a last digit 1 the one-form ("двадцать одна минута"), 2 to 4 the few-form ("двадцать две минуты"), and
     * every other the many-form ("двадцать пять минут", "ноль минут").
     */
    public static Form form(long n) {
        long lastTwo = Math.abs(n) % 100;
        long last = lastTwo % 10;
        if (lastTwo >= 11 && lastTwo <= 14) {
            return Form.MANY;
        }
        return last == 1 ? Form.ONE : last >= 2 && last <= 4 ? Form.FEW : Form.MANY;
    }

    /** The counting form, masculine: {@code ноль}, {@code двадцать один}, {@code сто двенадцать}. */
    public static String cardinal(int n) {
        return cardinal(n, NumberWords.Gender.MASCULINE);
    }

    /**
     * The cardinal agreeing with a noun of {@code gender}: only a final 1 and 2 change ({@code одна}, {@code две}
     * feminine; {@code одно} neuter), so "двадцать одна минута", "сто две секунды". A whole thousand is said
     * "тысяча", as people say it.
     */
    public static String cardinal(int n, NumberWords.Gender gender) {
        if (n < 0 || n > NumberWords.MAX) {
            throw new IllegalArgumentException("Numbers in words go from 0 to " + NumberWords.MAX + ", not " + n + ".");
        }
        if (n == 0) {
            return SMALL[0];
        }
        int thousands = n / 1000;
        int rest = n % 1000;
        StringBuilder sb = new StringBuilder();
        if (thousands > 0) {
            sb.append(thousands == 1 ? "" : belowThousand(thousands, THOUSAND.gender()) + " ").append(THOUSAND.after(thousands));
        }
        if (rest > 0) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(belowThousand(rest, gender));
        }
        return sb.toString();
    }

    /** A number with its noun: {@code одна минута}, {@code две минуты}, {@code пять минут}, {@code ноль секунд}. */
    public static String counted(int n, Noun noun) {
        return cardinal(n, noun.gender()) + " " + noun.after(n);
    }

    /**
     * The masculine ordinal, as a move is counted ("двадцать первый ход"): only the last word is an ordinal
     * ({@code сто двадцать первый}, {@code сороковой}, {@code двухсотый}).
     */
    public static String ordinal(int n) {
        if (n < 0 || n > 999) {
            throw new IllegalArgumentException("Ordinals in words go from 0 to 999, not " + n + ".");
        }
        if (n == 0) {
            return SMALL_ORDINALS[0];
        }
        int hundreds = n / 100;
        int tens = n % 100 / 10;
        int units = n % 10;
        int rest = n % 100;
        StringBuilder sb = new StringBuilder();
        if (rest == 0) {
            return HUNDREDS_ORDINALS[hundreds];
        }
        if (hundreds > 0) {
            sb.append(HUNDREDS[hundreds]).append(' ');
        }
        if (rest < 20) {
            return sb.append(SMALL_ORDINALS[rest]).toString();
        }
        if (units == 0) {
            return sb.append(TENS_ORDINALS[tens]).toString();
        }
        return sb.append(TENS[tens]).append(' ').append(SMALL_ORDINALS[units]).toString();
    }

    private static String belowThousand(int n, NumberWords.Gender gender) {
        StringBuilder sb = new StringBuilder();
        int hundreds = n / 100;
        int rest = n % 100;
        if (hundreds > 0) {
            sb.append(HUNDREDS[hundreds]);
        }
        if (rest == 0) {
            return sb.toString();
        }
        if (!sb.isEmpty()) {
            sb.append(' ');
        }
        if (rest < 20) {
            return sb.append(agreeing(rest, gender)).toString();
        }
        sb.append(TENS[rest / 10]);
        if (rest % 10 > 0) {
            sb.append(' ').append(agreeing(rest % 10, gender));
        }
        return sb.toString();
    }

    /** One and two agree with the noun's gender; every other number has one form in the nominative. */
    private static String agreeing(int n, NumberWords.Gender gender) {
        if (n == 1) {
            return switch (gender) {
                case MASCULINE -> "один";
                case FEMININE -> "одна";
                case NEUTER -> "одно";
            };
        }
        if (n == 2) {
            return gender == NumberWords.Gender.FEMININE ? "две" : "два";
        }
        return SMALL[n];
    }
}
