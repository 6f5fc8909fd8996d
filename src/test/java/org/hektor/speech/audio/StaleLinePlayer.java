package org.hektor.speech.audio;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sound.sampled.SourceDataLine;

/**
 * Run in a process of its own with a virtual sound card in its environment: the second line opened (and as many after
 * it as the second argument says) swallows what is written to it, the way a PulseAudio stream that had run dry did (it takes every sample at once, plays none and
 * reports them played; this cannot be provoked on demand, so that one line is a stand-in); every other line is real.
 * Plays a one-second tone, pauses (the first argument, ms), then a second tone (the third argument, ms; two seconds), printing when each began and ended and every line of the
 * output's trace.
 */
public final class StaleLinePlayer {
    private StaleLinePlayer() {
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger opened = new AtomicInteger();
        int swallowing = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        LineOutput out = new LineOutput(() -> {
            int n = opened.getAndIncrement();
            return n >= 1 && n <= swallowing ? swallowing(LineOutput.openLine()) : LineOutput.openLine();
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
                    try {
                        return method.invoke(line, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
