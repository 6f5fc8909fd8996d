package org.hektor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 17: what a game says to a player lives in {@code org.hektor.words} ({@code words/<profile>.properties}), not in
 * Java. This scans every main source file for string literals that read like a sentence (three words or more,
 * starting "Word word" or ending with . ! ?) and fails on one outside the places allowed below, each for its reason.
 */
class SentencesLiveInWordsTest {
    private static final Path MAIN = Path.of("src/main/java/org/hektor");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern WORD = Pattern.compile("[A-Za-zÄÖÜäöüß']+");

    /**
     * Where English sentences in Java are the design, not a debt (design-notes item 10): the command line speaks
     * English (its help, options and usage errors, like picocli's own messages); the chess core's FEN, SAN and PGN
     * problems are its English data; the UCI engine and server speak the protocol to programs (a failed engine's sentence is said in a game by
     * FallbackOpponent, below); the
     * arbiter script is an English file format and prints English lines.
     */
    private static final List<String> ENGLISH_BY_DESIGN = List.of("words/", "cli/", "chess/", "engine/Uci",
            "engine/internal/", "arbiter/script/");

    /**
     * Sentences a player can still meet that have not moved to words yet, with the number of literals in each file:
     * the list may only shrink (a new sentence elsewhere fails this test). The tablet's page texts are the tablet
     * engineer's (issue 15); the rest are said on the console or in a game in
     * English whatever the profile, and belong in words.
     */
    private static final Map<String, Integer> NOT_YET_MOVED = Map.ofEntries(
            Map.entry("ui/web/OriginCheck.java", 4),
            Map.entry("ui/web/Seats.java", 7),
            Map.entry("engine/FallbackOpponent.java", 2),
            Map.entry("speech/voice/SpeechQueue.java", 1),
            Map.entry("speech/voice/VoiceSpeaker.java", 1),
            Map.entry("speech/models/ModelStore.java", 3),
            Map.entry("speech/hearing/Listeners.java", 3),
            Map.entry("speech/hearing/Microphone.java", 1),
            Map.entry("clock/TimeControl.java", 1),
            Map.entry("sync/PlayerBoard.java", 4),
            Map.entry("store/DiskProblem.java", 2));

    @Test
    void noSentenceInJavaOutsideWordsExceptWhereAllowed() throws IOException {
        Map<String, Integer> found = new TreeMap<>();
        List<String> examples = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = MAIN.relativize(file).toString().replace('\\', '/');
                if (ENGLISH_BY_DESIGN.stream().anyMatch(name::startsWith)) {
                    continue;
                }
                String code = withoutComments(Files.readString(file, StandardCharsets.UTF_8));
                Matcher m = LITERAL.matcher(code);
                while (m.find()) {
                    if (readsLikeASentence(m.group(1)) && !inExceptionOrAnnotation(code, m.start())) {
                        found.merge(name, 1, Integer::sum);
                        examples.add(name + ": \"" + m.group(1) + "\"");
                    }
                }
            }
        }
        List<String> unexpected = new ArrayList<>();
        found.forEach((file, n) -> {
            if (n > NOT_YET_MOVED.getOrDefault(file, 0)) {
                unexpected.add(file + " has " + n + " (allowed " + NOT_YET_MOVED.getOrDefault(file, 0) + ")");
            }
        });
        // the scan works: it sees sentences still to move (the list may shrink without this test failing)
        assertTrue(found.size() >= NOT_YET_MOVED.size() / 2, "found only " + found);
        assertEquals(List.of(), unexpected, "sentences belong in words/<profile>.properties:\n"
                + String.join("\n", examples));
    }

    @Test
    void theScanFindsASentenceAndSkipsWhatIsNotOne() {
        assertTrue(readsLikeASentence("There is no piece on e4 to lift."));
        assertTrue(readsLikeASentence("No microphone found: type your moves"));
        assertTrue(!readsLikeASentence("session.rejected") && !readsLikeASentence("go movetime")
                && !readsLikeASentence("%d of %d"));
        String code = withoutComments("// \"A comment is no sentence.\"\nthrow new X(\"A bug's text is English.\");"
                + " say(\"It is said to the player.\");");
        Matcher m = LITERAL.matcher(code);
        List<Boolean> allowed = new ArrayList<>();
        while (m.find()) {
            allowed.add(inExceptionOrAnnotation(code, m.start()));
        }
        assertEquals(List.of(true, false), allowed);
    }

    static boolean readsLikeASentence(String literal) {
        Matcher w = WORD.matcher(literal);
        int words = 0;
        while (w.find()) {
            words++;
        }
        return words >= 3 && (literal.matches("^[A-Z][a-z']+ [a-z].*") || literal.matches(".*[a-z][.!?]$"));
    }

    /**
     * Whether the statement the literal stands in throws or builds an exception (a usage error's or a bug's English
     * text) or is an annotation (picocli's English help).
     */
    static boolean inExceptionOrAnnotation(String code, int at) {
        int start = Math.max(code.lastIndexOf(';', at), Math.max(code.lastIndexOf('{', at), code.lastIndexOf('}', at)));
        String statement = code.substring(start + 1, at);
        return statement.contains("throw ") || statement.contains("Exception(") || statement.strip().startsWith("@");
    }

    /** The code without its comments; string and character literals kept as they are. */
    static String withoutComments(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? s.length() : end + 2;
            } else if (s.charAt(i) == '"' || s.charAt(i) == '\'') {
                char quote = s.charAt(i);
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != quote) {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                out.append(s, i, Math.min(j + 1, s.length()));
                i = j + 1;
            } else {
                out.append(s.charAt(i++));
            }
        }
        return out.toString();
    }
}
