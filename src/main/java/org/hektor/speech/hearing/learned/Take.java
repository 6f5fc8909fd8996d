package org.hektor.speech.hearing.learned;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import org.hektor.speech.audio.Sound;

/** One recording of the player saying {@code text} (words of the profile, as the grammar spells them). */
public record Take(String text, Sound sound) {
    public Take {
        text = normalize(text);
        if (text.isEmpty()) {
            throw new IllegalArgumentException("A take needs the words that were said.");
        }
    }

    public List<String> words() {
        return List.of(text.split(" "));
    }

    /** Lower case, NFC, single spaces: the grammar's spelling. */
    public static String normalize(String text) {
        return Normalizer.normalize(text == null ? "" : text, Normalizer.Form.NFC).strip().replaceAll("\\s+", " ")
                .toLowerCase(Locale.ROOT);
    }
}
