package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.hektor.ChildJava;

/**
 * {@code hektor} as a separate process on the test class path (target/classes and every dependency), driven
 * through stdin and stdout as a person at a keyboard or a screen reader would: lines in, lines out.
 */
final class HektorProcess implements AutoCloseable {
    private static final String END = new String("end of output");

    private final Process process;
    private final PrintWriter in;
    private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> transcript = java.util.Collections.synchronizedList(new ArrayList<>());
    private final long startNanos = System.nanoTime();

    private final Path stderr;
    private final Thread reader;

    private HektorProcess(Process process, Path stderr) {
        this.process = process;
        this.stderr = stderr;
        this.in = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        this.reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    transcript.add("< " + line);
                    lines.add(line);
                }
            } catch (IOException e) {
                transcript.add("! " + e);
            } finally {
                lines.add(END);
            }
        }, "hektor-process-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code hektor ARGS} with its standard error going to {@code stderr}. */
    static HektorProcess start(Path stderr, String... args) {
        return start(stderr, java.util.Map.of(), args);
    }

    /** Starts {@code hektor ARGS} with {@code environment} added to this JVM's (a virtual sound card's, say). */
    static HektorProcess start(Path stderr, java.util.Map<String, String> environment, String... args) {
        ProcessBuilder pb = command(args);
        pb.environment().putAll(environment);
        return start(pb, stderr);
    }

    /** {@code java -cp <the test class path> org.hektor.cli.Hektor ARGS}, to be started (the command list may be changed). */
    static ProcessBuilder command(String... args) {
        return new ProcessBuilder(ChildJava.command(List.of("-Djava.awt.headless=true"), Hektor.class.getName(), args));
    }

    /** Starts any command line that runs hektor (the installed launcher, say) with its standard error to {@code stderr}. */
    static HektorProcess start(ProcessBuilder builder, Path stderr) {
        try {
            return new HektorProcess(builder.redirectError(stderr.toFile()).start(), stderr);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What a finished command printed, and its exit status. */
    record Result(int status, String out, String err) {
    }

    /** Runs a command to its end (failing after {@code timeout}), its output collected in full. */
    static Result run(ProcessBuilder builder, Duration timeout) {
        try {
            Path out = Files.createTempFile("hektor", ".out");
            Path err = Files.createTempFile("hektor", ".err");
            try {
                Process p = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
                if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    p.destroyForcibly();
                    throw new AssertionError(builder.command() + " did not end within " + timeout);
                }
                return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
            } finally {
                Files.delete(out);
                Files.delete(err);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    void send(String line) {
        transcript.add("> " + line);
        in.println(line);
    }

    /** The next line that matches, skipping others; fails with the transcript after {@code timeout} or at the end. */
    String expect(Predicate<String> wanted, String what, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String line;
            try {
                line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
            if (line == null) {
                throw new AssertionError("no line " + what + " within " + timeout + "; transcript:\n" + transcript());
            }
            if (line == END) {
                lines.add(END);
                throw new AssertionError("hektor ended before printing a line " + what + "; transcript:\n" + transcript());
            }
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    String expect(Predicate<String> wanted, String what) {
        return expect(wanted, what, Duration.ofSeconds(30));
    }

    String expectLine(String exact) {
        return expect(exact::equals, "'" + exact + "'");
    }

    String expectStart(String prefix) {
        return expect(l -> l.startsWith(prefix), "starting '" + prefix + "'");
    }

    /** The next line, whatever it is. */
    String next() {
        return expect(l -> true, "at all");
    }

    /** Sends {@code state} and returns the parsed answer. */
    StateLine state() {
        send("state");
        return StateLine.parse(expectStart("state "));
    }

    /**
     * SIGKILL on Linux: no shutdown hooks, no flushing, nothing. Returns once what the process printed before it died
     * has been read into the transcript (the pipe may still hold lines when the process is gone).
     */
    void kill() {
        process.destroyForcibly();
        // an interrupt must not cut this wait short: the caller reads the transcript next, and a line still in the
        // pipe would look like a line never printed
        boolean interrupted = false;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (reader.isAlive() && System.nanoTime() < deadline) {
            try {
                process.waitFor(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                reader.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    int exitStatus(Duration timeout) {
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("hektor did not end within " + timeout + "; transcript:\n" + transcript());
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted");
        }
    }

    /** Forgets the lines printed so far and not yet read (answers to something the test does not wait for). */
    void skipPending() {
        lines.removeIf(l -> l != END);
    }

    boolean isAlive() {
        return process.isAlive();
    }

    long pid() {
        return process.pid();
    }

    long millisSinceStart() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /** What was sent and printed, then what went to standard error. */
    String transcript() {
        String err;
        try {
            err = java.nio.file.Files.exists(stderr) ? java.nio.file.Files.readString(stderr) : "";
        } catch (IOException e) {
            err = e.toString();
        }
        synchronized (transcript) {
            return String.join("\n", transcript) + (err.isBlank() ? "" : "\nstderr:\n" + err);
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
        }
    }

    /** The {@code state} line of the console, read back. */
    record StateLine(int ply, String toMove, Long white, Long black, boolean running, String over, List<String> moves,
                     String fen) {
        static StateLine parse(String line) {
            java.util.Map<String, String> f = new java.util.HashMap<>();
            int fenAt = line.indexOf(" fen=");
            for (String part : line.substring("state ".length(), fenAt).split(" ")) {
                int eq = part.indexOf('=');
                f.put(part.substring(0, eq), part.substring(eq + 1));
            }
            String moves = f.get("moves");
            return new StateLine(Integer.parseInt(f.get("ply")), f.get("tomove"),
                    f.get("white").equals("-") ? null : Long.parseLong(f.get("white")),
                    f.get("black").equals("-") ? null : Long.parseLong(f.get("black")),
                    Boolean.parseBoolean(f.get("running")), f.get("over"),
                    moves.isEmpty() ? List.of() : List.of(moves.split(",")), line.substring(fenAt + 5));
        }
    }
}
