package org.hektor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import org.hektor.chess.FenException;
import org.hektor.engine.UciException;
import org.hektor.store.DiskProblem;
import org.hektor.words.Mistake;
import org.hektor.words.Phrase;
import org.hektor.words.Words;

/**
 * What a command that stopped with an exception tells the console, and its exit status (a bug is a bug).
 * <ul>
 *   <li>Bad input: an {@link IllegalArgumentException} that Hektor's own code threw where it checked the input, with
 *   the sentence that says what is wrong (a bad FEN, an unknown profile, a file it cannot use). Status 2, the
 *   sentence alone.</li>
 *   <li>The world failed: a file or the disk ({@link UncheckedIOException}), a UCI engine ({@link UciException}).
 *   Status 1, "Hektor stopped:" and what failed, in the player's words (never an exception's name).</li>
 *   <li>Everything else is a bug in Hektor, an IllegalArgumentException from the JDK or a library included (a
 *   number that was never checked, an enum constant that does not exist): status 70 (sysexits' EX_SOFTWARE), one
 *   sentence that says so and where the details are, and the stack trace appended to {@code ~/.hektor/errors.log}
 *   — never on the console, which a screen reader reads line by line.</li>
 * </ul>
 */
record Failure(int status, String sentence) {
    static final int WORLD = 1;
    static final int BUG = 70;

    /** The failure said in the player's language ({@code words}). */
    static Failure of(Exception ex, Words words) {
        return of(ex, words, Places.ofThisHektor().home().resolve("errors.log"));
    }

    static Failure of(Exception ex, Path log) {
        return of(ex, Words.english(), log);
    }

    static Failure of(Exception ex, Words words, Path log) {
        if (ex instanceof IllegalArgumentException && thrownByHektor(ex)) {
            return new Failure(Hektor.USAGE, badInput((IllegalArgumentException) ex, words));
        }
        if (ex instanceof UciException u) {
            return new Failure(WORLD, words.say("error.engine.failed", "engine", u.engine(), "detail", u.getMessage()));
        }
        if (ex instanceof UncheckedIOException u) {
            return new Failure(WORLD, disk(u, words));
        }
        return new Failure(BUG, bug(ex, words, log));
    }

    /**
     * Bad input in the player's language: a sentence of the catalogue, a FEN that cannot be read; any
     * other sentence Hektor's code wrote is its own (English).
     */
    private static String badInput(IllegalArgumentException ex, Words words) {
        if (ex instanceof Mistake m) {
            return m.in(words);
        }
        if (ex instanceof FenException f) {
            return words.say("error.fen", "fen", f.fen(), "problems", String.join("; ", f.problems()));
        }
        return ex.getMessage();
    }

    /**
     * A file that could not be read or written, with its reason in the player's words (the store names its reasons by
     * their keys, store.DiskProblem); the system's own words, when they name no reason, only in English.
     */
    private static String disk(UncheckedIOException u, Words words) {
        String message = String.valueOf(u.getMessage());
        Phrase reason = Words.english().has(message) ? new Phrase(message) : DiskProblem.reason(u.getCause());
        return words.say("error.disk.failed", "reason", reason);
    }

    /** Whether the exception was thrown in Hektor's own code, not inside the JDK or a library it called. */
    private static boolean thrownByHektor(Throwable ex) {
        StackTraceElement[] trace = ex.getStackTrace();
        return trace.length > 0 && trace[0].getClassName().startsWith("org.hektor.");
    }

    /** The bug's sentence; its stack trace goes to {@code log} (appended), or is left out if that cannot be written. */
    private static String bug(Throwable ex, Words words, Path log) {
        StringWriter trace = new StringWriter();
        try (PrintWriter w = new PrintWriter(trace)) {
            w.println(Instant.now() + " " + String.join("; ", new BuildVersion().getVersion()));
            ex.printStackTrace(w);
        }
        String what = ex.getClass().getSimpleName();
        try {
            Files.createDirectories(log.getParent());
            Files.writeString(log, trace.toString(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return words.say("error.bug", "what", what, "log", log);
        } catch (IOException | UncheckedIOException e) {
            return words.say("error.bug.unlogged", "what", what, "log", log);
        }
    }
}
