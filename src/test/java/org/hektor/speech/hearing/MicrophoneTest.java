package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.hektor.ChildJava;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The microphone's buffer is short (100 ms, so speech reaches the listener soon), but a listener held up for longer
 * (a busy machine, a garbage collection) must not lose what the player said: the sound server keeps it. A ramp (each
 * sample the last plus one) said into the virtual microphone and read by a real {@link Microphone} in its own
 * process, a reader held up 400 ms after every second 20 ms read, arrives without a break.
 */
class MicrophoneTest {
    private static final short RAMP_FROM = -16_000;
    private static final int RAMP_SAMPLES = Sound.SAMPLE_RATE;   // one second
    private static final long HELD_MILLIS = 400;

    @TempDir
    Path dir;

    @Test
    void aListenerHeldUpLongerThanTheBufferLosesNoSample() {
        assertTimeoutPreemptively(Duration.ofMinutes(3), this::rampThroughASlowReader);
    }

    /**
     * A microphone the sound server cannot give (here a source it does not have, though the device is there) is said in
     * one sentence of the player's language, not in Java Sound's words.
     */
    @Test
    void aMicrophoneThatCannotBeOpenedIsSaidInOnePlainSentence() {
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"))) {
                for (String[] expected : new String[][] {
                        {"en", "The microphone could not be opened; type your moves instead."},
                        {"de", "Das Mikrofon geht hier nicht: tippen Sie Ihre Züge."}}) {
                    Map<String, String> environment = new HashMap<>(card.environment());
                    environment.put("PULSE_SOURCE", "no-such-source");
                    String said = ChildJava.output(environment, Opener.class.getName(), expected[0]);
                    // the device is there (so the game tries the microphone), and opening it fails
                    assertEquals(List.of("available", expected[1]), said.lines().toList());
                }
            }
        });
    }

    private void rampThroughASlowReader() throws Exception {
        short[] ramp = new short[RAMP_SAMPLES];
        for (int i = 0; i < ramp.length; i++) {
            ramp[i] = (short) (RAMP_FROM + i);
        }
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"))) {
            ProcessBuilder pb = new ProcessBuilder(ChildJava.command(Reader.class.getName()))
                    .redirectError(dir.resolve("reader.err").toFile());
            pb.environment().putAll(card.environment());
            Process reader = pb.start();
            try {
                InputStream in = reader.getInputStream();
                // the ramp is said once the microphone records: its first read has come back
                byte[] firstRead = in.readNBytes(EndPointer.FRAME_BYTES);
                assertEquals(EndPointer.FRAME_BYTES, firstRead.length, "the reader opened the microphone: " + errors());
                card.say(Sound.ofSamples(ramp));
                Sound heard = heardUpToRampEnd(in);
                int first = indexOf(heard, RAMP_FROM);
                assertTrue(first >= 0, "the ramp's first sample arrived; reader: " + errors());
                int breaks = 0;
                for (int i = first + 1; i < heard.sampleCount(); i++) {
                    breaks += heard.sample(i) == (short) (heard.sample(i - 1) + 1) ? 0 : 1;
                }
                assertEquals(0, breaks, "samples lost or altered inside one second of speech");
                assertEquals(RAMP_SAMPLES, heard.sampleCount() - first, "the whole second arrived, to its last sample");
            } finally {
                reader.destroy();
                reader.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    /** What the reader heard, up to and including the ramp's last sample (or all of it, if the reader ended). */
    private static Sound heardUpToRampEnd(InputStream in) throws IOException {
        short last = (short) (RAMP_FROM + RAMP_SAMPLES - 1);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] pair = new byte[2];
        while (in.readNBytes(pair, 0, 2) == 2) {
            all.write(pair);
            if (new Sound(pair).sample(0) == last) {
                break;
            }
        }
        return new Sound(all.toByteArray());
    }

    private static int indexOf(Sound sound, short value) {
        for (int i = 0; i < sound.sampleCount(); i++) {
            if (sound.sample(i) == value) {
                return i;
            }
        }
        return -1;
    }

    private String errors() throws IOException {
        return Files.readString(dir.resolve("reader.err"));
    }

    /** Opens the microphone in a language and prints what it says, or "opened". */
    public static final class Opener {
        public static void main(String[] args) {
            System.out.println(Microphone.isAvailable() ? "available" : "unavailable");
            try (Microphone mic = Microphone.open(Words.forLanguage(args[0]))) {
                System.out.println("opened");
            } catch (IllegalStateException e) {
                System.out.println(e.getMessage());
            }
        }
    }

    /** Reads the microphone as the live listener does, 20 ms at a time, and is held up after every second read. */
    public static final class Reader {
        public static void main(String[] args) throws Exception {
            try (Microphone mic = Microphone.open(); OutputStream out = System.out) {
                byte[] frame = new byte[EndPointer.FRAME_BYTES];
                for (long reads = 1; ; reads++) {
                    int n = mic.read(frame);
                    if (n < 0) {
                        return;
                    }
                    out.write(frame, 0, n);
                    out.flush();
                    if (reads % 2 == 0) {
                        TimeUnit.MILLISECONDS.sleep(HELD_MILLIS);
                    }
                }
            }
        }
    }
}
