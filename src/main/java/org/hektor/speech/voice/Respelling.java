package org.hektor.speech.voice;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words a voice should read in another spelling (a properties file beside this class: word = spelling). A word is
 * matched whole and without regard to case; every other word is left as it is.
 */
final class Respelling {
    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    private final Map<String, String> spellings;

    private Respelling(Map<String, String> spellings) {
        this.spellings = spellings;
    }

    static Respelling load(String resource) {
        Properties p = new Properties();
        try (InputStream in = Respelling.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource);       // a build without its own resource: a bug
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> m = new HashMap<>();
        p.stringPropertyNames().forEach(k -> m.put(k.toLowerCase(Locale.ROOT), p.getProperty(k).strip()));
        return new Respelling(m);
    }

    String respell(String text) {
        Matcher word = WORD.matcher(text);
        StringBuilder out = new StringBuilder(text.length() + 16);
        while (word.find()) {
            String to = spellings.getOrDefault(word.group().toLowerCase(Locale.ROOT), word.group());
            word.appendReplacement(out, Matcher.quoteReplacement(to));
        }
        return word.appendTail(out).toString();
    }
}
