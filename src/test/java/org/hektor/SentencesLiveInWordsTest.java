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
 * What a game says to a player lives in {@code org.hektor.words} ({@code words/<profile>.properties}), not in
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
     * problems are its English data; the UCI engine and server speak the protocol to programs (when an engine fails
     * in a game, words.EngineFallback says so); the arbiter script is an English file format and prints English lines.
     */
    private static final List<String> ENGLISH_BY_DESIGN = List.of("words/", "cli/", "chess/", "engine/Uci",
            "engine/internal/", "arbiter/script/");

    /**
     * Sentences in Java that no player, assistant or arbiter ever hears or reads in a game, each place with its
     * reason and its literals exactly as written (a new sentence there fails this test like anywhere else; one that
     * is gone must leave this list too).
     */
    private static final List<Exempt> NEVER_SAID_TO_A_PLAYER = List.of(
            new Exempt("ui/web/OriginCheck.java", "why a request is refused is only tested for null: the tablet server "
                    + "answers 403 with Javalin's own body, and no page is ever loaded to show it",
                    "The request names no host.", "The tablet is reached by its address, as printed on the console.",
                    "The request comes from no web page.", "Only the tablet's own pages may connect."),
            new Exempt("ui/web/Seats.java", "WebSocket close reasons, for a developer's browser tools: link.js never "
                    + "reads a close event's reason; the page shows the message sent just before (msg.*, from words)",
                    "Too many pages are connected.", "Not paired in time.", "Too many wrong pairing codes.",
                    "Too many wrong pairing codes.", "This page was opened again.",
                    "The board was handed over to another page."),
            new Exempt("speech/voice/SpeechQueue.java", "a diagnostic on stderr (a sound that could not be made, a bug); "
                    + "the game goes on and says its next sentence", "Hektor could not say \\\""),
            new Exempt("speech/audio/Wav.java", "why a sound file cannot be read, for `hektor listen --wav` (the English "
                    + "command line) and the log of a learned take left out; the same texts its exceptions carried "
                    + "before they became a value (Refusable)", "Cannot read the sound file ", " is not a WAV file.",
                    " has its sound data before its format.", " has no sound data."),
            new Exempt("speech/hearing/ModelVocabulary.java", "why a speech model's word list cannot be read, English "
                    + "like the `hektor models` command's texts (ModelStore); the same texts its exceptions carried before "
                    + "they became a value (Refusable)", "The model in ",
                    " has no graph/Gr.fst to read its words from.", " ends before its word list is complete.",
                    " is not an OpenFst file.", " has a damaged word list."),
            new Exempt("clock/TimeControl.java", "why a text is no time control, for `--control` and `--time` (quoted whole "
                    + "by English error.time.control only; German and Russian say their own), an arbiter script's control line and a journal's header (a journal that cannot be read is "
                    + "set aside with session.journal.unreadable from words); the same texts its exceptions carried before "
                    + "they became a value (TimeControl.Reading)", "A period needs a positive time and no negative numbers.",
                    "The time control is empty; ", ", or name a preset such as blitz.",
                    " has a move count of 0; a period with moves needs at least one.",
                    " gives no time; each period needs at least one second.",
                    " is for the rest of the game, so no period can follow it.", "There is no time control preset called '"),
            new Exempt("arbiter/Discipline.java", "an unknown discipline, for an arbiter script's discipline line (an "
                    + "English file format, arbiter/script/); the text its exception carried before it became a value "
                    + "(Discipline.find)",
                    "There is no discipline called '", "'; the disciplines are standard, rapid and blitz."),
            new Exempt("arbiter/Setup.java", "an unknown time control, for an arbiter script (an English file format, "
                    + "arbiter/script/); a game's Settings refuses one before a Setup is made (session.Settings); the text "
                    + "its exception carried before it became a value (Setup.refusal)",
                    "The time control is unknown; give one, or - for a game without a clock."),
            new Exempt("notation/Choice.java", "an unknown word for a choice, for the command line's options (picocli) "
                    + "and a journal's header; the text its exception carried before it became a value (Choice.find)",
                    "There is no "),
            new Exempt("notation/Profile.java", "an unknown profile or language, for `--profile`/`--language` and a "
                    + "journal's header; the texts its exceptions carried before they became a value (Profile.Finding)",
                    "There is no spoken-notation profile named '", "'; try ibca or en.", "Hektor speaks no language '"),
            new Exempt("session/Settings.java", "what no game can have, for the command line's options and a journal's "
                    + "header; the texts the constructor's exceptions carried before they became a value (Settings.refusal)",
                    "A game needs a known time control, or - for none.", "The correction window cannot be negative."),
            new Exempt("sync/PlayerBoard.java", "the syntax problems of a FEN placement, English data like the chess "
                    + "core's FEN problems (chess/): only the English file quotes them (refused.bad.placement = {detail}); "
                    + "ibca says its own sentence", "The placement '", "The placement '",
                    ", which is neither a piece letter (PNBRQK, pnbrqk) nor a digit.", "The placement '"));

    private record Exempt(String file, String why, List<String> literals) {
        Exempt(String file, String why, String... literals) {
            this(file, why, List.of(literals));
        }
    }

    @Test
    void noSentenceInJavaOutsideWordsExceptWhereAllowed() throws IOException {
        Map<String, List<String>> found = new TreeMap<>();
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
                        found.computeIfAbsent(name, f -> new ArrayList<>()).add(m.group(1));
                    }
                }
            }
        }
        Map<String, List<String>> exempt = new TreeMap<>();
        NEVER_SAID_TO_A_PLAYER.forEach(e -> exempt.put(e.file(), e.literals()));
        List<String> unexpected = new ArrayList<>();
        found.forEach((file, literals) -> {
            List<String> left = new ArrayList<>(literals);
            exempt.getOrDefault(file, List.of()).forEach(left::remove);
            left.forEach(l -> unexpected.add(file + ": \"" + l + "\""));
        });
        assertEquals(List.of(), unexpected, "sentences belong in words/<profile>.properties");
        // the scan works (it finds every exempt sentence), and the list holds no sentence that is gone
        exempt.forEach((file, literals) -> assertEquals(literals.stream().sorted().toList(),
                found.getOrDefault(file, List.of()).stream().sorted().toList(), file));
    }

    @Test
    void theScanFindsASentenceAndSkipsWhatIsNotOne() {
        assertTrue(readsLikeASentence("There is no piece on e4 to lift."));
        assertTrue(readsLikeASentence("No microphone found: type your moves"));
        assertTrue(!readsLikeASentence("session.rejected") && !readsLikeASentence("go movetime")
                && !readsLikeASentence("%d of %d") && !readsLikeASentence("session.journal.reason."));
        String code = withoutComments("// \"A comment is no sentence.\"\nthrow new X(\"A bug's text is English.\");"
                + " say(\"It is said to the player.\"); throw new X(\"Its text; \" + y + \", also English.\");"
                + " say(\"Said; \" + y + \", to the player.\");");
        Matcher m = LITERAL.matcher(code);
        List<Boolean> allowed = new ArrayList<>();
        while (m.find()) {
            allowed.add(inExceptionOrAnnotation(code, m.start()));
        }
        assertEquals(List.of(true, false, true, true, false, false), allowed);
    }

    static boolean readsLikeASentence(String literal) {
        Matcher w = WORD.matcher(literal);
        int words = 0;
        while (w.find()) {
            words++;
        }
        // a key or key prefix ("session.journal.reason.") has no space: no sentence has fewer than two
        return words >= 3 && literal.contains(" ")
                && (literal.matches("^[A-Z][a-z']+ [a-z].*") || literal.matches(".*[a-z][.!?]$"));
    }

    /**
     * Whether the statement the literal stands in throws or builds an exception (a usage error's or a bug's English
     * text) or is an annotation (picocli's English help).
     */
    static boolean inExceptionOrAnnotation(String code, int at) {
        // the statement begins after the last ; { or } outside a literal ("The time control is empty; " + …)
        Matcher m = LITERAL.matcher(code);
        StringBuilder blank = new StringBuilder(code);
        while (m.find() && m.start() < at) {
            for (int i = m.start(1); i < m.end(1); i++) {
                blank.setCharAt(i, ' ');
            }
        }
        String outside = blank.toString();
        int start = Math.max(outside.lastIndexOf(';', at), Math.max(outside.lastIndexOf('{', at), outside.lastIndexOf('}', at)));
        String statement = outside.substring(start + 1, at);
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
