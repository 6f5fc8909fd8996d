package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Wav;
import org.hektor.words.OneLanguage;
import org.hektor.words.Words;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command that speaks or hears, with {@code --language} and {@code --words} given apart, for each of the six
 * pairs: what it prints in words is in the player's language with the chosen move words (rule 2.1: the IBCA words
 * whatever the player's language), the command words it understands are the language's, and a command line it cannot
 * read is one sentence in that language. The system's language is not trusted: each run names both.
 */
class LanguagePairCommandsTest {
    /** Every language with every words set. */
    static Stream<Arguments> pairs() {
        return Profile.LANGUAGES.stream().flatMap(l -> Stream.of("ibca", "en").map(w -> Arguments.of(l, w)));
    }

    @TempDir
    Path dir;

    private static final Move KNIGHT = Move.fromUci("g1f3");

    /** {@code hektor say}: the move in the move words, and with {@code --wav} the language's voice saying it. */
    @ParameterizedTest(name = "--language {0} --words {1}")
    @MethodSource("pairs")
    void sayAnnouncesInTheMoveWordsAndSpeaksInTheLanguagesVoice(String language, String words) throws Exception {
        Profile profile = Profile.load(words, language);
        String phrase = new Announcer(profile).announce(Position.initial(), KNIGHT);
        Path wav = dir.resolve("nf3.wav");
        CliRun say = CliRun.of("say", "--language", language, "--words", words, "--voice", "espeak",
                "--wav", wav.toString(), "Nf3");
        assertEquals(new CliRun(0, phrase + "\n", ""), say, "no fallback sentence: the language's own voice spoke");
        assertEquals(List.of(), OneLanguage.of(language, profile).apply(phrase), phrase);
        assertEquals(new Announcer(Profile.load(words)).announce(Position.initial(), KNIGHT), phrase,
                "the move words are the words set's whatever the language");
        assertTrue(Wav.read(wav).durationMillis() > 500, "a phrase was spoken into " + wav);
    }

    /** {@code hektor hear}: the move in the move words is a move, the language's command words are commands. */
    @ParameterizedTest(name = "--language {0} --words {1}")
    @MethodSource("pairs")
    void hearUnderstandsTheMoveWordsAndTheLanguagesCommands(String language, String words) {
        Profile profile = Profile.load(words, language);
        String phrase = new Announcer(profile).announce(Position.initial(), KNIGHT);
        assertEquals(new CliRun(0, "MOVE g1f3\n", ""), CliRun.of("hear", "--language", language, "--words", words, phrase));
        for (CommandWord c : List.of(CommandWord.DRAW, CommandWord.RESIGN, CommandWord.CONFIRM, CommandWord.TIME)) {
            String word = profile.commandWords(c).get(0);
            assertEquals(new CliRun(0, "COMMAND " + c.key() + "\n", ""),
                    CliRun.of("hear", "--language", language, "--words", words, word), word);
        }
    }

    /**
     * {@code hektor listen}: the move said in the move words is heard as that move with the language's grammar. The
     * one model on these machines is English (no other can be downloaded here), so the utterance is FreeTTS's, the
     * voice the listening table of the IBCA words was measured on, reading them as a German game gives them to it.
     * Russian commands and German commands with the en words are words the English model does not know: listen says
     * so in one sentence in the player's language rather than hear half a grammar (a Russian model or a learned voice
     * hears them).
     */
    @ParameterizedTest(name = "--language {0} --words {1}")
    @MethodSource("pairs")
    void listenHearsTheMoveWordsWhereAModelKnowsTheLanguagesWords(String language, String words) {
        Path wav = dir.resolve("nf3.wav");
        CliRun say = CliRun.of("say", "--language", words.equals("ibca") ? "de" : "en", "--words", words, "--voice",
                "freetts", "--wav", wav.toString(), "Nf3");
        assertEquals(0, say.status(), say.err());
        CliRun listen = CliRun.of("listen", "--language", language, "--words", words, "--model",
                "models/vosk-model-en-us", "--wav", wav.toString());
        if (language.equals("ru") || language.equals("de") && words.equals("en")) {
            String told = Words.forLanguage(language).say("error.model.words", "model", "vosk-model-en-us",
                    "option", "--speaker");
            assertEquals(new CliRun(2, "", told + "\n"), listen);
            assertOneLanguage(language, Profile.load(words, language),
                    List.of(told.replace("vosk-model-en-us", "").replace("--speaker", "")));
        } else {
            assertEquals(new CliRun(0, "MOVE g1f3\n", ""), listen);
        }
    }

    /** {@code hektor clock}: each call of the dial (rule 2.4) and the final report (rule 2.9d) in the language. */
    @ParameterizedTest(name = "--language {0} --words {1}")
    @MethodSource("pairs")
    void clockSaysEveryCallInTheLanguage(String language, String words) {
        Profile profile = Profile.load(words, language);
        Words said = Words.forLanguage(language);
        CliRun run = CliRun.of("clock", "--say", "--language", language, "--words", words, "--control", "40/5400+30:1800+30",
                "--simulate", String.join(",", java.util.Collections.nCopies(81, "100")) + ",1900");
        assertEquals(0, run.status(), run.err());
        List<String> sentences = run.out().lines().map(l -> l.substring(l.indexOf('\t') + 1)).toList();
        assertTrue(sentences.size() > 10, run.out());
        assertTrue(sentences.stream().anyMatch(s -> s.startsWith(said.color(Color.BLACK))), run.out());
        assertTrue(sentences.get(sentences.size() - 1).startsWith(said.say("clock.report", "move",
                said.moveNumber(42), "white", "", "black", "").strip()), run.out());
        assertOneLanguage(language, profile, sentences);
    }

    /**
     * {@code hektor arbiter}: rule 2.7's misplaced knight; the plan's explanation is in the language, and the blind
     * player's instruction names his piece and squares in the move words.
     */
    @ParameterizedTest(name = "--language {0} --words {1}")
    @MethodSource("pairs")
    void arbiterExplainsAndInstructsInTheLanguageWithTheMoveWords(String language, String words) throws Exception {
        Profile profile = Profile.load(words, language);
        String written = San.of(Position.initial(), KNIGHT, profile.letters());
        Path script = dir.resolve("knight.scenario");
        Files.write(script, List.of("blind white", "white lift g1", "white place f4",
                "white announces " + new Announcer(profile).announce(Position.initial(), KNIGHT), "white press",
                "black lift g1", "black place f3", "white writes " + written, "black writes " + written, "check",
                "reconcile"), StandardCharsets.UTF_8);
        CliRun run = CliRun.of("arbiter", "--language", language, "--words", words, "--script", script.toString());
        assertEquals(0, run.status(), run.err());
        List<String> spoken = new ArrayList<>();
        for (String line : run.out().lines().toList()) {
            if (line.startsWith("explain: ") || line.startsWith("say white: ")) {
                spoken.add(line.substring(line.indexOf(": ") + 2));
            }
        }
        assertEquals(2, spoken.size(), run.out());
        assertTrue(spoken.get(1).contains(profile.piece(PieceType.KNIGHT)) && spoken.get(1).contains(
                profile.square(Square.parse("f4"))) && spoken.get(1).contains(profile.square(Square.parse("f3"))),
                spoken.get(1));
        assertOneLanguage(language, profile, spoken);
    }

    /** A command line a command cannot read is one sentence in the player's language, naming where help is. */
    @ParameterizedTest(name = "--language {0} --words {1}")
    @MethodSource("pairs")
    void aBadCommandLineIsOneSentenceInTheLanguageForEveryCommand(String language, String words) {
        Profile profile = Profile.load(words, language);
        Words said = Words.forLanguage(language);
        List<String> sentences = new ArrayList<>();
        for (String command : List.of("play", "say e4", "hear e4", "listen --wav=x.wav", "clock --control=300 "
                + "--simulate=1", "arbiter --script=x")) {
            List<String> args = new ArrayList<>(List.of(command.split(" ")));
            args.addAll(List.of("--language", language, "--words", words, "--frobnicate"));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            command = args.get(0);
            String name = "hektor " + command;
            assertEquals(new CliRun(2, "", said.say("help.cli.unknown.option", "command", name, "help",
                    name + " --help", "word", "--frobnicate") + "\n"), run);
            sentences.add(run.err().strip().replace(name + " --help", "").replace(name, "").replace("'--frobnicate'", ""));
        }
        assertOneLanguage(language, profile, sentences);
    }

    /** An option given without its value is said so, not as an option left out (it was "hektor play braucht --level"). */
    @Test
    void anOptionWithoutItsValueIsSaidSoAndAnOptionLeftOutIsToo() {
        assertEquals(new CliRun(2, "", "Bei hektor play fehlt der Wert von --level; hektor play --help sagt, was es "
                + "erwartet.\n"), CliRun.of("play", "--language", "de", "--level"));
        assertEquals(new CliRun(2, "", "hektor clock needs --control; hektor clock --help says what it takes.\n"),
                CliRun.of("clock", "--language", "en", "--simulate", "1"));
    }

    /** A language or words set Hektor does not have is one sentence naming the ones it has, for every command. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"say, e4", "hear, e4", "clock, --simulate=1", "arbiter, --script=none"})
    void anUnknownLanguageOrWordsSetIsRefusedInOneSentence(String command, String more) {
        List<String> rest = more.startsWith("--simulate") ? List.of("--control=300", more) : List.of(more);
        List<String> args = new ArrayList<>(List.of(command, "--language", "fr"));
        args.addAll(rest);
        assertEquals(new CliRun(2, "", "Hektor speaks no language 'fr'; try de, en, ru.\n"),
                CliRun.of(args.toArray(String[]::new)));
        args = new ArrayList<>(List.of(command, "--words", "klingon"));
        args.addAll(rest);
        assertEquals(new CliRun(2, "", "There is no spoken-notation profile named 'klingon'; try ibca or en.\n"),
                CliRun.of(args.toArray(String[]::new)));
    }

    /** The same sentence in the player's language: it was English whatever the language asked for. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"play, --keyboard", "review, --keyboard", "say, e4", "listen, --batch=none"})
    void anUnknownLanguageOrWordsSetIsRefusedInThePlayersLanguage(String command, String more) {
        assertEquals(new CliRun(2, "", "Die Sprache „fr“ spricht Hektor nicht; versuchen Sie de, en, ru.\n"),
                CliRun.of(command, "--profile", "ibca", "--language", "fr", more));
        assertEquals(new CliRun(2, "", "Слов для ходов «klingon» Гектор не знает; попробуйте ibca или en.\n"),
                CliRun.of(command, "--language", "ru", "--words", "klingon", more));
    }

    private static void assertOneLanguage(String language, Profile profile, List<String> sentences) {
        Function<String, List<String>> check = OneLanguage.of(language, profile);
        List<String> bad = new ArrayList<>();
        for (String s : sentences) {
            check.apply(s).forEach(why -> bad.add(why + " in: " + s));
        }
        assertEquals(List.of(), bad, String.join("\n", sentences));
    }
}
