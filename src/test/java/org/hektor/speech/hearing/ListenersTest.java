package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
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
     * A recogniser that cannot be started (here its program does not exist) is said in the player's language, naming
     * the log; the system's English reason goes into the log. The microphone is there (the virtual card), so the game
     * gets as far as starting the recogniser.
     */
    @Test
    void aRecogniserThatCannotStartIsSaidInThePlayersLanguageAndItsReasonIsLogged(@TempDir Path dir) {
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            Path log = dir.resolve("hearing.log");
            try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"))) {
                ProcessBuilder pb = new ProcessBuilder(ChildJava.command(WithoutRecogniser.class.getName(),
                        log.toString())).redirectErrorStream(true);
                pb.environment().putAll(card.environment());
                Process game = pb.start();
                String said = new String(game.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                assertTrue(game.waitFor(1, TimeUnit.MINUTES));
                assertEquals("Ich kann nicht zuhören; warum, steht in " + log
                        + ". Tippen Sie Ihre Züge.", said);
                assertTrue(Files.readString(log).contains("the speech recogniser could not be started: Cannot run program"),
                        Files.readString(log));
            }
        });
    }

    /** A German game whose hear-server is a program that does not exist: prints what the console was told. */
    public static final class WithoutRecogniser {
        public static void main(String[] args) {
            StringWriter console = new StringWriter();
            Listeners.Game game = new Listeners.Game(VoskModel.DEFAULT_ENGLISH, Profile.load("ibca"), null, Set.of(),
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
