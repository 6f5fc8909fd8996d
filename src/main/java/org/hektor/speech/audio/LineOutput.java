package org.hektor.speech.audio;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * The sound card through javax.sound, fed in 20 ms pieces so that an interruption is heard at once.
 * <p>
 * Each item is played on a line of its own, closed once the item has been heard to its end. A line kept open
 * between items runs dry, and PulseAudio (reached through ALSA's pulse plugin, the way Java Sound reaches it on
 * Linux) moves the read position of a stream that ran dry on regardless: what is written next lands behind it and
 * is dropped unheard, while the line reports it played. So a sentence said after a pause longer than itself was
 * printed and not heard (0–60 ms of it). A fresh stream waits for its first samples instead. The next item's line
 * is opened while the current one plays, so that opening one (tens of milliseconds, more on a busy machine) adds
 * no pause between sentences. Lines opened at the moment of playing lose items too (beside stress-ng, 1 of 120
 * tones, against 3 of 120 on lines opened in advance: too few to tell apart), and so do lines of a sound server
 * with real-time priority (4 of 80, against 5 of 80): the cause is not known, and {@link #play} plays such an item
 * again.
 * Writing an item's first samples before starting its line is no way out either: Java's line then never began to
 * play, and the next write waited for ever.
 */
public final class LineOutput implements SoundOutput {
    private static final DataLine.Info LINE = new DataLine.Info(SourceDataLine.class, Sound.FORMAT);
    private static final int PIECE = Sound.SAMPLE_RATE / 50 * 2;
    private static final int BUFFER = PIECE * 10;
    private static final long PIECE_NANOS = 20_000_000L;
    /**
     * A stream starts playing by itself once its buffer is full; a shorter item (an earcon) would wait for the drain
     * to start it, which on a busy machine took up to a second after the item (the speech log), a silence in which
     * the player takes Hektor to be done. So an item is written as at least this much, silence after it.
     */
    private static final int AT_LEAST = BUFFER + 5 * PIECE;
    /** After the line has played the last sample: the sound server's own buffer and a room's echo. */
    private static final long ROOM_NANOS = 100_000_000L;
    /**
     * How much sooner than the item's length a line's drain may come back and the item still be heard: the sound server
     * renders a little ahead. Sooner than that, the line dropped the rest (see {@link #playOnLine}): beside stress-ng,
     * drains back 182 and 229 ms before an 800 ms tone's end had dropped 200 and 220 ms of it, the line held open in
     * vain (and a CI run's 800 ms tone, its line held open, was heard for 620 ms); drains 50 ms early or less are
     * common on a busy machine and lose nothing a listener misses.
     */
    static final long EARLY_NANOS = 120_000_000L;
    /**
     * How many times an item is played on a fresh line when a line took it without playing it. Once was not always
     * enough: a fresh line has swallowed the item again right after the first (a test's "Move two. This game has no
     * clock.", taken in 72 ms and then in 204 ms, heard for 200 of its 1120 ms).
     */
    static final int REPLAYS = 3;
    /**
     * How far the voice may fall behind its line before the stream is taken to have run dry: a stream begins to play a
     * little after its first samples, and a dropout shorter than this is not a lost word.
     */
    private static final long FELL_BEHIND_NANOS = 100_000_000L;
    /**
     * How long after its first samples a stream may begin to play: a line held open after an early drain stays open
     * this much longer than its item (a test's 800 ms tone, its line closed after 797 ms, was heard for 660).
     */
    private static final long STREAM_START_NANOS = 300_000_000L;
    /**
     * A drain back this much before the item's length is told in the speech log. The line is held open either way;
     * a few tens of milliseconds early is the sound server rendering ahead as usual (a CI soak: 9 of 11 lines held open
     * were 1 to 114 ms early), and a log line for each would hide the ones that matter.
     */
    private static final long HELD_OPEN_NOTED_NANOS = 50_000_000L;

    private final ExecutorService opener = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hektor-line-opener");
        t.setDaemon(true);
        return t;
    });
    private final Supplier<SourceDataLine> lines;
    private CompletableFuture<SourceDataLine> next;
    private volatile Consumer<String> trace = line -> { };
    /** When the last audible sample written so far leaves the speaker (System.nanoTime), by the line's own count. */
    private volatile long audibleUntilNanos;

    /** @param lines opens a line; the first is opened now, so that a card that cannot be opened is told at once */
    LineOutput(Supplier<SourceDataLine> lines) {
        this.lines = lines;
        this.next = CompletableFuture.completedFuture(lines.get());
    }

    /** Asks first: on a machine without a sound card, getting a line throws instead of answering. */
    public static boolean isAvailable() {
        try {
            return AudioSystem.isLineSupported(LINE);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** The sound card, its first line opened now: a card that cannot be opened is told before the game talks. */
    public static LineOutput open() {
        return new LineOutput(LineOutput::openLine);
    }

    static SourceDataLine openLine() {
        try {
            SourceDataLine line = (SourceDataLine) AudioSystem.getLine(LINE);
            line.open(Sound.FORMAT, BUFFER);
            return line;
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            throw new IllegalStateException("The sound card could not be opened (" + e.getMessage() + ")", e);
        }
    }

    /** The line opened for this item, and the next one's opening begun. */
    private synchronized SourceDataLine take() {
        SourceDataLine line;
        try {
            line = next.join();
        } catch (CompletionException e) {
            line = lines.get();     // the card was away a moment ago: one more try, now
        }
        next = CompletableFuture.supplyAsync(lines, opener);
        return line;
    }

    /**
     * Plays the item on a line of its own. A line cannot play sound faster than real time: one that took a whole
     * item at once swallowed it (a stream the sound server had let run dry drops what is written to it while
     * reporting it played, and a player hears nothing of a printed line); so does one the voice fell behind while
     * writing the item (see {@link #fellBehind}). Such an item is played again, from its start, on a fresh line, and
     * the speech log says so: a sentence heard twice is better than one never heard. Each replay is judged the same
     * way, up to {@link #REPLAYS} of them.
     */
    @Override
    public Sound play(String text, Sound sound, BooleanSupplier cancelled) {
        byte[] pcm = sound.pcm().length >= AT_LEAST ? sound.pcm() : Arrays.copyOf(sound.pcm(), AT_LEAST);
        for (int replays = 0; ; replays++) {
            // a replay's line is opened now: one opened while the lost item played had waited as long, and has been seen
            // to swallow the replay too
            Played on = playOnLine(replays == 0 ? take() : lines.get(), text, pcm, sound, cancelled);
            if (on.lost() == null) {
                return on.sound();
            }
            if (replays == REPLAYS) {
                trace.accept(on.lost() + ", " + (REPLAYS + 1) + " times: not played again");
                return on.sound();
            }
            trace.accept(on.lost() + ": played again on a fresh line");
        }
    }

    /**
     * What a line played of an item, and why the item is to be played again when it was lost unheard (null when it
     * was not). A line's own count of frames played says nothing then: it counts what was dropped as played.
     */
    private record Played(Sound sound, String lost) {
    }

    private Played playOnLine(SourceDataLine line, String text, byte[] pcm, Sound sound, BooleanSupplier cancelled) {
        long start = System.nanoTime();
        try {
            line.start();
            int written = 0;
            // how far the stream can have played so far, at most: it cannot begin before its first samples, and while a
            // write waits for room in a full line it plays only what makes that room
            long playedAtMost = 0;
            long lastWrite = 0;
            while (written < pcm.length) {
                if (cancelled.getAsBoolean()) {
                    line.flush(); // cut it off now, not after the buffer has run out
                    return new Played(new Sound(Arrays.copyOf(pcm, Math.min(written, sound.pcm().length))), null);
                }
                long before = System.nanoTime();
                playedAtMost += written == 0 ? 0 : before - lastWrite;
                String behind = fellBehind(text, pcm, written, playedAtMost);
                if (behind != null) {
                    line.flush();
                    return new Played(sound, behind);
                }
                int n = line.write(pcm, written, Math.min(PIECE, pcm.length - written));
                lastWrite = System.nanoTime();
                playedAtMost += Math.min(lastWrite - before, nanosOf(n));
                if (new Sound(Arrays.copyOfRange(pcm, written, written + n)).isAudible()) {
                    audibleUntilNanos = System.nanoTime() + waitingNanos(line) + ROOM_NANOS;
                }
                written += n;
            }
            line.drain();
            long drained = System.nanoTime();
            // a drain back before the item had time to play (less what the sound server renders ahead) means the line
            // dropped the rest (a line that swallowed an item came back in 2 to 105 ms; CI soaks: "bishop foxtrot one
            // echo two", 2136 ms, drained after 426 ms, held open, heard for 260 ms; "knight golf four takes foxtrot
            // two check", 2715 ms, drained after 2131, held open, and the player took the silence for his turn);
            // "Your move." (850 ms) is judged too: a CI run's speaker heard 60 ms of one the line had taken in 74 ms
            long length = sound.durationMillis() * 1_000_000L;
            if (drained - start < Math.max(length / 2, length - EARLY_NANOS)) {
                return new Played(sound, "the sound card took \"" + text + "\" (" + sound.durationMillis()
                        + " ms of sound) in " + (drained - start) / 1_000_000 + " ms without playing it all");
            }
            // a drain back a little early (within what the server renders ahead) keeps the line open until the item
            // has had its length to play, and the time its stream took to begin: closing it at once could throw away an
            // end the server still held ({@link #STREAM_START_NANOS})
            long end = start + nanosOf(pcm.length);
            if (drained < end) {
                if (drained < start + length - HELD_OPEN_NOTED_NANOS) {
                    trace.accept("the sound card's drain came back after " + (drained - start) / 1_000_000 + " of "
                            + sound.durationMillis() + " ms: the line is held open");
                }
                holdOpenUntil(end + STREAM_START_NANOS, cancelled);
            }
            return new Played(sound, null);
        } finally {
            line.close();
        }
    }

    /**
     * Whether the voice fell so far behind its line that the stream ran dry: the sound server moves on through a
     * stream that ran dry, and what is written next lands behind it and is dropped unheard while the line reports it
     * played (a CI run's soak: "Computer is thinking.", 1523 ms, written in pieces while the game's engine began to
     * think; 108 ms of it heard, drained in time). Why the item must be played again, or null when the sound about to
     * be written will be heard (a dropped stretch of silence is no loss).
     */
    private static String fellBehind(String text, byte[] pcm, int written, long playedAtMostNanos) {
        long writtenNanos = nanosOf(written);
        long behind = playedAtMostNanos - writtenNanos;
        if (written == 0 || behind < FELL_BEHIND_NANOS) {
            return null;
        }
        int dropped = (int) Math.min(pcm.length - written, behind / 1_000_000L * Sound.SAMPLE_RATE / 1000 * 2);
        if (!new Sound(Arrays.copyOfRange(pcm, written, written + dropped)).isAudible()) {
            return null;
        }
        return "the voice fell " + behind / 1_000_000 + " ms behind the sound card " + writtenNanos / 1_000_000
                + " ms into \"" + text + "\": what came next would have been dropped unheard";
    }

    /** How long {@code bytes} of sound take to play. */
    private static long nanosOf(int bytes) {
        return bytes / 2 * 1_000_000_000L / Sound.SAMPLE_RATE;
    }

    private static void holdOpenUntil(long nanos, BooleanSupplier cancelled) {
        for (long left = nanos - System.nanoTime(); left > 0 && !cancelled.getAsBoolean(); left = nanos - System.nanoTime()) {
            LockSupport.parkNanos(Math.min(left, PIECE_NANOS));
        }
    }

    @Override
    public void traceTo(Consumer<String> lines) {
        this.trace = lines;
    }

    @Override
    public boolean soundingNow() {
        return System.nanoTime() < audibleUntilNanos;
    }

    /** What the line holds that has not yet been played. */
    private static long waitingNanos(SourceDataLine line) {
        return nanosOf(Math.max(0, line.getBufferSize() - line.available()));
    }

    @Override
    public synchronized void close() {
        next.thenAccept(SourceDataLine::close);
        opener.shutdown();
    }
}
