package org.hektor.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.OptionalInt;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.WholeNumber;

/**
 * Any engine that speaks UCI, run as a child process: Stockfish from Debian's {@code stockfish} package, or
 * whatever the player installed. Everything that can go wrong with the process (it does not start, does not
 * finish the handshake, prints nonsense, dies while thinking, never answers, answers with an illegal move)
 * ends the move's future with a {@link UciException} whose message is one sentence for the player; the
 * engine is then considered broken and every later move fails the same way at once.
 */
public final class UciEngine implements Opponent, Analyst {
    private static final long STOP_WAIT_MILLIS = 1_000;

    private final String label;
    private final UciPipe pipe;
    private final ExecutorService worker;
    private final UciSettings settings;
    private final Map<String, String> options = new LinkedHashMap<>();
    private volatile String level = "full strength";
    private volatile String broken;
    private volatile Searching lastSearch = new Searching();

    private UciEngine(String label, Process process, UciSettings settings) {
        this.label = label;
        this.pipe = new UciPipe(label, process);
        this.settings = settings;
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "uci-client-" + label);
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts the engine at {@code executable} and completes the handshake, or throws a {@link UciException}. */
    public static UciEngine start(Path executable, UciSettings settings) {
        if (!Files.isRegularFile(executable) || !Files.isExecutable(executable)) {
            throw new UciException(executable.toString(),
                    "The engine " + executable + " does not exist or is not a program that can be run.");
        }
        return start(List.of(executable.toString()), executable.getFileName().toString(), settings);
    }

    /** Starts the engine given as a command line; {@code label} names it in messages until it says its name. */
    public static UciEngine start(List<String> command, String label, UciSettings settings) {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new UciException(label, "The engine " + label + " could not be started: " + e.getMessage() + ".", e);
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
            pipe.send("uci");
        } catch (UciException e) {
            throw new UciException(label,
                    "The engine " + label + " stopped during the UCI handshake" + pipe.exitStatus() + ".", e);
        }
        long deadline = UciPipe.deadline(settings.handshakeTimeoutMillis());
        while (true) {
            String line = pipe.await(l -> true, deadline);
            if (line == null) {
                throw new UciException(label, "The engine " + label + " did not answer the UCI handshake within "
                        + UciPipe.seconds(settings.handshakeTimeoutMillis()) + pipe.lastWords() + ".");
            }
            if (line == UciPipe.END) {
                throw new UciException(label,
                        "The engine " + label + " stopped during the UCI handshake" + pipe.exitStatus() + ".");
            }
            if (line.startsWith("id name ")) {
                pipe.name(line.substring("id name ".length()).trim());
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
            pipe.send("setoption name UCI_LimitStrength value true");
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
            // an option line with a bound that is no number: the value is sent as asked
            OptionalInt bound = WholeNumber.ofInt(words[i + 1]);
            if (words[i].equals("min") && bound.isPresent()) {
                v = Math.max(v, bound.getAsInt());
            } else if (words[i].equals("max") && bound.isPresent()) {
                v = Math.min(v, bound.getAsInt());
            }
        }
        pipe.send("setoption name " + option + " value " + v);
        return v;
    }

    private void ready() {
        pipe.send("isready");
        long deadline = UciPipe.deadline(settings.handshakeTimeoutMillis());
        String line = pipe.await("readyok"::equals, deadline);
        if (line == null) {
            throw new UciException(pipe.name(), "The engine " + pipe.name() + " did not answer isready within "
                    + UciPipe.seconds(settings.handshakeTimeoutMillis()) + pipe.lastWords() + ".");
        }
        if (line == UciPipe.END) {
            throw new UciException(pipe.name(),
                    "The engine " + pipe.name() + " stopped before it was ready" + pipe.exitStatus() + ".");
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
            result.completeExceptionally(new UciException(pipe.name(), broke));
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
                pipe.trySend("stop");
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
                broken = "The engine " + pipe.name() + " failed: " + e.getMessage() + ".";
                result.completeExceptionally(new UciException(pipe.name(), broken, e));
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
        pipe.send(positionCommand);
        searching.started = true;
        pipe.send(go);
        searching.sent.complete(null);
        String line = pipe.await(l -> l.startsWith("bestmove"), UciPipe.deadline(allowedMillis));
        if (line == null) {
            pipe.trySend("stop"); // perhaps it only forgot the time: give it a moment to answer
            line = pipe.await(l -> l.startsWith("bestmove"), UciPipe.deadline(STOP_WAIT_MILLIS));
            if (line == null) {
                throw new UciException(pipe.name(), "The engine " + pipe.name() + " did not answer with a move within "
                        + UciPipe.seconds(allowedMillis) + pipe.lastWords() + ".");
            }
        }
        if (line == UciPipe.END) {
            throw new UciException(pipe.name(),
                    "The engine " + pipe.name() + " quit in the middle of its search" + pipe.exitStatus() + ".");
        }
        String[] words = line.trim().split("\\s+");
        String text = words.length > 1 ? words[1] : "";
        if (!Move.isUciSyntax(text)) {
            throw new UciException(pipe.name(),
                    "The engine " + pipe.name() + " answered '" + UciPipe.abbreviate(line) + "', which is not a move.");
        }
        Move move = Move.fromUci(text.toLowerCase());
        if (!position.isLegal(move)) {
            throw new UciException(pipe.name(),
                    "The engine " + pipe.name() + " answered " + text + ", which is not a legal move here.");
        }
        return move;
    }

    /**
     * Analyses on the calling thread (not while a {@link #move} is thinking): the score and line of the engine's last
     * {@code info} line with a score before its {@code bestmove}. A time budget is waited for with the engine's grace
     * on top; a depth or node budget as long as the engine needs.
     */
    @Override
    public synchronized Analysis analyse(Position position, AnalysisBudget budget, List<Move> only) {
        if (position.legalMoves().isEmpty()) {
            throw new IllegalArgumentException("The game is over: there is nothing to analyse.");
        }
        if (broken != null) {
            throw new UciException(pipe.name(), broken);
        }
        StringBuilder go = new StringBuilder("go");
        if (budget.depth() != null) {
            go.append(" depth ").append(budget.depth());
        }
        if (budget.nodes() != null) {
            go.append(" nodes ").append(budget.nodes());
        }
        if (budget.millis() != null) {
            go.append(" movetime ").append(budget.millis());
        }
        if (!only.isEmpty()) {
            go.append(" searchmoves");
            only.forEach(m -> go.append(' ').append(m.uci()));
        }
        pipe.send(positionCommand(position, List.of()));
        pipe.send(go.toString());
        long deadline = budget.millis() != null ? UciPipe.deadline(budget.millis() + settings.graceMillis())
                : UciPipe.deadline(3_600_000); // a depth or node budget: as long as the engine needs, within reason
        String[] last = null;
        while (true) {
            String line = pipe.await(l -> l.startsWith("info ") || l.startsWith("bestmove"), deadline);
            if (line == null || line == UciPipe.END) {
                broken = "The engine " + pipe.name() + (line == null ? " did not finish its analysis in time"
                        : " quit in the middle of its analysis" + pipe.exitStatus()) + ".";
                throw new UciException(pipe.name(), broken);
            }
            String[] words = line.split("\\s+");
            if (words[0].equals("bestmove")) {
                return analysis(position, last, words.length > 1 ? words[1] : "");
            }
            if (java.util.Arrays.asList(words).contains("score") && !line.contains(" multipv 2")) {
                last = words;
            }
        }
    }

    /** The analysis an info line says ({@code score cp|mate N ... pv ...}); without one, the best move alone at 0. */
    private Analysis analysis(Position position, String[] info, String bestmove) {
        List<Move> line = new java.util.ArrayList<>();
        Integer cp = 0;
        Integer mate = null;
        int depth = 0;
        if (info != null) {
            for (int i = 0; i + 1 < info.length; i++) {
                switch (info[i]) {
                    case "depth" -> depth = parse(info[i + 1], 0);
                    case "score" -> {
                        if (info[i + 1].equals("cp") && i + 2 < info.length) {
                            cp = parse(info[i + 2], 0);
                        } else if (info[i + 1].equals("mate") && i + 2 < info.length) {
                            mate = parse(info[i + 2], 0);
                        }
                    }
                    case "pv" -> {
                        Position p = position;
                        for (int j = i + 1; j < info.length && Move.isUciSyntax(info[j]); j++) {
                            Move m = Move.fromUci(info[j].toLowerCase());
                            if (!p.isLegal(m)) {
                                break;
                            }
                            line.add(m);
                            p = p.play(m);
                        }
                        i = info.length;
                    }
                    default -> { }
                }
            }
        }
        if (line.isEmpty() && Move.isUciSyntax(bestmove) && position.isLegal(Move.fromUci(bestmove.toLowerCase()))) {
            line.add(Move.fromUci(bestmove.toLowerCase()));
        }
        if (line.isEmpty()) {
            throw new UciException(pipe.name(),
                    "The engine " + pipe.name() + " answered '" + UciPipe.abbreviate(bestmove)
                    + "', which is not a legal move here.");
        }
        return mate != null ? Analysis.mate(mate, line, depth) : Analysis.centipawns(cp, line, depth);
    }

    private static int parse(String word, int otherwise) {
        return WholeNumber.ofInt(word).orElse(otherwise);
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
        return pipe.name();
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
                pipe.send("ucinewgame");
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
        pipe.close();
    }

    /** Whether the engine's process is still running (for tests and diagnostics). */
    public boolean isAlive() {
        return pipe.isAlive();
    }
}
