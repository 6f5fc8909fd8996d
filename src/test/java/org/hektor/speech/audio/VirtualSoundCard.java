package org.hektor.speech.audio;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A sound card for tests on a machine without one: a private PulseAudio daemon (its own runtime folder, so two
 * test runs never share one) with a null sink {@code spk} and a pipe source {@code mic} fed from a FIFO at
 * 16 kHz s16le mono. A Hektor started with {@link #environment()} finds them through Java Sound's ALSA
 * {@code default} device: what {@link #say} writes is what its microphone hears, in real time (silence in
 * between, as a quiet room), and {@link #record} hears what Hektor says from {@code spk.monitor}.
 * The daemon and the recorder are child processes of the test, stopped by {@link #close} through their PIDs.
 */
public final class VirtualSoundCard implements AutoCloseable {
    /**
     * The microphone is fed in 20 ms pieces, each at its time: a pipe source takes whatever it is given at once. An
     * utterance begins with the next piece after it was queued.
     */
    public static final int PIECE_MILLIS = 20;
    private static final int PIECE_BYTES = Sound.SAMPLE_RATE * PIECE_MILLIS / 1000 * 2;
    private static final long PIECE_NANOS = TimeUnit.MILLISECONDS.toNanos(PIECE_MILLIS);

    private final Path dir;
    private final Process daemon;
    private final LinkedBlockingQueue<Queued> toSay = new LinkedBlockingQueue<>();
    private final Thread microphone;
    private final List<Recording> recordings = new ArrayList<>();
    private volatile boolean closed;

    /** One utterance waiting for the microphone; {@code done} completes with the time its last sample went in. */
    private record Queued(Sound sound, CompletableFuture<Spoken> done) {
    }

    /** When an utterance went into the microphone ({@link System#nanoTime}): its first and last sample. */
    public record Spoken(long startNanos, long endNanos) {
    }

    private VirtualSoundCard(Path dir, Process daemon, OutputStream fifo) {
        this.dir = dir;
        this.daemon = daemon;
        this.microphone = new Thread(() -> feed(fifo), "virtual-microphone");
        microphone.setDaemon(true);
        microphone.start();
    }

    /** Starts the daemon in {@code dir} (a fresh folder of the test's own) and the microphone's silence. */
    public static VirtualSoundCard start(Path dir) {
        try {
            Path runtime = Files.createDirectories(dir.resolve("runtime"));
            Path fifo = runtime.resolve("mic.fifo");
            ProcessBuilder pb = new ProcessBuilder("pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1",
                    "--use-pid-file=no", "--realtime=no", "--high-priority=no", "--disallow-exit",
                    "--log-target=stderr",
                    "--load=module-native-protocol-unix auth-anonymous=1 socket=" + runtime.resolve("native"),
                    "--load=module-null-sink sink_name=spk",
                    "--load=module-pipe-source source_name=mic file=" + fifo
                            + " format=s16le rate=16000 channels=1");
            pb.environment().put("HOME", dir.toString());
            pb.environment().put("XDG_RUNTIME_DIR", runtime.toString());
            pb.environment().put("PULSE_RUNTIME_PATH", runtime.resolve("pulse").toString());
            pb.redirectErrorStream(true).redirectOutput(dir.resolve("pulseaudio.log").toFile());
            Process daemon = pb.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!(Files.exists(runtime.resolve("native")) && Files.exists(fifo))) {
                if (!daemon.isAlive() || System.nanoTime() > deadline) {
                    daemon.destroyForcibly();
                    throw new IllegalStateException("PulseAudio did not start: "
                            + Files.readString(dir.resolve("pulseaudio.log")));
                }
                Thread.sleep(20);
            }
            // the pipe source has the FIFO open for reading, so opening it for writing does not block
            return new VirtualSoundCard(dir, daemon, Files.newOutputStream(fifo));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting PulseAudio", e);
        }
    }

    /** What a process needs in its environment to use this card (and no other). */
    public Map<String, String> environment() {
        return Map.of("PULSE_SERVER", "unix:" + dir.resolve("runtime").resolve("native"));
    }

    /** The daemon's process id (for the test's own report). */
    public long pid() {
        return daemon.pid();
    }

    /** Queues {@code sound} for the microphone after whatever is queued; completes when its last sample is in. */
    public CompletableFuture<Spoken> say(Sound sound) {
        CompletableFuture<Spoken> done = new CompletableFuture<>();
        toSay.add(new Queued(sound, done));
        return done;
    }

    /**
     * Says {@code sound} and waits until it is all in the microphone. PulseAudio stops reading the pipe when no one
     * records from the microphone, so a Hektor that is not listening fails the test here instead of hanging it.
     */
    public Spoken sayNow(Sound sound) {
        long limit = sound.durationMillis() + 30_000;
        try {
            return say(sound).orTimeout(limit, TimeUnit.MILLISECONDS).join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof java.util.concurrent.TimeoutException) {
                throw new AssertionError("The microphone took no sound for " + limit / 1000 + " s: nothing records "
                        + "from it (is Hektor listening?)");
            }
            throw e;
        }
    }

    /** Writes one piece every 20 ms on an absolute schedule (no drift): queued speech, else silence. */
    private void feed(OutputStream fifo) {
        byte[] silence = new byte[PIECE_BYTES];
        long next = System.nanoTime();
        Queued current = null;
        int offset = 0;
        long started = 0;
        try (fifo) {
            while (!closed) {
                if (current == null) {
                    current = toSay.poll();
                    offset = 0;
                }
                byte[] piece = silence;
                int taken = 0;
                if (current != null) {
                    byte[] pcm = current.sound().pcm();
                    piece = new byte[PIECE_BYTES];
                    taken = Math.min(PIECE_BYTES, pcm.length - offset);
                    System.arraycopy(pcm, offset, piece, 0, taken);
                }
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    LockSupport.parkNanos(wait);
                }
                fifo.write(piece);
                fifo.flush();
                if (current != null) {
                    // the utterance starts when its first sample went in, not when that piece was made ready
                    if (offset == 0) {
                        started = System.nanoTime();
                    }
                    offset += taken;
                }
                next += TimeUnit.MILLISECONDS.toNanos(PIECE_MILLIS);
                if (current != null && offset >= current.sound().pcm().length) {
                    current.done().complete(new Spoken(started, System.nanoTime()));
                    current = null;
                }
            }
        } catch (IOException e) {
            if (!closed) {
                toSay.forEach(q -> q.done().completeExceptionally(e));
            }
        }
    }

    /** Starts recording what Hektor plays into the card ({@code spk.monitor}), with the time each piece arrived. */
    public Recording record() {
        try {
            ProcessBuilder pb = new ProcessBuilder("parec", "-d", "spk.monitor", "--format=s16le", "--rate=16000",
                    "--channels=1", "--latency-msec=" + PIECE_MILLIS)
                    .redirectError(dir.resolve("parec.log").toFile());
            pb.environment().putAll(environment());
            Process parec = pb.start();
            parec.getOutputStream().close();
            Recording r = new Recording(parec);
            synchronized (recordings) {
                recordings.add(r);
            }
            return r;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The speaker's sound as it arrives, 20 ms at a time, each piece stamped with its arrival. */
    public final class Recording implements AutoCloseable {
        private final Process parec;
        private final Thread reader;
        private final List<Long> pieceNanos = new ArrayList<>();
        private final List<Boolean> pieceAudible = new ArrayList<>();
        private final java.io.ByteArrayOutputStream pcm = new java.io.ByteArrayOutputStream();

        private Recording(Process parec) {
            this.parec = parec;
            this.reader = new Thread(this::read, "virtual-speaker");
            reader.setDaemon(true);
            reader.start();
        }

        private void read() {
            byte[] piece = new byte[PIECE_BYTES];
            try (InputStream in = parec.getInputStream()) {
                while (true) {
                    int n = in.readNBytes(piece, 0, piece.length);
                    if (n < piece.length) {
                        return;
                    }
                    synchronized (this) {
                        pcm.write(piece, 0, n);
                        pieceNanos.add(System.nanoTime());
                        pieceAudible.add(new Sound(piece.clone()).isAudible());
                        notifyAll();
                    }
                }
            } catch (IOException e) {
                // the recorder was stopped
            }
        }

        /**
         * Waits for the first audible 20 ms piece that arrived after {@code afterNanos}; its arrival time, or -1
         * when nothing audible came within {@code timeoutMillis}.
         */
        public synchronized long awaitSound(long afterNanos, long timeoutMillis) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            int i = 0;
            while (true) {
                for (; i < pieceNanos.size(); i++) {
                    if (pieceNanos.get(i) > afterNanos && pieceAudible.get(i)) {
                        return pieceNanos.get(i);
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return -1;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }

        /**
         * Waits until the speaker has been quiet for {@code quietMillis} (the last pieces all inaudible); false
         * when it still spoke after {@code timeoutMillis}.
         */
        public synchronized boolean awaitQuiet(int quietMillis, long timeoutMillis) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            int pieces = quietMillis / PIECE_MILLIS;
            while (true) {
                int n = pieceAudible.size();
                if (n >= pieces && !pieceAudible.subList(n - pieces, n).contains(true)) {
                    return true;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }

        /** How many milliseconds of audible sound (in 20 ms pieces) arrived after {@code afterNanos}. */
        public long audibleMillisSince(long afterNanos) {
            return audibleMillisBetween(afterNanos, Long.MAX_VALUE);
        }

        /**
         * When each piece left the speaker, as near as its arrival tells: no later than it arrived, and at least 20 ms
         * before the piece after it. The null sink renders by its own clock and catches up after the sound server
         * was kept from running (a busy machine), so a stalled server's pieces arrive late in one burst and in
         * order; stamped by arrival, the middle of a sentence the sink played in time looked lost (a CI run's soak:
         * "Computer is thinking.", 1523 ms, drained in time, 108 ms of it arriving in its time and the rest in a
         * burst after the drain). Counted back from the burst's last piece, they are where they played.
         */
        private long[] playedNanos() {
            long[] at = new long[pieceNanos.size()];
            long next = Long.MAX_VALUE;
            for (int i = at.length - 1; i >= 0; i--) {
                at[i] = Math.min(pieceNanos.get(i), next == Long.MAX_VALUE ? next : next - PIECE_NANOS);
                next = at[i];
            }
            return at;
        }

        /** How many milliseconds of audible sound (in 20 ms pieces) played between the two times. */
        public synchronized long audibleMillisBetween(long afterNanos, long beforeNanos) {
            long[] played = playedNanos();
            long n = 0;
            for (int i = 0; i < played.length; i++) {
                n += played[i] > afterNanos && played[i] < beforeNanos && pieceAudible.get(i) ? 1 : 0;
            }
            return n * PIECE_MILLIS;
        }

        /**
         * The runs of audible 20 ms pieces that played between the two times, as {@code [first, last]} times they
         * played (see {@link #playedNanos}): what a failure's message shows of the speaker around a sentence.
         */
        public synchronized List<long[]> audibleRunsBetween(long afterNanos, long beforeNanos) {
            long[] played = playedNanos();
            List<long[]> runs = new ArrayList<>();
            long[] run = null;
            for (int i = 0; i < played.length; i++) {
                long at = played[i];
                if (at <= afterNanos || at >= beforeNanos || !pieceAudible.get(i)) {
                    run = null;
                } else if (run == null) {
                    run = new long[] {at, at};
                    runs.add(run);
                } else {
                    run[1] = at;
                }
            }
            return runs;
        }

        /** When the last audible 20 ms piece that played between the two times played, or -1 when none did. */
        public synchronized long lastSoundBetween(long afterNanos, long beforeNanos) {
            List<long[]> runs = audibleRunsBetween(afterNanos, beforeNanos);
            return runs.isEmpty() ? -1 : runs.get(runs.size() - 1)[1];
        }

        /** Milliseconds of {@code sound} that would count as audible here (its audible 20 ms pieces). */
        public static long audibleMillis(Sound sound) {
            long n = 0;
            byte[] pcm = sound.pcm();
            for (int at = 0; at + PIECE_BYTES <= pcm.length; at += PIECE_BYTES) {
                n += new Sound(java.util.Arrays.copyOfRange(pcm, at, at + PIECE_BYTES)).isAudible() ? 1 : 0;
            }
            return n * PIECE_MILLIS;
        }

        /** Everything recorded so far. */
        public synchronized Sound sound() {
            return new Sound(pcm.toByteArray());
        }

        @Override
        public void close() {
            parec.destroy();
            try {
                if (!parec.waitFor(5, TimeUnit.SECONDS)) {
                    parec.destroyForcibly();
                }
                reader.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Stops the microphone, the recorders and the daemon (by their PIDs), and waits for them to end. */
    @Override
    public void close() {
        closed = true;
        microphone.interrupt();
        synchronized (recordings) {
            recordings.forEach(Recording::close);
        }
        daemon.destroy();
        try {
            if (!daemon.waitFor(10, TimeUnit.SECONDS)) {
                daemon.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            microphone.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
