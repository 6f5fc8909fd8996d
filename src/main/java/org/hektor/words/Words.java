package org.hektor.words;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.hektor.chess.Color;

/**
 * Hektor's sentences in the language of a spoken-notation profile: the one loader of every sentence Hektor says or
 * prints to a player or an arbiter (design principle 3). The sentences are {@code <profile>.properties} beside this
 * class, read as UTF-8: {@code ibca} German, {@code en} English. A profile without a file of its own, and a sentence
 * a language lacks, is said in English.
 *
 * <p>One key scheme: {@code session.*} what a game says, {@code clock.*} the clock's calls and reports,
 * {@code sync.*} the corrections of the two boards (rules 2.7, 2.8), {@code tablet.*} the tablet's words,
 * {@code refused.*} the arbiter's refusals, {@code help.*} the help; {@code color.*} the sides' names and
 * {@code language} the ISO 639 code of the file. Placeholders are named, {@code {name}}, filled by {@link #say}.
 */
public final class Words {
    /** The profiles that have a file of their own; English is the fallback of all. */
    public static final List<String> PROFILES = List.of("en", "ibca", "ru");
    private static final String ENGLISH = "en";
    /** One instance per profile file for the whole run: the words are read once and never change. */
    private static final Map<String, Words> LOADED = new ConcurrentHashMap<>();
    /** How often each file was read, so that a test can hold the reading to once per run. */
    private static final Map<String, AtomicInteger> READS = new ConcurrentHashMap<>();

    private final String profile;
    private final Properties text;
    private final Properties fallback;

    private Words(String profile, Properties text, Properties fallback) {
        this.profile = profile;
        this.text = text;
        this.fallback = fallback;
    }

    /**
     * The sentences of a profile ({@code ibca}, {@code en}); English for a profile without its own file. Every call
     * for the same file gives the same instance, read once per run (a game asks for its words in many places).
     */
    public static Words forProfile(String profile) {
        String name = profile.toLowerCase(Locale.ROOT);
        if (name.equals(ENGLISH) || !hasOwnFile(name)) {
            return english();
        }
        Words english = english();     // outside the map's computation, which must not touch the map again
        return LOADED.computeIfAbsent(name, n -> new Words(n, load(n), english.text));
    }

    /** English, the language every other falls back to. */
    public static Words english() {
        return LOADED.computeIfAbsent(ENGLISH, n -> {
            Properties english = load(n);
            return new Words(n, english, english);
        });
    }

    /**
     * The sentences of a language ({@code de}, {@code en}) rather than a profile: the first profile whose file is
     * in that language.
     *
     * @throws IllegalArgumentException when Hektor has no sentences in that language
     */
    public static Words forLanguage(Locale language) {
        return inLanguage(language).orElseThrow();
    }

    /** The sentences of {@code language}, or the sentence saying Hektor has none in it. */
    public static Refusable<Words> inLanguage(Locale language) {
        for (String p : PROFILES) {
            Words w = forProfile(p);
            if (w.language().equals(language.getLanguage())) {
                return Refusable.given(w);
            }
        }
        return Refusable.refused(english().say("sync.no.language", "language", language.toLanguageTag()));
    }

    /** The sentences of a language by its ISO 639 code ({@code de}, {@code en}): {@link #forLanguage(Locale)}. */
    public static Words forLanguage(String language) {
        return forLanguage(Locale.forLanguageTag(language));
    }

    /** Has this profile a file of its own (rather than borrowing English)? */
    public static boolean hasOwnFile(String profile) {
        return profile != null && profile.matches("[a-z0-9-]+")
                && Words.class.getResource(profile + ".properties") != null;
    }

    /** How many times the file of {@code profile} has been read in this run. */
    static int timesRead(String profile) {
        AtomicInteger n = READS.get(profile);
        return n == null ? 0 : n.get();
    }

    /** The properties file of a profile that has one ({@link #hasOwnFile}). */
    private static Properties load(String name) {
        READS.computeIfAbsent(name, n -> new AtomicInteger()).incrementAndGet();
        try (InputStream in = Words.class.getResourceAsStream(name + ".properties")) {
            if (in == null) {
                throw new IllegalStateException("Hektor's sentences for " + name + " are missing from the class path.");
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException("Hektor's sentences for " + name + " could not be read.", e);
        }
    }

    /** The profile whose file these words are ({@code en} for a profile without a file of its own). */
    public String profile() {
        return profile;
    }

    /**
     * The sentence {@code key} with its placeholders filled: {@code say("session.ask", "list", "Eins: ...")}.
     *
     * @param pairs placeholder names and values, alternating; a {@link Phrase} value is said in this language too
     * @throws IllegalStateException when neither this language nor English has the sentence (a bug)
     */
    public String say(String key, Object... pairs) {
        String s = text.getProperty(key);
        if (s == null) {
            s = fallback.getProperty(key);
        }
        if (s == null) {
            throw new IllegalStateException("Hektor has no sentence '" + key + "'.");
        }
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            Object given = pairs[i + 1];
            String value = given instanceof Phrase p ? say(p.key(), p.pairs().toArray()) : String.valueOf(given);
            boolean article = pairs[i].equals("rule") || pairs[i].equals("article");
            s = s.replace("{" + pairs[i] + "}", article ? article(value) : value);
        }
        return s.strip();
    }

    /**
     * A rule's number as this language says it (numbers as words inside German speech): "sieben Punkt vier
     * Punkt eins" for 7.4.1, "A eins" for A1. English keeps the digits, which its voices read as numbers.
     */
    public String article(String number) {
        if (language().equals("en")) {
            return number;
        }
        List<String> parts = new java.util.ArrayList<>();
        for (String part : number.split("\\.")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("([A-Z]?)(\\d+)").matcher(part);
            if (!m.matches()) {
                return number;                  // not a rule number (an empty one, say): as it is
            }
            parts.add((m.group(1).isEmpty() ? "" : m.group(1) + " ") + number(Integer.parseInt(m.group(2))));
        }
        return String.join(" " + say("session.rule.point") + " ", parts);
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

    /** The keys of this language's own file. */
    public Set<String> keys() {
        return text.stringPropertyNames();
    }

    /** A number in words in this language ("vierzig", "forty"), as Hektor says numbers. */
    public String number(int n) {
        return NumberWords.of(n, language(), null);
    }

    /**
     * A move's number as this language counts moves: Russian with the ordinal ("двадцать первый ход"), German and
     * English with the cardinal ("Zug einundzwanzig", "move twenty-one").
     */
    public String moveNumber(int n) {
        return language().equals("ru") && n <= 999 ? RussianNumbers.ordinal(n) : number(n);
    }

    /**
     * A count of moves in a time control. Russian says the noun with the number, because its form follows the number
     * (сорок ходов, двадцать два хода, двадцать один ход); German and English sentences carry the plural noun
     * themselves ("für vierzig Züge"), so they get the number alone.
     */
    public String moveCount(int n) {
        return language().equals("ru") && n <= 999 ? RussianNumbers.counted(n, RussianNumbers.MOVE) : number(n);
    }

    /** The name of a side: "Weiß", "White". */
    public String color(Color c) {
        return say(c == Color.WHITE ? "color.white" : "color.black");
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
