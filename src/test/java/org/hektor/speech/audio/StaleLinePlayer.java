package org.hektor.speech.audio;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sound.sampled.SourceDataLine;

/**
 * Run in a process of its own with a virtual sound card in its environment: the second line opened (and as many after
 * it as the second argument says) swallows what is written to it, the way a PulseAudio stream that had run dry did (it takes every sample at once, plays none and
 * reports them played; this cannot be provoked on demand, so that one line is a stand-in); every other line is real.
 * Plays a one-second tone, pauses (the first argument, ms), then a second tone (the third argument, ms; two seconds), printing when each began and ended and every line of the
 * output's trace. With a fourth argument {@code early}, those lines play what is written but their drain comes back at
 * once; with {@code stalling}, they play what is written, but the writer is held up for a second after the first 300 ms
 * of the item (as a voice whose process was kept from running: a collection pause, a busy machine); with
 * {@code dropping}, they drop the item after its first 300 ms, and their drain comes back when that part has played.
 */
public final class StaleLinePlayer {
    /**
     * How long before its sound can have played an early line's drain comes back: as early as a line is still held open
     * for (sooner, the line is taken to have dropped the rest, and the item is played again), less one 20 ms piece.
     */
    private static final long EARLY_MILLIS = LineOutput.EARLY_NANOS / 1_000_000 - 20;
    /** Where in the item a stalling line's writer is held up, and for how long. */
    private static final long STALL_AFTER_MILLIS = 300;
    private static final long STALL_MILLIS = 1000;

    private StaleLinePlayer() {
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger opened = new AtomicInteger();
        int swallowing = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String kind = args.length > 3 ? args[3] : "swallowing";
        LineOutput out = new LineOutput(() -> {
            int n = opened.getAndIncrement();
            if (n < 1 || n > swallowing) {
                return LineOutput.openLine();
            }
            return switch (kind) {
                case "early" -> drainingEarly(LineOutput.openLine());
                case "stalling" -> stalling(LineOutput.openLine());
                case "dropping" -> dropping(LineOutput.openLine());
                default -> swallowing(LineOutput.openLine());
            };
        });
        out.traceTo(line -> System.out.println("trace " + line));
        play(out, LinePlayer.tone(1000));
        Thread.sleep(Long.parseLong(args[0]));
        play(out, LinePlayer.tone(args.length > 2 ? Integer.parseInt(args[2]) : 2000));
        out.close();
    }

    private static void play(SoundOutput out, Sound tone) {
        long start = System.nanoTime();
        out.play("tone", tone, () -> false);
        System.out.println("played " + start + " " + System.nanoTime());
    }

    /**
     * The real line, whose drain comes back at once, while what was written is still to be played (as a drain did
     * under load, the sound server still holding the end of the item).
     */
    private static SourceDataLine drainingEarly(SourceDataLine line) {
        long[] firstWrite = {0};
        long[] bytes = {0};
        return (SourceDataLine) Proxy.newProxyInstance(SourceDataLine.class.getClassLoader(),
                new Class<?>[] {SourceDataLine.class}, (proxy, method, arguments) -> {
                    switch (method.getName()) {
                        case "drain":
                            // back EARLY_MILLIS before what was written can have played, or sooner if the real line's
                            // own drain is (a fresh line that swallowed the item: that is told by the time, as in a game)
                            long back = firstWrite[0] + (bytes[0] / 2 * 1000 / Sound.SAMPLE_RATE - EARLY_MILLIS) * 1_000_000L;
                            CompletableFuture<Void> real = CompletableFuture.runAsync(line::drain);
                            try {
                                real.get(Math.max(0, back - System.nanoTime()), TimeUnit.NANOSECONDS);
                            } catch (TimeoutException early) {
                                // the real drain goes on: the early one comes back now
                            }
                            return null;
                        case "write":
                            if (firstWrite[0] == 0) {
                                firstWrite[0] = System.nanoTime();
                            }
                            bytes[0] += (Integer) arguments[2];
                            break;
                        case "close":
                            if (firstWrite[0] != 0) {
                                System.out.println("open " + (System.nanoTime() - firstWrite[0]) / 1_000_000 + " ms");
                            }
                            break;
                        default:
                            break;
                    }
                    return forward(line, method, arguments);
                });
    }

    /**
     * The real line, whose writer is held up once, {@link #STALL_AFTER_MILLIS} into the item, between two writes (where
     * a collection pause stops a voice: a thread inside the sound card's native write runs on).
     */
    private static SourceDataLine stalling(SourceDataLine line) {
        long[] bytes = {0};
        boolean[] stalled = {false};
        return (SourceDataLine) Proxy.newProxyInstance(SourceDataLine.class.getClassLoader(),
                new Class<?>[] {SourceDataLine.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("write")) {
                        bytes[0] += (Integer) arguments[2];
                    } else if (method.getName().equals("available") && !stalled[0]
                            && bytes[0] / 2 * 1000 / Sound.SAMPLE_RATE >= STALL_AFTER_MILLIS) {
                        stalled[0] = true;
                        Thread.sleep(STALL_MILLIS);
                        System.out.println("stalled " + STALL_MILLIS + " ms");
                    }
                    return forward(line, method, arguments);
                });
    }

    /**
     * The real line, which plays the first {@link #STALL_AFTER_MILLIS} of the item and drops the rest, its drain back
     * when that part has played (a CI run's soak: "bishop foxtrot one echo two", 2136 ms, drained after 426 ms,
     * heard for 260).
     */
    private static SourceDataLine dropping(SourceDataLine line) {
        long[] bytes = {0};
        return (SourceDataLine) Proxy.newProxyInstance(SourceDataLine.class.getClassLoader(),
                new Class<?>[] {SourceDataLine.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("write")) {
                        boolean dropped = bytes[0] / 2 * 1000 / Sound.SAMPLE_RATE >= STALL_AFTER_MILLIS;
                        bytes[0] += (Integer) arguments[2];
                        if (dropped) {
                            return arguments[2];
                        }
                    }
                    return forward(line, method, arguments);
                });
    }

    /** The real line, opened and closed, to which nothing written arrives. */
    private static SourceDataLine swallowing(SourceDataLine line) {
        return (SourceDataLine) Proxy.newProxyInstance(SourceDataLine.class.getClassLoader(),
                new Class<?>[] {SourceDataLine.class}, (proxy, method, arguments) -> {
                    switch (method.getName()) {
                        case "write":
                            return arguments[2];
                        case "drain":
                            return null;
                        default:
                            break;
                    }
                    return forward(line, method, arguments);
                });
    }

    private static Object forward(SourceDataLine line, java.lang.reflect.Method method, Object[] arguments) throws Throwable {
        try {
            return method.invoke(line, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
