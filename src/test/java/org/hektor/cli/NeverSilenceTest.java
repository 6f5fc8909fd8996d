package org.hektor.cli;

import static org.hektor.cli.LiveListeningTest.awaitEverythingSaid;
import static org.hektor.cli.LiveListeningTest.hearingLog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.ProfileVoice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Never silence, through the real microphone path ({@code hektor play --profile ibca} on the virtual sound
 * card): something heard but not understood, and something said over Hektor that is no barge-in word, are each
 * answered "Nicht verstanden, bitte wiederholen." (with the earcon), and the game goes on by voice.
 */
class NeverSilenceTest {
    private static final String NOT_UNDERSTOOD = "Nicht verstanden, bitte wiederholen.";

    @TempDir
    Path dir;

    /** 600 ms of loud white noise: long and loud enough for the end-pointer, no words of the game in it. */
    private static Sound noiseBurst() {
        Random random = new Random(12);
        short[] s = new short[Sound.SAMPLE_RATE * 6 / 10];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) (random.nextGaussian() * 6000);
        }
        return Sound.ofSamples(s);
    }

    @Test
    void noiseAndWordsSaidOverHektorAreAnsweredNotUnderstoodAndTheGameGoesOnByVoice() throws Exception {
        Profile ibca = Profile.load("ibca");
        try (FreeTtsVoice voice = ProfileVoice.openVoice(ibca);
             VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "play",
                     "--profile", "ibca", "--level", "1", "--color", "white", "--seed", "7", "--time", "-",
                     "--journal", dir.resolve("games").toString())) {
            try {
                long since = System.nanoTime();
                h.expect("Sie sind am Zug."::equals, "the first prompt", Duration.ofSeconds(120));
                awaitEverythingSaid(speaker, since, dir.resolve("games"));
                LiveListeningTest.awaitReadyHearServers(dir.resolve("games"), 1);

                card.sayNow(noiseBurst());
                since = System.nanoTime();
                h.expect(NOT_UNDERSTOOD::equals, "noise answered", Duration.ofSeconds(20));
                awaitEverythingSaid(speaker, since, dir.resolve("games"));

                // the player talks over Hektor (reading the e-file, about five seconds) with a word that is neither
                // stop nor repeat; well inside his speech, whatever the sound card's and the microphone's delays
                since = System.nanoTime();
                h.send("p e");
                assertTrue(speaker.awaitSound(since, 20_000) > 0, "Hektor reads the e-file");
                Thread.sleep(1000);
                card.sayNow(voice.synthesize("Springer"));
                since = System.nanoTime();
                h.expect(NOT_UNDERSTOOD::equals, "words over Hektor answered", Duration.ofSeconds(30));
                assertTrue(hearingLog(dir.resolve("games")).contains("while Hektor spoke, no barge-in word"),
                        "the words were said over Hektor");
                awaitEverythingSaid(speaker, since, dir.resolve("games"));

                card.sayNow(voice.synthesize(ProfileVoice.speakable(ibca, "Bauer Eva zwei Eva vier")));
                since = System.nanoTime();
                h.expect("Bauer Eva zwei Eva vier. Richtig?"::equals, "the read-back", Duration.ofSeconds(20));
                awaitEverythingSaid(speaker, since, dir.resolve("games"));
                card.sayNow(voice.synthesize("ja"));
                h.expect("Bauer Eva zwei Eva vier"::equals, "the move played after ja", Duration.ofSeconds(20));
                assertEquals(List.of("e2e4"), h.state().moves().subList(0, 1));
                assertTrue(h.isAlive());
                h.send("q");
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\n" + h.transcript() + "\nhearing.log:\n"
                        + hearingLog(dir.resolve("games")), e);
            }
        }
    }
}
