package org.hektor.engine;

import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.engine.internal.Limits;
import org.hektor.engine.internal.Search;
import org.hektor.engine.internal.Strength;
import org.hektor.engine.internal.TranspositionTable;

/**
 * Hektor's own engine, levels 1 (a beginner) to 10 (full strength). It thinks on its own thread; the same
 * level, seed and node limit give the same moves, which the tests rely on.
 */
public final class BuiltInEngine implements Opponent, Analyst {
    public static final String NAME = "Hektor";
    public static final int DEFAULT_HASH_MB = 16;

    private final Strength strength;
    private final Random random;
    private final long nodeLimit;
    private final Search search;
    private final ExecutorService thread;

    /** A level with a fresh random seed: each game goes its own way. */
    public BuiltInEngine(int level) {
        this(level, new Random().nextLong());
    }

    public BuiltInEngine(int level, long seed) {
        this(level, seed, Limits.NONE);
    }

    /** {@code nodeLimit}: stop after about this many positions (after two plies at least); for repeatable play. */
    public BuiltInEngine(int level, long seed, long nodeLimit) {
        this(level, seed, nodeLimit, DEFAULT_HASH_MB, System::nanoTime);
    }

    BuiltInEngine(int level, long seed, long nodeLimit, int hashMb, LongSupplier nanoClock) {
        if (nodeLimit <= 0) {
            throw new IllegalArgumentException("The node limit must be positive, not " + nodeLimit + ".");
        }
        this.strength = Strength.of(level);
        this.random = new Random(seed);
        this.nodeLimit = nodeLimit;
        this.search = new Search(new TranspositionTable(hashMb), nanoClock);
        this.thread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "hektor-engine-level-" + level);
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public CompletableFuture<Move> move(Position start, List<Move> moves, TimeLeft time) {
        GameSoFar game = GameSoFar.replay(start, moves);
        if (game.position().legalMoves().isEmpty()) {
            throw new IllegalArgumentException("The game is over: there is no move to play.");
        }
        AtomicBoolean stop = new AtomicBoolean();
        CompletableFuture<Move> result = new CompletableFuture<>();
        result.whenComplete((m, e) -> stop.set(true)); // cancelling the future stops the search
        thread.execute(() -> {
            if (result.isDone()) {
                return;
            }
            try {
                Search.Result r = think(game, limitsFor(game, time), stop, null);
                lastThought = thought(r);
                result.complete(Position.toMove(r.move()));
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        });
        return result;
    }

    /** What a search found: the move, its score in centipawns for the side to move, and what it cost. */
    public record Thought(Move move, int score, int depth, long nodes, long nanos) {
    }

    private volatile Thought lastThought;

    /** Thinks on the calling thread (for benchmarks and the command line) and says what it found. */
    public Thought think(Position start, List<Move> moves, TimeLeft time) {
        GameSoFar game = GameSoFar.replay(start, moves);
        if (game.position().legalMoves().isEmpty()) {
            throw new IllegalArgumentException("The game is over: there is no move to play.");
        }
        return thought(think(game, limitsFor(game, time), new AtomicBoolean(), null));
    }

    /** The last move's search made through {@link #move}, or null before the first. */
    public Thought lastThought() {
        return lastThought;
    }

    private static Thought thought(Search.Result r) {
        return new Thought(Position.toMove(r.move()), r.score(), r.depth(), r.nodes(), r.nanos());
    }

    /** This level's limits and the node limit, within the time the clock allows. */
    Limits limitsFor(GameSoFar game, TimeLeft time) {
        TimeBudget budget = TimeBudget.of(time, game.position().sideToMove());
        return strength.limits().and(Limits.nodes(nodeLimit))
                .withTime(budget.softMillis() * 1_000_000, budget.hardMillis() * 1_000_000);
    }

    /** Searches on the calling thread (the UCI server's worker, or this engine's own thread). */
    synchronized Search.Result think(GameSoFar game, Limits limits, AtomicBoolean stop, Consumer<Search.Info> info) {
        return think(game, limits, null, stop, info);
    }

    /** The same, among the root moves {@code onlyMoves} (board int form) when not null. */
    synchronized Search.Result think(GameSoFar game, Limits limits, int[] onlyMoves, AtomicBoolean stop,
                                     Consumer<Search.Info> info) {
        return search.run(game.position().toBoard(), game.keys(), limits, onlyMoves, random, stop, info);
    }

    /**
     * Analyses at full strength whatever this engine's level (a review judges moves, it does not play them): the
     * position alone, without the game before it, so the same position and budget get the same analysis in any game
     * and any order (a node budget: on any machine too).
     */
    @Override
    public Analysis analyse(Position position, AnalysisBudget budget, List<Move> only) {
        if (position.legalMoves().isEmpty()) {
            throw new IllegalArgumentException("The game is over: there is nothing to analyse.");
        }
        Limits limits = Limits.depth(budget.depth() == null ? Search.MAX_DEPTH : budget.depth());
        if (budget.nodes() != null) {
            limits = limits.and(Limits.nodes(budget.nodes()));
        }
        if (budget.millis() != null) {
            limits = limits.withTime(budget.millis() * 1_000_000, budget.millis() * 1_000_000);
        }
        int[] onlyMoves = only.isEmpty() ? null : only.stream().mapToInt(position::encode).toArray();
        newGame(); // each position from a clear table: the same analysis whatever was analysed before (a resumed review)
        Search.Result r = think(GameSoFar.replay(position, List.of()), limits, onlyMoves, new AtomicBoolean(), null);
        List<Move> line = new java.util.ArrayList<>();
        int[] pv = r.pv() != null && r.pv().length > 0 ? r.pv() : new int[] {r.move()};
        for (int m : pv) {
            line.add(Position.toMove(m));
        }
        if (Math.abs(r.score()) >= Search.MATE_BOUND) {
            int plies = Search.MATE - Math.abs(r.score());
            return Analysis.mate(r.score() > 0 ? (plies + 1) / 2 : -(plies / 2), line, r.depth());
        }
        return Analysis.centipawns(r.score(), line, r.depth());
    }

    Strength strength() {
        return strength;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String level() {
        return "level " + strength.level();
    }

    @Override
    public synchronized void newGame() {
        search.clear();
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
