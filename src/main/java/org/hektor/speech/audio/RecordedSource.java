package org.hektor.speech.audio;

/** A recording heard as if through a microphone (WAV files for {@code hektor listen}, tests, replays). */
public final class RecordedSource implements AudioSource {
    private final byte[] pcm;
    private int position;

    public RecordedSource(Sound sound) {
        this.pcm = sound.pcm();
    }

    @Override
    public synchronized int read(byte[] buffer) {
        if (position >= pcm.length) {
            return -1;
        }
        int n = Math.min(buffer.length & ~1, pcm.length - position);
        System.arraycopy(pcm, position, buffer, 0, n);
        position += n;
        return n;
    }

    @Override
    public void close() {
        position = pcm.length;
    }
}
