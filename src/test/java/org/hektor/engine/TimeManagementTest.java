package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.engine.internal.Limits;
import org.junit.jupiter.api.Test;

/**
 * Time management on a simulated clock that advances with the work done (five milliseconds per reading,
 * and the search reads it once every 1024 nodes: about 200,000 nodes a simulated second), so the test is the
 * same on any machine and asserts no wall-clock time. The real overshoot is measured by
 * {@code hektor engine-bench}.
 */
class TimeManagementTest {
    private static final long MS = 1_000_000;
    private static final long STEP = 5 * MS;
    private static final List<String> FENS = EngineBenchmark.POSITIONS.subList(0, 3);

    /** Simulated milliseconds a full-strength search takes with this time left. */
    private static long thinkingMillis(String fen, TimeLeft time) {
        long[] now = {0};
        try (BuiltInEngine engine = new BuiltInEngine(10, 1, Limits.NONE, 4, () -> now[0] += STEP)) {
            BuiltInEngine.Thought t = engine.think(Position.fromFen(fen), List.of(), time);
            return t.nanos() / MS;
        }
    }

    @Test
    void aFixedMoveTimeIsUsedButNeverOverrunByMoreThan50Ms() {
        for (long movetime : new long[]{50, 100, 1000}) {
            for (String fen : FENS) {
                long took = thinkingMillis(fen, TimeLeft.perMove(movetime));
                assertTrue(took <= movetime + 50, "took " + took + " ms of " + movetime + " in " + fen);
                assertTrue(took >= movetime / 2, "gave up after " + took + " ms of " + movetime + " in " + fen);
            }
        }
    }

    @Test
    void withAClockTheMoveStaysWithinItsBudgetAndTheBudgetWithinTheClock() {
        List<TimeLeft> clocks = List.of(
                TimeLeft.clock(60_000, 60_000, 1_000, 1_000, 0), TimeLeft.clock(5_000, 5_000, 0, 0, 0),
                TimeLeft.clock(500, 500, 0, 0, 0), TimeLeft.clock(3_000, 3_000, 0, 0, 1),
                TimeLeft.clock(100_000, 100_000, 0, 0, 40));
        for (TimeLeft clock : clocks) {
            for (String fen : FENS) {
                Color side = Position.fromFen(fen).sideToMove();
                TimeBudget budget = TimeBudget.of(clock, side);
                long left = clock.remainingMillis(side);
                assertTrue(budget.hardMillis() <= Math.max(1, left - TimeBudget.SAFETY_MILLIS), "budget " + budget + " of " + clock);
                long took = thinkingMillis(fen, clock);
                assertTrue(took <= budget.hardMillis() + 50, "took " + took + " ms for " + budget + " with " + clock);
                assertTrue(took < left, "lost on time: " + took + " ms with " + clock);
            }
        }
    }

    @Test
    void moreTimeOnTheClockMeansMoreThoughtPerMove() {
        long previous = 0;
        for (long left : new long[]{1_000, 10_000, 60_000, 600_000}) {
            TimeBudget budget = TimeBudget.of(TimeLeft.clock(left, left, 0, 0, 0), Color.WHITE);
            assertTrue(budget.hardMillis() > previous, left + " ms left gives " + budget);
            assertTrue(budget.softMillis() <= budget.hardMillis());
            previous = budget.hardMillis();
        }
        TimeBudget noIncrement = TimeBudget.of(TimeLeft.clock(60_000, 60_000, 0, 0, 0), Color.BLACK);
        TimeBudget increment = TimeBudget.of(TimeLeft.clock(60_000, 60_000, 0, 2_000, 0), Color.BLACK);
        assertTrue(increment.softMillis() > noIncrement.softMillis(), "the increment is spent too");
    }

    @Test
    void theLastMoveBeforeTheTimeControlMayUseMostOfTheClockButNotAll() {
        TimeBudget last = TimeBudget.of(TimeLeft.clock(10_000, 10_000, 0, 0, 1), Color.WHITE);
        assertTrue(last.hardMillis() > 5_000 && last.hardMillis() < 10_000 - TimeBudget.SAFETY_MILLIS, last.toString());
    }

    @Test
    void aSingleLegalMoveIsPlayedAtOnce() {
        // Black's king on h8, the rook holds the g-file: Kh7 is the only move.
        long took = thinkingMillis("7k/8/8/8/8/8/6R1/6K1 b - - 0 1", TimeLeft.clock(60_000, 60_000, 0, 0, 0));
        assertEquals(0, took);
    }
}
