package org.hektor.arbiter.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.hektor.chess.FenException;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;

/**
 * A scenario line that cannot be run is an answer ({@link ArbiterScript#reading}); {@link ArbiterScript#read} throws it.
 */
class ArbiterScriptReadingTest {
    private static final String BAD_FEN = "8/8/8 w - - 0 1";

    /** The sentence {@code reading} answers for the last of {@code lines}, each earlier one read without a refusal. */
    private static Optional<String> lastAnswer(List<String> lines) {
        ArbiterScript script = new ArbiterScript();
        lines.subList(0, lines.size() - 1).forEach(l -> assertEquals(Optional.empty(), script.reading(l), l));
        return script.reading(lines.get(lines.size() - 1));
    }

    @Test
    void aBadLineIsAnsweredWithTheSentenceTheThrowingFormCarries() {
        List<List<String>> scripts = List.of(List.of("white lift e9"), List.of("time soon"), List.of("clock now"),
                List.of("clocks later"), List.of("check twice"), List.of("blind green"), List.of("laws newest"),
                List.of("flags waved"), List.of("players Anna"), List.of("white announces \"\""), List.of("move"),
                List.of("white claims repetition \"\""), List.of("white claims flag e4"), List.of("white"),
                List.of("white sheet now"), List.of("white board"), List.of("white writes"), List.of("white seals"),
                List.of("white put Q"), List.of("control ?", "check"), List.of("fen " + BAD_FEN), List.of("\u0000"));
        for (List<String> lines : scripts) {
            String said = lastAnswer(lines).orElseThrow(() -> new AssertionError("no refusal for " + lines));
            ArbiterScript throwing = new ArbiterScript();
            String thrown = assertThrows(IllegalArgumentException.class, () -> throwing.run(lines)).getMessage();
            assertEquals(thrown, said, lines.toString());
            assertEquals("Line " + lines.size() + ": ", said.substring(0, ("Line " + lines.size() + ": ").length()));
        }
    }

    @Test
    void theRefusalsSayWhatTheReadersAndTheSetupSay() {
        assertEquals(Optional.of("Line 2: The time control is unknown; give one, or - for a game without a clock."),
                lastAnswer(List.of("control ?", "move e4")));
        assertEquals(Optional.of("Line 1: " + assertThrows(FenException.class, () -> Position.fromFen(BAD_FEN))
                .getMessage()), lastAnswer(List.of("fen " + BAD_FEN)));
        assertEquals(Optional.of("Line 1: Say which move, for example: white announces Springer Gustav eins Felix "
                + "drei."), lastAnswer(List.of("white announces")));
    }

    @Test
    void aRefusedLineChangesNothingAndTheLinesAfterItRun() {
        ArbiterScript script = new ArbiterScript();
        assertEquals(Optional.of("Line 1: 'green' is not a side; say white or black."), script.reading("blind green"));
        assertEquals(Optional.of("Line 2: 'e9' is not a square; a square is a file a-h and a rank 1-8, like e4."),
                script.reading("white lift e9"));
        assertEquals(Optional.empty(), script.reading("move e4"));
        assertEquals(List.of(new ArbiterScript.Output(3, "announced white e4 e2e4"),
                new ArbiterScript.Output(3, "moved white 1 e4 e2e4; clock white 1:30:30 black 1:30:00")),
                script.output());
    }
}
