package org.hektor.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The profiles are data (spoken-notation.md sections 1 and 5): loaded by name, complete, pronounceable. */
class ProfileTest {
    /** The 39 CMU phones, written out here independently of {@link Pronunciation#CMU_PHONES}. */
    private static final Set<String> CMU = Set.of("AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH"
            .toLowerCase().split(" "));
    private static final Set<String> CMU_VOWELS = Set.of("aa", "ae", "ah", "ao", "aw", "ay", "eh", "er", "ey", "ih", "iy", "ow", "oy", "uh", "uw");

    @Test
    void ibcaHasTheWordsOfRule2_1() {
        Profile p = Profile.load("ibca");
        assertEquals(List.of("Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor"),
                List.of(0, 1, 2, 3, 4, 5, 6, 7).stream().map(p::file).toList());
        assertEquals(List.of("eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"),
                List.of(0, 1, 2, 3, 4, 5, 6, 7).stream().map(p::rank).toList());
        assertEquals(List.of("Bauer", "Springer", "Läufer", "Turm", "Dame", "König"),
                List.of(PieceType.values()).stream().map(p::piece).toList());
        assertEquals("Kurze Rochade", p.castling(true));
        assertEquals("Lange Rochade", p.castling(false));
        assertEquals("schlägt", p.capture());
        assertEquals("Schach", p.check());
        assertEquals("Matt", p.mate());
        assertEquals("en passant", p.enPassant());
        assertEquals("Cäsar acht", p.square(Square.parse("c8")));
        assertEquals(PieceLetters.GERMAN, p.letters());
        assertEquals("Zwei", p.number(2));
    }

    @Test
    void englishUsesNatoFileWords() {
        Profile p = Profile.load("en");
        assertEquals("alfa", p.file(0));
        assertEquals("hotel eight", p.square(Square.parse("h8")));
        assertEquals("short castle", p.castling(true));
        assertEquals("takes", p.capture());
        assertEquals(PieceLetters.ENGLISH, p.letters());
    }

    @Test
    void ibcaIsTheDefaultAndProfilesAreLoadedOnce() {
        assertSame(Profile.load("ibca"), Profile.ibca());
        assertSame(Profile.load("IBCA"), Profile.load(" ibca "));
    }

    @ParameterizedTest
    @ValueSource(strings = {"de", "../ibca", "", "ibca.properties"})
    void anUnknownProfileIsOneClearSentence(String name) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Profile.load(name));
        assertEquals("There is no spoken-notation profile named '" + name + "'; try ibca or en.", e.getMessage());
    }

    @Test
    void findingAnswersTheProfileOrTheSentenceForTheUnknownName() {
        assertEquals(new Profile.Finding.Found(Profile.ibca()), Profile.find(" IBCA "));
        assertEquals(new Profile.Finding.Unknown("There is no spoken-notation profile named 'klingon'; try ibca or en."),
                Profile.find("klingon", "en"));
        assertEquals(new Profile.Finding.Unknown("Hektor speaks no language 'tlh'; try de, en, ru."),
                Profile.find("ibca", "tlh"));
        assertEquals(new Profile.Finding.Found(Profile.load("ibca", "en")), Profile.find("ibca", "en"));
        assertEquals("Hektor speaks no language 'tlh'; try de, en, ru.",
                assertThrows(IllegalArgumentException.class, () -> Profile.load("ibca", "tlh")).getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ibca", "en"})
    void everyCanonicalWordHasARespellingAndCmuPhones(String name) {
        Profile p = Profile.load(name);
        Set<String> words = p.canonicalWords();
        assertTrue(words.size() > 40, "files, ranks, pieces, castling, capture, check, mate, en passant, commands");
        for (String word : words) {
            Pronunciation pr = p.pronunciation(word).orElseThrow(() -> new AssertionError(name + ": no pronunciation for " + word));
            assertFalse(pr.respelling().isBlank(), word);
            for (String phone : pr.phones()) {
                String base = phone.replaceAll("[012]$", "");
                assertTrue(CMU.contains(base), name + ": '" + phone + "' of " + word + " is not a CMU phone");
                assertTrue(base.equals(phone) || CMU_VOWELS.contains(base), name + ": stress on a consonant in " + word);
            }
            assertTrue(pr.phones().stream().anyMatch(ph -> ph.matches(".*[12]")), name + ": " + word + " has no stressed vowel");
        }
        assertEquals(words.size(), p.pronunciations().size(), name + ": an entry for a word Hektor never says");
    }

    @ParameterizedTest
    @CsvSource({"Cäsar, tsay-zar, t s ey1 z aa r", "zwei, tsvai, t s v ay1", "drei, dry, d r ay1", "vier, feer, f iy1 r",
        "Läufer, loy-fer, l oy1 f er0"})
    void respellingsOfSection5(String word, String respelling, String phones) {
        Pronunciation p = Profile.ibca().pronunciation(word).orElseThrow();
        assertEquals(respelling, p.respelling());
        assertEquals(phones, p.phoneString());
    }

    @Test
    void aPhraseIsRespelledWordByWordAfterAnnouncing() {
        assertEquals("loy-fer tsay-zar ahkt feer", Profile.ibca().respell("Läufer Cäsar acht vier"));
        assertEquals("knight golf one", Profile.load("en").respell("knight golf one"));
        assertEquals("alpha one", Profile.load("en").respell("alfa one"));
    }

    @Test
    void aPhoneOutsideTheCmuSetIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Pronunciation("x", "x", List.of("x")));
        assertThrows(IllegalArgumentException.class, () -> new Pronunciation("x", "x", List.of("t1")));
        assertThrows(IllegalArgumentException.class, () -> new Pronunciation("x", "x", List.of("ey3")));
        assertEquals("ey1", new Pronunciation("x", "x", List.of("ey1")).phoneString());
    }
}
