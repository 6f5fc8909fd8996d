package org.hektor.speech.audio;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.hektor.signal.Cue;

/**
 * The short sound of each {@link Cue}, saying what happened without words. The WAV files live in {@code audio/}
 * (made by {@code EarconGenerator}, committed, packaged into the jar under {@code audio/}).
 */
public final class Earcons {
    private static final Map<Cue, Sound> LOADED = new ConcurrentHashMap<>();

    private Earcons() {
    }

    public static String fileName(Cue cue) {
        return cue.name().toLowerCase(Locale.ROOT).replace('_', '-') + ".wav";
    }

    /** What a text-only speaker shows instead. */
    public static String caption(Cue cue) {
        return "[" + cue.name().toLowerCase(Locale.ROOT).replace('_', ' ') + "]";
    }

    public static Sound sound(Cue cue) {
        return LOADED.computeIfAbsent(cue, c -> {
            String resource = "/audio/" + fileName(c);
            try (InputStream in = Earcons.class.getResourceAsStream(resource)) {
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
