package org.hektor.speech.voice;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * espeak-ng (the synthesiser NVDA and Orca ship) run as a process for each sentence: its German voice speaks the
 * German words as German, which FreeTTS's English voice can only approximate. The text goes in on stdin (never as
 * an argument, so nothing in it is read as an option), the WAV comes out on stdout and is converted to Hektor's
 * format. A process that does not finish within {@link #TIMEOUT_SECONDS} is killed and the sentence fails.
 */
public final class EspeakVoice implements Synthesizer {
    static final String PROGRAM = "espeak-ng";
    /** espeak-ng speaks a long sentence in milliseconds; anything near this is a hung process. */
    static final long TIMEOUT_SECONDS = 10;

    private final String language;
    /** espeak-ng's own default. */
    public static final SpeakingRate DEFAULT_RATE = new SpeakingRate(175);
    private SpeakingRate rate = DEFAULT_RATE;

    /** @param language an espeak-ng voice: {@code de}, {@code en-us} */
    public EspeakVoice(String language) {
        this.language = language;
    }

    /** Whether {@code espeak-ng} is an executable file on the PATH (a quick look, no process started). */
    public static boolean isInstalled() {
        return onPath(PROGRAM);
    }

    /** Whether {@code program} is an executable file on the PATH. */
    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        return List.of(path.split(File.pathSeparator)).stream()
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, program)));
    }

    @Override
    public synchronized void setRate(SpeakingRate rate) {
        this.rate = rate;
    }

    @Override
    public Sound synthesize(String text) {
        SpeakingRate now;
        synchronized (this) {
            now = rate;
        }
        Path wav = null;
        Process p = null;
        try {
            wav = Files.createTempFile("hektor-espeak", ".wav");
            // -b 1: the text is UTF-8 whatever the locale, so umlauts survive
            p = new ProcessBuilder(PROGRAM, "-v", language, "-s", Integer.toString(now.wordsPerMinute()), "-b", "1",
                    "--stdout")
                    .redirectOutput(wav.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            try (OutputStream in = p.getOutputStream()) {
                in.write(text.getBytes(StandardCharsets.UTF_8));
            }
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException(PROGRAM + " did not finish within " + TIMEOUT_SECONDS + " seconds");
            }
            if (p.exitValue() != 0) {
                throw new IllegalStateException(PROGRAM + " -v " + language + " failed with exit status " + p.exitValue());
            }
            return Wav.convert(Files.readAllBytes(wav), PROGRAM + "'s output");
        } catch (IOException e) {
            throw new IllegalStateException(PROGRAM + " could not be run: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(PROGRAM + " was interrupted", e);
        } finally {
            if (p != null) {
                p.destroyForcibly();
            }
            if (wav != null) {
                try {
                    Files.deleteIfExists(wav);
                } catch (IOException e) {
                    // a temporary file left behind is harmless
                }
            }
        }
    }

    @Override
    public void close() {
        // one process per sentence: nothing stays open
    }
}
