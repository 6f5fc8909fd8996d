package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.Call;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.sync.Scoresheet;
import org.junit.jupiter.api.Test;

/**
 * The arbiter on a clock its creator owns (the session's): one clock, read by the creator (the dial calls of rule
 * 2.4, snapshots) and changed only through the arbiter's actions (6.5, 6.12, 7.4.2, 9.5.2, 2.8); and a game without
 * a clock.
 */
class ArbiterClockTest {
    private final ManualTimeSource time = new ManualTimeSource();

    private static Setup setup(String control) {
        return Setup.builder(Discipline.of(TimeControl.parse(control))).control(TimeControl.parse(control))
                .flagsCalled(true).build();
    }

    /** A legal move made whole: hands, announcement for the blind player, press, the other board, both sheets. */
    private static List<ArbiterEvent> move(Arbiter a, String uci) {
        Move m = Move.fromUci(uci);
        Position before = a.position();
        Color mover = a.toMove();
        List<ArbiterEvent> out = new ArrayList<>();
        Action.handMovements(mover, before, m).forEach(x -> out.addAll(a.handle(x)));
        if (mover == a.setup().blind()) {
            out.addAll(a.handle(new Action.Announce(mover, m)));
        }
        out.addAll(a.handle(new Action.Press(mover)));
        Action.handMovements(mover.opposite(), before, m).forEach(a::handle);
        return out;
    }

    @Test
    void rule6_5_aClockHandedInStartsOnlyWhenTheArbiterIsToldTheGameBegins() {
        ChessClock clock = new ChessClock(TimeControl.parse("5400"), time, Set.of(Color.WHITE));
        Arbiter a = new Arbiter(setup("5400"), clock);
        assertFalse(clock.isStarted());
        Action.handMovements(Color.WHITE, a.position(), Move.fromUci("e2e4")).forEach(a::handle);
        a.handle(new Action.Announce(Color.WHITE, Move.fromUci("e2e4")));
        assertEquals(List.of(EnglishRefused.refused(Color.WHITE,
                "The clocks have not been started, so the game has not begun (6.5).",
                Refusal.of(Refusal.Kind.CLOCKS_NOT_STARTED))),
                a.handle(new Action.Press(Color.WHITE)));
        assertEquals(List.of(new ArbiterEvent.Clocks(true, Rule.GAME_BEGINS)), a.handle(new Action.StartClocks()));
        assertTrue(clock.isRunning());
        assertEquals(Color.WHITE, clock.toMove());
    }

    @Test
    void theCreatorHearsTheDialCallsOfTheClockTheArbiterPressesAndPenalizes() {
        // rule 2.4 from the creator's side, 7.4.2 from the arbiter's: the same object
        ChessClock clock = new ChessClock(TimeControl.parse("5400"), time, Set.of(Color.WHITE));
        Arbiter a = new Arbiter(setup("5400"), clock);
        a.handle(new Action.StartClocks());
        time.advanceSeconds(300);
        List<Call> calls = clock.takeCalls();
        assertEquals(1, calls.size());
        assertEquals(Call.Kind.TICK, calls.get(0).kind());           // White's dial at 85 minutes
        move(a, "e2e4");
        // Black (sighted) makes an illegal move: the arbiter's two minutes land on the creator's clock
        a.handle(new Action.Lift(Color.BLACK, org.hektor.chess.Square.parse("b8")));
        a.handle(new Action.Place(Color.BLACK, org.hektor.chess.Square.parse("b6")));
        List<ArbiterEvent> e = a.handle(new Action.Press(Color.BLACK));
        assertInstanceOf(ArbiterEvent.IllegalMove.class, e.get(0));
        assertEquals(5_100_000 + 120_000, clock.remainingMillis(Color.WHITE));
        assertEquals(a.clock(), clock.snapshot());
    }

    @Test
    void rule6_12_stoppedClocksKeepTheirTimeAndNoMoveIsCompletedUntilTheyRunAgain() {
        ChessClock clock = new ChessClock(TimeControl.parse("300"), time, Set.of());
        Arbiter a = new Arbiter(setup("300"), clock);
        a.handle(new Action.StartClocks());
        time.advanceSeconds(10);
        assertEquals(List.of(new ArbiterEvent.Clocks(false, Rule.CLOCKS_STOPPED)), a.handle(new Action.StopClocks()));
        time.advanceSeconds(100);
        assertEquals(290_000, clock.remainingMillis(Color.WHITE));
        Action.handMovements(Color.WHITE, a.position(), Move.fromUci("e2e4")).forEach(a::handle);
        a.handle(new Action.Announce(Color.WHITE, Move.fromUci("e2e4")));
        ArbiterEvent refused = a.handle(new Action.Press(Color.WHITE)).get(0);
        assertEquals(EnglishRefused.refused(Color.WHITE,
                "The clocks are stopped (6.12.1); a move is completed once they run again.",
                Refusal.of(Refusal.Kind.CLOCKS_STOPPED)), refused);
        assertEquals(List.of(new ArbiterEvent.Clocks(true, Rule.CLOCKS_RESTARTED)), a.handle(new Action.StartClocks()));
        assertInstanceOf(ArbiterEvent.Moved.class, a.handle(new Action.Press(Color.WHITE)).get(0));
        assertEquals(290_000, clock.remainingMillis(Color.WHITE));
    }

    @Test
    void aClockForAnotherControlOrNoneForATimedGameIsRefusedInOneSentence() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Arbiter(setup("300"), new ChessClock(TimeControl.parse("600"), time)));
        assertEquals("The clock must run the game's time control 300, not 600.", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Arbiter(setup("300"), (ChessClock) null));
    }

    @Test
    void anUntimedGameHasNoFlagsAndNoTimePenaltiesButTheLawsStill() {
        Arbiter a = new Arbiter(setup("-"), (ChessClock) null);
        assertNull(a.clock());
        assertEquals(Discipline.STANDARD, a.setup().discipline());
        // rule 9.5.2: an incorrect claim is rejected; the three minutes need a clock
        List<ArbiterEvent> claim = a.handle(new Action.Claiming(Color.WHITE, Action.Claim.REPETITION, null));
        assertInstanceOf(ArbiterEvent.ClaimRejected.class, claim.get(0));
        assertEquals(1, claim.size(), claim.toString());
        a.handle(new Action.Decline(Color.BLACK));
        move(a, "e2e4");
        a.handle(new Action.Lift(Color.BLACK, org.hektor.chess.Square.parse("b8")));
        a.handle(new Action.Place(Color.BLACK, org.hektor.chess.Square.parse("b6")));
        List<ArbiterEvent> e = a.handle(new Action.Press(Color.BLACK));
        // rule 7.4.1: the position before it is restored and counted; 7.4.2's minutes need a clock
        assertInstanceOf(ArbiterEvent.IllegalMove.class, e.get(0));
        assertTrue(e.stream().noneMatch(x -> x instanceof ArbiterEvent.TimeAdded), e.toString());
        assertInstanceOf(ArbiterEvent.SetBoards.class, e.get(1));
        assertEquals(EnglishRefused.refused(Color.WHITE, "This game has no clock, so no flag can fall.",
                Refusal.of(Refusal.Kind.NO_CLOCK)),
                a.handle(new Action.Claiming(Color.WHITE, Action.Claim.FLAG, null)).get(0));
    }

    @Test
    void theStandingDrawOfferAndAClaimableIrregularityCanBeRead() {
        Arbiter a = new Arbiter(Setup.of(Discipline.RAPID), time);
        assertEquals(Optional.empty(), a.drawOffer());
        move(a, "e2e4");
        a.handle(new Action.Offer(Color.WHITE));
        assertEquals(Optional.of(Color.WHITE), a.drawOffer());
        // rapid B6: Black's illegal move stands until White claims it before his own move
        a.handle(new Action.Lift(Color.BLACK, org.hektor.chess.Square.parse("e7")));
        a.handle(new Action.Place(Color.BLACK, org.hektor.chess.Square.parse("e4")));
        assertEquals(Optional.empty(), a.drawOffer(), "touching a piece declined the offer (9.1.2.1)");
        a.handle(new Action.Press(Color.BLACK));
        assertEquals(Optional.of(Action.Claim.ILLEGAL), a.claimable());
        assertEquals(List.of("e4", "e7e4"), a.sans());
        assertEquals(List.of(Move.fromUci("e2e4"), Move.fromUci("e7e4")), a.moves());
    }

    @Test
    void aScoresheetReadOutReplacesTheKeptOneAndKeepsTheArbitersOfferMarks() {
        Arbiter a = new Arbiter(Setup.of(Discipline.STANDARD), time);
        move(a, "e2e4");
        a.handle(new Action.Offer(Color.WHITE));
        a.handle(new Action.Write(Color.WHITE, "e4"));
        a.handle(new Action.SheetReport(Color.WHITE, List.of("d4", "e5 (=)")));
        Scoresheet sheet = a.boards().sheet(Color.WHITE);
        assertEquals("1. d4 (=) e5 (=)", sheet.text());
        assertEquals(Move.fromUci("d2d4"), sheet.entry(1).orElseThrow().move());
    }
}
