package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** hektor say --wav and hektor listen --wav, end to end through the real voice and the real model. */
class ListenCommandTest {
    @TempDir
    Path dir;

    static CliRun run(String... args) {
        // a hang fails; a slow run on a loaded machine does not (Sphinx4 loads its acoustic model in seconds)
        return assertTimeoutPreemptively(Duration.ofSeconds(240), () -> {
            return CliRun.of(args);
        });
    }

    @Test
    void aMoveSaidToAWavIsHeardBackAsThatMove() {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        Path wav = dir.resolve("bb5.wav");
        CliRun say = run("say", "--profile", "en", "--fen", fen, "--wav", wav.toString(), "Bb5");
        assertEquals(0, say.status(), say.err());
        assertEquals(String.format("bishop foxtrot one bravo five%n"), say.out());
        CliRun listen = run("listen", "--profile", "en", "--fen", fen, "--wav", wav.toString());
        assertEquals(new CliRun(0, String.format("MOVE f1b5%n"), ""), listen);
    }

    @Test
    void ibcaIsHeardThroughTheListeningTableWithTheEnglishModel() {
        Path wav = dir.resolve("nf3.wav");
        // the table was measured on FreeTTS reading the words as a German game gives them to it
        CliRun say = run("say", "--language", "de", "--voice", "freetts", "--wav", wav.toString(), "Nf3");
        assertEquals(String.format("Springer Gustav eins Felix drei%n"), say.out());
        assertEquals(new CliRun(0, String.format("MOVE g1f3%n"), ""), run("listen", "--wav", wav.toString(),
                "--model", "models/vosk-model-en-us"));
    }

    @Test
    void silenceIsNotUnderstoodAndNeverAMove() throws Exception {
        Path wav = dir.resolve("silence.wav");
        Wav.write(wav, Sound.silence(1500));
        CliRun r = run("listen", "--profile", "en", "--wav", wav.toString());
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("REJECT "), r.out());
    }

    @Test
    void aBatchIsAnsweredLineByLineAsListenWouldAndABadLineDoesNotStopIt() throws Exception {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        Path bb5 = dir.resolve("bb5.wav");
        Path e4 = dir.resolve("e4.wav");
        assertEquals(0, run("say", "--profile", "en", "--fen", fen, "--wav", bb5.toString(), "Bb5").status());
        assertEquals(0, run("say", "--profile", "en", "--wav", e4.toString(), "e4").status());
        Path text = dir.resolve("not.wav");
        Files.writeString(text, "hello");
        Path batch = dir.resolve("batch.tsv");
        Files.writeString(batch, String.join("\n",
                fen + "\tbb5.wav",                        // relative to the batch file's folder
                "\t" + e4,                                // empty FEN: the initial position
                "8/8/8 w\t" + e4,                         // bad FEN
                "\tnot.wav",                              // not a WAV
                "\tmissing.wav",                          // no such file
                "no tab here",
                fen + "\t" + e4) + "\n");                // e4 is not legal there (a pawn stands on e4)
        CliRun r = run("listen", "--profile", "en", "--batch", batch.toString());
        assertEquals(0, r.status(), r.err());
        java.util.List<String> lines = r.out().lines().toList();
        assertEquals(7, lines.size(), r.out());
        assertEquals("MOVE f1b5", lines.get(0));
        assertEquals("MOVE e2e4", lines.get(1));
        assertTrue(lines.get(2).startsWith("REJECT bad FEN: "), lines.get(2));
        assertEquals("REJECT " + text + " is not a WAV file", lines.get(3));
        assertTrue(lines.get(4).startsWith("REJECT The sound file ") && lines.get(4).endsWith(" does not exist"), lines.get(4));
        assertEquals("REJECT a batch line is FEN, a tab, and the path of a WAV file", lines.get(5));
        assertTrue(lines.get(6).startsWith("REJECT "), lines.get(6));
        // exactly what listen --wav prints for the same file and position
        assertEquals(String.format("%s%n", lines.get(0)),
                run("listen", "--profile", "en", "--fen", fen, "--wav", bb5.toString()).out());
    }

    @Test
    void batchAndWavTogetherOrNeitherAreRefused() {
        CliRun neither = run("listen");
        assertEquals(2, neither.status());
        assertEquals(String.format("Give either --wav FILE or --batch FILE.%n"), neither.err());
        CliRun both = run("listen", "--wav", "a.wav", "--batch", "b.tsv");
        assertEquals(2, both.status());
    }

    @Test
    void unusableArgumentsGetOneSentenceAndStatusTwo() throws Exception {
        Path text = dir.resolve("not.wav");
        Files.writeString(text, "hello");
        assertEquals(new CliRun(2, "", text + " is not a WAV file." + System.lineSeparator()),
                run("listen", "--wav", text.toString()));
        // in the player's language: the format's detail is English, so it is said in his words instead
        assertEquals(new CliRun(2, "", "Die Aufnahme ist keine Datei, die Hektor lesen kann." + System.lineSeparator()),
                run("listen", "--wav", text.toString(), "--language", "de"));
        Path good = dir.resolve("s.wav");
        Wav.write(good, Sound.silence(100));
        CliRun noModel = run("listen", "--wav", good.toString(), "--model", dir.resolve("none").toString());
        assertEquals(2, noModel.status());
        assertTrue(noModel.err().startsWith("There is no speech model in "), noModel.err());
        assertEquals(1, noModel.err().lines().count());
        CliRun badFen = run("listen", "--wav", good.toString(), "--fen", "8/8/8 w");
        assertEquals(2, badFen.status());
    }
}
