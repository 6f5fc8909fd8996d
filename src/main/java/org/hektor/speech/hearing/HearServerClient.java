package org.hektor.speech.hearing;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.hektor.clock.SystemTimeSource;
import org.hektor.clock.TimeSource;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Worker;

/**
 * Recognition in a child process ({@link HearServer}), so that a crash of native code ends the child and not the
 * game. When the child dies it is noticed at once (its output ends) and {@link Status#LOST} is reported; a new
 * child is started at once and {@link Status#BACK} is reported as soon as it is ready. An utterance that was being recognised is sent again to the next child, so none is lost. A child that
 * does not answer within {@link #ANSWER_MILLIS} is killed.
 */
public final class HearServerClient implements SpeechRecognizer {
    /** What the player is told about hearing. */
    public enum Status { LOST, BACK }

    static final long ANSWER_MILLIS = 15_000;
    /** The first start may be slow (a cold JVM loading the model on a busy machine); a restart is the same work. */
    public static final long START_MILLIS = 60_000;
    private static final long[] BACKOFF_MILLIS = {0, 0, 500, 1_000, 2_000, 5_000};

    private final List<String> command;
    private final Path log;
    private final Consumer<Status> status;
    private final TimeSource time;
    private final Thread restarter;
    private Child child;
    private boolean lost;
    private boolean closed;
    private long nextId;
    private int failedStarts;

    /** One running hear-server and the lines it has answered. */
    private static final class Child {
        final Process process;
        final Writer in;
        final LinkedBlockingQueue<Optional<HearServer.Reply>> replies = new LinkedBlockingQueue<>();
        volatile boolean ready;
        volatile boolean dead;

        Child(Process process) {
            this.process = process;
            this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        }
    }

    /**
     * @param command how to start {@code hektor hear-server} (the same Java and jar as this process)
     * @param log     where the children's standard error goes (appended), never the player's console
     * @param status  told when hearing is lost and when it is back
     * @param time    what the waits for a start and for an answer are measured by
     */
    private HearServerClient(List<String> command, Path log, Consumer<Status> status, TimeSource time) {
        this.command = List.copyOf(command);
        this.log = log;
        this.status = status;
        this.time = time;
        this.restarter = new Thread(this::keepAlive, "hektor-hear-server-keeper");
        restarter.setDaemon(true);
    }

    /** Starts the first child, its waits measured by the real time ({@link SystemTimeSource}). */
    public static HearServerClient start(List<String> command, Path log, Consumer<Status> status) {
        return start(command, log, status, new SystemTimeSource());
    }

    /** Starts the first child and waits until it is ready; throws one sentence when it cannot start. */
    public static HearServerClient start(List<String> command, Path log, Consumer<Status> status, TimeSource time) {
        HearServerClient c = new HearServerClient(command, log, status, time);
        synchronized (c) {
            c.child = c.launch();
            if (!c.awaitReady(START_MILLIS)) {
                c.close();
                throw new IllegalStateException("The speech recogniser did not start (see " + log + ").");
            }
        }
        c.restarter.start();
        return c;
    }

    private Child launch() {
        try {
            ProcessBuilder pb = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
            Child c = new Child(pb.start());
            Thread reader = new Thread(() -> read(c), "hektor-hear-server-output");
            reader.setDaemon(true);
            reader.start();
            return c;
        } catch (IOException e) {
            new HearingLog(log).accept("the speech recogniser could not be started: " + e.getMessage());
            throw new IllegalStateException("The speech recogniser could not be started: " + e.getMessage(), e);
        }
    }

    /** Reads the child's answers; its end (a crash, a kill) is noticed here at once. */
    private void read(Child c) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(c.process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                HearServer.Reply r = VoskResult.JSON.readValue(line, HearServer.Reply.class);
                if (Boolean.TRUE.equals(r.ready())) {
                    synchronized (this) {
                        c.ready = true;
                        back(c);
                        notifyAll();
                    }
                } else {
                    c.replies.add(Optional.of(r));
                }
            }
        } catch (JsonProcessingException e) {
            c.process.destroyForcibly();      // a child that talks nonsense is as good as dead
        } catch (IOException e) {
            // the pipe broke: the child is gone
        }
        c.dead = true;
        c.replies.add(Optional.empty());
        synchronized (this) {
            if (!c.ready) {
                failedStarts++;
            }
            if (c == child && !closed && !lost) {
                lost = true;
                status.accept(Status.LOST);
            }
            notifyAll();
        }
    }

    /**
     * The keeper: when the child in use dies, a new one is started at once and hears as soon as it is ready (a cold
     * start of a second or two; the player is told meanwhile and types). No spare waits beside it: a second model in
     * memory doubled what a voice game needs (at most 400 MB in all is asked, for the modest machines blind players
     * often use beside a screen reader). Children that keep dying before they are ready are restarted ever more slowly.
     */
    private void keepAlive() {
        while (true) {
            long backoff;
            synchronized (this) {
                if (!Worker.awaitUntil(this, () -> closed || child.dead) || closed) {
                    return;
                }
                child.process.destroyForcibly();
                backoff = BACKOFF_MILLIS[Math.min(failedStarts, BACKOFF_MILLIS.length - 1)];   // counted by the reader
            }
            try {
                Thread.sleep(backoff);
            } catch (InterruptedException e) {
                return;
            }
            Child next = launch();
            synchronized (this) {
                if (closed) {
                    next.process.destroyForcibly();
                    return;
                }
                child = next;
                if (next.ready) {
                    back(next);
                }
            }
        }
    }

    /** {@code c} is ready: if it is the one in use after hearing was lost, hearing is back. */
    private void back(Child c) {
        failedStarts = 0;
        if (c == child && lost) {
            lost = false;
            status.accept(Status.BACK);
        }
    }

    private synchronized boolean awaitReady(long millis) {
        long deadline = time.millis() + millis;
        while (!child.ready) {
            long left = deadline - time.millis();
            if (left <= 0 || closed || child.dead) {
                return child.ready;
            }
            try {
                wait(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** Whether a child is ready to hear now. */
    public synchronized boolean isHearing() {
        return child.ready && !child.dead;
    }

    /** The running child's process id (a test kills it). */
    public synchronized long pid() {
        return child.process.pid();
    }

    /**
     * Recognises in the child; when the child dies meanwhile, the same utterance goes to the next one (once). An
     * utterance that cannot be recognised at all is "heard but not understood" (an empty list), never dropped.
     */
    @Override
    public Optional<List<Hypothesis>> recognize(Sound utterance, PhraseGrammar grammar) {
        for (int attempt = 0; attempt < 2; attempt++) {
            Child c;
            synchronized (this) {
                if (!awaitReady(START_MILLIS) || closed) {
                    break;
                }
                c = child;
            }
            long id = ++nextId;
            try {
                c.in.write(HearServer.write(HearServer.Request.of(id, utterance, grammar)));
                c.in.write('\n');
                c.in.flush();
            } catch (IOException e) {
                awaitDeath(c);
                continue;
            }
            Optional<HearServer.Reply> reply = answer(c, id);
            if (reply.isPresent()) {
                return reply.get().error() != null ? Optional.of(List.of()) : reply.get().heard();
            }
        }
        return Optional.of(List.of());
    }

    /** The answer to request {@code id}, or empty when the child died (or hung, and was killed) first. */
    private Optional<HearServer.Reply> answer(Child c, long id) {
        long deadline = time.millis() + ANSWER_MILLIS;
        while (true) {
            Optional<HearServer.Reply> r;
            try {
                r = c.replies.poll(Math.max(1, deadline - time.millis()), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
            if (r == null) {            // hung: kill it, the reader sees it die and the keeper starts another
                c.process.destroyForcibly();
                awaitDeath(c);
                return Optional.empty();
            }
            if (r.isEmpty()) {
                return r;
            }
            if (r.get().id() != null && r.get().id() == id) {
                return r;
            }
        }
    }

    private void awaitDeath(Child c) {
        synchronized (this) {
            while (!c.dead) {
                try {
                    wait(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** Ends the child (closing its input lets it finish; then it is killed) and the keeper. */
    @Override
    public void close() {
        List<Child> children;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            children = List.of(child);
            notifyAll();
        }
        restarter.interrupt();
        for (Child c : children) {
            try {
                c.in.close();
            } catch (IOException e) {
                // already gone
            }
        }
        for (Child c : children) {
            try {
                if (!c.process.waitFor(2, TimeUnit.SECONDS)) {
                    c.process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
