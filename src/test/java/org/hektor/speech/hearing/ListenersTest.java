package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.ChildJava;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.VirtualSoundCard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the player meets on a machine without a microphone (this one, CI): a sentence and the keyboard. */
class ListenersTest {
    @Test
    void withoutAMicrophoneOrModelTheKeyboardTakesOverWithOneSentence() {
        StringWriter console = new StringWriter();
        Listeners.Game game = new Listeners.Game(Path.of("models/none"), Profile.load("en"), null, Set.of("stop"),
                Position::initial, h -> { }, List.of("false"), Path.of("hearing.log"), s -> { });
        Optional<LiveHearing> hearing = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> Listeners.open(game, new PrintWriter(console)));
        assertEquals(Optional.empty(), hearing);
        String said = console.toString().strip();
        assertEquals(1, said.lines().count(), said);
        assertEquals(true, said.endsWith("Type your moves.") || said.endsWith("type your moves."), said);
    }

    /**
     * What stops hearing in a German game is said in German, with what the player can do; a technical reason goes into
     * the hearing log: a model folder that is not there, a model whose word list is damaged, a recogniser that
     * cannot be started (its program does not exist). The microphone is there (the virtual card), so the game gets
     * as far as the model and the recogniser.
     */
    @Test
    void whatStopsHearingIsSaidInThePlayersLanguageAndATechnicalReasonIsLogged(@TempDir Path dir) {
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            Path log = dir.resolve("hearing.log");
            Path damaged = dir.resolve("damaged");
            for (String f : VoskModel.MODEL_FILES) {
                Files.createDirectories(damaged.resolve(f).getParent());
                Files.createSymbolicLink(damaged.resolve(f), VoskModel.DEFAULT_ENGLISH.resolve(f).toAbsolutePath());
            }
            Files.delete(damaged.resolve("graph/Gr.fst"));
            Files.writeString(damaged.resolve("graph/Gr.fst"), "no word list here");
            try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"))) {
                assertEquals("In " + dir.resolve("none") + " ist kein Modell für die Sprache; hektor models download "
                        + "de|en fügt eines hinzu. Tippen Sie Ihre Züge.", germanGame(card, log, dir.resolve("none")));
                assertEquals("Das Modell für die Sprache in " + damaged + " lässt sich nicht laden. Tippen Sie Ihre "
                        + "Züge.", germanGame(card, log, damaged));
                assertTrue(Files.readString(log).contains("Gr.fst is not an OpenFst file."), Files.readString(log));
                assertEquals("Ich kann nicht zuhören; warum, steht in " + log + ". Tippen Sie Ihre Züge.",
                        germanGame(card, log, VoskModel.DEFAULT_ENGLISH));
                assertTrue(Files.readString(log).contains("the speech recogniser could not be started: Cannot run program"),
                        Files.readString(log));
            }
        });
    }

    private static String germanGame(VirtualSoundCard card, Path log, Path model) throws Exception {
        return ChildJava.output(card.environment(), GermanGame.class.getName(), log.toString(), model.toString());
    }

    /** A German game over a model, whose hear-server is a program that does not exist: prints what the console was told. */
    public static final class GermanGame {
        public static void main(String[] args) {
            StringWriter console = new StringWriter();
            Listeners.Game game = new Listeners.Game(Path.of(args[1]), Profile.load("ibca"), null, Set.of(),
                    Position::initial, h -> { }, List.of("/no/such/hear-server"), Path.of(args[0]), s -> { });
            Listeners.open(game, new PrintWriter(console));
            System.out.print(console);
        }
    }

    @Test
    void openingAMissingMicrophoneSaysWhatToDoInsteadOfThrowingFromJavaSound() {
        if (Microphone.isAvailable()) { // a developer's machine with a microphone: it opens
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> Microphone.open().close());
            return;
        }
        assertEquals("No microphone can record 16 kHz mono sound on this machine; type your moves instead.",
                assertThrows(IllegalStateException.class, Microphone::open).getMessage());
    }
}
