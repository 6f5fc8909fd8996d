package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.ManualTimeSource;
import org.junit.jupiter.api.Test;

/**
 * A move Hektor makes itself is one action: it rules as the steps it stands for (the mover's hands without their own
 * touches, the announcement, the press, both scoresheets, the other board) would, event for event and in their order,
 * and leaves the same boards, sheets and record.
 */
class CarryOutTest {

    /** The steps one by one: a move made by hands and pens reported as they move. */
    private static List<ArbiterEvent> stepByStep(Arbiter a, Color mover, Move move) {
        Position before = a.position();
        List<ArbiterEvent> meanwhile = new ArrayList<>();
        for (Action step : Action.handMovements(mover, before, move)) {
            a.handle(step).stream().filter(e -> !(e instanceof ArbiterEvent.Touched)
                    && !(e instanceof ArbiterEvent.Refused)).forEach(meanwhile::add);
        }
        List<ArbiterEvent> ruling = new ArrayList<>();
        if (mover == a.setup().blind()) {
            ruling.addAll(a.handle(new Action.Announce(mover, move)));
        }
        ruling.addAll(a.handle(new Action.Press(mover)));
        for (ArbiterEvent e : ruling) {
            if (e instanceof ArbiterEvent.Moved m) {
                Action.onTheOtherSide(mover, before, move, m.san()).forEach(a::handle);
            } else if (e instanceof ArbiterEvent.IllegalMove i && i.claimable()) {
                Action.onTheOtherSide(mover, before, move, move.uci()).forEach(a::handle);
            }
        }
        ruling.addAll(meanwhile);
        return ruling;
    }

    /** Plays the moves both ways, each after the actions before it, and compares every ruling and the boards. */
    private static List<List<ArbiterEvent>> bothWays(Setup setup, List<Object> game) {
        ManualTimeSource oneTime = new ManualTimeSource();
        ManualTimeSource stepsTime = new ManualTimeSource();
        Arbiter one = new Arbiter(setup, oneTime);
        Arbiter steps = new Arbiter(setup, stepsTime);
        List<List<ArbiterEvent>> rulings = new ArrayList<>();
        for (Object o : game) {
            oneTime.advanceSeconds(3);
            stepsTime.advanceSeconds(3);
            if (o instanceof Action other) {
                assertEquals(steps.handle(other), one.handle(other), other.toString());
                continue;
            }
            Move move = Move.fromUci((String) o);
            Color mover = one.toMove();
            List<ArbiterEvent> expected = stepByStep(steps, mover, move);
            List<ArbiterEvent> carried = one.handle(new Action.CarryOut(mover, move));
            assertEquals(expected, carried, "the events of " + o);
            assertEquals(steps.boards(), one.boards(), "the boards and sheets after " + o);
            assertEquals(steps.moves(), one.moves(), "the record after " + o);
            rulings.add(carried);
        }
        return rulings;
    }

    @Test
    void aMoveOfEveryKindRulesAsItsStepsAndLeavesTheSameBoardsAndSheets() {
        // captures, castling both ways, en passant; a promotion with capture; mate (5.1.1)
        List<Object> game = List.of("e2e4", "d7d5", "e4d5", "c7c5", "d5c6", "b8c6", "g1f3", "e7e5", "f1b5",
                "g8f6", "e1g1", "d8d6", "b1c3", "c8g4", "d2d3", "e8c8", "b5c6", "b7c6", "c3e4", "f6e4",
                "d3e4", "d6d1", "f1d1", "d8d1");
        List<List<ArbiterEvent>> rulings = bothWays(Setup.of(Discipline.STANDARD), game);
        assertInstanceOf(ArbiterEvent.Moved.class, rulings.get(0).get(1), "announced, then moved");
        rulings.forEach(r -> assertTrue(r.stream().noneMatch(e -> e instanceof ArbiterEvent.Touched), r.toString()));

        bothWays(Setup.of(Discipline.STANDARD), List.of("a2a4", "b7b5", "a4b5", "h7h6", "b5b6", "h6h5", "b6a7",
                "h5h4", "a7b8q", "h8h5", "g2g4", "h4g3"));
        bothWays(Setup.of(Discipline.STANDARD), List.of("f2f3", "e7e5", "g2g4", "d8h4"));
    }

    @Test
    void aDrawOfferDeclinedByTouchingIsRuledAfterTheMove_9_1_2_1() {
        List<List<ArbiterEvent>> rulings = bothWays(Setup.of(Discipline.STANDARD),
                List.of("e2e4", new Action.Offer(Color.BLACK), "e7e5", "g1f3", new Action.Offer(Color.WHITE), "b8c6"));
        List<ArbiterEvent> white = rulings.get(2);
        assertInstanceOf(ArbiterEvent.Moved.class, white.get(1));
        assertInstanceOf(ArbiterEvent.OfferDeclined.class, white.get(white.size() - 1));
        List<ArbiterEvent> black = rulings.get(3);
        assertInstanceOf(ArbiterEvent.Moved.class, black.get(0), "the sighted player does not announce");
        assertInstanceOf(ArbiterEvent.OfferDeclined.class, black.get(black.size() - 1));
    }

    @Test
    void anIllegalMoveStandsOnBothBoardsAndSheetsUntilClaimed_B6_17_3_2() {
        List<List<ArbiterEvent>> rulings = bothWays(Setup.of(Discipline.BLITZ),
                List.of("e2e4", "e7e5", "f2f3", "d8h4", "a2a3", "b8c6"));
        assertTrue(rulings.stream().flatMap(List::stream)
                .anyMatch(e -> e instanceof ArbiterEvent.IllegalMove i && i.claimable()), rulings.toString());
        // in standard play the arbiter sets the position back at once (7.4.1)
        bothWays(Setup.of(Discipline.STANDARD), List.of("e2e4", "e7e5", "f2f3", "d8h4", "a2a3", "g2g3"));
    }
}
