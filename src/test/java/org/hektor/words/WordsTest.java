package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.chess.Color;
import org.junit.jupiter.api.Test;

/** The one sentence loader: every language has every sentence, with the same placeholders; English is the fallback. */
class WordsTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");
    private static final Set<String> PREFIXES = Set.of("language", "color", "session", "clock", "sync", "tablet",
            "refused", "help", "review", "error");

    /**
     * English says why a FEN, a move or a PGN game cannot be read in the chess code's own detailed reason
     * ({reason}, {problems}, {problem}); the translations name the FEN, the move or the game's line instead, which
     * the code gives as well.
     */
    private static final Set<String> ENGLISH_GIVES_THE_REASON = Set.of("error.fen", "error.move.illegal",
            "error.move.ambiguous", "error.move.unreadable", "error.pgn.unreadable");

    /**
     * The sentences whose English is not in the English file: the reasons of the spoken-notation contract (said in
     * English from notation's Reason, the contract's own words) and the German grammar of the clock report's units.
     */
    private static boolean englishElsewhere(String key) {
        return key.startsWith("session.reject.") || key.equals("clock.units.gender") || russianGrammar(key);
    }

    /** Russian's own grammar of the clock's units: a third form after two to four and a gender per unit. */
    private static boolean russianGrammar(String key) {
        return key.matches("clock\\.(hours|minutes|seconds)\\.(few|gender)");
    }

    @Test
    void everyKeyExistsInEveryLanguage() {
        Set<String> all = new TreeSet<>();
        for (String p : Words.PROFILES) {
            all.addAll(Words.forProfile(p).keys());
        }
        List<String> missing = new ArrayList<>();
        for (String p : Words.PROFILES) {
            Words w = Words.forProfile(p);
            for (String key : all) {
                if (!w.has(key) && !(p.equals("en") && englishElsewhere(key))
                        && !(!w.language().equals("ru") && russianGrammar(key))) {
                    missing.add(p + ": " + key);
                }
            }
        }
        assertEquals(List.of(), missing);
        assertTrue(all.size() > 200, "sentences: " + all.size());
    }

    @Test
    void everyKeyFollowsTheOneScheme() {
        List<String> stray = new ArrayList<>();
        for (String p : Words.PROFILES) {
            for (String key : Words.forProfile(p).keys()) {
                if (!PREFIXES.contains(key.split("\\.")[0])) {
                    stray.add(p + ": " + key);
                }
            }
        }
        assertEquals(List.of(), stray);
    }

    @Test
    void aTranslationNamesNoPlaceholderTheEnglishSentenceLacks() {
        // the code fills the English sentence's placeholders; one only a translation names would be said as "{x}"
        Words english = Words.english();
        List<String> bad = new ArrayList<>();
        for (String p : Words.PROFILES) {
            Words w = Words.forProfile(p);
            for (String key : w.keys()) {
                if (englishElsewhere(key) || ENGLISH_GIVES_THE_REASON.contains(key)) {
                    continue;
                }
                Set<String> own = placeholders(w.say(key));
                own.removeAll(placeholders(english.say(key)));
                if (!own.isEmpty()) {
                    bad.add(p + ": " + key + " " + own);
                }
            }
        }
        assertEquals(List.of(), bad);
    }

    @Test
    void aSentenceALanguageLacksIsSaidInEnglish() {
        Words partial = Words.forProfile("partial");
        assertEquals("de", partial.language());
        assertEquals("Zurückgenommen (aus der Testdatei).", partial.say("session.withdrawn"));
        assertFalse(partial.has("session.cancelled"));
        assertEquals("Cancelled.", partial.say("session.cancelled"));
    }

    @Test
    void aLanguagesFilesAreReadOncePerRunAndItsWordsShared() {
        // a game asks for its words in many places (the session, the clock report, the rulings, the read-out...)
        Words german = Words.forLanguage("de");
        for (int i = 0; i < 8; i++) {
            assertSame(german, Words.forLanguage("de"));
            assertSame(german, Words.forProfile("IBCA"));
            assertSame(Words.english(), Words.forProfile("nato-only"));
        }
        assertEquals(1, Words.timesRead("ibca"));
        assertEquals(1, Words.timesRead("en"));
    }

    @Test
    void aProfileWithoutAFileOfItsOwnSpeaksEnglish() {
        Words none = Words.forProfile("nato-only");
        assertEquals("en", none.profile());
        assertEquals("Withdrawn.", none.say("session.withdrawn"));
        assertFalse(Words.hasOwnFile("nato-only"));
        assertFalse(Words.hasOwnFile("../en"));
    }

    @Test
    void theFilesAreReadAsUtf8AndPlaceholdersAreFilledByName() {
        Words german = Words.forProfile("ibca");
        assertEquals("Weiß", german.color(Color.WHITE));
        assertEquals("Sie spielen Schwarz", german.say("session.start", "opponent", "x", "color", "Schwarz", "clock", "")
                .replaceAll(".*(Sie spielen Schwarz).*", "$1"));
        assertEquals("Berührt: Springer Gustav eins.", german.say("session.touched", "square", "Gustav eins",
                "piece", "Springer"));
    }

    @Test
    void aMissingSentenceIsABugNotASilence() {
        assertThrows(IllegalStateException.class, () -> Words.english().say("session.no.such.sentence"));
    }

    @Test
    void aLanguageIsFoundByItsCode() {
        assertEquals("ibca", Words.forLanguage(java.util.Locale.GERMAN).profile());
        assertEquals("en", Words.forLanguage(java.util.Locale.ENGLISH).profile());
        assertEquals("ru", Words.forLanguage("ru").profile());
    }

    private static Set<String> placeholders(String sentence) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(sentence);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
