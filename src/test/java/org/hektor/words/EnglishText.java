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
 * "One language" for English sentences that announce moves in another profile's words (rule 2.1: the IBCA words
 * whatever the player's language): is a sentence English but for the move words? The same two dictionaries as
 * {@link GermanText} decide the other way round: a word is German when Debian's German list has it and the English
 * pronouncing dictionary of Sphinx4 does not, and it is not a move word of the profile; a word neither knows is
 * unknown. English keeps digits (its voices read numbers), but never a path.
 */
public final class EnglishText {
    private static final Path GERMAN = Path.of("/usr/share/dict/ngerman");
    private static final String ENGLISH = "/edu/cmu/sphinx/models/en-us/cmudict-en-us.dict";
    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    private static final Pattern PATH = Pattern.compile("(^|[\\s(:])(~?/\\S*)|\\S+\\.(pgn|txt|brf|jsonl|wav|log)\\b");

    /** English chess words the pronouncing dictionary lacks. */
    private static final Set<String> CHESS = Set.of("scoresheet", "scoresheets");
    /** Hektor's own name, which the IBCA words have as the h-file but the en words do not. */
    private static final String OWN = "hektor";

    private final Set<String> english = new HashSet<>(CHESS);
    private final Set<String> german = new HashSet<>();
    private final Set<String> moveWords = new HashSet<>();

    /** English with the move words of {@code profile} (its files, ranks, pieces, castling, capture, check, mate). */
    public EnglishText(Profile profile) {
        try (InputStream in = EnglishText.class.getResourceAsStream(ENGLISH);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                english.add(fold(line.split(" ", 2)[0].replaceAll("\\(\\d+\\)$", "")));
            }
            Files.readAllLines(GERMAN, StandardCharsets.UTF_8).forEach(w -> german.add(fold(w)));
            english.add(OWN);
        } catch (IOException e) {
            throw new UncheckedIOException(GERMAN + " or the English dictionary is missing (.ci/run installs wngerman)", e);
        }
        Set<String> commands = new HashSet<>();
        for (org.hektor.notation.CommandWord c : org.hektor.notation.CommandWord.values()) {
            profile.commandWords(c).forEach(phrase -> List.of(phrase.split(" ")).forEach(w -> commands.add(fold(w))));
        }
        profile.canonicalWords().stream().map(EnglishText::fold).filter(w -> !commands.contains(w))
                .forEach(moveWords::add);
    }

    private static String fold(String w) {
        return w.strip().toLowerCase(Locale.ROOT);
    }

    /** What is not English in {@code sentence}: each path, German word and unknown word, said so; empty if none. */
    public List<String> problems(String sentence) {
        List<String> out = new ArrayList<>();
        Matcher path = PATH.matcher(sentence);
        while (path.find()) {
            out.add("a path '" + path.group().strip() + "'");
        }
        Matcher m = WORD.matcher(PATH.matcher(sentence).replaceAll(" "));
        while (m.find()) {
            String w = fold(m.group());
            if (w.length() == 1 || moveWords.contains(w) || english.contains(w)) {
                continue;
            }
            out.add(german.contains(w) ? "the German word '" + m.group() + "'" : "the unknown word '" + m.group() + "'");
        }
        return out;
    }
}
