package org.hektor.speech.audio;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;
import org.hektor.words.Refusable;

/** Reads and writes WAV files in Hektor's format ({@link Sound#FORMAT}); anything else is refused in one sentence. */
public final class Wav {
    static final int HEADER_BYTES = 44;

    private Wav() {
    }

    public static void write(Path file, Sound sound) throws IOException {
        Files.write(file, bytes(sound));
    }

    public static byte[] bytes(Sound sound) {
        byte[] b = new byte[HEADER_BYTES + sound.pcm().length];
        System.arraycopy(header(sound.pcm().length), 0, b, 0, HEADER_BYTES);
        System.arraycopy(sound.pcm(), 0, b, HEADER_BYTES, sound.pcm().length);
        return b;
    }

    /** The canonical 44-byte RIFF header for {@code dataBytes} bytes of 16 kHz mono 16-bit PCM. */
    static byte[] header(long dataBytes) {
        ByteBuffer h = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        h.put("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt((int) (36 + dataBytes));
        h.put("WAVE".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        h.put("fmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(16);
        h.putShort((short) 1).putShort((short) 1).putInt(Sound.SAMPLE_RATE).putInt(Sound.SAMPLE_RATE * 2);
        h.putShort((short) 2).putShort((short) 16);
        h.put("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt((int) dataBytes);
        return h.array();
    }

    public static Sound read(Path file) throws IOException {
        return reading(file).orElseThrow();
    }

    /** Reads a WAV file: one that is missing or not in Hektor's format is an ordinary answer, not an exception. */
    public static Refusable<Sound> reading(Path file) throws IOException {
        if (!Files.isReadable(file)) {
            return Refusable.refused("Cannot read the sound file " + file + ".");
        }
        return check(Files.readAllBytes(file), file.toString());
    }

    /**
     * A WAV of any PCM format (espeak-ng speaks 22.05 kHz), converted to Hektor's by Java Sound's own resampler.
     * A WAV written to a pipe has no length in its header; the data up to the end of the bytes is taken.
     */
    public static Sound convert(byte[] b, String name) {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(new ByteArrayInputStream(b));
             AudioInputStream out = AudioSystem.getAudioInputStream(Sound.FORMAT, in)) {
            byte[] pcm = out.readAllBytes();
            return new Sound(Arrays.copyOf(pcm, pcm.length & ~1));
        } catch (UnsupportedAudioFileException | IllegalArgumentException | IOException e) {
            throw new IllegalArgumentException(name + " is not a WAV file Hektor can convert: " + e.getMessage() + ".");
        }
    }

    /** Parses a WAV file's bytes; {@code name} is used in the error sentence. */
    public static Sound parse(byte[] b, String name) {
        return check(b, name).orElseThrow();
    }

    /** A WAV file's bytes read as Hektor's sound, or the sentence (naming {@code name}) saying why they are not. */
    public static Refusable<Sound> check(byte[] b, String name) {
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        if (b.length < 12 || in.getInt(0) != 0x46464952 || in.getInt(8) != 0x45564157) {
            return Refusable.refused(name + " is not a WAV file.");
        }
        int pos = 12;
        boolean formatOk = false;
        while (pos + 8 <= b.length) {
            int id = in.getInt(pos);
            long size = Integer.toUnsignedLong(in.getInt(pos + 4));
            int body = pos + 8;
            if (id == 0x20746d66) { // "fmt "
                int format = in.getShort(body) & 0xffff;
                int channels = in.getShort(body + 2);
                int rate = in.getInt(body + 4);
                int bits = in.getShort(body + 14);
                if (format != 1 || channels != 1 || rate != Sound.SAMPLE_RATE || bits != 16) {
                    return Refusable.refused(name + " must be 16 kHz mono 16-bit PCM, but it is "
                            + rate + " Hz, " + channels + " channel(s), " + bits + "-bit"
                            + (format == 1 ? "" : " non-PCM") + " (convert it with: sox IN -r 16000 -c 1 -b 16 OUT.wav).");
                }
                formatOk = true;
            } else if (id == 0x61746164) { // "data"
                if (!formatOk) {
                    return Refusable.refused(name + " has its sound data before its format.");
                }
                // a recording cut short (killed process) may claim more data than is there: take what there is
                long end = Math.min(b.length, body + size);
                int len = (int) ((end - body) & ~1L);
                byte[] pcm = new byte[len];
                System.arraycopy(b, body, pcm, 0, len);
                return Refusable.given(new Sound(pcm));
            }
            pos = (int) Math.min(Integer.MAX_VALUE, body + size + (size & 1));
        }
        return Refusable.refused(name + " has no sound data.");
    }
}
