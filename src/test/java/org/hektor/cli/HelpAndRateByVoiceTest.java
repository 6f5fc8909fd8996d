package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.ProfileVoice;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Help by voice" and "rate and verbosity changed during the game by voice": a German game
 * ({@code hektor play --profile ibca}) with a microphone (the virtual sound card); "Hilfe", "Hilfe Tasten",
 * "schneller", "langsamer" and "kurz" are spoken into it (FreeTTS with the profile's phones, as {@code hektor say
 * --wav} makes them) and go the whole way: microphone, hear-server, Vosk over the listening table, the console.
 */
class HelpAndRateByVoiceTest {
    private static final Profile IBCA = Profile.load("ibca");
    private static FreeTtsVoice voice;

    @TempDir
    Path dir;

    private static synchronized Sound spoken(String words) {
        if (voice == null) {
            voice = ProfileVoice.openVoice(IBCA);
        }
        return voice.synthesize(words);
    }

    @AfterAll
    static void closeVoice() {
        if (voice != null) {
            voice.close();
        }
    }

    /**
     * Hektor starts at a blind player's fast rate ({@link LiveListeningTest#FAST_RATE}), so the long help texts do not
     * hold the test up: "schneller" and "langsamer" still change it by a step each, well within 80 to 450.
     */
    @Test
    void helpItsTopicsTheRateAndBriefTalkAreAskedForBySpeaking() throws Exception {
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "play", "--profile",
                     "ibca", "--rate", Integer.toString(LiveListeningTest.FAST_RATE), "--level", "1", "--color",
                     "white", "--seed", "7", "--time", "-", "--journal",
                     dir.resolve("games").toString())) {
            long since = System.nanoTime();
            try {
                h.expect("Sie sind am Zug."::equals, "the first prompt", Duration.ofSeconds(120));
                since = say(card, speaker, since, "Hilfe");
                // through a loudspeaker the greeting was short: the help says the whole of it first
                h.expect(l -> l.startsWith("Neue Partie gegen Computer.") && l.contains("Sagen oder tippen Sie einen Zug"),
                        "the whole greeting and the help", Duration.ofSeconds(15));
                since = say(card, speaker, since, "Hilfe Tasten");
                h.expect(l -> l.startsWith("Tasten: r wiederholen"), "the help about the keys", Duration.ofSeconds(15));
                since = say(card, speaker, since, "schneller");
                String faster = h.expect(l -> l.matches("Tempo \\p{L}+ Wörter in der Minute\\."), "the faster rate",
                        Duration.ofSeconds(15));
                since = say(card, speaker, since, "langsamer");
                String slower = h.expect(l -> l.matches("Tempo \\p{L}+ Wörter in der Minute\\."), "the slower rate",
                        Duration.ofSeconds(15));
                assertNotEquals(faster, slower, "schneller and langsamer change the rate");
                since = say(card, speaker, since, "kurz");
                h.expect("Kurz: nur Züge und Fragen."::equals, "brief talk", Duration.ofSeconds(15));
                assertEquals(0, h.state().ply(), "nothing of it is a move");
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n"
                        + LiveListeningTest.hearingLog(dir.resolve("games")), e);
            }
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        }
    }

    /** As a person does: speaks once Hektor has said what he had to say since {@code since}; the time it spoke. */
    private static long say(VirtualSoundCard card, VirtualSoundCard.Recording speaker, long since, String words)
            throws InterruptedException {
        LiveListeningTest.awaitHektorsWords(speaker, since);
        card.sayNow(spoken(words));
        return System.nanoTime();
    }
}
