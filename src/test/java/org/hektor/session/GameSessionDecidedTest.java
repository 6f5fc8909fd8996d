package org.hektor.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.hektor.chess.Move;
import org.hektor.clock.ManualTimeSource;
import org.junit.jupiter.api.Test;

/**
 * Moves journaled as moves. A replay hands each command the understanding recorded for it, so a Hektor
 * whose parser reads the same words otherwise rebuilds the same game and clocks; the record also holds the moves
 * with their ply and both clocks.
 */
class GameSessionDecidedTest {
    private static State replayed(List<Stamped> journal, Settings settings) {
        GameSession again = new GameSession(settings, new SessionTime(new ManualTimeSource()));
        again.replay(journal);
        return again.state();
    }

    @Test
    void aReplayUsesTheRecordedUnderstandingNotTheWordsAgain() {
        Table t = Table.english().start();
        t.real.advanceMillis(2000);
        t.type("e4");
        t.type("yes");
        t.real.advanceMillis(500);
        t.engine("e7e5");
        t.real.advanceMillis(3000);
        t.type("Nf3");
        t.type("");
        t.real.advanceMillis(700);
        t.tick();
        State live = t.session.state();
        assertEquals(List.of("e4", "e5", "Nf3"), live.sans());

        Command.Decided third = t.journal.stream().map(Stamped::command).filter(Command.Decided.class::isInstance)
                .map(Command.Decided.class::cast).filter(d -> d.ply() == 3).findFirst().orElseThrow();
        assertEquals(List.of(Move.fromUci("g1f3")), third.moves());
        assertEquals(295_000, third.whiteMillis());
        assertEquals(299_500, third.blackMillis());

        // a later parser reads "Nf3" as nothing at all: the recorded understanding still makes the same game
        List<Stamped> reread = t.journal.stream().map(s -> s.command() instanceof Command.Typed typed
                && typed.text().equals("Nf3") ? new Stamped(s.at(), new Command.Typed("Nf3 as a new parser reads it"))
                : s).toList();
        State again = replayed(reread, t.session.settings());
        assertEquals(live.moves(), again.moves());
        assertEquals(live.clock(), again.clock());
        assertEquals(live.at(), again.at());

        // without the decisions (as in a journal of format 1) the words are read again, and the game differs
        List<Stamped> wordsOnly = reread.stream().filter(s -> !(s.command() instanceof Command.Decided)).toList();
        assertNotEquals(live.moves(), replayed(wordsOnly, t.session.settings()).moves());
    }
}
