package org.hektor.words;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;

/**
 * "One language" for Russian sentences that announce moves in a profile's words (rule 2.1: the IBCA words whatever
 * the player's language): every Cyrillic word must be Russian by Debian's {@code hunspell-ru} dictionary
 * ({@code hunspell -d ru_RU}, installed by {@code .ci/run}); a Latin-script word is allowed only when it is a move word
 * of the profile or the name of a key; a digit or a path is never Russian speech.
 */
public final class RussianText {
    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    private static final Pattern CYRILLIC = Pattern.compile("\\p{IsCyrillic}+");
    /** Hektor's own name in its Russian cases, which the dictionary lacks, and the chess word for a half-move. */
    private static final Set<String> OWN = Set.of("гектор", "гектора", "гектору", "гектором", "гекторе",
            "полуход", "полуходов", "полухода");
    /** The keys of a keyboard, named as they are written on it, and the review's two typed ones (pl: play on). */
    private static final Set<String> KEYS = Set.of("enter", "home", "end", "pl");

    private final Set<String> latin = new HashSet<>(KEYS);
    private final Set<String> russian = new HashSet<>(OWN);
    private final Set<String> notRussian = new HashSet<>();

    /** Russian with the move words of {@code profile} (files, ranks, pieces, castling, capture, check, mate). */
    public RussianText(Profile profile) {
        Set<String> commands = new HashSet<>();
        for (CommandWord c : CommandWord.values()) {
            profile.commandWords(c).forEach(phrase -> List.of(phrase.split(" ")).forEach(w -> commands.add(fold(w))));
        }
        profile.canonicalWords().stream().map(RussianText::fold).filter(w -> !commands.contains(w))
                .forEach(latin::add);
        Set<String> numbers = new TreeSet<>();
        for (int n = 0; n <= 999; n++) {
            numbers.addAll(List.of(RussianNumbers.ordinal(Math.max(n, 1)).split(" ")));
            for (NumberWords.Gender g : NumberWords.Gender.values()) {
                numbers.addAll(List.of(RussianNumbers.cardinal(n, g).split(" ")));
            }
        }
        learn(numbers);
    }

    private static String fold(String w) {
        return w.strip().toLowerCase(Locale.ROOT);
    }

    /** Asks hunspell once about every word not asked about yet. */
    private synchronized void learn(Collection<String> words) {
        Set<String> ask = new TreeSet<>();
        words.stream().map(RussianText::fold).filter(w -> !russian.contains(w) && !notRussian.contains(w))
                .forEach(ask::add);
        if (ask.isEmpty()) {
            return;
        }
        try {
            Process p = new ProcessBuilder("hunspell", "-d", "ru_RU", "-l").redirectErrorStream(false).start();
            try (Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
                in.write(String.join("\n", ask));
                in.write("\n");
            }
            Set<String> unknown = new HashSet<>();
            new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().map(RussianText::fold)
                    .forEach(unknown::add);
            if (p.waitFor() != 0) {
                throw new IllegalStateException("hunspell -d ru_RU failed: apt-get install hunspell hunspell-ru (.ci/run does)");
            }
            for (String w : ask) {
                (unknown.contains(w) ? notRussian : russian).add(w);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("hunspell is missing: apt-get install hunspell hunspell-ru (.ci/run does)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Asks hunspell once about the Cyrillic words of all these sentences, so that {@link #problems} asks it about none
     * of them again: a hunspell process loads the whole dictionary, a tenth of a second, and a file of 500 sentences
     * checked one by one took a minute.
     */
    public void learnWordsOf(Collection<String> sentences) {
        learn(sentences.stream().flatMap(s -> cyrillic(s).stream()).toList());
    }

    private static List<String> cyrillic(String sentence) {
        List<String> words = new ArrayList<>();
        Matcher c = CYRILLIC.matcher(NotSpeech.withoutPaths(sentence));
        while (c.find()) {
            words.add(c.group());
        }
        return words;
    }

    /** What is not Russian in {@code sentence}: each digit, path, foreign or unknown word, said so; empty if none. */
    public List<String> problems(String sentence) {
        List<String> out = new ArrayList<>(NotSpeech.in(sentence));
        String text = NotSpeech.withoutPaths(sentence);
        learn(cyrillic(sentence));
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            String w = fold(m.group());
            if (w.length() == 1) {
                continue;                                // a single letter is a key or a file's letter
            }
            if (CYRILLIC.matcher(w).matches()) {
                if (!russian.contains(w)) {
                    out.add("the unknown word '" + m.group() + "'");
                }
            } else if (!latin.contains(w)) {
                out.add("the foreign word '" + m.group() + "'");
            }
        }
        return out;
    }
}
