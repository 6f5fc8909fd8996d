package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play --headphones} through the virtual microphone: the microphone does not hear Hektor, so the player
 * speaks whenever he likes. A move said in the middle of Hektor's greeting is read back, and Hektor falls silent as
 * soon as the player starts to speak, as a screen reader does at a key.
 */
class HeadphonesTest {
    @TempDir
    Path dir;

    @Test
    void aMoveSaidDuringTheGreetingIsReadBackAndHektorStopsWhenThePlayerStarts() throws Exception {
        SpeechHeard speech = new SpeechHeard();
        Path games = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "play",
                     "--profile", "en", "--headphones", "--level", "1", "--color", "white", "--seed", "7",
                     "--time", "-", "--journal", games.toString())) {
            try {
                h.expect(l -> l.startsWith("New game"), "the greeting", Duration.ofSeconds(120));
                long greeting = speaker.awaitSound(System.nanoTime() - 1_000_000_000L, 30_000);
                assertTrue(greeting > 0, "Hektor greets");
                Sound move = LiveListeningTest.spoken("pawn echo two echo four");
                CompletableFuture<VirtualSoundCard.Spoken> said = card.say(move);
                h.expect("pawn echo two echo four. Correct?"::equals, "the read-back", Duration.ofSeconds(30));
                long voiced = said.join().startNanos() + SpeechHeard.leadingQuietNanos(move);

                List<SpeechHeard.Sentence> log = readBackPlaying(speech, games.resolve("speech.log"));
                SpeechHeard.Sentence first = log.get(0);
                assertTrue(first.text().startsWith("New game") && first.outcome() != null
                        && first.outcome().startsWith("cut after"), "the greeting was cut: " + log);
                long readBack = log.stream().filter(s -> s.text().endsWith("Correct?")).findFirst().orElseThrow()
                        .startNanos();
                long earconBefore = log.stream().filter(s -> s.order() > first.order() && s.startNanos() > 0)
                        .mapToLong(SpeechHeard.Sentence::startNanos).min().orElse(readBack);
                assertTrue(voiced < earconBefore, "the player spoke while Hektor greeted: " + log);
                // up to 100 ms before the next item's logged start: the log's millisecond wall-clock time and the
                // recorder's clock differ by a few milliseconds under load, and a run took that earcon for the greeting
                long last = speaker.lastSoundBetween(voiced, earconBefore - 100_000_000L);
                long stoppedAfter = last < 0 ? 0 : (last - voiced) / 1_000_000;
                System.out.println("headphones: Hektor's greeting heard until " + stoppedAfter
                        + " ms after the player's first voiced sample");
                assertTrue(stoppedAfter <= 400, "Hektor fell silent " + stoppedAfter + " ms after the player began");

                h.send("yes");
                h.expect("pawn echo two echo four"::equals, "the move played", Duration.ofSeconds(15));
                h.expect("Your move."::equals, "the engine's reply", Duration.ofSeconds(60));
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + LiveListeningTest.hearingLog(games)
                        + "\n" + h.transcript(), e);
            }
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        }
    }

    /** The speech log once it says the read-back started playing (it is written as the sound goes out). */
    private static List<SpeechHeard.Sentence> readBackPlaying(SpeechHeard speech, Path log) throws Exception {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (true) {
            List<SpeechHeard.Sentence> sentences = speech.read(log);
            if (sentences.stream().anyMatch(s -> s.text() != null && s.text().endsWith("Correct?")
                    && s.startNanos() > 0)) {
                return sentences;
            }
            assertTrue(System.nanoTime() < deadline, "the read-back starts playing: " + sentences);
            Thread.sleep(50);
        }
    }
}
