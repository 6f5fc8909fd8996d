package org.hektor.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.hektor.chess.Position;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;

/** Help, rate and verbosity words for the console and the tablet: the position is asked for only when it decides. */
class TypedKeysTest {
    private static final TypedKeys KEYS = new TypedKeys(Profile.load("en"));
    private static final Supplier<Position> NOT_ASKED = () -> fail("the position was asked for");

    @Test
    void aTalkWordOrAMoveAloneIsToldWithoutThePosition() {
        assertEquals(Optional.of(CommandWord.FASTER), KEYS.talkCommand(NOT_ASKED, List.of(Hypothesis.of("faster"))));
        assertEquals(Optional.of(CommandWord.HELP_KEYS),
                KEYS.talkCommand(NOT_ASKED, List.of(Hypothesis.of("help keys", 0.8), Hypothesis.noPhrase(0.2))));
        assertEquals(Optional.empty(), KEYS.talkCommand(NOT_ASKED, List.of(Hypothesis.of("knight foxtrot three", 0.7),
                Hypothesis.of("knight foxtrot four", 0.3))));
        assertEquals(Optional.empty(), KEYS.talkCommand(NOT_ASKED, List.of(Hypothesis.of("Nf3"))));
        assertEquals(Optional.empty(), KEYS.talkCommand(NOT_ASKED, List.of(Hypothesis.of("time"))));
    }

    @Test
    void besideAMovePhraseThePositionDecides() {
        List<Hypothesis> heard = List.of(Hypothesis.of("knight foxtrot three"), Hypothesis.of("faster"));
        assertEquals(Optional.empty(), KEYS.talkCommand(Position::initial, heard));
        // no knight reaches f3 here: the move drops out and "faster" is meant
        assertEquals(Optional.of(CommandWord.FASTER),
                KEYS.talkCommand(() -> Position.fromFen("3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1"), heard));
    }
}
