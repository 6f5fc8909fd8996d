package org.hektor.words;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.notation.Profile;

/**
 * One language: is a sentence German through and through? Two independent dictionaries decide: the German
 * word list of Debian's {@code wngerman} ({@code /usr/share/dict/ngerman}, installed by {@code .ci/run}) and the English
 * pronouncing dictionary of Sphinx4 ({@code cmudict-en-us.dict}, a test dependency). A word is English when the English
 * dictionary has it and the German one does not (nor the ibca profile's words or a German number word); a word neither
 * knows must be one of the German compounds of Hektor's phone table. Digits and file paths are never German speech.
 */
public final class GermanText {
    private static final Path GERMAN = Path.of("/usr/share/dict/ngerman");
    private static final String ENGLISH = "/edu/cmu/sphinx/models/en-us/cmudict-en-us.dict";
    private static final String PHONES = "/org/hektor/speech/voice/german-word-phones.tsv";
    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    /** German chess words the general word list lacks: stalemate, and the notation of positions. */
    private static final Set<String> CHESS = Set.of("patt", "fen");

    private static GermanText instance;

    private final Set<String> german = new HashSet<>();
    private final Set<String> english = new HashSet<>();
    private final Set<String> compounds = new HashSet<>();

    private GermanText() {
        try {
            for (String w : Files.readAllLines(GERMAN, StandardCharsets.UTF_8)) {
                german.add(fold(w));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(GERMAN + " is missing: apt-get install wngerman (.ci/run does)", e);
        }
        Profile.load("ibca").canonicalWords().forEach(w -> german.add(fold(w)));
        german.addAll(CHESS);
        for (int n = 0; n <= 2000; n++) {
            for (NumberWords.Gender g : NumberWords.Gender.values()) {
                german.add(fold(NumberWords.german(n, g)));
            }
        }
        try (InputStream in = GermanText.class.getResourceAsStream(ENGLISH);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String w = line.split(" ", 2)[0].replaceAll("\\(\\d+\\)$", "");
                english.add(fold(w));
            }
            try (InputStream p = GermanText.class.getResourceAsStream(PHONES);
                 BufferedReader t = new BufferedReader(new InputStreamReader(p, StandardCharsets.UTF_8))) {
                for (String line = t.readLine(); line != null; line = t.readLine()) {
                    if (!line.startsWith("#") && line.contains("\t")) {
                        compounds.add(fold(line.substring(0, line.indexOf('\t'))));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static synchronized GermanText get() {
        if (instance == null) {
            instance = new GermanText();
        }
        return instance;
    }

    private static String fold(String w) {
        return w.strip().toLowerCase(Locale.GERMAN);
    }

    /** What is not German in {@code sentence}: each digit, path, English word and unknown word, said so; empty if none. */
    public List<String> problems(String sentence) {
        List<String> out = new ArrayList<>(NotSpeech.in(sentence));
        Matcher m = WORD.matcher(NotSpeech.withoutPaths(sentence));
        while (m.find()) {
            String w = fold(m.group());
            if (w.length() == 1 || german.contains(w)) {
                continue;                                // a single letter is a key or a file's letter
            }
            if (english.contains(w)) {
                out.add("the English word '" + m.group() + "'");
            } else if (!compounds.contains(w)) {
                out.add("the unknown word '" + m.group() + "'");
            }
        }
        return out;
    }
}
