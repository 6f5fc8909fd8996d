package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * espeak-ng as Hektor's second voice, German for ibca, English for en, with FreeTTS behind it; and the
 * speaking rate. Everything through the real espeak-ng, FreeTTS and Vosk.
 */
class SpeakingVoiceTest {
    @TempDir
    Path dir;

    @Test
    void englishFromEspeakIsHeardBackAsTheMoveByTheRealModel() {
        Path wav = dir.resolve("e4.wav");
        CliRun say = CliRun.of("say", "--voice", "espeak", "--profile", "en", "--wav", wav.toString(), "e4");
        assertEquals(new CliRun(0, String.format("pawn echo two echo four%n"), ""), say);
        assertEquals(new CliRun(0, String.format("MOVE e2e4%n"), ""),
                CliRun.of("listen", "--profile", "en", "--wav", wav.toString()));
    }

    @Test
    void ibcaIsSpokenByEspeaksGermanVoice() throws Exception {
        Path wav = dir.resolve("nf3.wav");
        CliRun say = CliRun.of("say", "--language", "de", "--voice", "espeak", "--wav", wav.toString(), "Nf3");
        assertEquals(new CliRun(0, String.format("Springer Gustav eins Felix drei%n"), ""), say);
        Sound hektor = Wav.read(wav);
        assertTrue(hektor.isAudible(), hektor.toString());
        // five words: about two seconds at espeak-ng's 175 words per minute
        assertTrue(hektor.durationMillis() > 1200 && hektor.durationMillis() < 4000, hektor.toString());
        // the very waveform of espeak-ng's German voice (resampled by sox here, by Java Sound in Hektor), not the
        // English one reading the same letters
        Sound german = espeak("de", "Springer Gustav eins Felix drei");
        Sound english = espeak("en-us", "Springer Gustav eins Felix drei");
        assertTrue(correlation(hektor, german) > 0.9, "German: " + correlation(hektor, german));
        assertTrue(correlation(hektor, english) < 0.5, "English: " + correlation(hektor, english));
    }

    @Test
    void aKeyboardGameWithEspeakPutsItsGermanSpeechOnTheTape() throws IOException {
        String transcript = oneMoveOnTape(Map.of());
        assertTrue(Files.readString(dir.resolve("stderr.txt")).isEmpty(), "no complaint on stderr");
        assertTrue(!transcript.contains(Words.forProfile("ibca").say("session.voice.fallback")), transcript);
    }

    /**
     * {@code play --voice espeak --keyboard --record}: e4, ja, q, in German; checks the tape has the speech of it.
     * Returns the transcript.
     */
    private String oneMoveOnTape(Map<String, String> environment) throws IOException {
        Path tape = dir.resolve("tape.wav");
        String transcript;
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), environment, "play", "--voice", "espeak",
                "--profile", "ibca", "--keyboard", "--record", tape.toString(), "--level", "1", "--seed", "3",
                "--time", "300", "--journal", dir.resolve("games").toString())) {
            h.expectLine("Sie sind am Zug.");
            h.send("e4");
            h.expectLine("Bauer Eva zwei Eva vier. Richtig?");
            h.send("ja");
            h.expectLine("Sie sind am Zug.");
            h.send("q");
            h.expectLine("Die Partie ist aufbewahrt: beim nächsten Start fragt Hektor, ob sie fortgesetzt wird.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            transcript = h.transcript();
        }
        Sound recorded = Wav.read(tape);
        // start, read-back, move, engine's move, "Sie sind am Zug" twice, goodbye: well over ten seconds of speech
        assertTrue(recorded.durationMillis() > 10_000, "sentences of speech: " + recorded);
        assertTrue(recorded.peak() > 1000, "not silence");
        return transcript;
    }

    @Test
    void withoutEspeakNgTheEnglishVoiceSpeaksAndThePlayerIsToldOnce() throws IOException {
        Path wav = dir.resolve("nf3.wav");
        ProcessBuilder say = HektorProcess.command("say", "--language", "de", "--voice", "espeak", "--wav", wav.toString(),
                "Nf3");
        say.environment().put("PATH", dir.toString());   // no espeak-ng there
        HektorProcess.Result r = HektorProcess.run(say, Duration.ofSeconds(120));
        assertEquals(new HektorProcess.Result(0, String.format("Springer Gustav eins Felix drei%n"),
                Words.forProfile("ibca").say("session.voice.fallback") + System.lineSeparator()), r);
        Sound spoken = Wav.read(wav);
        assertTrue(spoken.isAudible() && spoken.durationMillis() > 1000, spoken.toString());

        // without --voice the best voice installed is taken, and FreeTTS is no fallback to apologise for
        ProcessBuilder plain = HektorProcess.command("say", "--wav", wav.toString(), "Nf3");
        plain.environment().put("PATH", dir.toString());
        assertEquals(new HektorProcess.Result(0, String.format("Springer Gustav eins Felix drei%n"), ""),
                HektorProcess.run(plain, Duration.ofSeconds(120)));
    }

    @Test
    void aGameWhoseEspeakNgIsMissingIsToldOnceAndSpeaksWithFreeTts() throws IOException {
        String told = Words.forProfile("ibca").say("session.voice.fallback");
        String transcript = oneMoveOnTape(Map.of("PATH", dir.toString()));   // no espeak-ng there
        // told once, before the game talks
        assertEquals(1, transcript.lines().filter(l -> l.contains(told)).count(), transcript);
        assertTrue(transcript.indexOf(told) < transcript.indexOf("Sie sind am Zug."), transcript);
    }

    @Test
    void aFasterRateGivesAShorterPhraseInBothVoices() throws IOException {
        for (String voice : new String[] {"espeak", "freetts"}) {
            long slow = spokenMillis(voice, "120");
            long fast = spokenMillis(voice, "360");
            assertTrue(fast < slow * 0.6, voice + ": " + slow + " ms at 120, " + fast + " ms at 360 words per minute");
        }
    }

    @Test
    void aRateOutsideEightyToFourHundredFiftyIsOneSentenceAndWritesNothing() {
        Path wav = dir.resolve("never.wav");
        for (String rate : new String[] {"79", "451", "0"}) {
            // the sentence is the player's language's (ErrorsInTheLanguageTest): English asked for here
            CliRun r = CliRun.of("say", "--language", "en", "--rate", rate, "--wav", wav.toString(), "e4");
            assertEquals(new CliRun(2, "", "The speaking rate is 80 to 450 words per minute, not " + rate + ".\n"), r);
            CliRun play = CliRun.of("play", "--language", "en", "--rate", rate, "--keyboard");
            assertEquals(2, play.status());
            assertEquals("The speaking rate is 80 to 450 words per minute, not " + rate + ".\n", play.err());
        }
        assertFalse(Files.exists(wav));
        CliRun words = CliRun.of("say", "--rate", "fast", "e4");
        assertEquals(2, words.status());
        assertEquals(1, words.err().strip().lines().count(), words.err());
    }

    private long spokenMillis(String voice, String rate) throws IOException {
        Path wav = dir.resolve(voice + rate + ".wav");
        CliRun r = CliRun.of("say", "--voice", voice, "--rate", rate, "--profile", "en", "--wav", wav.toString(),
                "Nf3");
        assertEquals(0, r.status(), r.err());
        return Wav.read(wav).durationMillis();
    }

    /** espeak-ng's own WAV of {@code text}, made 16 kHz by sox (not by Hektor's code). */
    private Sound espeak(String language, String text) throws Exception {
        Path raw = dir.resolve(language + "-raw.wav");
        Path out = dir.resolve(language + "-16k.wav");
        run(new ProcessBuilder("espeak-ng", "-v", language, "-w", raw.toString(), text));
        run(new ProcessBuilder("sox", raw.toString(), "-r", "16000", "-c", "1", "-b", "16", out.toString()));
        return Wav.read(out);
    }

    private static void run(ProcessBuilder pb) throws Exception {
        Process p = pb.redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), pb.command() + " hung");
        assertEquals(0, p.exitValue(), pb.command() + ": " + output);
    }

    /**
     * Pearson correlation of two sounds' loudness, 10 ms at a time, over their common length: the same speech
     * resampled two ways has the same loudness contour, another voice's speech of the same letters has not.
     */
    private static double correlation(Sound a, Sound b) {
        double[] x = loudness(a);
        double[] y = loudness(b);
        int n = Math.min(x.length, y.length);
        double mx = java.util.Arrays.stream(x, 0, n).average().orElse(0);
        double my = java.util.Arrays.stream(y, 0, n).average().orElse(0);
        double xy = 0;
        double xx = 0;
        double yy = 0;
        for (int i = 0; i < n; i++) {
            xy += (x[i] - mx) * (y[i] - my);
            xx += (x[i] - mx) * (x[i] - mx);
            yy += (y[i] - my) * (y[i] - my);
        }
        return xy / Math.sqrt(xx * yy);
    }

    private static double[] loudness(Sound s) {
        int frame = Sound.SAMPLE_RATE / 100;
        double[] out = new double[s.sampleCount() / frame];
        for (int f = 0; f < out.length; f++) {
            double sum = 0;
            for (int i = f * frame; i < (f + 1) * frame; i++) {
                sum += (double) s.sample(i) * s.sample(i);
            }
            out[f] = Math.sqrt(sum / frame);
        }
        return out;
    }
}
