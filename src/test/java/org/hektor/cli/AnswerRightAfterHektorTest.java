package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Turn-taking on a busy machine: Hektor does not listen for moves while he speaks (through a loudspeaker he would
 * hear himself), and that protection must end with his voice, not after it. A player answers a read-back the moment
 * it ends; here "yes" begins 200 ms after the last sample of the read-back reached the speaker, while stress-ng keeps
 * both cores busy, and it must be heard as the player's "yes".
 */
class AnswerRightAfterHektorTest {
    private static final long GAP_NANOS = 200_000_000L;
    /** The quiet kept before the first voiced sample of the answer. */
    private static final int LEAD_MILLIS = 40;

    @TempDir
    Path dir;

    @Test
    void aYesSaid200MillisecondsAfterHektorsLastSampleIsHeardWithBothCoresBusy() throws Exception {
        Sound yes = withLead(LiveListeningTest.spoken("yes"), LEAD_MILLIS);
        List<String> report = new ArrayList<>();
        SpeechHeard speech = new SpeechHeard();
        int onTime = 0;
        Process stress = new ProcessBuilder("stress-ng", "--cpu", "2", "--quiet")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = LiveListeningTest.play(card, dir)) {
            try {
                long since = System.nanoTime();
                h.expect("Your move."::equals, "the first prompt", Duration.ofSeconds(120));
                LiveListeningTest.awaitHektorsWords(speaker, since);
                for (String move : List.of("pawn echo two echo four", "knight golf one foxtrot three",
                        "bishop foxtrot one charlie four")) {
                    assertTrue(stress.isAlive(), "stress-ng keeps the cores busy");
                    h.skipPending();
                    card.sayNow(LiveListeningTest.spoken(move));
                    String readBack = h.expect(l -> l.endsWith("Correct?") || l.startsWith("Not understood"),
                            "the read-back of " + move, Duration.ofSeconds(20));
                    assertEquals(move + ". Correct?", readBack);
                    long last = lastSampleOf(speaker, speech, dir.resolve("games").resolve("speech.log"), readBack);
                    // queued half a piece early: the card starts it with its next piece, 200 ms after on average
                    long aim = (LEAD_MILLIS + VirtualSoundCard.PIECE_MILLIS / 2) * 1_000_000L;
                    LockSupport.parkNanos(last + GAP_NANOS - aim - System.nanoTime());
                    VirtualSoundCard.Spoken said = card.sayNow(yes);
                    long gap = (said.startNanos() + LEAD_MILLIS * 1_000_000L - last) / 1_000_000;
                    String answer = h.expect(l -> !l.startsWith("state "), "the answer to yes",
                            Duration.ofSeconds(20));
                    report.add(move + ": yes began " + gap + " ms after Hektor's last sample -> " + answer);
                    assertEquals(move, answer, "the yes is heard: " + report);
                    onTime += gap <= 260 ? 1 : 0;
                    h.expect("Your move."::equals, "the engine's reply", Duration.ofSeconds(60));
                    speech.awaitAllSaid(dir.resolve("games").resolve("speech.log"), Duration.ofSeconds(60));
                    assertTrue(speaker.awaitQuiet(300, 10_000), "Hektor has finished");
                }
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\n" + report + "\nhearing.log:\n"
                        + LiveListeningTest.hearingLog(dir.resolve("games")) + "\n" + h.transcript(), e);
            }
            System.out.println("answer right after Hektor: " + report);
            assertTrue(onTime >= 2, "most answers came 200 ms after Hektor's last sample: " + report);
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        } finally {
            stress.descendants().forEach(ProcessHandle::destroy);
            stress.destroy();
            stress.waitFor();
        }
    }

    /**
     * When the last audible sample of {@code sentence} reached the speaker: once the speech log says it started
     * playing and its voiced sound, all but the last 250 ms, has had time to play, the next 100 ms of quiet is its end
     * (whatever of it was heard: a busy sound server may drop some).
     */
    private static long lastSampleOf(VirtualSoundCard.Recording speaker, SpeechHeard speech, Path log,
                                     String sentence) throws Exception {
        long deadline = System.nanoTime() + 20_000_000_000L;
        SpeechHeard.Sentence playing = null;
        while (playing == null) {
            playing = speech.read(log).stream().filter(s -> sentence.equals(s.text()) && s.startNanos() > 0)
                    .reduce((a, b) -> b).orElse(null);
            assertTrue(System.nanoTime() < deadline, "the speech log says \"" + sentence + "\" started playing");
            Thread.sleep(20);
        }
        Sound same = LiveListeningTest.gameVoice(sentence);
        long voicedMillis = same.durationMillis() - trailingQuietMillis(same);
        long lastWordMillis = voicedMillis * playing.soundMillis() / Math.max(1, same.durationMillis()) - 250;
        LockSupport.parkNanos(playing.startNanos() + lastWordMillis * 1_000_000L - System.nanoTime());
        assertTrue(speaker.awaitQuiet(100, 10_000), "Hektor ends the read-back");
        if (playedAgain(speech, log, sentence, playing.startNanos())) {
            // the sound card dropped the end and Hektor says it again from its start (a run's log: "took ... (3180 ms
            // of sound) in 2632 ms without playing it all: played again"): his voice has not ended, the replay's has to
            speech.awaitAllSaid(log, Duration.ofSeconds(20));
            assertTrue(speaker.awaitQuiet(100, 10_000), "Hektor ends the read-back said again");
        }
        return speaker.lastSoundBetween(playing.startNanos(), Long.MAX_VALUE);
    }

    /** Whether the speech log says {@code sentence}, started at {@code since}, is being played again. */
    private static boolean playedAgain(SpeechHeard speech, Path log, String sentence, long since) throws Exception {
        return speech.readLog(log).notes().stream().anyMatch(n -> n.nanos() >= since
                && n.text().contains("\"" + sentence + "\"") && n.text().endsWith("played again on a fresh line"));
    }

    static long trailingQuietMillis(Sound s) {
        int i = s.sampleCount() - 1;
        while (i > 0 && Math.abs(s.sample(i)) <= 330) {
            i--;
        }
        return (s.sampleCount() - 1 - i) * 1000L / Sound.SAMPLE_RATE;
    }

    /** {@code s} with exactly {@code millis} of quiet before its first audible sample. */
    private static Sound withLead(Sound s, int millis) {
        int quietBytes = (int) (SpeechHeard.leadingQuietNanos(s) * Sound.SAMPLE_RATE / 1_000_000_000L) * 2;
        byte[] voiced = Arrays.copyOfRange(s.pcm(), quietBytes, s.pcm().length);
        return Sound.silence(millis).then(new Sound(voiced));
    }
}
