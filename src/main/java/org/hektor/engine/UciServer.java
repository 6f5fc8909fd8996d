package org.hektor.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.hektor.chess.Color;
import org.hektor.chess.Excerpt;
import org.hektor.chess.FenException;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.PositionCheck;
import org.hektor.chess.WholeNumber;
import org.hektor.engine.internal.Limits;
import org.hektor.engine.internal.Search;

/**
 * Hektor's engine speaking UCI on a pair of streams ({@code hektor uci} uses standard input and output), so
 * chess GUIs and engine-testing tools can play it. Commands: uci, isready, ucinewgame, setoption (Level,
 * Skill Level, Hash, Threads), position, go (searchmoves, depth, nodes, mate, movetime, wtime/btime/winc/binc/movestogo,
 * infinite; see {@link UciGo}), stop, quit. A line it cannot use is answered with one {@code info string}
 * sentence and changes nothing; every {@code go} is answered with exactly one {@code bestmove}.
 */
public final class UciServer {
    private final BufferedReader in;
    private final PrintWriter out;
    private int level = 10;
    /**
     * The largest table this machine can hold: at most 1024 MB, and at most a quarter of the memory the JVM may
     * use, so a GUI's Hash never makes the engine die of want of memory or swell the machine.
     */
    static final int MAX_HASH_MB = (int) Math.max(1, Math.min(1024, Runtime.getRuntime().maxMemory() / 4 / (1024 * 1024)));
    private int hashMb = Math.min(BuiltInEngine.DEFAULT_HASH_MB, MAX_HASH_MB);
    private BuiltInEngine engine;
    private Position start = Position.initial();
    private List<Move> moves = List.of();
    private Thread searching;
    private AtomicBoolean stop = new AtomicBoolean();

    public UciServer(BufferedReader in, PrintWriter out) {
        this.in = in;
        this.out = out;
        this.engine = newEngine();
    }

    private BuiltInEngine newEngine() {
        return new BuiltInEngine(level, new Random().nextLong(), Limits.NONE, hashMb, System::nanoTime);
    }

    /** Reads commands until {@code quit} or the end of the input. */
    public void run() throws IOException {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                boolean more;
                try {
                    more = handle(line.trim());
                } catch (RuntimeException e) { // a GUI waits on this loop: one bad line must not end it
                    say("info string Hektor could not do '" + Excerpt.of(line.trim()) + "': " + e.getMessage());
                    more = true;
                }
                if (!more) {
                    break;
                }
            }
        } finally {
            finishSearch(true);
            engine.close();
        }
    }

    /** One command; false when it was {@code quit}. */
    boolean handle(String line) {
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+");
        switch (words[0]) {
            case "uci" -> {
                say("id name " + BuiltInEngine.NAME);
                say("id author the Hektor project");
                say("option name Level type spin default 10 min 1 max 10");
                say("option name Skill Level type spin default 20 min 0 max 20");
                say("option name Hash type spin default " + hashMb + " min 1 max " + MAX_HASH_MB);
                say("option name Threads type spin default 1 min 1 max 1");
                say("uciok");
            }
            case "isready" -> say("readyok");
            case "ucinewgame" -> {
                finishSearch(true);
                engine.newGame();
            }
            case "setoption" -> setOption(line);
            case "position" -> position(words);
            case "go" -> go(words);
            case "stop" -> finishSearch(true);
            case "quit" -> {
                return false;
            }
            case "debug", "register", "ponderhit" -> { } // nothing to do: no debug output, no registration, no pondering
            default -> say("info string Unknown command '" + Excerpt.of(words[0]) + "'.");
        }
        return true;
    }

    private void setOption(String line) {
        int nameAt = line.indexOf(" name ");
        int valueAt = line.indexOf(" value ");
        if (nameAt < 0 || valueAt < nameAt) {
            say("info string setoption needs 'name ... value ...'.");
            return;
        }
        String name = line.substring(nameAt + 6, valueAt).trim();
        String value = line.substring(valueAt + 7).trim();
        OptionalInt read = WholeNumber.ofInt(value);
        if (read.isEmpty()) {
            say("info string The value of " + Excerpt.of(name) + " must be a whole number, not '" + Excerpt.of(value) + "'.");
            return;
        }
        int v = read.getAsInt();
        switch (name.toLowerCase()) {
            case "level" -> {
                if (v < 1 || v > 10) {
                    say("info string Level must be between 1 and 10, not " + v + ".");
                    return;
                }
                level = v;
            }
            // Stockfish's scale 0..20 onto Hektor's 1..10, so GUIs that only know Skill Level can set it.
            case "skill level" -> {
                if (v < 0 || v > 20) {
                    say("info string Skill Level must be between 0 and 20, not " + v + ".");
                    return;
                }
                level = 1 + Math.round(v * 9 / 20f);
            }
            case "hash" -> {
                if (v < 1 || v > MAX_HASH_MB) {
                    say("info string Hash must be between 1 and " + MAX_HASH_MB + " MB on this machine, not " + v
                            + "; it stays " + hashMb + ".");
                    return;
                }
                if (v == hashMb) {
                    return;   // the same table again: building it anew would only cost memory
                }
                hashMb = v;
            }
            // the built-in engine searches on one thread; a GUI may ask for more, and is told
            case "threads" -> {
                if (v != 1) {
                    say("info string Threads must be 1: this engine searches on one thread; it stays 1.");
                }
                return;
            }
            default -> {
                say("info string There is no option called " + Excerpt.of(name) + ".");
                return;
            }
        }
        finishSearch(true);
        engine.close();
        engine = null;
        System.gc();   // the old table goes before the new one is made, so the process holds one table, not a heap of them
        engine = newEngine();
    }

    private void position(String[] words) {
        int i = 1;
        Position p;
        List<String> repairs = new ArrayList<>();
        if (words.length > 1 && words[1].equals("startpos")) {
            p = Position.initial();
            i = 2;
        } else if (words.length > 1 && words[1].equals("fen")) {
            int end = 2;
            while (end < words.length && !words[end].equals("moves")) {
                end++;
            }
            // repaired as game files are: a refused position would leave the GUI's next go on the old one
            String fen = String.join(" ", Arrays.copyOfRange(words, 2, end));
            PositionCheck read = Position.readFenRepairing(fen, repairs);
            if (read instanceof PositionCheck.Invalid invalid) {
                say("info string " + FenException.sentence(fen, invalid.problems()));
                return;
            }
            p = read.position().orElseThrow();
            i = end;
        } else {
            say("info string position needs 'startpos' or 'fen ...'.");
            return;
        }
        List<Move> list = new ArrayList<>();
        if (i < words.length && words[i].equals("moves")) {
            for (int j = i + 1; j < words.length; j++) {
                if (!Move.isUciSyntax(words[j])) {
                    say("info string " + Move.notUci(words[j]));
                    return;
                }
                list.add(Move.fromUci(words[j]));
            }
        }
        OptionalInt illegal = GameSoFar.firstIllegal(p, list);  // every move checked before anything changes
        if (illegal.isPresent()) {
            say("info string Move " + (illegal.getAsInt() + 1) + " of the game, " + list.get(illegal.getAsInt()).uci()
                    + ", is not legal in its position.");
            return;
        }
        if (!repairs.isEmpty()) {
            say("info string The FEN was repaired: " + String.join("; ", repairs) + ".");
        }
        finishSearch(true);
        start = p;
        moves = List.copyOf(list);
    }

    /**
     * Starts a search that always ends in one {@code bestmove}: what cannot be read of the {@code go} is left
     * out (said in {@code info string}), a time of zero or below, or a {@code go} with nothing readable that
     * bounds it, gets the move at once (a one-ply search), {@code go infinite} waits for {@code stop}.
     */
    private void go(String[] words) {
        finishSearch(true);
        GameSoFar game = GameSoFar.replay(start, moves);
        Position position = game.position();
        if (position.legalMoves().isEmpty()) {
            say("info string The game is over: there is no move to play.");
            say("bestmove (none)");
            return;
        }
        UciGo go = UciGo.read(words, position);
        for (String sentence : go.leftOut()) {
            say("info string " + sentence);
        }
        Limits limits = engine.strength().limits();
        if (go.depth() != null) {
            limits = limits.and(Limits.depth(go.depth()));
        }
        if (go.nodes() != null) {
            limits = limits.and(Limits.nodes(go.nodes()));
        }
        if (go.mate() != null) {
            // a mate in N is N moves, 2N-1 plies; two more plies give the search room for its reductions
            limits = limits.and(Limits.depth(Math.min(Search.MAX_DEPTH, 2 * go.mate() + 2)));
        }
        String now = go.moveNowReason(position.sideToMove() == Color.WHITE);
        if (now == null && !go.isBounded() && !go.leftOut().isEmpty()) {
            now = "nothing understood in this go bounds the search, so the move comes at once.";
        }
        if (now != null) {
            say("info string " + now);
            limits = limits.and(Limits.depth(1));
        } else if (!go.infinite() && go.time() != null) {
            TimeBudget budget = TimeBudget.of(go.time(), position.sideToMove());
            limits = limits.withTime(budget.softMillis() * 1_000_000, budget.hardMillis() * 1_000_000);
        }
        int[] only = go.searchMoves().isEmpty() ? null : go.searchMoves().stream().mapToInt(position::encode).toArray();
        AtomicBoolean flag = new AtomicBoolean();
        stop = flag;
        Limits chosen = limits;
        boolean waitForStop = go.infinite() && now == null;
        Integer mate = go.mate();
        BuiltInEngine thinker = engine;
        searching = new Thread(() -> {
            boolean[] told = {false};
            Search.Result r = thinker.think(game, chosen, only, flag, i -> {
                told[0] = true;
                info(i);
            });
            if (!told[0]) { // match runners read the score of the last info line (fastchess checks that there is one)
                info(new Search.Info(r.depth(), r.score(), r.nodes(), r.nanos(), new int[] {r.move()}));
            }
            if (mate != null && (r.score() < Search.MATE_BOUND || Search.MATE - r.score() > 2 * mate - 1)) {
                say("info string No mate in " + mate + " was found; this is the best move seen.");
            }
            while (waitForStop && !flag.get()) {
                try { // UCI: after "go infinite" the answer waits for "stop"
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    break;
                }
            }
            say("bestmove " + Position.toMove(r.move()).uci());
        }, "hektor-uci-search");
        searching.setDaemon(true);
        searching.start();
    }

    private void info(Search.Info i) {
        StringBuilder sb = new StringBuilder("info depth ").append(i.depth()).append(" score ");
        int s = i.score();
        if (Math.abs(s) >= Search.MATE_BOUND) {
            int plies = Search.MATE - Math.abs(s);
            sb.append("mate ").append(s > 0 ? (plies + 1) / 2 : -(plies / 2));
        } else {
            sb.append("cp ").append(s);
        }
        long millis = i.nanos() / 1_000_000;
        sb.append(" nodes ").append(i.nodes()).append(" nps ").append(i.nanos() == 0 ? 0 : i.nodes() * 1_000_000_000L / i.nanos())
                .append(" time ").append(millis).append(" pv");
        for (int m : i.pv()) {
            sb.append(' ').append(Position.toMove(m).uci());
        }
        say(sb.toString());
    }

    /** Ends the running search, if any; with {@code stopIt}, tells it to stop rather than waiting for it. */
    private void finishSearch(boolean stopIt) {
        Thread t = searching;
        if (t == null) {
            return;
        }
        if (stopIt) {
            stop.set(true);
        }
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        searching = null;
    }

    private void say(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
