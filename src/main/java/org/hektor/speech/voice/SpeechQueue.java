package org.hektor.speech.voice;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.SoundOutput;

/**
 * The one thread that speaks. Items wait by priority (then in order of arrival) and play one at a time, so
 * nothing ever overlaps. An item more urgent than the one playing cuts it off; the cut item is not repeated
 * (a clock call heard late would be wrong). {@link #stop} drops everything.
 */
final class SpeechQueue implements AutoCloseable {
    record Item(String text, Supplier<Sound> sound, Priority priority, long order) {
    }

    private final PriorityQueue<Item> waiting = new PriorityQueue<>(
            Comparator.comparing(Item::priority).reversed().thenComparingLong(Item::order));
    private final SoundOutput output;
    private final Consumer<Sound> heard;
    private final Thread worker;
    private Item current;
    private volatile boolean cut;
    private long arrivals;
    private boolean closed;

    /** {@code heard} receives what was actually played of each item (the tape recorder). */
    SpeechQueue(SoundOutput output, Consumer<Sound> heard) {
        this.output = output;
        this.heard = heard;
        this.worker = new Thread(this::run, "hektor-speaker");
        worker.setDaemon(true);
        worker.start();
    }

    synchronized void add(String text, Supplier<Sound> sound, Priority priority) {
        if (closed) {
            throw new IllegalStateException("The speaker is closed");
        }
        waiting.add(new Item(text, sound, priority, arrivals++));
        if (current != null && priority.compareTo(current.priority()) > 0) {
            cut = true;
        }
        notifyAll();
    }

    synchronized void stop() {
        waiting.clear();
        if (current != null) {
            cut = true;
        }
        notifyAll();
    }

    synchronized boolean isBusy() {
        return current != null || !waiting.isEmpty();
    }

    synchronized boolean awaitQuiet(long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (isBusy()) {
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
            synchronized (this) {
                while (waiting.isEmpty() && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
                item = waiting.poll();
                current = item;
                cut = false;
            }
            try {
                Sound played = output.play(item.text(), item.sound().get(), () -> cut);
                heard.accept(played);
            } catch (RuntimeException e) {
                // one broken item (a sound that cannot be made) must not silence the game for good
                System.err.println("Hektor could not say \"" + item.text() + "\": " + e.getMessage());
            } finally {
                synchronized (this) {
                    current = null;
                    notifyAll();
                }
            }
        }
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
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        output.close();
    }
}
