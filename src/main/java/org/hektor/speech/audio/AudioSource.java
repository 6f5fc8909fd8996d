package org.hektor.speech.audio;

/**
 * Where heard audio comes from, in {@link Sound#FORMAT}: a microphone, or a recording played as if it were one.
 */
public interface AudioSource extends AutoCloseable {
    /** Reads up to {@code buffer.length} bytes (blocking); returns the count, or -1 when the source has ended. */
    int read(byte[] buffer);

    @Override
    void close();
}
