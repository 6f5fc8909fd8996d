package org.hektor.speech.audio;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Short sounds that say what happened without words. The WAV files live in {@code audio/} (made by
 * {@link EarconGenerator}, committed, packaged into the jar under {@code audio/}).
 */
public enum Earcon {
    /** The utterance was read as a move (a MOVE answer, before the read-back). */
    UNDERSTOOD,
    /** Several moves fit: an ASK follows. */
    AMBIGUOUS,
    /** No legal move fits, or the move is illegal (rule 7.4). */
    ILLEGAL,
    /** Something was heard but no words of the game were understood in it: say it again (never silence). */
    NOT_UNDERSTOOD,
    /** The move is played (after the correction window of rule 2.6). */
    CONFIRMED,
    CHECK,
    /** Rule 2.4: the dial's single raised dot, every 5 minutes. */
    CLOCK_TICK,
    /** Rule 2.4: the dial's double dot, every 15 minutes. */
    DOUBLE_TICK,
    /** Rule 6.8: the flag has fallen. */
    FLAG;

    private static final Map<Earcon, Sound> LOADED = new ConcurrentHashMap<>();

    public String fileName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-') + ".wav";
    }

    /** What a text-only speaker shows instead. */
    public String caption() {
        return "[" + name().toLowerCase(Locale.ROOT).replace('_', ' ') + "]";
    }

    public Sound sound() {
        return LOADED.computeIfAbsent(this, e -> {
            String resource = "/audio/" + e.fileName();
            try (InputStream in = Earcon.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("The earcon " + resource + " is missing from the class path");
                }
                return Wav.parse(in.readAllBytes(), resource);
            } catch (IOException x) {
                throw new UncheckedIOException(x);
            }
        });
    }
}
