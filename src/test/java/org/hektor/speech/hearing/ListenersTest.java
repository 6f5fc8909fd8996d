package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.notation.Hypothesis;
import org.junit.jupiter.api.Test;

/** What the player meets on a machine without a microphone (this one, CI): a sentence and the keyboard. */
class ListenersTest {
    @Test
    void withoutAMicrophoneOrModelTheKeyboardTakesOverWithOneSentence() throws Exception {
        StringWriter console = new StringWriter();
        try (Listener l = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Listeners.open(
                Path.of("models/none"), null, Set.of("stop"), new BufferedReader(new StringReader("e4\n")),
                new PrintWriter(console)))) {
            assertInstanceOf(KeyboardListener.class, l);
            String said = console.toString().strip();
            assertEquals(1, said.lines().count(), said);
            assertEquals(true, said.endsWith("Type your moves.") || said.endsWith("type your moves."), said);
            assertEquals(Optional.of(List.of(Hypothesis.of("e4"))),
                    l.listen(PhraseGrammar.of("pawn echo two echo four"), Duration.ofSeconds(10)));
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
