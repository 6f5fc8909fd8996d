package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** hektor say --wav and hektor listen --wav, end to end through the real voice and the real model. */
class ListenCommandTest {
    @TempDir
    Path dir;

    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            CommandLine cl = Hektor.commandLine();
            cl.setOut(new PrintWriter(out));
            cl.setErr(new PrintWriter(err));
            int status = cl.execute(args);
            return new Run(status, out.toString(), err.toString());
        });
    }

    @Test
    void aMoveSaidToAWavIsHeardBackAsThatMove() {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        Path wav = dir.resolve("bb5.wav");
        Run say = run("say", "--profile", "en", "--fen", fen, "--wav", wav.toString(), "Bb5");
        assertEquals(0, say.status(), say.err());
        assertEquals(String.format("bishop foxtrot one bravo five%n"), say.out());
        Run listen = run("listen", "--profile", "en", "--fen", fen, "--wav", wav.toString());
        assertEquals(new Run(0, String.format("MOVE f1b5%n"), ""), listen);
    }

    @Test
    void ibcaIsHeardThroughTheListeningTableWithTheEnglishModel() {
        Path wav = dir.resolve("nf3.wav");
        Run say = run("say", "--wav", wav.toString(), "Nf3");
        assertEquals(String.format("Springer Gustav eins Felix drei%n"), say.out());
        assertEquals(new Run(0, String.format("MOVE g1f3%n"), ""), run("listen", "--wav", wav.toString(),
                "--model", "models/vosk-model-en-us"));
    }

    @Test
    void silenceIsNotUnderstoodAndNeverAMove() throws Exception {
        Path wav = dir.resolve("silence.wav");
        Wav.write(wav, Sound.silence(1500));
        Run r = run("listen", "--profile", "en", "--wav", wav.toString());
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("REJECT "), r.out());
    }

    @Test
    void unusableArgumentsGetOneSentenceAndStatusTwo() throws Exception {
        Path text = dir.resolve("not.wav");
        Files.writeString(text, "hello");
        assertEquals(new Run(2, "", text + " is not a WAV file." + System.lineSeparator()),
                run("listen", "--wav", text.toString()));
        Path good = dir.resolve("s.wav");
        Wav.write(good, Sound.silence(100));
        Run noModel = run("listen", "--wav", good.toString(), "--model", dir.resolve("none").toString());
        assertEquals(2, noModel.status());
        assertTrue(noModel.err().startsWith("There is no speech model in "), noModel.err());
        assertEquals(1, noModel.err().lines().count());
        Run badFen = run("listen", "--wav", good.toString(), "--fen", "8/8/8 w");
        assertEquals(2, badFen.status());
    }
}
