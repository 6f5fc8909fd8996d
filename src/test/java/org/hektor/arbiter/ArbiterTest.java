package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.junit.jupiter.api.Test;

/** What the scenarios cannot show: what stays hidden, and what a caller of the API gets. */
class ArbiterTest {

    @Test
    void annexA_theSealedMoveCannotBeReadBeforeTheEnvelopeIsOpened() {
        Arbiter a = new Arbiter(Setup.of(Discipline.STANDARD), new ManualTimeSource());
        a.handle(new Action.Seal(Color.WHITE, "Nf3"));
        ArbiterEvent.Adjourned adjourned = assertInstanceOf(ArbiterEvent.Adjourned.class,
                a.handle(new Action.Adjourn()).get(0));
        Envelope e = adjourned.envelope();
        assertFalse(e.toString().contains("Nf3"), e.toString());
        assertEquals("a sealed move", e.sealedMove().toString());
        assertTrue(List.of(SealedMove.class.getMethods()).stream()
                        .noneMatch(m -> m.getReturnType() == String.class && m.getParameterCount() == 0
                                && !m.getName().equals("toString")),
                "no accessor hands out the written move");
        SealedMove.Opened opened = e.sealedMove().open(Position.fromFen(e.position()));
        assertEquals(Move.of("g1", "f3"), assertInstanceOf(SealedMove.Opened.Legal.class, opened).move());
    }

    @Test
    void annexA2_theEnvelopeCarriesNamesPositionTimesSealerMoveNumberOfferAndResumption() {
        ManualTimeSource time = new ManualTimeSource();
        Setup setup = Setup.builder(Discipline.STANDARD).control(TimeControl.parse("5400")).blind(Color.BLACK)
                .names("Anna", "Bella").flagsCalled(true).resumption("Monday 10:00, hall 2").build();
        Arbiter a = new Arbiter(setup, time);
        time.advanceSeconds(600);
        a.handle(new Action.Seal(Color.WHITE, "e4"));
        a.handle(new Action.Offer(Color.BLACK));
        Envelope e = ((ArbiterEvent.Adjourned) a.handle(new Action.Adjourn()).get(0)).envelope();
        assertEquals("Anna", e.white());
        assertEquals("Bella", e.black());
        assertEquals(Position.INITIAL_FEN, e.position());
        assertEquals(600, e.whiteUsed().getSeconds());
        assertEquals(0, e.blackUsed().getSeconds());
        assertEquals("Anna", e.sealedBy());
        assertEquals(1, e.moveNumber());
        assertEquals(Color.BLACK, e.drawOffer().orElseThrow());
        assertEquals("Monday 10:00, hall 2", e.resumption());
        time.advanceSeconds(3600);
        assertEquals(5400 - 600, a.clock().white().remainingMillis() / 1000, "the sealer's clock is stopped (A1)");
    }

    @Test
    void aRefusedActionChangesNothing() {
        Arbiter a = new Arbiter(Setup.of(Discipline.BLITZ), new ManualTimeSource());
        var before = a.boards();
        List<ArbiterEvent> events = a.handle(new Action.Lift(Color.WHITE, Square.parse("e4")));
        assertEquals(List.of(EnglishRefused.refused(Color.WHITE, "There is no piece on e4 to lift.",
                Refusal.on(Refusal.Kind.NO_PIECE_TO_LIFT, Square.parse("e4")))), events);
        assertEquals(before, a.boards());
    }

    @Test
    void setupNeedsAKnownControlAndDisciplinesAreNamedInOneSentence() {
        assertThrows(IllegalArgumentException.class,
                () -> Setup.builder(Discipline.STANDARD).control(TimeControl.UNKNOWN).build());
        assertEquals(Discipline.RAPID, Discipline.byName(" Rapid "));
        assertEquals("There is no discipline called 'bullet'; the disciplines are standard, rapid and blitz.",
                assertThrows(IllegalArgumentException.class, () -> Discipline.byName("bullet")).getMessage());
    }

    @Test
    void theTimeControlMakesTheDiscipline_B1_C1() {
        // seed Annex B1: rapid is 15 to 60 minutes each, base time plus 60 times the increment; C1: blitz below 15
        assertEquals(Discipline.BLITZ, Discipline.of(TimeControl.parse("180+2")));
        assertEquals(Discipline.BLITZ, Discipline.of(TimeControl.parse("840")));
        assertEquals(Discipline.RAPID, Discipline.of(TimeControl.parse("900")));
        assertEquals(Discipline.RAPID, Discipline.of(TimeControl.parse("600+5")));
        assertEquals(Discipline.RAPID, Discipline.of(TimeControl.parse("3600")));
        assertEquals(Discipline.STANDARD, Discipline.of(TimeControl.parse("3600+1")));
        assertEquals(Discipline.STANDARD, Discipline.of(TimeControl.parse("40/5400+30:1800+30")));
        assertEquals(Discipline.STANDARD, Discipline.of(TimeControl.UNTIMED));
    }

    @Test
    void theGameEndsByItselfOnMate_5_1_1() {
        Arbiter a = new Arbiter(Setup.of(Discipline.STANDARD), new ManualTimeSource());
        for (String uci : List.of("f2f3", "e7e5", "g2g4", "d8h4")) {
            Move m = Move.fromUci(uci);
            Position before = a.position();
            Color mover = a.toMove();
            Action.handMovements(mover, before, m).forEach(a::handle);
            if (mover == Color.WHITE) {
                a.handle(new Action.Announce(mover, m));
            }
            a.handle(new Action.Press(mover));
            Action.handMovements(mover.opposite(), before, m).forEach(a::handle);
        }
        ArbiterEvent.GameOver over = a.gameOver().orElseThrow();
        assertEquals("0-1", over.outcome().result());
        assertEquals("5.1.1", over.rule().article());
        assertFalse(a.clock().white().flagFallen());
    }
}
