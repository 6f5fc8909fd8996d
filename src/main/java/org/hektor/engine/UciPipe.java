package org.hektor.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The pipe to a UCI engine's process for {@link UciEngine}: commands written to its input, its output read line by
 * line on a thread of its own into a queue that a caller waits on with a deadline, the last thing it said that was
 * not UCI (for the sentence when it fails), and ending the process. Every failure is a {@link UciException} whose
 * message is one sentence naming the engine.
 */
final class UciPipe {
    /** Put in the queue when the output ended (the process is gone); every wait after it ends at once. */
    static final String END = "\u0000end of output";
    private static final List<String> UCI_WORDS = List.of("id", "option", "uciok", "readyok", "info", "bestmove",
            "copyprotection", "registration");

    private final Process process;
    private final Writer toEngine;
    private final LinkedBlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private volatile String name;
    private volatile String lastNoise;

    /** Starts reading {@code process}'s output; {@code label} names the engine until it says its name. */
    UciPipe(String label, Process process) {
        this.name = label;
        this.process = process;
        this.toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "uci-reader-" + label);
        reader.setDaemon(true);
        reader.start();
    }

    /** The engine's name: what it said in the handshake ({@code id name}), else the label it was started with. */
    String name() {
        return name;
    }

    void name(String said) {
        name = said;
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Says {@code quit}; a process still there after a second is ended, and after another, killed. */
    void close() {
        trySend("quit");
        try {
            toEngine.close();
        } catch (IOException e) {
            // the pipe is already gone with the process
        }
        // close() may run on the engine's worker itself (a failure callback), which shutdownNow() has just
        // interrupted: the process is still waited for, and the interrupt kept for the caller
        boolean interrupted = Thread.interrupted();
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(1, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void readOutput() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                String first = line.trim().split("\\s+", 2)[0];
                if (!line.isBlank() && !UCI_WORDS.contains(first)) {
                    lastNoise = line.trim();
                }
                fromEngine.add(line.trim());
            }
        } catch (IOException e) {
            // the process ended: same as the end of its output
        }
        fromEngine.add(END);
    }

    /** The next line that {@code wanted} accepts, {@link #END} when the output ended, or null at the deadline. */
    String await(Predicate<String> wanted, long deadlineNanos) {
        try {
            while (true) {
                long wait = deadlineNanos - System.nanoTime();
                if (wait <= 0) {
                    return null;
                }
                String line = fromEngine.poll(wait, TimeUnit.NANOSECONDS);
                if (line == null) {
                    return null;
                }
                if (line == END) {
                    fromEngine.add(END); // every later wait ends at once too
                    return END;
                }
                if (wanted.test(line)) {
                    return line;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UciException(name, "Waiting for the engine " + name + " was interrupted.");
        }
    }

    synchronized void send(String command) {
        try {
            toEngine.write(command);
            toEngine.write('\n');
            toEngine.flush();
        } catch (IOException e) {
            throw new UciException(name, "The engine " + name + " is no longer running" + exitStatus() + ".", e);
        }
    }

    void trySend(String command) {
        try {
            send(command);
        } catch (UciException e) {
            // the process is gone; whoever waits for it finds out from the end of its output
        }
    }

    String exitStatus() {
        try {
            if (process.waitFor(2, TimeUnit.SECONDS)) {
                return " (exit status " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    String lastWords() {
        String noise = lastNoise;
        return noise == null ? "" : "; the last thing it said was '" + abbreviate(noise) + "'";
    }

    static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    static long deadline(long millis) {
        return System.nanoTime() + millis * 1_000_000;
    }

    static String seconds(long millis) {
        if (millis % 1000 == 0) {
            return millis / 1000 == 1 ? "1 second" : millis / 1000 + " seconds";
        }
        return String.format(java.util.Locale.ROOT, "%.1f seconds", millis / 1000.0);
    }
}
