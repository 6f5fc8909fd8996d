package org.hektor.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.clock.TimeControl;
import org.junit.jupiter.api.Test;

/** The picture of a game in its parts: the clocks together, and what waits for the player's word. */
class StateTest {
    @Test
    void anUntimedGamesPictureHasNoClocks() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.UNTIMED, "Hektor level 1").withProfile("en"))
                .start();
        assertSame(State.Clocks.NONE, t.session.state().clocks());
    }

    @Test
    void aTimedGamesPictureHasItsClocksTogether() {
        Table t = Table.english().start();
        t.after(10_000);
        State.Clocks clocks = t.session.state().clocks();
        assertEquals(290_000, clocks.now().white().remainingMillis());
        assertEquals(clocks.now().white().remainingMillis(), clocks.reading().white().remainingMillis());
        assertEquals(1, clocks.history().size());
        assertTrue(clocks.running());
    }

    @Test
    void whatWaitsIsTheReadBackTheQuestionOrTheYesNo() {
        Move nf3 = Move.fromUci("g1f3");
        assertEquals(new State.Waiting(null, List.of(), null), State.Waiting.of(null));
        assertEquals(new State.Waiting(nf3, List.of(), null), State.Waiting.of(new Pending.Proposal(nf3, 0)));
        assertEquals(new State.Waiting(null, List.of(), Event.Confirmation.RESIGN),
                State.Waiting.of(new Pending.YesNo(Event.Confirmation.RESIGN, null)));

        Table t = Table.english().start();
        t.type("Nf3");
        assertEquals(new State.Waiting(nf3, List.of(), null), t.session.state().waiting());
    }
}
