package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    void theProfilesByThemselvesAreSpokenAsBefore() {
        assertEquals("Knight golf one foxtrot three, en passant.",
                ProfileVoice.speakable(Profile.load("en"), "Knight golf one foxtrot three, en passant."));
        assertEquals("Zug einundzwanzig.", ProfileVoice.speakable(Profile.load("ibca"), "Zug 21."));
        assertEquals("de", ProfileVoice.espeakVoice(Profile.load("ibca")));
    }
}
