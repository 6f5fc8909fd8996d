package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import org.hektor.chess.Color;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;

/**
 * One language for Russian: every sentence of the ru sentence file is Russian (hunspell-ru), with no Latin-script word
 * but the IBCA move words and the names of keys, and no digit. Placeholders are left out (what fills them is checked
 * where it is said: {@code cli.LanguagePairGameTest} plays a Russian game and reads every line the console prints).
 */
class RussianWordsTest {
    /** Settings of the file, not speech. */
    private static final Set<String> SETTINGS = Set.of("language", "clock.units.gender", "clock.hours.gender",
            "clock.minutes.gender", "clock.seconds.gender");
    /**
     * Typed syntax, as in the German file: the assistant's board lines ("b lift e2", "> draw"), which the console reads
     * as English tokens and squares, and the tablet page's typed examples and formats ("Sf3", "g1f3", SAN, UCI, PGN).
     */
    private static final Set<String> TYPED_SYNTAX = Set.of("help.tablet", "help.board", "tablet.page.say.help",
            "tablet.page.say", "tablet.page.pgn");

    private final RussianText russian = new RussianText(Profile.load("ibca", "ru"));

    @Test
    void everyRussianSentenceIsRussian() throws IOException {
        Properties p = new Properties();
        try (InputStream in = Words.class.getResourceAsStream("/org/hektor/words/ru.properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        Map<String, String> sentences = new TreeMap<>();
        for (String key : p.stringPropertyNames()) {
            if (!SETTINGS.contains(key) && !TYPED_SYNTAX.contains(key)) {
                sentences.put(key, p.getProperty(key).replaceAll("\\{[^}]*}", " "));
            }
        }
        russian.learnWordsOf(sentences.values());
        List<String> bad = new ArrayList<>();
        sentences.forEach((key, sentence) -> russian.problems(sentence).forEach(why -> bad.add(key + ": " + why)));
        assertEquals(List.of(), bad);
        assertTrue(p.size() > 450, "the whole file was read: " + p.size());
    }

    @Test
    void theCheckFindsForeignWordsDigitsAndMisspellings() {
        assertEquals(List.of("a digit"), russian.problems("Гектор, уровень 5, думает."));
        assertTrue(russian.problems("Микрофон не найден: type your moves.").containsAll(List.of(
                "the foreign word 'type'", "the foreign word 'your'", "the foreign word 'moves'")));
        assertEquals(List.of("the foreign word 'Remis'"), russian.problems("Соперник предлагает Remis."));
        assertEquals(List.of("the unknown word 'хд'"), russian.problems("Ваш хд."));
        assertEquals(List.of(), russian.problems("Springer Gustav eins Felix drei. Верно? Двадцать одна минута."));
    }

    @Test
    void theClockIsSaidWithRussianNounFormsAndOrdinalMoves() {
        Words ru = Words.forLanguage("ru");
        assertEquals("ru", ru.language());
        ClockReport report = ClockReport.in(ru);
        assertEquals("У каждой стороны один час тридцать одна минута и ещё две секунды после каждого хода.",
                report.control(TimeControl.parse("5460+2")));
        assertEquals("У каждой стороны два часа на сорок ходов, затем тридцать минут до конца партии "
                + "и ещё тридцать секунд после каждого хода.", report.control(TimeControl.parse("40/7200+30:1800+30")));
        assertEquals("Белые", ru.color(Color.WHITE));
        assertEquals("сорок ходов", ru.moveCount(40));
        assertEquals("двадцать два хода", ru.moveCount(22));
        assertEquals("двадцать первый", ru.moveNumber(21));
    }
}
