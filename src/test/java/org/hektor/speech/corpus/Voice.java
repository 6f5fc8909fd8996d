package org.hektor.speech.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * A synthetic speaker of the evaluation corpus: an espeak-ng voice with its variant ("de+m3") or a flite voice
 * ("flite:slt"). It speaks a text at a rate in words per minute into 16 kHz mono PCM (sox converts).
 * FreeTTS, Hektor's own voice, is deliberately not one of these: it is never in a measured set.
 */
public record Voice(String name) {

    /** Speaks {@code text}: 16 kHz mono 16-bit PCM, trimmed of nothing (each engine's own pauses stay). */
    public Sound speak(String text, int wordsPerMinute, Path work) throws IOException {
        Path raw = Files.createTempFile(work, "raw", ".wav");
        Path out = Files.createTempFile(work, "out", ".wav");
        try {
            List<String> command = new ArrayList<>();
            if (name.startsWith("flite:")) {
                // flite has no words-per-minute: 175 wpm is its natural pace, duration_stretch scales it
                double stretch = 175.0 / wordsPerMinute;
                command.addAll(List.of("flite", "-voice", name.substring(6), "--setf",
                        String.format(Locale.ROOT, "duration_stretch=%.2f", stretch), "-t", text, "-o", raw.toString()));
            } else {
                command.addAll(List.of("espeak-ng", "-v", name, "-s", Integer.toString(wordsPerMinute), "-w",
                        raw.toString(), text));
            }
            run(command);
            run(List.of("sox", raw.toString(), "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer",
                    out.toString()));
            return Wav.read(out);
        } finally {
            Files.deleteIfExists(raw);
            Files.deleteIfExists(out);
        }
    }

    static void run(List<String> command) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String output = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new IOException(String.join(" ", command) + " failed: " + output.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
