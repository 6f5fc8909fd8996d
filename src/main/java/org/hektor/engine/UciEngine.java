package org.hektor.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/**
 * Any engine that speaks UCI, run as a child process: Stockfish from Debian's {@code stockfish} package, or
 * whatever the player installed. Everything that can go wrong with the process (it does not start, does not
 * finish the handshake, prints nonsense, dies while thinking, never answers, answers with an illegal move)
 * ends the move's future with a {@link UciException} whose message is one sentence for the player; the
 * engine is then considered broken and every later move fails the same way at once.
 */
public final class UciEngine implements Opponent {
    private static final String END = "\u0000end of output";
    private static final long STOP_WAIT_MILLIS = 1_000;
    private static final List<String> UCI_WORDS = List.of("id", "option", "uciok", "readyok", "info", "bestmove",
            "copyprotection", "registration");

    private final String label;
    private final Process process;
    private final Writer toEngine;
    private final LinkedBlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private final ExecutorService worker;
    private final UciSettings settings;
    private final Map<String, String> options = new LinkedHashMap<>();
    private volatile String name;
    private volatile String lastNoise;
    private volatile String level = "full strength";
    private volatile String broken;
    private volatile Searching lastSearch = new Searching();

    private UciEngine(String label, Process process, UciSettings settings) {
        this.label = label;
        this.name = label;
        this.process = process;
        this.settings = settings;
        this.toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "uci-reader-" + label);
        reader.setDaemon(true);
        reader.start();
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "uci-client-" + label);
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts the engine at {@code executable} and completes the handshake, or throws a {@link UciException}. */
    public static UciEngine start(Path executable, UciSettings settings) {
        if (!Files.isRegularFile(executable) || !Files.isExecutable(executable)) {
            throw new UciException("The engine " + executable + " does not exist or is not a program that can be run.");
        }
        return start(List.of(executable.toString()), executable.getFileName().toString(), settings);
    }

    /** Starts the engine given as a command line; {@code label} names it in messages until it says its name. */
    public static UciEngine start(List<String> command, String label, UciSettings settings) {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new UciException("The engine " + label + " could not be started: " + e.getMessage() + ".", e);
        }
        UciEngine engine = new UciEngine(label, process, settings);
        try {
            engine.handshake();
        } catch (UciException e) {
            engine.close();
            throw e;
        }
        return engine;
    }

    private void handshake() {
        try {
            send("uci");
        } catch (UciException e) {
            throw new UciException("The engine " + label + " stopped during the UCI handshake" + exitStatus() + ".", e);
        }
        long deadline = deadline(settings.handshakeTimeoutMillis());
        while (true) {
            String line = await(l -> true, deadline);
            if (line == null) {
                throw new UciException("The engine " + label + " did not answer the UCI handshake within "
                        + seconds(settings.handshakeTimeoutMillis()) + lastWords() + ".");
            }
            if (line == END) {
                throw new UciException("The engine " + label + " stopped during the UCI handshake" + exitStatus() + ".");
            }
            if (line.startsWith("id name ")) {
                name = line.substring("id name ".length()).trim();
            } else if (line.startsWith("option name ")) {
                readOption(line);
            } else if (line.equals("uciok")) {
                break;
            }
        }
        configure();
        ready();
    }

    private void readOption(String line) {
        String rest = line.substring("option name ".length());
        int type = rest.indexOf(" type ");
        if (type > 0) {
            options.put(rest.substring(0, type).trim(), rest.substring(type));
        }
    }

    private void configure() {
        setIfOffered("Threads", settings.threads());
        setIfOffered("Hash", settings.hashMb());
        if (settings.elo() != null && options.containsKey("UCI_LimitStrength") && options.containsKey("UCI_Elo")) {
            send("setoption name UCI_LimitStrength value true");
            int elo = setIfOffered("UCI_Elo", settings.elo());
            level = "Elo " + elo;
        } else if (settings.skillLevel() != null && options.containsKey("Skill Level")) {
            int skill = setIfOffered("Skill Level", settings.skillLevel());
            level = "Skill Level " + skill;
        }
    }

    /** Sets a spin option, kept within the engine's min and max; returns the value sent. */
    private int setIfOffered(String option, Integer value) {
        if (value == null || !options.containsKey(option)) {
            return value == null ? 0 : value;
        }
        int v = value;
        String[] words = options.get(option).trim().split("\\s+");
        for (int i = 0; i + 1 < words.length; i++) {
            try {
                if (words[i].equals("min")) {
                    v = Math.max(v, Integer.parseInt(words[i + 1]));
                } else if (words[i].equals("max")) {
                    v = Math.min(v, Integer.parseInt(words[i + 1]));
                }
            } catch (NumberFormatException e) {
                // an option line with a non-numeric bound: send the value as asked
            }
        }
        send("setoption name " + option + " value " + v);
        return v;
    }

    private void ready() {
        send("isready");
        long deadline = deadline(settings.handshakeTimeoutMillis());
        String line = await("readyok"::equals, deadline);
        if (line == null) {
            throw new UciException("The engine " + name + " did not answer isready within "
                    + seconds(settings.handshakeTimeoutMillis()) + lastWords() + ".");
        }
        if (line == END) {
            throw new UciException("The engine " + name + " stopped before it was ready" + exitStatus() + ".");
        }
    }

    @Override
    public CompletableFuture<Move> move(Position start, List<Move> moves, TimeLeft time) {
        GameSoFar game = GameSoFar.replay(start, moves);
        if (game.position().legalMoves().isEmpty()) {
            throw new IllegalArgumentException("The game is over: there is no move to play.");
        }
        CompletableFuture<Move> result = new CompletableFuture<>();
        String broke = broken;
        if (broke != null) {
            result.completeExceptionally(new UciException(broke));
            return result;
        }
        String position = positionCommand(start, moves);
        String go = goCommand(time);
        long allowed = (time.isPerMove() ? time.moveTimeMillis()
                : time.remainingMillis(game.position().sideToMove())) + settings.graceMillis();
        Searching searching = new Searching();
        lastSearch = searching;
        result.whenComplete((m, e) -> {
            if (result.isCancelled() && searching.started) {
                trySend("stop");
            }
        });
        worker.execute(() -> {
            if (result.isDone()) {
                return;
            }
            try {
                Move m = think(game.position(), position, go, allowed, searching);
                result.complete(m);
            } catch (UciException e) {
                broken = e.getMessage();
                result.completeExceptionally(e);
            } catch (RuntimeException e) {
                broken = "The engine " + name + " failed: " + e.getMessage() + ".";
                result.completeExceptionally(new UciException(broken, e));
            }
        });
        return result;
    }

    private static final class Searching {
        volatile boolean started;
        /** Completed once "go" has been sent: the engine is thinking. */
        final CompletableFuture<Void> sent = new CompletableFuture<>();
    }

    /**
     * Completes once the "go" of the last {@link #move} request has reached the engine: a caller that wants to stop a
     * search (by cancelling its future) can wait for it to have begun.
     */
    CompletableFuture<Void> searchBegun() {
        return lastSearch.sent;
    }

    private Move think(Position position, String positionCommand, String go, long allowedMillis, Searching searching) {
        send(positionCommand);
        searching.started = true;
        send(go);
        searching.sent.complete(null);
        String line = await(l -> l.startsWith("bestmove"), deadline(allowedMillis));
        if (line == null) {
            trySend("stop"); // perhaps it only forgot the time: give it a moment to answer
            line = await(l -> l.startsWith("bestmove"), deadline(STOP_WAIT_MILLIS));
            if (line == null) {
                throw new UciException("The engine " + name + " did not answer with a move within "
                        + seconds(allowedMillis) + lastWords() + ".");
            }
        }
        if (line == END) {
            throw new UciException("The engine " + name + " quit in the middle of its search" + exitStatus() + ".");
        }
        String[] words = line.trim().split("\\s+");
        String text = words.length > 1 ? words[1] : "";
        if (!Move.isUciSyntax(text)) {
            throw new UciException("The engine " + name + " answered '" + abbreviate(line) + "', which is not a move.");
        }
        Move move = Move.fromUci(text.toLowerCase());
        if (!position.isLegal(move)) {
            throw new UciException("The engine " + name + " answered " + text + ", which is not a legal move here.");
        }
        return move;
    }

    static String positionCommand(Position start, List<Move> moves) {
        StringBuilder sb = new StringBuilder("position ");
        sb.append(start.fen().equals(Position.INITIAL_FEN) ? "startpos" : "fen " + start.fen());
        if (!moves.isEmpty()) {
            sb.append(" moves");
            for (Move m : moves) {
                sb.append(' ').append(m.uci());
            }
        }
        return sb.toString();
    }

    static String goCommand(TimeLeft time) {
        if (time.isPerMove()) {
            return "go movetime " + time.moveTimeMillis();
        }
        String go = "go wtime " + time.whiteMillis() + " btime " + time.blackMillis()
                + " winc " + time.whiteIncrementMillis() + " binc " + time.blackIncrementMillis();
        return time.movesToGo() > 0 ? go + " movestogo " + time.movesToGo() : go;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String level() {
        return level;
    }

    /** The options the engine offered in the handshake (name to the rest of its line). */
    public Map<String, String> options() {
        return Map.copyOf(options);
    }

    @Override
    public void newGame() {
        worker.execute(() -> {
            if (broken != null) {
                return;
            }
            try {
                send("ucinewgame");
                ready();
            } catch (UciException e) {
                broken = e.getMessage();
            }
        });
    }

    /** Says {@code quit}; a process still there after a second is ended, and after another, killed. */
    @Override
    public void close() {
        worker.shutdownNow();
        trySend("quit");
        try {
            toEngine.close();
        } catch (IOException e) {
            // the pipe is already gone with the process
        }
        // close() may run on the worker itself (a failure callback), which shutdownNow() has just interrupted: the
        // process is still waited for, and the interrupt kept for the caller
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

    /** Whether the engine's process is still running (for tests and diagnostics). */
    public boolean isAlive() {
        return process.isAlive();
    }

    // ---- the pipe ----

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
    private String await(Predicate<String> wanted, long deadlineNanos) {
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
            throw new UciException("Waiting for the engine " + name + " was interrupted.");
        }
    }

    private synchronized void send(String command) {
        try {
            toEngine.write(command);
            toEngine.write('\n');
            toEngine.flush();
        } catch (IOException e) {
            throw new UciException("The engine " + name + " is no longer running" + exitStatus() + ".", e);
        }
    }

    private void trySend(String command) {
        try {
            send(command);
        } catch (UciException e) {
            // the process is gone; whoever waits for it finds out from the end of its output
        }
    }

    private String exitStatus() {
        try {
            if (process.waitFor(2, TimeUnit.SECONDS)) {
                return " (exit status " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    private String lastWords() {
        String noise = lastNoise;
        return noise == null ? "" : "; the last thing it said was '" + abbreviate(noise) + "'";
    }

    private static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    private static long deadline(long millis) {
        return System.nanoTime() + millis * 1_000_000;
    }

    private static String seconds(long millis) {
        if (millis % 1000 == 0) {
            return millis / 1000 == 1 ? "1 second" : millis / 1000 + " seconds";
        }
        return String.format(java.util.Locale.ROOT, "%.1f seconds", millis / 1000.0);
    }
}
