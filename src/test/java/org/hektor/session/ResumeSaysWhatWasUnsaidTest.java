package org.hektor.session;

import static org.hektor.session.Table.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.hektor.clock.ManualTimeSource;
import org.junit.jupiter.api.Test;

/**
 * A kill can come after the journal took the opponent's move and before the voice said it: the game taken up
 * again says that move first, then where the game stands; the player's own last move is not said again.
 */
class ResumeSaysWhatWasUnsaidTest {

    private static List<Event> resume(Table t) {
        GameSession again = new GameSession(t.session.settings(), new SessionTime(new ManualTimeSource()));
        again.replay(t.journal);
        List<Event> said = new ArrayList<>();
        again.subscribe(said::add);
        again.journalTo(e -> { });
        again.goLive();
        again.handle(new Command.Resumed());
        return said;
    }

    @Test
    void theOpponentsLastMoveIsSaidFirstWhenTheGameIsTakenUp() {
        Table t = Table.english().start();
        t.type("e4");
        t.type("yes");
        t.engine("e7e5");            // journaled; the kill came before it was said
        List<String> said = texts(resume(t));
        assertTrue(said.get(0).startsWith("pawn echo seven echo five"), said.toString());
        assertTrue(said.get(said.size() - 1).startsWith("The game is taken up again at move two"), said.toString());
    }

    @Test
    void thePlayersOwnLastMoveIsNotSaidAgain() {
        Table t = Table.english().start();
        t.type("e4");
        t.type("yes");
        List<String> said = texts(resume(t));
        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("The game is taken up again at move one"), said.toString());
    }
}
