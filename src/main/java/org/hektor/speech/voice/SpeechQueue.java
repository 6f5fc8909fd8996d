package org.hektor.speech.voice;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.hektor.signal.Urgency;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.SoundOutput;
import org.hektor.speech.audio.Worker;

/**
 * The one thread that speaks. Items wait by urgency (then in order of arrival) and play one at a time, so
 * nothing ever overlaps. An item more urgent than the one playing cuts it off; the cut item is not repeated
 * (a clock call heard late would be wrong). {@link #stop} drops everything. Each item leaves three lines in the
 * speech log, with their times: queued, started playing (its sound made), finished (how much of it was played).
 */
final class SpeechQueue implements AutoCloseable {
    record Item(String text, Supplier<Sound> sound, Urgency urgency, long order, long queuedNanos,
                AtomicReference<CompletableFuture<Sound>> made) {
        /** Its sound, being made on {@code ahead} (begun now if it was not yet). */
        CompletableFuture<Sound> make(Executor ahead) {
            synchronized (made) {
                if (made.get() == null) {
                    made.set(CompletableFuture.supplyAsync(sound, ahead));
                }
                return made.get();
            }
        }
    }

    private final PriorityQueue<Item> waiting = new PriorityQueue<>(
            Comparator.comparing(Item::urgency).reversed().thenComparingLong(Item::order));
    private final SoundOutput output;
    private final Consumer<Sound> heard;
    private final Thread worker;
    private Item current;
    private volatile boolean cut;
    private long arrivals;
    /** Items finished (played, cut or failed): what {@link #awaitQuiet} sees as the queue moving on. */
    private long played;
    private boolean closed;
    private volatile Consumer<String> trace = line -> { };
    /**
     * Makes the next item's sound while the current one plays: on a busy machine a sentence takes the voice
     * hundreds of milliseconds, a pause in the middle of what Hektor says that a player takes for its end.
     */
    private final ExecutorService ahead = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hektor-speaker-ahead");
        t.setDaemon(true);
        return t;
    });

    /** {@code heard} receives what was actually played of each item (the tape recorder). */
    SpeechQueue(SoundOutput output, Consumer<Sound> heard) {
        this.output = output;
        this.heard = heard;
        this.worker = new Thread(this::run, "hektor-speaker");
        worker.setDaemon(true);
        worker.start();
    }

    /** One line per step of each item: the speech log. */
    void traceTo(Consumer<String> lines) {
        this.trace = lines;
        output.traceTo(lines);
    }

    synchronized void add(String text, Supplier<Sound> sound, Urgency urgency) {
        if (closed) {
            throw new IllegalStateException("The speaker is closed");
        }
        Item item = new Item(text, sound, urgency, arrivals++, System.nanoTime(), new AtomicReference<>());
        trace.accept("sentence " + item.order() + " queued (" + urgency + "): " + text);
        waiting.add(item);
        if (current != null && urgency.compareTo(current.urgency()) > 0) {
            cut = true;
        }
        notifyAll();
    }

    synchronized void stop() {
        // the speech log says what became of every sentence queued, so that one never said can be told from one lost
        waiting.forEach(i -> trace.accept("sentence " + i.order() + " dropped: Hektor was silenced"));
        waiting.clear();
        if (current != null) {
            cut = true;
        }
        notifyAll();
    }

    /**
     * Hektor's voice is to be heard now or soon: something waits, or the item playing still has sound to come out
     * of the speaker (not merely a line still draining; see {@link SoundOutput#soundingNow}).
     */
    synchronized boolean isSpeaking() {
        return !waiting.isEmpty() || current != null && output.soundingNow();
    }

    /** When the item sounding now was queued, {@link Long#MIN_VALUE} while nothing sounds (see {@link #isSpeaking}). */
    synchronized long soundingQueuedAt() {
        return current != null && output.soundingNow() ? current.queuedNanos() : Long.MIN_VALUE;
    }

    synchronized boolean isBusy() {
        return current != null || !waiting.isEmpty();
    }

    /**
     * Waits until everything queued has been played, or until {@code millis} passed with no item finishing: a queue
     * that plays on is waited for however long it is (on a busy machine the last sentences of a game took longer than
     * any fixed bound, and a game closed its voice over a printed "The game is saved." never heard), a hung one is not.
     */
    synchronized boolean awaitQuiet(long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        long seen = played;
        while (isBusy()) {
            if (played != seen) {
                seen = played;
                end = System.currentTimeMillis() + millis;
            }
            long left = end - System.currentTimeMillis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        return true;
    }

    private void run() {
        while (true) {
            Item item;
            Item next;
            synchronized (this) {
                if (!Worker.awaitUntil(this, () -> !waiting.isEmpty() || closed) || closed) {
                    return;
                }
                item = waiting.poll();
                next = waiting.peek();
                current = item;
                cut = false;
            }
            try {
                Sound sound = made(item);
                if (next != null) {
                    next.make(ahead);
                }
                trace.accept("sentence " + item.order() + " started playing " + since(item) + " ms after queued ("
                        + sound.durationMillis() + " ms of sound)");
                Sound played = output.play(item.text(), sound, () -> cut);
                trace.accept("sentence " + item.order() + " finished " + since(item) + " ms after queued: "
                        + (played.pcm().length == sound.pcm().length ? "played in full"
                        : "cut after " + played.durationMillis() + " ms"));
                heard.accept(played);
            } catch (RuntimeException e) {
                // one broken item (a sound that cannot be made) must not silence the game for good
                trace.accept("sentence " + item.order() + " failed " + since(item) + " ms after queued: "
                        + e.getMessage());
                System.err.println("Hektor could not say \"" + item.text() + "\": " + e.getMessage());
            } finally {
                synchronized (this) {
                    current = null;
                    played++;
                    notifyAll();
                }
            }
        }
    }

    private Sound made(Item item) {
        try {
            return item.make(ahead).join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    private static long since(Item item) {
        return (System.nanoTime() - item.queuedNanos()) / 1_000_000;
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            waiting.clear();
            cut = true;
            notifyAll();
        }
        try {
            worker.join(5_000);
            ahead.shutdownNow();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        output.close();
    }
}
