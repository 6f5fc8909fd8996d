package org.hektor.session;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import org.hektor.clock.NumberWords;

/**
 * Hektor's sentences in the language of a spoken-notation profile: {@code messages-<profile>.properties} next to
 * this class (data, design principle 3: {@code ibca} German, {@code en} English; a profile without its own file
 * speaks English). Placeholders are {@code {name}}, filled by {@link #say}.
 */
public final class Messages {
    private final Properties text;
    private final Properties fallback;

    private Messages(Properties text, Properties fallback) {
        this.text = text;
        this.fallback = fallback;
    }

    public static Messages forProfile(String profile) {
        Properties english = load("en");
        Properties own = load(profile.toLowerCase(Locale.ROOT));
        return new Messages(own != null ? own : english, english);
    }

    private static Properties load(String name) {
        try (InputStream in = Messages.class.getResourceAsStream("messages-" + name + ".properties")) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException("Hektor's messages for " + name + " could not be read.", e);
        }
    }

    /**
     * The sentence {@code key} with its placeholders filled: {@code say("ask", "list", "Eins: ...")}.
     *
     * @param pairs placeholder names and values, alternating
     */
    public String say(String key, Object... pairs) {
        String s = text.getProperty(key);
        if (s == null) {
            s = fallback.getProperty(key);
        }
        if (s == null) {
            throw new IllegalStateException("Hektor has no message '" + key + "'.");
        }
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            s = s.replace("{" + pairs[i] + "}", String.valueOf(pairs[i + 1]));
        }
        return s.strip();
    }

    /**
     * The sentence {@code key.variant} where this language has one, else {@code key}: German articles follow the
     * gender of the piece ("Kein Springer", "Keine Dame"), so a sentence may have a variant per piece.
     */
    public String sayFor(String key, String variant, Object... pairs) {
        String specific = key + "." + variant;
        return say(text.getProperty(specific) != null ? specific : key, pairs);
    }

    /** Does this language have its own sentence {@code key} (not one borrowed from English)? */
    public boolean has(String key) {
        return text.getProperty(key) != null;
    }

    /** A number in words in the messages' language ("vierzig", "forty"), as Hektor says numbers. */
    public String number(int n) {
        return NumberWords.of(n, language(), null);
    }

    /** The language of these sentences, as an ISO 639 code ("de", "en"). */
    public String language() {
        return text.getProperty("language", "en").strip();
    }

    /** The first letter upper-case: a word from the middle of a sentence that now starts one. */
    public static String capitalized(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
