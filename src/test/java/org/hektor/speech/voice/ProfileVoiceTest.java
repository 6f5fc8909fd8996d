package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;

/**
 * The voice of a language with another language's move words: an English voice says the IBCA words (rule 2.1) from
 * their respellings, as an English reader says them, and leaves every English word of the sentence as it is.
 */
class ProfileVoiceTest {
    private static final Profile ENGLISH_IBCA = Profile.load("ibca", "en");

    @Test
    void anEnglishVoiceGetsTheIbcaMoveWordsRespelledAndTheEnglishAsItIs() {
        assertEquals("shpring-er goos-tahf ines fay-lix dry. Correct?",
                ProfileVoice.speakable(ENGLISH_IBCA, "Springer Gustav eins Felix drei. Correct?"));
        // the German command words are not this game's: "was" stays English, and the digits stay for the voice
        assertEquals("It was dah-meh on dah-vit ahkt, rule 6.2.", ProfileVoice.speakable(ENGLISH_IBCA,
                "It was Dame on David acht, rule 6.2."));
        assertEquals("Your move.", ProfileVoice.speakable(ENGLISH_IBCA, "Your move."));
        assertEquals("en-us", ProfileVoice.espeakVoice(ENGLISH_IBCA));
    }

    @Test
    void aRussianVoiceGetsTheIbcaMoveWordsInCyrillicAndReadsThemAsRussian() throws Exception {
        Profile russianIbca = Profile.load("ibca", "ru");
        assertEquals("ru", ProfileVoice.espeakVoice(russianIbca));
        String said = ProfileVoice.speakable(russianIbca, "Springer Gustav eins Felix drei. Верно?");
        assertEquals("Шпрингер Густав айнс Феликс драй. Верно?", said);
        // espeak-ng's ru voice switches to English rules for a Latin word and marks it "(en)": none is left
        Process espeak = new ProcessBuilder("espeak-ng", "-v", "ru", "-q", "-x", said).redirectErrorStream(true).start();
        String phonemes = new String(espeak.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, espeak.waitFor());
        assertTrue(!phonemes.isBlank() && !phonemes.contains("(en)"), phonemes);
        assertTrue(ProfileVoice.speakable(russianIbca, "König Eva eins").equals("Кёниг Эва айнс"));
    }

    @Test
    void theProfilesByThemselvesAreSpokenAsBefore() {
        assertEquals("Knight golf one foxtrot three, en passant.",
                ProfileVoice.speakable(Profile.load("en"), "Knight golf one foxtrot three, en passant."));
        assertEquals("Zug einundzwanzig.", ProfileVoice.speakable(Profile.load("ibca"), "Zug 21."));
        assertEquals("de", ProfileVoice.espeakVoice(Profile.load("ibca")));
    }
}
