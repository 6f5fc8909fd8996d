package org.hektor.session;

import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The session's one thread: an inbox that any thread may fill (keyboard, microphone, engine, timer, tablet), handled
 * in order on the thread that calls {@link #run}, and the timer that queues a {@link Command.Tick}.
 */
final class SessionLoop {
    private static final Command STOP = new Command.Notice("stop");

    private final BlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    private final AtomicBoolean tickQueued = new AtomicBoolean();
    private final Consumer<Command> handler;
    private ScheduledExecutorService ticker;

    SessionLoop(Consumer<Command> handler) {
        this.handler = handler;
    }

    void submit(Command command) {
        inbox.add(Objects.requireNonNull(command, "command"));
    }

    void inOrder(Runnable action) {
        inbox.add(Objects.requireNonNull(action, "action"));
    }

    void stop() {
        inbox.add(STOP);
    }

    /** A tick is being handled: the timer may queue the next one. */
    void tickTaken() {
        tickQueued.set(false);
    }

    void run() {
        try {
            while (true) {
                Object next = inbox.take();
                if (next == STOP) {
                    break;
                }
                if (next instanceof Runnable action) {
                    action.run();
                } else {
                    handler.accept((Command) next);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (ticker != null) {
                ticker.shutdownNow();
            }
        }
    }

    /** Queues a {@link Command.Tick} every {@code millis} (never more than one waiting). */
    void startTicker(long millis) {
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hektor-clock-timer");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(() -> {
            if (!tickQueued.getAndSet(true)) {
                submit(new Command.Tick());
            }
        }, millis, millis, TimeUnit.MILLISECONDS);
    }
}
