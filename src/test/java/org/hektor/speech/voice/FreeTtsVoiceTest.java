package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.speech.freetts.en.us.CMULexicon;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hektor.speech.audio.Sound;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** FreeTTS really speaks, into memory, with no sound device (a hang would fail the timeout). */
class FreeTtsVoiceTest {
    private static FreeTtsVoice plain;

    @BeforeAll
    static void open() {
        plain = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> FreeTtsVoice.open(Pronunciations.NONE));
    }

    @AfterAll
    static void close() {
        plain.close();
    }

    @Test
    void aMovePhraseBecomesAudibleSpeechOfPlausibleLengthWithoutASoundDevice() {
        Sound s = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> plain.synthesize("knight golf one foxtrot three"));
        assertTrue(s.isAudible());
        assertTrue(s.durationMillis() > 1000 && s.durationMillis() < 4000, s.toString());
    }

    @Test
    void aLexiconAddendumIsSpokenExactlyAsThosePhonesAndUmlautWordsReachIt() throws Exception {
        CMULexicon cmu = new CMULexicon("cmulex");
        cmu.load();
        String loafer = String.join(" ", cmu.getPhones("loafer", null));
        try (FreeTtsVoice german = FreeTtsVoice.open(Pronunciations.parse(Map.of("Läufer", loafer)))) {
            Sound laeufer = german.synthesize("Läufer");
            assertEquals(plain.synthesize("loafer"), laeufer);
            assertNotEquals(plain.synthesize("laeufer"), laeufer);
        }
    }

    @Test
    void wordsWrittenWithCmuDictionaryStressDigitsAreSpokenNotSilent() {
        try (FreeTtsVoice v = FreeTtsVoice.open(Pronunciations.parse(Map.of(
                "Aufgabe", "aw1 f g aa2 b ah0", "Stellung", "sh t eh1 l uh0 ng")))) {
            for (String w : List.of("Aufgabe", "Stellung")) {
                Sound s = v.synthesize(w);
                assertTrue(s.isAudible() && s.durationMillis() > 300, w + ": " + s);
            }
        }
    }

    @Test
    void aFasterRateShortensAndALowerVolumeQuietensTheSamePhrase() {
        try (FreeTtsVoice v = FreeTtsVoice.open(Pronunciations.NONE)) {
            Sound normal = v.synthesize("pawn echo two echo four");
            v.setRate(new SpeakingRate(300));
            Sound fast = v.synthesize("pawn echo two echo four");
            assertTrue(fast.durationMillis() < normal.durationMillis() * 0.75, normal + " vs " + fast);
            v.setRate(FreeTtsVoice.DEFAULT_RATE);
            v.setVolume(0.5);
            Sound quiet = v.synthesize("pawn echo two echo four");
            assertEquals(normal.durationMillis(), quiet.durationMillis());
            assertEquals(normal.peak() / 2.0, quiet.peak(), 2.0);
        }
    }

    @Test
    void speakingStreamsTheFirstPcmBeforeThePhraseIsComplete() {
        List<Integer> chunks = new ArrayList<>();
        plain.speak("knight golf one foxtrot three check", c -> chunks.add(c.length));
        assertTrue(chunks.size() > 1, "one piece only: " + chunks);
        List<Integer> first = new ArrayList<>();
        plain.speak("knight golf one foxtrot three check", c -> !first.add(c.length));
        assertEquals(chunks.subList(0, 1), first, "answering false stops the voice after the first piece");
    }
}
