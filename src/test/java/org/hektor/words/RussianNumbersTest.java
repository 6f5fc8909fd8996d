package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Russian numbers against a table written from the grammar (the irregular ones checked by hand: 11 to 14 take the
 * genitive plural whatever their last digit; одна/две before feminine nouns; сорок, девяносто, двести, and the
 * ordinals сороковой, девяностый, сотый, двухсотый), and every value 0 to 999 against the rule as a Russian
 * speaker states it: the noun's form follows the last word said.
 */
class RussianNumbersTest {
    @ParameterizedTest(name = "{0} минут: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            0   | ноль минут
            1   | одна минута
            2   | две минуты
            3   | три минуты
            4   | четыре минуты
            5   | пять минут
            9   | девять минут
            10  | десять минут
            11  | одиннадцать минут
            12  | двенадцать минут
            13  | тринадцать минут
            14  | четырнадцать минут
            15  | пятнадцать минут
            19  | девятнадцать минут
            20  | двадцать минут
            21  | двадцать одна минута
            22  | двадцать две минуты
            24  | двадцать четыре минуты
            25  | двадцать пять минут
            40  | сорок минут
            41  | сорок одна минута
            59  | пятьдесят девять минут
            90  | девяносто минут
            99  | девяносто девять минут
            100 | сто минут
            101 | сто одна минута
            102 | сто две минуты
            111 | сто одиннадцать минут
            112 | сто двенадцать минут
            114 | сто четырнадцать минут
            121 | сто двадцать одна минута
            200 | двести минут
            211 | двести одиннадцать минут
            222 | двести двадцать две минуты
            300 | триста минут
            400 | четыреста минут
            512 | пятьсот двенадцать минут
            600 | шестьсот минут
            700 | семьсот минут
            800 | восемьсот минут
            901 | девятьсот одна минута
            999 | девятьсот девяносто девять минут
            """)
    void minutes(int n, String said) {
        assertEquals(said, RussianNumbers.counted(n, RussianNumbers.MINUTE));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1   | одна секунда    | один час      | один ход
            2   | две секунды     | два часа      | два хода
            5   | пять секунд     | пять часов    | пять ходов
            11  | одиннадцать секунд | одиннадцать часов | одиннадцать ходов
            21  | двадцать одна секунда | двадцать один час | двадцать один ход
            32  | тридцать две секунды | тридцать два часа | тридцать два хода
            40  | сорок секунд    | сорок часов   | сорок ходов
            113 | сто тринадцать секунд | сто тринадцать часов | сто тринадцать ходов
            """)
    void secondsHoursAndMoves(int n, String seconds, String hours, String moves) {
        assertEquals(seconds, RussianNumbers.counted(n, RussianNumbers.SECOND));
        assertEquals(hours, RussianNumbers.counted(n, RussianNumbers.HOUR));
        assertEquals(moves, RussianNumbers.counted(n, RussianNumbers.MOVE));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1   | первый
            2   | второй
            3   | третий
            4   | четвёртый
            7   | седьмой
            8   | восьмой
            10  | десятый
            11  | одиннадцатый
            14  | четырнадцатый
            20  | двадцатый
            21  | двадцать первый
            23  | двадцать третий
            30  | тридцатый
            40  | сороковой
            42  | сорок второй
            50  | пятидесятый
            60  | шестидесятый
            70  | семидесятый
            80  | восьмидесятый
            90  | девяностый
            99  | девяносто девятый
            100 | сотый
            101 | сто первый
            112 | сто двенадцатый
            120 | сто двадцатый
            140 | сто сороковой
            200 | двухсотый
            300 | трёхсотый
            400 | четырёхсотый
            500 | пятисотый
            999 | девятьсот девяносто девятый
            """)
    void ordinalsForMoves(int n, String said) {
        assertEquals(said, RussianNumbers.ordinal(n));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1000   | тысяча
            1001   | тысяча один
            2000   | две тысячи
            5000   | пять тысяч
            11000  | одиннадцать тысяч
            21000  | двадцать одна тысяча
            """)
    void thousands(int n, String said) {
        assertEquals(said, RussianNumbers.cardinal(n));
    }

    /**
     * Every value 0 to 999 for minutes and moves: made of the number words only, and the noun's form decided by the
     * last word said (один/одна takes the one-form, два/две/три/четыре the few-form, all others the many-form,
     * одиннадцать to четырнадцать among them): the rule as said, not as computed from digits.
     */
    @Test
    void everyValueFrom0To999AgreesWithItsLastWord() {
        Set<String> numberWords = Set.of("ноль", "один", "одна", "два", "две", "три", "четыре", "пять", "шесть", "семь",
                "восемь", "девять", "десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
                "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать", "двадцать", "тридцать", "сорок",
                "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто", "сто", "двести", "триста",
                "четыреста", "пятьсот", "шестьсот", "семьсот", "восемьсот", "девятьсот");
        for (RussianNumbers.Noun noun : List.of(RussianNumbers.MINUTE, RussianNumbers.MOVE, RussianNumbers.HOUR)) {
            for (int n = 0; n <= 999; n++) {
                String said = RussianNumbers.counted(n, noun);
                List<String> words = List.of(said.split(" "));
                String last = words.get(words.size() - 2);
                assertTrue(numberWords.containsAll(words.subList(0, words.size() - 1)), said);
                String expected = Set.of("один", "одна").contains(last) ? noun.one()
                        : Set.of("два", "две", "три", "четыре").contains(last) ? noun.few() : noun.many();
                assertEquals(expected, words.get(words.size() - 1), n + ": " + said);
                boolean feminine = noun.gender() == NumberWords.Gender.FEMININE;
                assertTrue(feminine ? !words.contains("один") && !words.contains("два")
                        : !words.contains("одна") && !words.contains("две"), n + ": " + said);
                assertTrue(words.size() - 1 <= 3, "at most hundreds, tens, units: " + said);
            }
        }
        for (int n = 1; n <= 999; n++) {
            List<String> words = List.of(RussianNumbers.ordinal(n).split(" "));
            String last = words.get(words.size() - 1);
            assertTrue(numberWords.containsAll(words.subList(0, words.size() - 1)), n + ": " + words);
            assertTrue(last.matches("[а-яё]+(ый|ой|ий)"), n + ": " + words);
            assertEquals(n % 100 == 0 ? 1 : n % 10 == 0 || n % 100 < 20 ? (n > 100 ? 2 : 1) : (n > 100 ? 3 : 2),
                    words.size(), n + ": " + words);
        }
    }
}
