package org.hektor.speech.voice;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;

/**
 * {@code --voice system}: the sentences go to speech-dispatcher, the speech server of the Linux desktop
 * that Orca and other screen readers speak through, so the player hears the voice and rate he chose for his screen
 * reader. Each sentence is one {@code spd-say -w} in order, on a thread of its own; the earcons stay Hektor's own
 * sounds ({@code local}), and the WAV tape (rule 2.5) gets the same sentences from Hektor's own voice ({@code tape}),
 * because speech-dispatcher plays its audio itself and gives none back.
 * <p>
 * It is used only where speech-dispatcher is running ({@link #isRunning}); it is never started by Hektor (spd-say
 * would start a daemon that outlives the game). When a sentence fails (the server went away), the player is told once
 * and {@code local}, Hektor's own voice, says that sentence and every later one.
 */
public final class SystemSpeaker implements Speaker {
    private static final String SPD_SAY = "spd-say";
    private static final long SENTENCE_LIMIT_SECONDS = 60;

    private final String program;
    private final String language;
    private volatile SpeakingRate rate;
    private final Speaker local;
    private final Speaker tape;
    private final Runnable tellOnce;
    /** One sentence or earcon, with when it was queued. */
    private record Queued(Runnable item, long queuedNanos) {
    }

    private final LinkedBlockingQueue<Queued> queue = new LinkedBlockingQueue<>();
    private final Thread worker;
    private final Object quiet = new Object();
    private int pending;
    private volatile boolean failed;
    private volatile boolean closed;
    private volatile Process current;
    private volatile long workingQueuedAt = Long.MIN_VALUE;     // the item the worker runs now

    /**
     * @param language ISO code of the profile's language ("de", "en")
     * @param rate     null: the rate the player set for speech-dispatcher
     * @param local    Hektor's own voice: earcons, and every sentence once speech-dispatcher failed
     * @param tape     the tape's voice (sound to the WAV file only); {@link Speaker#none()} without {@code --record}
     * @param tellOnce tells the player, in his language, when {@code local} takes over
     */
    public SystemSpeaker(String language, SpeakingRate rate, Speaker local, Speaker tape, Runnable tellOnce) {
        this(SPD_SAY, language, rate, local, tape, tellOnce);
    }

    /** @param program spd-say, or in a test a program that stands in for it (one that succeeds, or none at all) */
    SystemSpeaker(String program, String language, SpeakingRate rate, Speaker local, Speaker tape, Runnable tellOnce) {
        this.program = program;
        this.language = language;
        this.rate = rate;
        this.local = local;
        this.tape = Objects.requireNonNull(tape, "tape: Speaker.none() without --record");
        this.tellOnce = tellOnce;
        this.worker = new Thread(this::work, "hektor-system-voice");
        worker.setDaemon(true);
        worker.start();
    }

    /**
     * Is a speech-dispatcher server there to speak through? Its socket: {@code SPEECHD_ADDRESS=unix_socket:PATH}, else
     * the default {@code $XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock}. A socket file, not a connection: asking
     * spd-say would start a server when there is none.
     */
    public static boolean isRunning(Map<String, String> environment) {
        String address = environment.get("SPEECHD_ADDRESS");
        Path socket;
        if (address != null && address.startsWith("unix_socket:")) {
            socket = Path.of(address.substring("unix_socket:".length()));
        } else if (address != null) {
            return address.startsWith("inet_socket:");
        } else {
            String runtime = environment.get("XDG_RUNTIME_DIR");
            if (runtime == null) {
                return false;
            }
            socket = Path.of(runtime, "speech-dispatcher", "speechd.sock");
        }
        return Files.exists(socket) && EspeakVoice.onPath(SPD_SAY);
    }

    /**
     * speech-dispatcher's rate is -100 to 100 around the voice's own pace (0); espeak-ng's own is 175 words a minute,
     * the slowest 80 and the fastest 450, so those three points map to -100, 0 and 100.
     */
    static int dispatcherRate(SpeakingRate rate) {
        int wpm = rate.wordsPerMinute();
        return wpm <= 175 ? (wpm - 175) * 100 / (175 - SpeakingRate.MIN)
                : (wpm - 175) * 100 / (SpeakingRate.MAX - 175);
    }

    @Override
    public void say(String text, Urgency urgency) {
        tape.say(text, urgency);
        enqueue(() -> {
            if (failed || !speak(text)) {
                local.say(text, urgency);
            }
        });
    }

    @Override
    public void cue(Cue cue, Urgency urgency) {
        tape.cue(cue, urgency);
        enqueue(() -> local.cue(cue, urgency));    // in order with the sentences around it
    }

    private void enqueue(Runnable item) {
        synchronized (quiet) {
            pending++;
        }
        queue.add(new Queued(item, System.nanoTime()));
    }

    /** One sentence through spd-say, waiting until it is spoken; false (and the player told once) if it failed. */
    private boolean speak(String text) {
        List<String> c = new ArrayList<>(List.of(program, "-w", "-N", "hektor", "-l", language));
        SpeakingRate now = rate;
        if (now != null) {
            c.addAll(List.of("-r", Integer.toString(dispatcherRate(now))));
        }
        c.add("--");        // nothing in a sentence is read as an option
        c.add(text);
        try {
            Process p = new ProcessBuilder(c).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            current = p;
            boolean ended = p.waitFor(SENTENCE_LIMIT_SECONDS, TimeUnit.SECONDS);
            if (!ended) {
                p.destroyForcibly();
            }
            if (ended && p.exitValue() == 0 || closed) {
                return true;
            }
        } catch (IOException e) {
            // spd-say went missing: as a failure below
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        } finally {
            current = null;
        }
        failed = true;
        tellOnce.run();
        return false;
    }

    private void work() {
        while (!closed) {
            Queued next;
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            try {
                workingQueuedAt = next.queuedNanos();
                next.item().run();
            } finally {
                workingQueuedAt = Long.MIN_VALUE;
                synchronized (quiet) {
                    pending--;
                    quiet.notifyAll();
                }
            }
        }
    }

    @Override
    public void setRate(SpeakingRate rate) {
        this.rate = rate;
        local.setRate(rate);
        tape.setRate(rate);
    }

    @Override
    public void stop() {
        int dropped = 0;
        while (queue.poll() != null) {
            dropped++;
        }
        synchronized (quiet) {
            pending -= dropped;
            quiet.notifyAll();
        }
        Process p = current;
        if (p != null) {
            p.destroy();
        }
        if (!failed) {
            try {       // what the server is still saying: cancelled, as the player asked for silence
                new ProcessBuilder(program, "-N", "hektor", "-C").redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(5, TimeUnit.SECONDS);
            } catch (IOException e) {
                // nothing left to silence
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        local.stop();
    }

    @Override
    public boolean isSpeaking() {
        synchronized (quiet) {
            return pending > 0 || local.isSpeaking();
        }
    }

    /** spd-say's sentence while it speaks; else what Hektor's own voice sounds (earcons, the fallback). */
    @Override
    public long soundingQueuedAt() {
        long spoken = current != null ? workingQueuedAt : Long.MIN_VALUE;
        return Math.max(spoken, local.soundingQueuedAt());
    }

    @Override
    public boolean awaitQuiet(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (quiet) {
            while (pending > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(quiet, left);
            }
        }
        return local.awaitQuiet(until(deadline)) && tape.awaitQuiet(until(deadline));
    }

    private static Duration until(long deadline) {
        return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    @Override
    public void close() {
        closed = true;
        worker.interrupt();
        Process p = current;
        if (p != null) {
            p.destroy();
        }
        local.close();
        tape.close();
    }
}
