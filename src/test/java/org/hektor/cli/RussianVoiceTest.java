package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Wav;
import org.hektor.words.OneLanguage;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * FreeTTS reads English letters only; handed a Russian sentence it says garbage or nothing. A Russian game asked to
 * speak with it speaks with espeak-ng's Russian voice and says so in Russian; where espeak-ng is missing no voice here
 * speaks Russian, and the game or the WAV is refused in one Russian sentence before anything is made.
 */
class RussianVoiceTest {
    private static final Profile RUSSIAN = Profile.load("ibca", "ru");

    @TempDir
    Path dir;

    @Test
    void freettsAskedForRussianSpeaksWithEspeakAndSaysSoInRussian() throws Exception {
        String phrase = new Announcer(RUSSIAN).announce(Position.initial(), Move.fromUci("g1f3"));
        Path asked = dir.resolve("freetts.wav");
        Path espeak = dir.resolve("espeak.wav");
        CliRun run = CliRun.of("say", "--language", "ru", "--voice", "freetts", "--wav", asked.toString(), "Nf3");
        String said = Words.forLanguage("ru").say("session.voice.replaced", "asked", "freetts", "voice", "espeak");
        assertEquals(new CliRun(0, phrase + "\n", said + "\n"), run);
        assertEquals(List.of(), OneLanguage.of("ru", RUSSIAN).apply(said.replace("freetts", "").replace("espeak", "")));
        assertEquals(0, CliRun.of("say", "--language", "ru", "--voice", "espeak", "--wav", espeak.toString(), "Nf3")
                .status());
        assertArrayEquals(Wav.read(espeak).pcm(), Wav.read(asked).pcm(), "espeak-ng's Russian voice spoke the move");
    }

    @Test
    void withoutEspeakARussianWavOrGameIsRefusedInOneRussianSentenceAndNothingIsMade() throws Exception {
        Path wav = dir.resolve("e4.wav");
        Path home = Files.createDirectories(dir.resolve("home"));
        String refusal = Words.forLanguage("ru").say("error.voice.none", "package", "espeak-ng", "silent", "--silent");
        for (String[] args : List.of(
                new String[] {"say", "--language", "ru", "--wav", wav.toString(), "e4"},
                new String[] {"say", "--language", "ru", "--voice", "freetts", "--wav", wav.toString(), "e4"},
                new String[] {"play", "--language", "ru", "--keyboard", "--voice", "freetts"})) {
            ProcessBuilder hektor = HektorProcess.command(args);
            hektor.command().add(1, "-Duser.home=" + home);
            hektor.environment().put("PATH", Files.createDirectories(dir.resolve("bin")).toString()); // no espeak-ng
            HektorProcess.Result result = HektorProcess.run(hektor.redirectInput(ProcessBuilder.Redirect.from(
                    Files.writeString(dir.resolve("keys.txt"), "quit\n").toFile())), Duration.ofSeconds(60));
            assertEquals(new HektorProcess.Result(2, "", refusal + "\n"), result, String.join(" ", args));
        }
        assertEquals(List.of(), OneLanguage.of("ru", RUSSIAN).apply(refusal.replace("espeak-ng", "").replace("--silent", "")));
        assertFalse(Files.exists(wav), "no WAV written");
        try (Stream<Path> made = Files.list(home)) {
            assertEquals(List.of(), made.toList(), "no game made");
        }
    }
}
