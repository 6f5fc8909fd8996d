package org.hektor.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/**
 * A UCI engine with Hektor's own engine behind it: when the UCI engine fails (it will not start, breaks the
 * protocol, dies, hangs or answers with an illegal move), the player is told (the caller says it in his words,
 * {@code words.EngineFallback}) and the built-in engine plays that move and the rest of the game. The game never
 * waits on a broken engine.
 */
public final class FallbackOpponent implements Opponent {
    private final Opponent fallback;
    private final Consumer<String> onFailure;
    private volatile Opponent primary;

    /**
     * {@code onFailure} receives, once, why the UCI engine failed: the UCI client's own sentence (English, the
     * protocol's), or an empty text when there is none; the caller tells the player in his words.
     */
    public FallbackOpponent(Opponent primary, Opponent fallback, Consumer<String> onFailure) {
        this.primary = primary;
        this.fallback = fallback;
        this.onFailure = onFailure;
    }

    /** Starts the UCI engine at {@code executable}; if that fails, says so and plays with {@code fallback}. */
    public static FallbackOpponent startUci(Path executable, UciSettings settings, Opponent fallback,
                                            Consumer<String> onFailure) {
        try {
            return new FallbackOpponent(UciEngine.start(executable, settings), fallback, onFailure);
        } catch (UciException e) {
            onFailure.accept(why(e.getMessage()));
            return new FallbackOpponent(null, fallback, onFailure);
        }
    }

    /** Whether the UCI engine has failed and the built-in engine plays. */
    public boolean hasFallenBack() {
        return primary == null;
    }

    @Override
    public CompletableFuture<Move> move(Position start, List<Move> moves, TimeLeft time) {
        Opponent first = primary;
        if (first == null) {
            return fallback.move(start, moves, time);
        }
        CompletableFuture<Move> result = new CompletableFuture<>();
        AtomicReference<CompletableFuture<Move>> current = new AtomicReference<>(first.move(start, moves, time));
        result.whenComplete((m, e) -> {
            if (result.isCancelled()) {
                current.get().cancel(true);
            }
        });
        current.get().whenComplete((m, e) -> {
            if (e == null) {
                result.complete(m);
            } else if (!result.isDone() && !(e instanceof CancellationException)) {
                Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
                fallBack(first, cause.getMessage());
                CompletableFuture<Move> second = fallback.move(start, moves, time);
                current.set(second);
                second.whenComplete((m2, e2) -> {
                    if (e2 == null) {
                        result.complete(m2);
                    } else {
                        result.completeExceptionally(e2);
                    }
                });
                if (result.isCancelled()) {
                    second.cancel(true);
                }
            }
        });
        return result;
    }

    private synchronized void fallBack(Opponent failed, String why) {
        if (primary == failed) {
            primary = null;
            onFailure.accept(why(why));
            failed.close();
        }
    }

    private static String why(String message) {
        return message == null ? "" : message.strip();
    }

    @Override
    public String name() {
        Opponent p = primary;
        return p == null ? fallback.name() : p.name();
    }

    @Override
    public String level() {
        Opponent p = primary;
        return p == null ? fallback.level() : p.level();
    }

    @Override
    public void newGame() {
        Opponent p = primary;
        if (p != null) {
            p.newGame();
        }
        fallback.newGame();
    }

    @Override
    public void close() {
        Opponent p = primary;
        if (p != null) {
            p.close();
        }
        fallback.close();
    }
}
