package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.hektor.speech.audio.VirtualSoundCard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sentence said a second time must be heard a second time: through the virtual microphone, after a move,
 * "repeat", "time", "repeat", "repeat" — every answer printed is also heard in full from the virtual speaker
 * (its audible sound at least four fifths of what the same voice makes of the printed words). Then the voice's
 * process is killed, and another stalled, while it makes a sentence: the sentence is heard all the same, within 2 s.
 * Last the period key silences him in the middle of a sentence. One game for all, as a game takes half a minute
 * to start.
 */
class AnswersHeardInFullTest {
    @TempDir
    Path dir;

    @Test
    void repeatTimeRepeatRepeatAfterAMoveAreEveryOneHeardInFull() throws Exception {
        List<String> report = new ArrayList<>();
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = LiveListeningTest.play(card, dir)) {
            try {
                long since = System.nanoTime();
                h.expect("Your move."::equals, "the first prompt", Duration.ofSeconds(120));
                LiveListeningTest.awaitHektorsWords(speaker, since);
                card.sayNow(LiveListeningTest.spoken("pawn echo two echo four"));
                since = System.nanoTime();
                h.expect("pawn echo two echo four. Correct?"::equals, "the read-back", Duration.ofSeconds(15));
                LiveListeningTest.awaitHektorsWords(speaker, since, "pawn echo two echo four. Correct?");
                card.sayNow(LiveListeningTest.spoken("yes"));
                since = System.nanoTime();
                h.expect("pawn echo two echo four"::equals, "the move played", Duration.ofSeconds(15));
                h.expect("Your move."::equals, "the engine's reply", Duration.ofSeconds(30));
                // every sentence queued, not a quiet stretch: on a busy machine the pause between "Computer is
                // thinking." and the reply's earcon outlasted 600 ms, and "repeat" was said over the reply
                LiveListeningTest.awaitEverythingSaid(speaker, since, dir.resolve("games"));
                h.skipPending();
                for (String command : List.of("repeat", "time", "repeat", "repeat")) {
                    card.sayNow(LiveListeningTest.spoken(command));
                    long asked = System.nanoTime();
                    String answer = h.expect(l -> !l.startsWith("state "), "the answer to " + command,
                            Duration.ofSeconds(15));
                    LiveListeningTest.awaitHektorsWords(speaker, asked);
                    long heard = speaker.audibleMillisSince(asked);
                    long full = VirtualSoundCard.Recording.audibleMillis(LiveListeningTest.gameVoice(answer));
                    report.add(command + " -> \"" + answer + "\": heard " + heard + " of " + full + " ms");
                    assertTrue(heard >= full * 4 / 5, "heard in full: " + report);
                    h.skipPending();
                }
                for (String signal : List.of("KILL", "STOP")) {
                    long hit = 0;
                    for (int tries = 0; hit == 0; tries++) {    // a process that ended before the signal: again
                        assertTrue(tries < 5, "the voice's process caught mid-sentence");
                        h.skipPending();
                        h.send("?");
                        ProcessHandle voice = awaitVoiceProcess(h);
                        hit = signal(voice, signal) ? System.nanoTime() : 0;
                        if (hit == 0) {
                            LiveListeningTest.awaitHektorsWords(speaker, System.nanoTime() - 1_000_000_000L);
                        }
                    }
                    // through a loudspeaker the greeting was short: the help says the whole of it first
                    String help = h.expect(l -> l.contains("Say or type a move"), "the help", Duration.ofSeconds(15));
                    long onset = speaker.awaitSound(hit, 5_000);
                    long afterMillis = onset < 0 ? -1 : (onset - hit) / 1_000_000;
                    report.add("voice process " + signal + " -> heard after " + afterMillis + " ms");
                    assertTrue(onset > 0 && afterMillis <= 2_000, "the sentence heard within 2 s: " + report);
                    LiveListeningTest.awaitHektorsWords(speaker, hit, help);
                    h.skipPending();
                }
                // the period key silences Hektor at once, in the middle of the long help
                h.send("?");
                long asked = System.nanoTime();
                assertTrue(speaker.awaitSound(asked, 10_000) > 0, "the help is heard");
                long silenced = System.nanoTime();
                h.send(".");
                assertTrue(speaker.awaitQuiet(600, 10_000), "Hektor falls silent");
                long after = speaker.audibleMillisSince(silenced);
                report.add("period key -> " + after + " ms heard after it");
                assertTrue(after <= 500, "silent at once: " + report);
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n"
                        + LiveListeningTest.hearingLog(dir.resolve("games")) + "\n" + h.transcript(), e);
            }
            System.out.println(report);
            assertTrue(LiveListeningTest.hearingLog(dir.resolve("games")).contains("started playing"),
                    "the speech log tells when each sentence started playing");
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        }
    }

    /** The voice's process (espeak-ng, one per sentence) as soon as Hektor starts it. */
    private static ProcessHandle awaitVoiceProcess(HektorProcess h) {
        ProcessHandle hektor = ProcessHandle.of(h.pid()).orElseThrow();
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (System.nanoTime() < deadline) {
            var found = hektor.children().filter(p -> p.info().command().orElse("").endsWith("espeak-ng")).findFirst();
            if (found.isPresent()) {
                return found.get();
            }
        }
        throw new AssertionError("no espeak-ng process started within 15 s");
    }

    /** kill -KILL (the process dies) or kill -STOP (it hangs) by its id; false if it had already ended. */
    private static boolean signal(ProcessHandle p, String signal) throws Exception {
        return p.isAlive() && new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor() == 0;
    }
}
