package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Wav;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code listen} works in every language and words pair through the player's learned voice (the one speech
 * model here is English and cannot hear German or Russian commands, nor an English speaker's IBCA words). Per pair,
 * an espeak-ng voice of the pair's language says the pair's own script ({@code speaker prompts --language L --words W})
 * once and {@code speaker learn} learns it; then {@code listen --language L --words W --speaker NAME --batch} hears new
 * takes by the same voice at another rate: two moves in the pair's words and two commands in its language, each heard
 * right and as nothing else, and nothing on the error stream (no sentence, no stack trace).
 */
class ListenInEveryPairTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** The takes listen hears are said at another rate than the script. */
    private static final int LISTEN_RATE = 190;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "--language {0} --words {1}")
    @CsvSource({"de, ibca, de", "de, en, de", "en, ibca, en", "en, en, en", "ru, ibca, ru", "ru, en, ru"})
    void listenHearsMovesAndCommandsThroughTheLearnedVoice(String language, String words, String voice)
            throws Exception {
        Profile pair = Profile.load(words, language);
        Path work = Files.createDirectories(dir.resolve("work"));
        Path voices = dir.resolve("voices");
        LearnedVoiceTakes.learn(pair, voice, "player", voices, work);

        Position start = Position.fromFen(START);
        Announcer announcer = new Announcer(pair);
        List<String> said = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String uci : List.of("b1c3", "e2e4")) {
            Move move = start.legalMoves().stream().filter(m -> m.uci().equals(uci)).findFirst().orElseThrow();
            said.add(announcer.announce(start, move));
            expected.add("MOVE " + uci);
        }
        for (CommandWord command : List.of(CommandWord.DRAW, CommandWord.REPEAT)) {
            said.add(pair.commandWords(command).get(0));
            expected.add("COMMAND " + command.key());
        }
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < said.size(); i++) {
            Path wav = dir.resolve("said-" + i + ".wav");
            Wav.write(wav, LearnedVoiceTakes.padded(LearnedVoiceTakes.speak(pair, voice, said.get(i), LISTEN_RATE,
                    work)));
            batch.add(START + "\t" + wav.getFileName());
        }
        Files.write(dir.resolve("batch.tsv"), batch, StandardCharsets.UTF_8);

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cl = Hektor.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int status = cl.execute("listen", "--language", language, "--words", words, "--speaker", "player",
                "--voices", voices.toString(), "--batch", dir.resolve("batch.tsv").toString());
        String heard = out + "\n" + err + "\nsaid: " + said;
        assertEquals(0, status, heard);
        assertEquals("", err.toString(), heard);
        // the answer lines are listen's protocol (MOVE, COMMAND): no sentence in any language, each take right
        assertEquals(expected, out.toString().lines().toList(), heard);
    }
}
