package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;

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
