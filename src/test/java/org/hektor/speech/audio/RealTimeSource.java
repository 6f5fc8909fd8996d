package org.hektor.speech.audio;

import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * A recording heard as a microphone hears it, in real time: each read returns when its last sample would have been
 * said, so what the hearing does while the player speaks (a guess at the end of an utterance that speech then goes on
 * from) happens as in a game.
 */
public final class RealTimeSource implements AudioSource {
    private final byte[] pcm;
    private final IntConsumer reached;
    private long begin;
    private int offset;

    /** {@code reached} is told the sample count given so far, after each read (on the reading thread). */
    public RealTimeSource(Sound sound, IntConsumer reached) {
        this.pcm = sound.pcm();
        this.reached = reached;
    }

    public RealTimeSource(Sound sound) {
        this(sound, samples -> { });
    }

    /** When sample {@code index} is (or was) said, in {@link System#nanoTime()}; valid once reading began. */
    public synchronized long nanosAt(long index) {
        return begin + index * 1_000_000_000L / Sound.SAMPLE_RATE;
    }

    @Override
    public int read(byte[] buffer) {
        int n;
        synchronized (this) {
            if (begin == 0) {
                begin = System.nanoTime();
            }
            if (offset >= pcm.length) {
                return -1;
            }
            n = Math.min(buffer.length & ~1, pcm.length - offset);
        }
        long due = nanosAt((offset + n) / 2);
        for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
            LockSupport.parkNanos(wait);
        }
        synchronized (this) {
            System.arraycopy(pcm, offset, buffer, 0, n);
            offset += n;
        }
        reached.accept(offset / 2);
        return n;
    }

    @Override
    public synchronized void close() {
        offset = pcm.length;
    }
}
