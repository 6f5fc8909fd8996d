package org.hektor.speech.voice;

import java.util.function.Supplier;
import org.hektor.speech.audio.Sound;

/**
 * A chosen voice with FreeTTS behind it: the first time the chosen one cannot speak (espeak-ng missing, failing or
 * hung), the player is told once and every sentence from then on, that one included, is spoken by the fallback.
 * A game never goes silent because a process outside it failed.
 */
public final class FallbackVoice implements Synthesizer {
    private final Synthesizer chosen;
    private final Supplier<Synthesizer> fallback;
    private final Runnable tellOnce;
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
        if (current == chosen) {
            try {
                return chosen.synthesize(text);
            } catch (RuntimeException e) {
                current = fallback.get();
                if (rate != null) {
                    current.setRate(rate);
                }
                tellOnce.run();
            }
        }
        return current.synthesize(text);
    }

    @Override
    public synchronized void setRate(SpeakingRate rate) {
        this.rate = rate;
        current.setRate(rate);
    }

    @Override
    public synchronized void close() {
        chosen.close();
        if (current != chosen) {
            current.close();
        }
    }
}
