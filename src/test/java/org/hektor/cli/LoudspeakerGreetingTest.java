package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.hektor.speech.audio.VirtualSoundCard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Through a loudspeaker (no {@code --headphones}) the player may speak only after Hektor, so the greeting is short and
 * the first move comes within 3 s of its start; "help" says the whole greeting. The headphones are switched on and
 * off during the game by voice ("headphones") and by the key h: on, Hektor falls silent when the player speaks.
 * All through the virtual microphone.
 */
class LoudspeakerGreetingTest {
    @TempDir
    Path dir;

    @Test
    void theGreetingIsShortTheHelpSaysAllOfItAndTheFirstMoveComesWithinThreeSeconds() throws Exception {
        Path games = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = LiveListeningTest.play(card, dir)) {
            try {
                h.expect("You play White."::equals, "the short greeting", Duration.ofSeconds(120));
                long start = speaker.awaitSound(System.nanoTime() - 2_000_000_000L, 30_000);
                LiveListeningTest.awaitEverythingSaid(speaker, start - 1, games);
                long greeting = speaker.audibleMillisSince(start - 1);
                System.out.println("loudspeaker: the greeting sounded " + greeting + " ms");
                assertTrue(greeting <= 3000, "the greeting, " + greeting + " ms of sound, leaves the first move 3 s");
                card.say(LiveListeningTest.spoken("pawn echo two echo four")).join();
                h.expect("pawn echo two echo four. Correct?"::equals, "the read-back", Duration.ofSeconds(30));
                h.send("?");
                h.expect(l -> l.startsWith("New game against ") && l.contains("You play White.")
                        && l.contains("Say or type a move"), "the whole greeting in the help", Duration.ofSeconds(15));
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + LiveListeningTest.hearingLog(games)
                        + "\n" + h.transcript(), e);
            }
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        }
    }

    @Test
    void headphonesByVoiceSilenceHektorWhenThePlayerSpeaksAndTheKeyHSwitchesThemOff() throws Exception {
        Path games = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = LiveListeningTest.play(card, dir)) {
            try {
                h.expect("Your move."::equals, "the prompt", Duration.ofSeconds(120));
                LiveListeningTest.awaitEverythingSaid(speaker, System.nanoTime() - 5_000_000_000L, games);
                card.say(LiveListeningTest.spoken("headphones")).join();
                h.expect(l -> l.startsWith("Headphones:"), "headphones on, by voice", Duration.ofSeconds(30));
                // the answer is long: the player speaks while Hektor is still saying it, in the same position as the
                // command (the same recogniser: a move after a command was once "not understood")
                assertTrue(speaker.awaitSound(System.nanoTime(), 20_000) > 0, "Hektor answers");
                card.say(LiveListeningTest.spoken("pawn echo two echo four")).join();
                assertTrue(cut(games.resolve("speech.log")), "Hektor stopped when the player spoke");
                h.expect("pawn echo two echo four. Correct?"::equals, "the move said over Hektor, read back",
                        Duration.ofSeconds(30));
                h.send("no");
                h.expect("Withdrawn."::equals, "the move taken back", Duration.ofSeconds(15));
                h.send("h");
                h.expect(l -> l.startsWith("Loudspeaker:"), "headphones off, by the key h", Duration.ofSeconds(15));
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + LiveListeningTest.hearingLog(games)
                        + "\n" + h.transcript(), e);
            }
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        }
    }

    /** Whether the speech log says the headphones' answer was cut short (written as the sound goes out), within 20 s. */
    private static boolean cut(Path log) throws Exception {
        SpeechHeard speech = new SpeechHeard();
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (speech.read(log).stream().anyMatch(x -> x.text() != null && x.text().startsWith("Headphones:")
                    && x.outcome() != null && x.outcome().startsWith("cut after"))) {
                return true;
            }
            Thread.sleep(50);
        }
        return false;
    }
}
