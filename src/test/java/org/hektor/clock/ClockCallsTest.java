package org.hektor.clock;

import static org.hektor.clock.Call.Kind.CONTROL;
import static org.hektor.clock.Call.Kind.DOUBLE_TICK;
import static org.hektor.clock.Call.Kind.FLAG;
import static org.hektor.clock.Call.Kind.MINUTES;
import static org.hektor.clock.Call.Kind.SECONDS;
import static org.hektor.clock.Call.Kind.TICK;
import static org.hektor.chess.Color.BLACK;
import static org.hektor.chess.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.hektor.chess.Color;
import org.junit.jupiter.api.Test;

/** The tactile dial by ear (rule 2.4): each call at its exact instant, on a hand-advanced time source. */
class ClockCallsTest {
    private final ManualTimeSource time = new ManualTimeSource();

    private ChessClock started(String control, Set<Color> hearing) {
        ChessClock clock = new ChessClock(TimeControl.parse(control), time, hearing);
        clock.start();
        return clock;
    }

    private ChessClock started(String control) {
        return started(control, EnumSet.allOf(Color.class));
    }

    private static Call call(long atSeconds, Color side, Call.Kind kind, int argument, long remainingSeconds) {
        return new Call(atSeconds * 1000, side, kind, argument, remainingSeconds * 1000);
    }

    /** Advances one second at a time and notes at which seconds calls come out. */
    private List<Call> secondBySecond(ChessClock clock, int seconds) {
        List<Call> all = new ArrayList<>();
        for (int i = 0; i < seconds; i++) {
            time.advanceSeconds(1);
            List<Call> now = clock.takeCalls();
            for (Call c : now) {
                assertEquals(time.millis(), c.atMillis(), "a call comes out in the second it is due: " + c);
            }
            all.addAll(now);
        }
        return all;
    }

    @Test
    void theLastFiveMinutesAreCalledMinuteByMinuteThenThirtyAndTenSecondsThenTheFlagAndNothingElse() {
        ChessClock clock = started("300");
        List<Call> calls = secondBySecond(clock, 400);
        assertEquals(List.of(
                call(60, WHITE, MINUTES, 4, 240),
                call(120, WHITE, MINUTES, 3, 180),
                call(180, WHITE, MINUTES, 2, 120),
                call(240, WHITE, MINUTES, 1, 60),
                call(270, WHITE, SECONDS, 30, 30),
                call(290, WHITE, SECONDS, 10, 10),
                call(300, WHITE, FLAG, 0, 0)), calls, "no tick for the 5:00 mark the clock starts on");
    }

    @Test
    void doubleTickEvery15MinutesAndTickEveryOther5Minutes() {
        ChessClock clock = started("2700");
        List<Call> calls = secondBySecond(clock, 2700).subList(0, 8);
        assertEquals(List.of(
                call(300, WHITE, TICK, 0, 2400),
                call(600, WHITE, TICK, 0, 2100),
                call(900, WHITE, DOUBLE_TICK, 0, 1800),
                call(1200, WHITE, TICK, 0, 1500),
                call(1500, WHITE, TICK, 0, 1200),
                call(1800, WHITE, DOUBLE_TICK, 0, 900),
                call(2100, WHITE, TICK, 0, 600),
                call(2400, WHITE, TICK, 0, 300)), calls);
    }

    @Test
    void aCallFiresAtTheMillisecondTheMarkIsReachedNotBefore() {
        ChessClock clock = started("600");
        time.advanceMillis(299_999);
        assertEquals(List.of(), clock.takeCalls());
        time.advanceMillis(1);
        assertEquals(List.of(call(300, WHITE, TICK, 0, 300)), clock.takeCalls());
        assertEquals(List.of(), clock.takeCalls(), "a call is taken once");
    }

    @Test
    void everyMarkPassedInOneLongThinkFiresAtItsOwnInstant() {
        ChessClock clock = started("1000+10");
        time.advanceSeconds(900);
        clock.press();
        assertEquals(List.of(
                call(100, WHITE, DOUBLE_TICK, 0, 900),
                call(400, WHITE, TICK, 0, 600),
                call(700, WHITE, TICK, 0, 300),
                call(760, WHITE, MINUTES, 4, 240),
                call(820, WHITE, MINUTES, 3, 180),
                call(880, WHITE, MINUTES, 2, 120)), clock.takeCalls());
    }

    @Test
    void inDelayModeTheMarksComeAfterTheDelay() {
        ChessClock clock = started("300d5");
        time.advanceSeconds(64);
        assertEquals(List.of(), clock.takeCalls());
        time.advanceSeconds(1);
        assertEquals(List.of(call(65, WHITE, MINUTES, 4, 240)), clock.takeCalls());
    }

    @Test
    void theControlIsCalledAtThePressWithTheAddedTimeAndTheNewTotal() {
        ChessClock clock = started("2/60:30");
        time.advanceSeconds(10);
        clock.press();
        time.advanceSeconds(10);
        clock.press();
        time.advanceSeconds(10);
        clock.press();
        assertEquals(List.of(call(30, WHITE, CONTROL, 30, 40 + 30)), clock.takeCalls());
    }

    @Test
    void aMarkTheIncrementLandsOnExactlyDoesNotFire() {
        ChessClock clock = started("300+2");
        time.advanceSeconds(2);
        clock.press(); // White back to exactly 5:00
        clock.press(); // Black
        time.advanceSeconds(30);
        clock.takeCalls();
        assertEquals(List.of(), clock.takeCalls());
        assertEquals(270_000, clock.remainingMillis(WHITE));
    }

    @Test
    void noChatterAroundAMarkWithIncrement() {
        // White hovers around 4:00 with a 5 s increment: the mark fires once, not at every move.
        ChessClock clock = started("242+5", EnumSet.of(WHITE));
        List<Call> calls = new ArrayList<>();
        for (int move = 0; move < 10; move++) {
            time.advanceSeconds(move == 0 ? 3 : 5); // 4:02 -> 3:59, then 4:04 -> 3:59 each move
            clock.press();
            time.advanceSeconds(1);
            clock.press();
            calls.addAll(clock.takeCalls());
        }
        assertEquals(List.of(call(2, WHITE, MINUTES, 4, 240)), calls);
        assertEquals(244_000, clock.remainingMillis(WHITE));
    }

    @Test
    void aMarkFiresAgainOnlyAfterTheTimeWasMoreThan60SecondsAboveIt() {
        ChessClock clock = started("250", EnumSet.of(WHITE));
        time.advanceSeconds(20);
        assertEquals(List.of(call(10, WHITE, MINUTES, 4, 240)), clock.takeCalls());
        clock.setTime(WHITE, Duration.ofSeconds(300)); // exactly 60 s above 4:00: not more
        time.advanceSeconds(70);
        assertEquals(List.of(), clock.takeCalls(), "4:00 stays quiet; 5:00 was started on");
        clock.setTime(WHITE, Duration.ofMillis(300_001));
        time.advanceSeconds(70);
        assertEquals(List.of(
                new Call(90_001, WHITE, TICK, 0, 300_000),
                new Call(150_001, WHITE, MINUTES, 4, 240_000)), clock.takeCalls());
    }

    @Test
    void aPenaltyThatLiftsTheTimeWellAboveAMarkLetsItFireAgain() {
        ChessClock clock = started("250", EnumSet.of(WHITE));
        time.advanceSeconds(20); // 3:50, the 4:00 call made
        clock.takeCalls();
        clock.penalizeIllegalMove(BLACK); // +2 min: 5:50
        time.advanceSeconds(110);
        assertEquals(List.of(call(70, WHITE, TICK, 0, 300), call(130, WHITE, MINUTES, 4, 240)), clock.takeCalls());
    }

    @Test
    void aSideThatDoesNotHearCallsGetsNoneButItsFlagIsCalledToTheBlindPlayer() {
        // White is the visually impaired player: he hears his calls and, rule 2.9e, Black's flag.
        ChessClock clock = started("60", EnumSet.of(WHITE));
        time.advanceSeconds(1);
        clock.press();
        time.advanceSeconds(60);
        List<Call> calls = clock.takeCalls();
        assertEquals(List.of(call(61, BLACK, FLAG, 0, 0)), calls, "no seconds calls for Black, and White started on his 1:00 mark");
    }

    @Test
    void whenNobodyHearsCallsNothingIsCalledNotEvenAFlag() {
        ChessClock clock = started("60", Set.of());
        time.advanceSeconds(100);
        assertEquals(List.of(), clock.takeCalls());
        assertTrue(clock.flagFallen(WHITE));
    }

    @Test
    void callsCanBeSwitchedOnDuringTheGame() {
        ChessClock clock = started("300", Set.of());
        time.advanceSeconds(100);
        clock.setHearsCalls(WHITE, true);
        time.advanceSeconds(100);
        assertEquals(List.of(call(120, WHITE, MINUTES, 3, 180), call(180, WHITE, MINUTES, 2, 120)), clock.takeCalls(),
                "the 4:00 mark passed at 60 s, before the calls were switched on");
    }

    @Test
    void nothingIsCalledWhilePaused() {
        ChessClock clock = started("300");
        time.advanceSeconds(50);
        clock.pause();
        time.advanceSeconds(500);
        assertEquals(List.of(), clock.takeCalls());
        clock.resume();
        time.advanceSeconds(10);
        assertEquals(List.of(call(560, WHITE, MINUTES, 4, 240)), clock.takeCalls());
    }

    @Test
    void theNextCallInstantTellsTheSessionWhenToLookAgain() {
        ChessClock clock = started("600d5", EnumSet.of(WHITE));
        assertEquals(OptionalLong.of(305_000), clock.nextCallAt(), "5:00 tick after 5 s delay and 5 min");
        time.advanceSeconds(10);
        clock.press();
        assertEquals(OptionalLong.of(10_000 + 5_000 + 600_000), clock.nextCallAt(),
                "Black hears no ticks: the next call is his flag, for White");
        clock.pause();
        assertEquals(OptionalLong.empty(), clock.nextCallAt());
    }

    /**
     * The packaged game (rapid, 15 minutes and 10 seconds a move): White's first move takes 2 s, the increment lifts
     * him to 15:08, and 8 s into his second move R comes down onto fifteen minutes again. The player was told his
     * fifteen minutes at the start; the dial says nothing until ten minutes.
     */
    @Test
    void theStartingTimeIsNotCalledAgainWhenAnIncrementLiftsTheClockJustAboveIt() {
        ChessClock clock = started("900+10", EnumSet.of(WHITE));
        time.advanceSeconds(2);
        clock.press();
        time.advanceSeconds(5);
        clock.press();
        assertEquals(List.of(), secondBySecond(clock, 20), "no \"White: fifteen minutes\" seconds into the game");
        assertEquals(OptionalLong.of(27_000 + (15 * 60_000 + 8_000 - 20_000 - 10 * 60_000)), clock.nextCallAt(),
                "the next call is the ten-minute tick");
    }

    @Test
    void markKindsFollowTheDial() {
        assertEquals(Optional.of(FLAG), ClockCalls.markAt(0));
        assertEquals(Optional.of(DOUBLE_TICK), ClockCalls.markAt(45 * 60_000));
        assertEquals(Optional.of(TICK), ClockCalls.markAt(50 * 60_000));
        assertEquals(Optional.of(TICK), ClockCalls.markAt(5 * 60_000));
        assertEquals(Optional.of(MINUTES), ClockCalls.markAt(4 * 60_000));
        assertEquals(Optional.of(SECONDS), ClockCalls.markAt(30_000));
        assertEquals(Optional.empty(), ClockCalls.markAt(6 * 60_000));
        assertEquals(Optional.empty(), ClockCalls.markAt(20_000));
        assertEquals(Optional.empty(), ClockCalls.markAt(300_001));
    }
}
