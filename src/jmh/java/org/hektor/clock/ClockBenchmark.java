package org.hektor.clock;

import java.util.EnumSet;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Color;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of the clock to the game session: one whole 200-ply classical game (40/5400+30:1800+30), each ply a
 * 45 s think, a press, taking the calls and asking for the next call instant, with both sides hearing calls.
 * Divide by 200 for the cost of one ply.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ClockBenchmark {
    private static final TimeControl CLASSICAL = TimeControl.parse("classical");

    @Benchmark
    public long classicalGameOf200Plies() {
        ManualTimeSource time = new ManualTimeSource();
        ChessClock clock = new ChessClock(CLASSICAL, time, EnumSet.allOf(Color.class));
        clock.start();
        long sum = 0;
        for (int ply = 0; ply < 200; ply++) {
            time.advanceMillis(45_000);
            clock.press();
            sum += clock.takeCalls().size();
            sum += clock.nextCallAt().orElse(0);
        }
        return sum;
    }
}
