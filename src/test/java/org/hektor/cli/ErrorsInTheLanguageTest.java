package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.lang3.ArrayUtils;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.words.OneLanguage;
import org.hektor.words.Words;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The errors the commands stop with themselves (not picocli's usage mistakes: LanguagePairCommandsTest) are one
 * sentence of the catalogue in the player's language, status 2, never a stack trace, and change nothing. The
 * language is named on each command line: CI's system language is English.
 */
class ErrorsInTheLanguageTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aBadFenIsOneSentence(String language) {
        String fen = "8/8/8 w - - 0 1";
        CliRun run = run(language, "say", "--fen", fen, "e4");
        Words words = Words.forLanguage(language);
        String expected = words.say("error.fen", "fen", fen, "problems",
                "the placement has 3 ranks, it must have 8 separated by '/'");
        assertSaid(language, expected, run, fen, "the placement has");
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void anIllegalMoveInSayIsOneSentence(String language) {
        CliRun san = run(language, "say", "Nf6");
        assertSaid(language, Words.forLanguage(language).say("error.move.illegal", "move", "Nf6",
                "reason", san.err().strip()), san, "Nf6");
        CliRun uci = run(language, "say", "e2e5");
        assertSaid(language, Words.forLanguage(language).say("error.move.illegal", "move", "e2e5",
                "reason", "e2e5 is not a legal move in this position."), uci, "e2e5");
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aModelFolderThatIsNotThereIsOneSentence(String language) throws Exception {
        Path batch = Files.writeString(dir.resolve("empty.tsv"), "");
        Path none = dir.resolve("none");
        CliRun run = run(language, "listen", "--model", none.toString(), "--batch", batch.toString());
        assertSaid(language, Words.forLanguage(language).say("error.model.missing", "folder", none,
                "install", "hektor models download de|en"), run, none.toString(), "hektor models download de|en",
                "mvn generate-resources");
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aMissingFileIsOneSentence(String language) {
        Path missing = dir.resolve("lines.tsv");
        assertSaid(language, Words.forLanguage(language).say("error.file.missing", "what", "batch file",
                "file", missing), run(language, "hear", "--batch", missing.toString()), missing.toString());
        assertSaid(language, Words.forLanguage(language).say("error.file.folder", "what", "scenario file",
                "file", dir), run(language, "arbiter", "--script", dir.toString()), dir.toString());
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aWavFileInAFolderThatIsNotThereIsOneSentenceAndNothingIsSaid(String language) {
        Path wav = dir.resolve("no/such/folder/e4.wav");
        CliRun run = run(language, "say", "--wav", wav.toString(), "e4");
        assertSaid(language, Words.forLanguage(language).say("error.file.no.folder", "what", "WAV file",
                "file", wav, "folder", wav.getParent()), run, wav.toString(), wav.getParent().toString());
        assertFalse(Files.exists(wav.getParent()));
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void hearWithNothingToHearIsOneSentence(String language) {
        assertSaid(language, Words.forLanguage(language).say("error.hear.nothing", "option", "--batch"),
                run(language, "hear"), "--batch");
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void playsOwnChecksAreOneSentenceAndNoGameIsMade(String language) throws Exception {
        Path games = dir.resolve("games");
        Words words = Words.forLanguage(language);
        assertSaid(language, words.say("error.level", "min", 1, "max", 10, "level", 11),
                run(language, "play", "--journal", games.toString(), "--silent", "--level", "11"), "11", "10", "1");
        assertSaid(language, words.say("error.choose.one", "one", "--keyboard", "other", "--microphone"),
                run(language, "play", "--journal", games.toString(), "--keyboard", "--microphone"),
                "--keyboard", "--microphone");
        assertSaid(language, words.say("error.time.unknown", "unknown", "?", "none", "-"),
                run(language, "play", "--journal", games.toString(), "--silent", "--time", "?"), "?", " - ");
        assertFalse(Files.exists(games), "no journal, not even its folder");
    }

    /**
     * A time control that cannot be read: English quotes TimeControl's reason (what is wrong and how to write one),
     * the other languages say their own sentence; no game is made.
     */
    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aTimeControlThatCannotBeReadIsOneSentenceAndNoGameIsMade(String language) {
        String control = "40/abc";
        String reason = ((TimeControl.Reading.Unreadable) TimeControl.read(control)).sentence();
        String expected = Words.forLanguage(language).say("error.time.control", "reason", reason);
        String[] values = {"'" + control + "'", "[moves/]seconds[+increment][dDelay]", "300+2", "40/5400+30:1800+30",
            "300d5"};
        assertSaid(language, expected, run(language, "clock", "--control", control, "--simulate", "10"), values);
        Path games = dir.resolve("games");
        assertSaid(language, expected, run(language, "play", "--journal", games.toString(), "--keyboard", "--silent",
                "--time", control), values);
        assertFalse(Files.exists(games), "no journal, not even its folder");
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aThinkingTimeThatIsNoNumberIsOneSentence(String language) {
        assertSaid(language, Words.forLanguage(language).say("error.clock.think.number", "time", "9x", "number", 2,
                "option", "--simulate"), run(language, "clock", "--control", "300", "--simulate", "10,9x,20"),
                "9x", "2", "--simulate");
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aBatchWithNothingToLearnIsOneSentenceAndNoVoiceIsMade(String language) throws Exception {
        Path batch = Files.writeString(dir.resolve("takes.tsv"), "\n");
        Path voices = dir.resolve("voices");
        CliRun run = CliRun.of("speaker", "--voices", voices.toString(), "learn", "--language", language,
                "--speaker", "anna", "--batch", batch.toString());
        assertSaid(language, Words.forLanguage(language).say("error.learn.nothing", "file", batch,
                "speaker", "anna"), run, batch.toString(), "anna");
        assertFalse(Files.exists(voices.resolve("anna")), "no voice");
    }

    @ParameterizedTest(name = "--language {0}")
    @ValueSource(strings = {"de", "en", "ru"})
    void aSpeakingRateNoVoiceCanSayIsOneSentenceAndNothingIsSaid(String language) throws Exception {
        Words words = Words.forLanguage(language);
        Path wav = dir.resolve("e4.wav");
        assertSaid(language, words.say("error.rate", "min", 80, "max", 450, "rate", 10),
                run(language, "say", "--rate", "10", "--wav", wav.toString(), "e4"), "80", "450", "10");
        assertFalse(Files.exists(wav), "nothing said");
        Path games = dir.resolve("games");
        assertSaid(language, words.say("error.rate", "min", 80, "max", 450, "rate", 9000),
                run(language, "play", "--journal", games.toString(), "--keyboard", "--rate", "9000"),
                "80", "450", "9000");
        assertFalse(Files.exists(games), "no game");
    }

    /**
     * The one model here is English: it knows no Russian command word, and no German one beside the en move words.
     * listen says so in the player's language before it hears anything, not with Vosk's list of unknown words.
     */
    @ParameterizedTest(name = "--language {0} --words {1}")
    @CsvSource({"ru, ibca", "ru, en", "de, en"})
    void aModelThatCannotHearTheLanguageIsOneSentence(String language, String words) throws Exception {
        Path wav = dir.resolve("silence.wav");
        Wav.write(wav, Sound.silence(500));
        String model = "vosk-model-en-us";
        CliRun run = CliRun.of("listen", "--language", language, "--words", words, "--model",
                Path.of("models", model).toString(), "--wav", wav.toString());
        assertSaid(language, Words.forLanguage(language).say("error.model.words", "model", model,
                "option", "--speaker"), run, model, "--speaker");
    }

    private static CliRun run(String language, String command, String... args) {
        return CliRun.of(ArrayUtils.addAll(new String[] {command, "--language", language}, args));
    }

    /**
     * The run stopped with status 2 and this one sentence alone, no trace; with what fills its placeholders taken
     * out (a path, a FEN, an option, the English reason behind the English sentence), the sentence is the language's.
     */
    private static void assertSaid(String language, String expected, CliRun run, String... values) {
        assertEquals(new CliRun(2, "", expected + System.lineSeparator()), run);
        String words = expected;
        for (String v : values) {
            words = words.replace(v, " ");
        }
        if (language.equals("en")) {
            words = words.replaceAll("--\\w+|\\b[A-Z]{2,}\\b", " ");
        }
        assertEquals(List.of(), OneLanguage.of(language, Profile.load("ibca", language)).apply(words), words);
    }
}
