package org.hektor.speech.voice;

import com.sun.speech.freetts.Voice;
import com.sun.speech.freetts.audio.AudioPlayer;
import com.sun.speech.freetts.en.us.cmu_us_kal.KevinVoiceDirectory;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import javax.sound.sampled.AudioFormat;
import org.hektor.speech.audio.Sound;

/**
 * FreeTTS's kevin16 voice, speaking into memory. It never touches FreeTTS's own audio players: with no sound
 * device they hang forever in {@code speak()}. Our {@link Collector} takes the samples instead, converted to
 * {@link Sound#FORMAT}; playing them is someone else's job. Not thread-safe by nature, so every call is
 * synchronized.
 */
public final class FreeTtsVoice implements Synthesizer {
    /** FreeTTS's default speaking rate. */
    public static final SpeakingRate DEFAULT_RATE = new SpeakingRate(150);

    private final Voice voice;
    private final Collector collector = new Collector();
    private double volume = 1.0;

    private FreeTtsVoice(Voice voice) {
        this.voice = voice;
    }

    /** Loads kevin16 with the given lexicon addenda (already validated by {@link Pronunciations}). */
    public static FreeTtsVoice open(Pronunciations pronunciations) {
        Voice kevin = Arrays.stream(new KevinVoiceDirectory().getVoices())
                .filter(v -> v.getName().equals("kevin16")).findFirst()
                .orElseThrow(() -> new IllegalStateException("FreeTTS has no kevin16 voice on the class path"));
        FreeTtsVoice v = new FreeTtsVoice(kevin);
        kevin.setAudioPlayer(v.collector);
        kevin.allocate();
        for (Map.Entry<String, List<String>> e : pronunciations.phones().entrySet()) {
            kevin.getLexicon().addAddendum(e.getKey(), null, e.getValue().toArray(String[]::new));
        }
        return v;
    }

    /** FreeTTS's default is 150 words per minute. */
    @Override
    public synchronized void setRate(SpeakingRate rate) {
        voice.setRate(rate.wordsPerMinute());
    }

    /** 0 (silent) .. 1 (full); applied to the samples here, since our player is not FreeTTS's. */
    public synchronized void setVolume(double volume) {
        if (!(volume >= 0 && volume <= 1)) {
            throw new IllegalArgumentException("The volume must be between 0 and 1, not " + volume + ".");
        }
        this.volume = volume;
    }

    @Override
    public synchronized Sound synthesize(String text) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        speak(text, chunk -> {
            all.write(chunk, 0, chunk.length);
            return true;
        });
        return new Sound(all.toByteArray());
    }

    /**
     * Speaks {@code text}, handing each piece of PCM to {@code chunks} as soon as FreeTTS makes it (the first
     * arrives well before the whole phrase is done). When {@code chunks} answers false, FreeTTS stops early.
     */
    public synchronized void speak(String text, Predicate<byte[]> chunks) {
        collector.target = chunks;
        try {
            voice.speak(Pronunciations.fold(text));
        } finally {
            collector.target = null;
        }
    }

    @Override
    public synchronized void close() {
        voice.deallocate();
    }

    /** FreeTTS's audio sink: converts whatever format it announces to 16 kHz mono 16-bit little-endian. */
    private final class Collector implements AudioPlayer {
        private AudioFormat format = Sound.FORMAT;
        private Predicate<byte[]> target;
        private float playerVolume = 1f;

        @Override
        public void setAudioFormat(AudioFormat f) {
            if (f.getSampleRate() != Sound.SAMPLE_RATE || f.getChannels() != 1 || f.getSampleSizeInBits() != 16) {
                throw new IllegalStateException("FreeTTS produced " + f + "; Hektor needs 16 kHz mono 16-bit");
            }
            format = f;
        }

        @Override
        public AudioFormat getAudioFormat() {
            return format;
        }

        @Override
        public boolean write(byte[] audio) {
            return write(audio, 0, audio.length);
        }

        @Override
        public boolean write(byte[] audio, int offset, int size) {
            if (target == null) {
                return true;
            }
            byte[] out = new byte[size & ~1];
            boolean big = format.isBigEndian();
            for (int i = 0; i + 1 < size; i += 2) {
                int hi = audio[offset + (big ? i : i + 1)];
                int lo = audio[offset + (big ? i + 1 : i)] & 0xff;
                int s = (int) Math.round(((hi << 8) | lo) * volume);
                s = Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, s));
                out[i] = (byte) s;
                out[i + 1] = (byte) (s >> 8);
            }
            return target.test(out);
        }

        @Override public void pause() { }
        @Override public void resume() { }
        @Override public void reset() { }
        @Override public boolean drain() { return true; }
        @Override public void begin(int size) { }
        @Override public boolean end() { return true; }
        @Override public void cancel() { }
        @Override public void close() { }
        @Override public float getVolume() { return playerVolume; }
        @Override public void setVolume(float v) { playerVolume = v; }
        @Override public long getTime() { return 0; }
        @Override public void resetTime() { }
        @Override public void startFirstSampleTimer() { }
        @Override public void showMetrics() { }
    }
}
