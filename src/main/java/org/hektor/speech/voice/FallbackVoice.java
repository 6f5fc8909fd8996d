package org.hektor.speech.voice;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.hektor.speech.audio.Sound;

/**
 * A chosen voice with FreeTTS behind it, and a watchdog over both: the player is never left in silence after a
 * printed line. A sentence the chosen voice has not made within {@link #BOUND} (its process hung) or could not
 * make (its process died or failed) is asked of it once more, from a fresh start (espeak-ng: a new process); when
 * that fails too, the player is told once and every sentence from then on, that one included, is spoken by the
 * fallback. A game never goes silent because a process outside it failed.
 */
public final class FallbackVoice implements Synthesizer {
    /**
     * espeak-ng makes a sentence in tens of milliseconds, on a busy machine in a few hundred (the speech log: up to
     * 0.8 s with both cores loaded 12 times over); a sentence not made in this time is taken for a hung process, so
     * that the retry is still heard within 2 s of the hang.
     */
    static final Duration BOUND = Duration.ofMillis(1200);

    private final Synthesizer chosen;
    private final Supplier<Synthesizer> fallback;
    private final Runnable tellOnce;
    private final ExecutorService watched = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hektor-voice");
        t.setDaemon(true);
        return t;
    });
    private Synthesizer current;
    private SpeakingRate rate;

    /**
     * @param fallback opened only when needed (FreeTTS takes a second to load)
     * @param tellOnce tells the player, in his language, when the fallback takes over
     */
    public FallbackVoice(Synthesizer chosen, Supplier<Synthesizer> fallback, Runnable tellOnce) {
        this.chosen = chosen;
        this.fallback = fallback;
        this.tellOnce = tellOnce;
        this.current = chosen;
    }

    @Override
    public synchronized Sound synthesize(String text) {
        for (int attempt = 0; attempt < 2 && current == chosen; attempt++) {
            Sound made = watched(text);
            if (made != null) {
                return made;
            }
        }
        if (current == chosen) {
            current = fallback.get();
            if (rate != null) {
                current.setRate(rate);
            }
            tellOnce.run();
        }
        return current.synthesize(text);
    }

    /** The chosen voice's sound for {@code text}, or null when it failed or took longer than {@link #BOUND}. */
    private Sound watched(String text) {
        Future<Sound> made = watched.submit(() -> chosen.synthesize(text));
        try {
            return made.get(BOUND.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            made.cancel(true);      // interrupted, espeak-ng's process is killed
            return null;
        } catch (ExecutionException e) {
            return null;
        } catch (InterruptedException e) {
            made.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the voice spoke", e);
        }
    }

    @Override
    public synchronized void setRate(SpeakingRate rate) {
        this.rate = rate;
        current.setRate(rate);
    }

    @Override
    public synchronized void close() {
        watched.shutdownNow();
        chosen.close();
        if (current != chosen) {
            current.close();
        }
    }
}
