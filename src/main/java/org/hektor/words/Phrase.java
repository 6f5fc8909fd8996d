package org.hektor.words;

import java.util.List;

/**
 * A sentence's part that is itself a sentence of the catalogue, said in the language of the sentence it is put into
 * ("The journal … cannot be created: {reason}", the reason in the same language): a value for {@link Words#say}.
 */
public record Phrase(String key, List<Object> pairs) {
    public Phrase(String key, Object... pairs) {
        this(key, List.of(pairs));
    }
}
