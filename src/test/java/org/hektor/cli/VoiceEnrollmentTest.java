package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.TakeListener;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.speech.voice.TextSpeaker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Learning by ear, the takes given straight to the enrollment as the microphone would: a take too quiet is asked
 * again with its reason, a kept one goes on to the next prompt (each prompt is said once), u takes back the last
 * take (the prompt before is asked again), a cut-off take is asked again, a phrase much shorter than its words said
 * alone is asked again, q stops, the next run goes on where the first stopped, keeping what it kept, and s skips a
 * prompt.
 */
class VoiceEnrollmentTest {
    private static final Profile IBCA = Profile.load("ibca");
    private static final List<String> PROMPTS = List.of("Anna", "eins", "Anna eins", "Bella");

    @TempDir
    Path dir;

    @Test
    void takesAreCheckedKeptTakenBackStoppedAndResumed() throws Exception {
        VoiceStore store = new VoiceStore(dir);
        try (Run first = new Run(store)) {
            first.expect("Ich sage Ihnen 4 ");
            first.expect("Anna");
            first.enrollment.heard(new TakeListener.Said(word(200), false));
            first.expect("Zu leise, bitte noch einmal.");
            first.expect("Anna");
            first.enrollment.heard(new TakeListener.Said(word(8000), false));
            first.expect("eins");                        // one take of each prompt
            first.enrollment.typed("u");                 // Anna's take was bad after all
            first.expect("Ihre letzte Aufnahme ist zurückgenommen.");
            first.expect("Anna");
            first.enrollment.heard(new TakeListener.Said(word(7000), true));
            first.expect("Abgeschnitten, bitte noch einmal.");
            first.expect("Anna");
            first.enrollment.heard(new TakeListener.Said(word(7000), false));
            first.expect("eins");
            first.enrollment.heard(new TakeListener.Said(word(7000), false));
            first.expect("Anna eins");
            // half a second for two words of half a second each: the player stopped after the first
            first.enrollment.heard(new TakeListener.Said(word(7000), false));
            first.expect("Das klang anders als vorher, bitte noch einmal.");
            first.expect("Anna eins");
            first.enrollment.typed("й");                 // q by its place, with the Russian layout on
            first.expect("Angehalten.");
            VoiceEnrollment.Outcome stopped = first.outcome.get(30, TimeUnit.SECONDS);
            assertFalse(stopped.finished());
        }
        assertEquals(List.of("anna", "eins"), store.taught("anna"));

        try (Run second = new Run(store)) {
            second.expect("Weiter bei Wort 3");
            second.expect("Anna eins");
            second.enrollment.heard(new TakeListener.Said(word(7000, 900), false));
            second.expect("Bella");
            second.enrollment.typed("s");
            VoiceEnrollment.Outcome done = second.outcome.get(30, TimeUnit.SECONDS);
            assertTrue(done.finished());
            assertEquals(1, done.kept());
        }
        assertEquals(List.of("anna", "eins", "anna eins"), store.taught("anna"));
        assertEquals(3, VoiceEnrollment.resumeAt(IBCA, PROMPTS, store.taught("anna")),
                "Bella was skipped after the last take: a new run asks it");
    }

    /** Half a second of a tone at {@code peak}, with quiet before and after, as the end-pointer hands one on. */
    static Sound word(int peak) {
        return word(peak, 500);
    }

    /** {@code millis} of a tone at {@code peak}, with quiet before and after. */
    static Sound word(int peak, int millis) {
        short[] s = new short[Sound.SAMPLE_RATE * millis / 1000];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) (peak * Math.sin(2 * Math.PI * 220 * i / Sound.SAMPLE_RATE));
        }
        return Sound.silence(300).then(Sound.ofSamples(s)).then(Sound.silence(400));
    }
    /** One run of the enrollment on its own thread, its printed lines read here. */
    private static final class Run implements AutoCloseable {
        final VoiceEnrollment enrollment;
        final CompletableFuture<VoiceEnrollment.Outcome> outcome = new CompletableFuture<>();
        private final BufferedReader lines;
        private final PrintWriter out;

        Run(VoiceStore store) throws Exception {
            PipedReader reader = new PipedReader(1 << 16);
            out = new PrintWriter(new PipedWriter(reader), true);
            lines = new BufferedReader(reader);
            enrollment = new VoiceEnrollment(IBCA, new TextSpeaker(new PrintWriter(Writer.nullWriter())), out,
                    store, "anna");
            Thread t = new Thread(() -> {
                try {
                    outcome.complete(enrollment.run(PROMPTS));
                } catch (Exception | Error e) {
                    outcome.completeExceptionally(e);
                }
            });
            t.setDaemon(true);
            t.start();
        }

        /** Reads lines until one starts with {@code start}; fails on the run's end or error. */
        void expect(String start) throws Exception {
            while (true) {
                String line = lines.readLine();
                assertTrue(line != null, "the run printed " + start);
                if (PROMPTS.contains(start) ? line.equals(start) : line.startsWith(start)) {
                    return;
                }
                assertFalse(PROMPTS.contains(line), "asked for " + line + " before " + start);
            }
        }

        @Override
        public void close() {
            out.close();
        }
    }
}
