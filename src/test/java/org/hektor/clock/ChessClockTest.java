package org.hektor.clock;

import static org.hektor.chess.Color.BLACK;
import static org.hektor.chess.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The clock of rule 6 and the arbiter's actions, on a hand-advanced time source. */
class ChessClockTest {
    private final ManualTimeSource time = new ManualTimeSource();

    private ChessClock started(String control) {
        ChessClock clock = new ChessClock(TimeControl.parse(control), time);
        clock.start();
        return clock;
    }

    /** The side to move thinks for {@code millis} and presses. */
    private void move(ChessClock clock, long millis) {
        time.advanceMillis(millis);
        clock.press();
    }

    @Test
    void bothSidesStartWithTheFirstPeriodsTimeAndNothingRunsBeforeTheStart() {
        ChessClock clock = new ChessClock(TimeControl.parse("300+2"), time);
        time.advanceSeconds(50);
        assertEquals(300_000, clock.remainingMillis(WHITE));
        assertEquals(300_000, clock.remainingMillis(BLACK));
        assertFalse(clock.isRunning());
    }

    @Test
    void rule65WhitesClockRunsFirstAndOnlyOneClockRunsAtATime() {
        ChessClock clock = started("300");
        time.advanceMillis(12_345);
        assertEquals(WHITE, clock.toMove());
        assertEquals(287_655, clock.remainingMillis(WHITE));
        assertEquals(300_000, clock.remainingMillis(BLACK));
        clock.press();
        time.advanceMillis(1_000);
        assertEquals(287_655, clock.remainingMillis(WHITE));
        assertEquals(299_000, clock.remainingMillis(BLACK));
    }

    @Test
    void incrementIsAddedAfterEachCompletedMoveNotBeforeTheFirst() {
        ChessClock clock = started("300+2");
        time.advanceSeconds(10);
        assertEquals(290_000, clock.remainingMillis(WHITE), "no increment before the move is completed");
        clock.press();
        assertEquals(292_000, clock.remainingMillis(WHITE));
        move(clock, 1_000);
        assertEquals(301_000, clock.remainingMillis(BLACK), "increment can take the time above the base");
    }

    @Test
    void rule622AMoveMadeWithinTheDelayLeavesTheMainTimeUnchangedAndUnusedDelayIsNotAdded() {
        ChessClock clock = started("300d5");
        move(clock, 3_000);
        assertEquals(300_000, clock.remainingMillis(WHITE));
        assertEquals(3_000, clock.usedMillis(WHITE), "the delay is time used all the same");
        move(clock, 5_000);
        assertEquals(300_000, clock.remainingMillis(BLACK), "exactly the delay: main time still untouched");
        move(clock, 8_000);
        assertEquals(297_000, clock.remainingMillis(WHITE), "main time runs only after the delay");
    }

    @Test
    void theDelayStartsAfreshEachMoveAndAPauseKeepsWhatIsLeftOfIt() {
        ChessClock clock = started("300d5");
        time.advanceSeconds(2);
        clock.pause();
        time.advanceSeconds(100);
        clock.resume();
        time.advanceSeconds(4);
        assertEquals(299_000, clock.remainingMillis(WHITE), "2 s + 4 s think, 5 s delay: 1 s of main time");
        assertEquals(6_000, clock.usedMillis(WHITE), "the paused 100 s are nobody's");
        clock.press();
        time.advanceSeconds(5);
        assertEquals(300_000, clock.remainingMillis(BLACK));
    }

    @Test
    void aPauseStopsTheClockAndPressingAPausedClockIsRefusedWithoutChange() {
        ChessClock clock = started("300");
        time.advanceSeconds(10);
        clock.pause();
        time.advanceSeconds(60);
        assertEquals(290_000, clock.remainingMillis(WHITE));
        IllegalStateException e = assertThrows(IllegalStateException.class, clock::press);
        assertTrue(e.getMessage().contains("paused"));
        assertEquals(WHITE, clock.toMove());
        assertEquals(0, clock.ply());
        clock.resume();
        time.advanceSeconds(1);
        assertEquals(289_000, clock.remainingMillis(WHITE));
    }

    @Test
    void pressingBeforeTheStartIsRefused() {
        ChessClock clock = new ChessClock(TimeControl.parse("300"), time);
        assertThrows(IllegalStateException.class, clock::press);
        assertThrows(IllegalStateException.class, clock::pause);
        clock.start();
        assertThrows(IllegalStateException.class, clock::start);
    }

    @Test
    void rule621TheControlTimeIsAddedWhenThe40thMoveIsCompletedNotBefore() {
        ChessClock clock = started("40/5400:1800");
        for (int i = 1; i <= 39; i++) {
            move(clock, 10_000);
            move(clock, 20_000);
        }
        assertEquals(5_400_000 - 390_000, clock.remainingMillis(WHITE));
        assertEquals(1, clock.reading().white().movesToGo());
        move(clock, 10_000);
        assertEquals(5_400_000 - 400_000 + 1_800_000, clock.remainingMillis(WHITE), "40th White move: +30 min");
        assertEquals(5_400_000 - 780_000, clock.remainingMillis(BLACK), "Black has not made his 40th yet");
        assertEquals(1, clock.snapshot().white().period());
        assertEquals(0, clock.reading().white().movesToGo(), "the rest of the game has no moves to go");
        move(clock, 20_000);
        assertEquals(5_400_000 - 800_000 + 1_800_000, clock.remainingMillis(BLACK));
    }

    @Test
    void fideClassicalAddsTheIncrementOfTheMoveAndThenTheControl() {
        ChessClock clock = started("classical");
        for (int i = 1; i <= 40; i++) {
            move(clock, 100_000);
            move(clock, 100_000);
        }
        // 5400 - 40 x 100 + 40 x 30 + 1800
        assertEquals(4_400_000, clock.remainingMillis(WHITE));
        assertEquals(4_400_000, clock.remainingMillis(BLACK));
        assertEquals(30_000, clock.reading().white().incrementMillis());
    }

    @Test
    void threePeriodsEachAddTheirTimeAtTheirOwnMoveAndTheLastIsNeverLeft() {
        ChessClock clock = started("2/60:2/40:30");
        long[] expectedWhite = {59_000, 58_000 + 40_000, 97_000, 96_000 + 30_000, 125_000, 124_000};
        for (long expected : expectedWhite) {
            move(clock, 1_000);
            assertEquals(expected, clock.remainingMillis(WHITE));
            move(clock, 1_000);
        }
    }

    @Test
    void aLastPeriodWithMovesRepeats() {
        ChessClock clock = started("2/100");
        long[] expectedWhite = {99_000, 98_000 + 100_000, 197_000, 196_000 + 100_000};
        for (long expected : expectedWhite) {
            move(clock, 1_000);
            assertEquals(expected, clock.remainingMillis(WHITE));
            move(clock, 1_000);
        }
    }

    @Test
    void rule742AnIllegalMoveGivesTheOpponentTwoMinutes() {
        ChessClock clock = started("300");
        time.advanceSeconds(30);
        clock.penalizeIllegalMove(WHITE);
        assertEquals(420_000, clock.remainingMillis(BLACK));
        assertEquals(270_000, clock.remainingMillis(WHITE));
    }

    @Test
    void rule952AnIncorrectClaimGivesTheOpponentThreeMinutes() {
        ChessClock clock = started("300");
        time.advanceSeconds(30);
        clock.penalizeIncorrectClaim(BLACK);
        assertEquals(270_000 + 180_000, clock.remainingMillis(WHITE), "added to the running clock too");
        assertEquals(300_000, clock.remainingMillis(BLACK));
        time.advanceSeconds(10);
        assertEquals(440_000, clock.remainingMillis(WHITE));
    }

    @Test
    void onlyAPositiveAmountCanBeAdded() {
        ChessClock clock = started("300");
        assertThrows(IllegalArgumentException.class, () -> clock.addTime(WHITE, Duration.ofSeconds(-5)));
        assertThrows(IllegalArgumentException.class, () -> clock.addTime(WHITE, Duration.ZERO));
        assertEquals(300_000, clock.remainingMillis(WHITE));
    }

    @Test
    void rules6102And613TheArbiterSetsTheTimeAndTheMoveCounter() {
        ChessClock clock = started("40/5400:1800");
        move(clock, 10_000);
        clock.setTime(BLACK, Duration.ofMinutes(80));
        time.advanceSeconds(5);
        assertEquals(4_795_000, clock.remainingMillis(BLACK));
        clock.setMoves(WHITE, 39);
        assertEquals(1, clock.reading().white().movesToGo());
        move(clock, 5_000);
        move(clock, 1_000);
        assertEquals(5_390_000 - 1_000 + 1_800_000, clock.remainingMillis(WHITE), "the corrected 40th move reaches the control");
        clock.setMoves(BLACK, 85);
        assertEquals(1, clock.snapshot().black().period());
        assertEquals(85, clock.snapshot().black().moves());
    }

    @Test
    void rule28RewindingPutsBothClocksBackToThePlySnapshot() {
        ChessClock clock = started("300+2");
        long[] thinks = {10_000, 20_000, 30_000, 40_000, 50_000, 60_000};
        for (long t : thinks) {
            move(clock, t);
        }
        List<ClockSnapshot> history = clock.history();
        assertEquals(7, history.size());
        ClockSnapshot afterPly3 = history.get(3);
        assertEquals(3, afterPly3.ply());
        assertEquals(BLACK, afterPly3.toMove());
        assertEquals(300_000 - 10_000 + 2_000 - 30_000 + 2_000, afterPly3.white().remainingMillis());
        assertEquals(300_000 - 20_000 + 2_000, afterPly3.black().remainingMillis());

        time.advanceSeconds(7);
        clock.rewindTo(3);
        assertEquals(3, clock.ply());
        assertEquals(BLACK, clock.toMove());
        assertEquals(afterPly3, clock.snapshot());
        assertEquals(history.subList(0, 4), clock.history());

        time.advanceSeconds(4);
        assertEquals(282_000 - 4_000, clock.remainingMillis(BLACK), "Black's clock runs again from the snapshot");
        clock.press();
        assertEquals(4, clock.ply());
        assertEquals(3, clock.snapshot().moveNumber(), "two moves each made, White plays his third");
    }

    @Test
    void aRewindToAPlyThatDoesNotExistIsRefusedWithoutChange() {
        ChessClock clock = started("300");
        move(clock, 1_000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> clock.rewindTo(2));
        assertEquals("The clock has no snapshot for ply 2; it has plies 0 to 1.", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> clock.rewindTo(-1));
        assertEquals(1, clock.ply());
    }

    @Test
    void aRewindWhilePausedStaysPaused() {
        ChessClock clock = started("300");
        move(clock, 1_000);
        move(clock, 1_000);
        clock.pause();
        clock.rewindTo(1);
        time.advanceSeconds(10);
        assertEquals(300_000, clock.remainingMillis(BLACK));
        clock.resume();
        time.advanceSeconds(10);
        assertEquals(290_000, clock.remainingMillis(BLACK));
    }

    @Test
    void rule68TheFlagFallsAtTheExactMillisecondTheMainTimeReachesZeroAndTheTimeStaysAtZero() {
        ChessClock clock = started("60");
        time.advanceMillis(59_999);
        assertFalse(clock.flagFallen(WHITE));
        assertEquals(1, clock.remainingMillis(WHITE));
        time.advanceMillis(1);
        assertTrue(clock.flagFallen(WHITE));
        assertEquals(Optional.of(WHITE), clock.firstFlag());
        time.advanceSeconds(30);
        assertEquals(0, clock.remainingMillis(WHITE));
        assertEquals(90_000, clock.usedMillis(WHITE), "the clock still counts the time used");
        assertFalse(clock.flagFallen(BLACK));
    }

    @Test
    void aPressAfterTheFlagSwitchesTheClocksButAddsNoIncrementAndTheFlagStays() {
        ChessClock clock = started("60+5");
        time.advanceSeconds(61);
        clock.press();
        assertEquals(0, clock.remainingMillis(WHITE), "no increment for a side whose time is up");
        assertTrue(clock.flagFallen(WHITE));
        assertEquals(BLACK, clock.toMove());
        time.advanceSeconds(1);
        assertEquals(59_000, clock.remainingMillis(BLACK));
    }

    @Test
    void setTimeIsTheArbitersRulingAndClearsTheFlag() {
        ChessClock clock = started("60");
        time.advanceSeconds(70);
        assertTrue(clock.flagFallen(WHITE));
        clock.setTime(WHITE, Duration.ofSeconds(30));
        assertFalse(clock.flagFallen(WHITE));
        assertEquals(Optional.empty(), clock.firstFlag());
        time.advanceSeconds(10);
        assertEquals(20_000, clock.remainingMillis(WHITE));
    }

    @Test
    void rule6112BothFlagsInTheLastPeriodIsADraw() {
        ChessClock clock = started("60");
        move(clock, 61_000);
        assertEquals(BothFlags.NONE, clock.bothFlags());
        time.advanceSeconds(60);
        assertEquals(BothFlags.DRAW, clock.bothFlags());
        assertEquals(Optional.of(WHITE), clock.firstFlag(), "the clock knows whose fell first");
    }

    @Test
    void rule6111BothFlagsInAnEarlierPeriodPlaysOnAndTheControlStillGivesTime() {
        ChessClock clock = started("20/60:300");
        move(clock, 61_000);
        time.advanceSeconds(61);
        assertEquals(BothFlags.PLAY_ON, clock.bothFlags());
        clock.press();
        for (int i = 2; i <= 20; i++) {
            move(clock, 1_000);
            move(clock, 1_000);
        }
        assertEquals(300_000, clock.remainingMillis(WHITE), "the second period's time arrives at move 20");
        assertEquals(300_000, clock.remainingMillis(BLACK));
        assertTrue(clock.flagFallen(WHITE), "the fallen flag stays on record for the arbiter");
        assertEquals(BothFlags.PLAY_ON, clock.bothFlags());
    }

    @Test
    void theSandclockPassesTheTimeOneSideUsesToTheOther() {
        ChessClock clock = started("*60");
        move(clock, 10_000);
        assertEquals(50_000, clock.remainingMillis(WHITE));
        assertEquals(70_000, clock.remainingMillis(BLACK));
        time.advanceSeconds(80);
        assertEquals(0, clock.remainingMillis(BLACK));
        assertEquals(120_000, clock.remainingMillis(WHITE), "only the sand that ran, 70 s, flows over");
        assertTrue(clock.flagFallen(BLACK));
    }

    @Test
    void theReadingGivesAnEngineRemainingIncrementDelayAndMovesToGo() {
        ChessClock clock = started("40/5400+30:1800+30");
        move(clock, 100_000);
        ClockReading r = clock.reading();
        assertEquals(BLACK, r.toMove());
        assertEquals(5_330_000, r.white().remainingMillis());
        assertEquals(5_400_000, r.black().remainingMillis());
        assertEquals(30_000, r.white().incrementMillis());
        assertEquals(0, r.white().delayMillis());
        assertEquals(39, r.white().movesToGo());
        assertEquals(40, r.side(BLACK).movesToGo());
        assertEquals(5_000, started("300d5").reading().white().delayMillis());
    }

    @Test
    void aGameSetUpWithBlackToMoveStartsBlacksClock() {
        ChessClock clock = new ChessClock(TimeControl.parse("300"), time);
        clock.start(BLACK);
        time.advanceSeconds(5);
        assertEquals(295_000, clock.remainingMillis(BLACK));
        assertEquals(BLACK, clock.history().get(0).toMove());
    }

    @Test
    void anUntimedControlCannotRunOnAClock() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ChessClock(TimeControl.UNTIMED, time));
        assertEquals("The time control '-' gives no time to count down, so it cannot run on a clock.", e.getMessage());
    }

    @Test
    void theMoveNumberIsTheMoveBeingPlayed() {
        ChessClock clock = started("300");
        assertEquals(1, clock.snapshot().moveNumber());
        move(clock, 1_000);
        assertEquals(1, clock.snapshot().moveNumber(), "Black's first move");
        move(clock, 1_000);
        assertEquals(2, clock.snapshot().moveNumber());
    }

    @Test
    void askingOftenOrRarelyGivesTheSameTimes() {
        ChessClock often = started("300d3");
        ManualTimeSource otherTime = new ManualTimeSource();
        ChessClock rarely = new ChessClock(TimeControl.parse("300d3"), otherTime);
        rarely.start();
        for (int i = 0; i < 700; i++) {
            time.advanceMillis(1_000);
            often.remainingMillis(WHITE);
            if (i % 50 == 49) {
                often.press();
            }
        }
        for (int i = 0; i < 14; i++) {
            otherTime.advanceMillis(50_000);
            rarely.press();
        }
        assertEquals(rarely.snapshot(), often.snapshot());
    }
}
