package org.hektor.session;

import static org.hektor.session.Table.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.hektor.clock.ManualTimeSource;
import org.junit.jupiter.api.Test;

/**
 * A full disk is said at the first failed write, the game pauses (clocks stopped, rule 6.12) until the
 * journal takes records again, and nothing the disk did not take is treated as confirmed. The disk is a pure seam:
 * a journal that refuses while {@code full} is set, as {@code store.Journal} does with the reason's key.
 */
class GameSessionDiskFullTest {
    private final List<Stamped> disk = new ArrayList<>();
    private boolean full;

    private Table table() {
        Table t = Table.english();
        t.session.journalTo(entry -> {
            if (full) {
                throw new UncheckedIOException("session.journal.reason.full", new java.io.IOException("No space left on device"));
            }
            disk.add(entry);
            t.journal.add(entry);
        });
        return t;
    }

    @Test
    void aFullDiskPausesTheGameAtOnceAndAMoveItDidNotTakeIsNotPlayed() {
        Table t = table().start();
        t.real.advanceSeconds(5);
        assertEquals(List.of("pawn echo two echo four. Correct?"), texts(t.type("e4")));
        full = true;
        t.real.advanceSeconds(1);
        assertEquals(List.of("The game cannot be saved: the disk is full. The clocks are stopped (rule 6.12) and "
                + "nothing is played until it can be saved again; your last words were not taken."), texts(t.type("yes")));
        State s = t.session.state();
        assertEquals(0, s.ply(), "the confirmation the disk did not take is not played");
        assertFalse(s.clockRunning());
        long white = s.clock().white().remainingMillis();
        assertEquals(294_000, white);

        t.real.advanceSeconds(60);
        assertEquals(List.of(), texts(t.tick()), "ticks are quiet while the disk stays full");
        assertEquals(List.of("The game still cannot be saved: the disk is full. Nothing was played."), texts(t.type("d4")));
        assertEquals(white, t.session.state().clock().white().remainingMillis(), "no time ran while it was full");

        full = false;
        t.real.advanceSeconds(2);
        assertEquals(List.of("The game can be saved again. The clocks are stopped; say or type yes to start them."),
                texts(t.tick()));
        assertTrue(disk.stream().anyMatch(e -> e.command() instanceof Command.Resumed), "the pause is in the journal");
        t.type("yes");                                   // rule 6.12.3: the clocks start on the player's word
        assertTrue(t.session.state().clockRunning());
        t.type("e4");
        t.type("yes");
        t.real.advanceSeconds(3);
        t.tick();
        State live = t.session.state();
        assertEquals(List.of("e4"), live.sans());

        // the journal the disk took rebuilds exactly the game that went on
        GameSession again = new GameSession(t.session.settings(), new SessionTime(new ManualTimeSource()));
        disk.forEach(again::replay);
        assertEquals(live.moves(), again.state().moves());
        assertEquals(live.clock(), again.state().clock());
    }

    @Test
    void whenTheOpponentsMoveIsNotSavedTheSentenceSaysSoNotThatThePlayersWordsWereLost() {
        Table t = table().start();
        t.type("e4");
        t.type("yes");
        assertEquals(1, t.session.state().ply(), "the player's move is played and saved");
        full = true;
        t.real.advanceSeconds(1);
        assertEquals(List.of("The game cannot be saved: the disk is full. The clocks are stopped (rule 6.12) and "
                + "nothing is played until it can be saved again; the opponent's move was not saved and is not played yet."),
                texts(t.engine("e7e5")));
        assertEquals(1, t.session.state().ply(), "the reply the disk did not take is not played");
    }

    @Test
    void whenAClockTickIsNotSavedTheSentenceBlamesNoOnesWords() {
        Table t = table().start();
        t.type("e4");
        t.type("yes");
        t.engine("e7e5");
        full = true;
        t.real.advanceSeconds(1);       // a tick is journaled when the last record is this old
        assertEquals(List.of("The game cannot be saved: the disk is full. The clocks are stopped (rule 6.12) and "
                + "nothing is played until it can be saved again; nothing you said or played is lost."), texts(t.tick()));
        assertEquals(2, t.session.state().ply());
    }

    @Test
    void aMoveConfirmedByTheCorrectionWindowWhileTheDiskIsFullIsSaidOnlyOnceWritten() {
        Table t = new Table(Settings.practice(org.hektor.chess.Color.WHITE, org.hektor.clock.TimeControl.parse("300"),
                "Hektor level 1").withProfile("en").withWindow(2000));
        t.session.journalTo(entry -> {
            if (full) {
                throw new UncheckedIOException("session.journal.reason.full", new java.io.IOException("full"));
            }
            disk.add(entry);
            t.journal.add(entry);
        });
        t.start();
        t.type("e4");
        full = true;
        t.real.advanceSeconds(3);
        List<String> said = texts(t.tick());             // rule 2.6: the window ran out, the move is made...
        assertEquals(1, said.size(), said.toString());
        assertEquals("The game cannot be saved: the disk is full. The clocks are stopped (rule 6.12) and nothing is "
                + "played until it can be saved again; the last move is played and is said once it is saved.",
                said.get(0), "the sentence names what was not saved: the move is made but not said yet");
        full = false;
        t.real.advanceSeconds(1);
        said = texts(t.tick());
        assertEquals(List.of("pawn echo two echo four", "The game can be saved again. The clocks are stopped; say or "
                + "type yes to start them."), said,
                "the move, then the pause; no prompt of a turn that waits for the yes");
        GameSession again = new GameSession(t.session.settings(), new SessionTime(new ManualTimeSource()));
        disk.forEach(again::replay);
        assertEquals(t.session.state().moves(), again.state().moves());
        assertEquals(t.session.state().clock(), again.state().clock());
    }
}
