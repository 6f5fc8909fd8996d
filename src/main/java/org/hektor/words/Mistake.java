package org.hektor.words;

import java.util.List;

/**
 * Bad input, said as one sentence of the catalogue: what the command line turns into the player's language when it
 * stops (cli.Failure). Its message is the English sentence, for logs and for code that reads it.
 */
public final class Mistake extends IllegalArgumentException {
    private final String key;
    private final List<Object> pairs;

    /** The sentence {@code key} with its placeholders, as for {@link Words#say}. */
    public Mistake(String key, Object... pairs) {
        super(Words.english().say(key, pairs));
        this.key = key;
        this.pairs = List.of(pairs);
    }

    /** The same with its cause (the IOException behind a file that cannot be read). */
    public Mistake(Throwable cause, String key, Object... pairs) {
        this(key, pairs);
        initCause(cause);
    }

    /** The sentence in {@code words}' language. */
    public String in(Words words) {
        return words.say(key, pairs.toArray());
    }

    public String key() {
        return key;
    }
}
