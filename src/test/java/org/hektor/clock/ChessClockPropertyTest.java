package org.hektor.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.hektor.chess.Color;

/**
 * For random games of thinking times and arbiter actions: the remaining time changes only by elapsed time (after
 * any delay), increments, controls, penalties and arbiter actions, each by exactly its amount; calls come out in
 * time order, each at the instant its side's time reached its mark.
 */
class ChessClockPropertyTest {

    enum Kind { THINK, PRESS, ILLEGAL_MOVE, INCORRECT_CLAIM, SET_TIME, PAUSE, RESUME, REWIND }

    record Step(Kind kind, long millis, Color side) {
    }

    @Provide
    Arbitrary<String> controls() {
        return Arbitraries.of("300", "300+2", "60+1", "2/60:30", "3/40+2:20+3", "120d3", "2/50d2:40d4", "*90",
                "40/5400+30:1800+30", "250+5", "1/20");
    }

    @Provide
    Arbitrary<List<Step>> games() {
        Arbitrary<Color> side = Arbitraries.of(Color.class);
        Arbitrary<Long> shortThink = Arbitraries.longs().between(0, 3_000);
        Arbitrary<Long> longThink = Arbitraries.longs().between(0, 400_000);
        Arbitrary<Step> think = Arbitraries.oneOf(shortThink, longThink).map(ms -> new Step(Kind.THINK, ms, Color.WHITE));
        Arbitrary<Step> other = Arbitraries.frequencyOf(
                Tuple.of(30, Arbitraries.just(new Step(Kind.PRESS, 0, Color.WHITE))),
                Tuple.of(2, side.map(s -> new Step(Kind.ILLEGAL_MOVE, 0, s))),
                Tuple.of(2, side.map(s -> new Step(Kind.INCORRECT_CLAIM, 0, s))),
                Tuple.of(2, Arbitraries.longs().between(0, 600_000).flatMap(ms -> side.map(s -> new Step(Kind.SET_TIME, ms, s)))),
                Tuple.of(2, Arbitraries.just(new Step(Kind.PAUSE, 0, Color.WHITE))),
                Tuple.of(3, Arbitraries.just(new Step(Kind.RESUME, 0, Color.WHITE))),
                Tuple.of(2, Arbitraries.longs().between(0, 1_000).map(f -> new Step(Kind.REWIND, f, Color.WHITE))));
        return Arbitraries.frequencyOf(Tuple.of(5, think), Tuple.of(4, other)).list().ofMaxSize(150);
    }

    @Property(tries = 400)
    void remainingTimeChangesOnlyForAReasonAndCallsComeInTimeOrder(@ForAll("controls") String controlText,
                                                                   @ForAll("games") List<Step> game) {
        TimeControl control = TimeControl.parse(controlText);
        boolean sandclock = control.mode() == TimeControl.Mode.SANDCLOCK;
        ManualTimeSource time = new ManualTimeSource(1_000_000);
        ChessClock clock = new ChessClock(control, time, EnumSet.allOf(Color.class));
        clock.start();
        long delayLeft = control.period(0).delaySeconds() * 1000L;
        long lastCallAt = Long.MIN_VALUE;
        List<Call> allCalls = new ArrayList<>();

        for (Step step : game) {
            ClockSnapshot before = clock.snapshot();
            long stepStart = time.millis();
            Color mover = before.toMove();
            SideTime m = before.side(mover);
            switch (step.kind()) {
                case THINK -> {
                    time.advanceMillis(step.millis());
                    ClockSnapshot after = clock.snapshot();
                    if (clock.isPaused()) {
                        assertOnlyChanged(before, after, null, 0);
                    } else {
                        long mainRun = Math.min(m.remainingMillis(), Math.max(0, step.millis() - delayLeft));
                        assertEquals(m.remainingMillis() - mainRun, after.side(mover).remainingMillis(), "elapsed time only");
                        assertEquals(m.usedMillis() + step.millis(), after.side(mover).usedMillis());
                        assertEquals(before.side(mover.opposite()).remainingMillis() + (sandclock ? mainRun : 0),
                                after.side(mover.opposite()).remainingMillis(), "the waiting clock stands (or gets the sand)");
                        assertEquals(before.side(mover.opposite()).usedMillis(), after.side(mover.opposite()).usedMillis());
                        for (Call c : clock.takeCalls()) {
                            if (c.kind() != Call.Kind.CONTROL) {
                                assertEquals(mover, c.side());
                                long runStart = stepStart + Math.min(delayLeft, step.millis());
                                assertEquals(runStart + (m.remainingMillis() - c.remainingMillis()), c.atMillis(),
                                        "a call at the instant the time reached its mark: " + c);
                            }
                            lastCallAt = checkOrder(c, lastCallAt, allCalls);
                        }
                        delayLeft = Math.max(0, delayLeft - step.millis());
                    }
                }
                case PRESS -> {
                    if (clock.isPaused()) {
                        assertThrows(IllegalStateException.class, clock::press);
                        assertEquals(before, clock.snapshot(), "a refused press changes nothing");
                    } else {
                        clock.press();
                        ClockSnapshot after = clock.snapshot();
                        TimeControl.Period period = control.period(m.period());
                        long increment = m.remainingMillis() > 0 ? period.incrementSeconds() * 1000L : 0;
                        boolean controlReached = !period.isRestOfGame() && m.movesInPeriod() + 1 == period.moves();
                        long added = controlReached ? control.period(m.period() + 1).seconds() * 1000L : 0;
                        assertOnlyChanged(before, after, mover, m.remainingMillis() + increment + added);
                        assertEquals(mover.opposite(), after.toMove());
                        assertEquals(m.moves() + 1, after.side(mover).moves());
                        delayLeft = control.period(after.side(after.toMove()).period()).delaySeconds() * 1000L;
                    }
                }
                case ILLEGAL_MOVE -> {
                    clock.penalizeIllegalMove(step.side());
                    Color gets = step.side().opposite();
                    assertOnlyChanged(before, clock.snapshot(), gets, before.side(gets).remainingMillis() + 120_000);
                }
                case INCORRECT_CLAIM -> {
                    clock.penalizeIncorrectClaim(step.side());
                    Color gets = step.side().opposite();
                    assertOnlyChanged(before, clock.snapshot(), gets, before.side(gets).remainingMillis() + 180_000);
                }
                case SET_TIME -> {
                    clock.setTime(step.side(), Duration.ofMillis(step.millis()));
                    assertOnlyChanged(before, clock.snapshot(), step.side(), step.millis());
                }
                case PAUSE -> {
                    clock.pause();
                    assertOnlyChanged(before, clock.snapshot(), null, 0);
                }
                case RESUME -> {
                    clock.resume();
                    assertOnlyChanged(before, clock.snapshot(), null, 0);
                }
                case REWIND -> {
                    int ply = (int) (step.millis() * (clock.ply() + 1) / 1_001);
                    ClockSnapshot target = clock.history().get(ply);
                    clock.rewindTo(ply);
                    assertEquals(target, clock.snapshot(), "the arbiter's rewind restores the ply snapshot exactly");
                    delayLeft = control.period(target.side(target.toMove()).period()).delaySeconds() * 1000L;
                }
            }
            for (Call c : clock.takeCalls()) {
                lastCallAt = checkOrder(c, lastCallAt, allCalls);
            }
            for (Color s : Color.values()) {
                assertTrue(clock.remainingMillis(s) >= 0);
            }
        }
    }

    /** Only {@code changed}'s remaining time differs between the snapshots, and it is {@code expected}. */
    private static void assertOnlyChanged(ClockSnapshot before, ClockSnapshot after, Color changed, long expected) {
        for (Color s : Color.values()) {
            long want = s == changed ? expected : before.side(s).remainingMillis();
            assertEquals(want, after.side(s).remainingMillis(), s + " remaining");
            assertEquals(before.side(s).usedMillis(), after.side(s).usedMillis(), s + " used");
        }
    }

    private static long checkOrder(Call c, long lastCallAt, List<Call> all) {
        assertTrue(c.atMillis() >= lastCallAt, "calls in time order: " + c + " after " + all);
        if (c.kind() != Call.Kind.CONTROL) {
            assertEquals(ClockCalls.markAt(c.remainingMillis()).orElseThrow(), c.kind(), "the call fits its mark");
        }
        all.add(c);
        return c.atMillis();
    }
}
