package org.hektor.cli;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.hektor.chess.Move;
import org.hektor.clock.ClockReading;
import org.hektor.engine.Opponent;
import org.hektor.engine.TimeLeft;
import org.hektor.session.Command;
import org.hektor.session.Event;
import org.hektor.session.GameSession;
import org.hektor.words.Words;
import org.hektor.session.Mode;
import org.hektor.session.State;

/**
 * The engine's chair in a practice game: a subscriber of the session that, whenever the session says it is the
 * engine's move ({@link Event.Prompt} for the engine's colour), asks the {@link Opponent} on the engine's own
 * thread and queues its answer as a {@link Command.EngineMove} like any other command. The game's end cancels the
 * thinking. A replayed journal publishes nothing, so the engine is never asked during a replay.
 */
final class EngineSeat implements Consumer<Event> {
    /** Thinking time per move when the game has no clock. */
    static final long UNTIMED_MOVE_MILLIS = 2000;

    private final GameSession session;
    private final Opponent opponent;
    private final Words messages;
    private int askedAt = -1;
    private CompletableFuture<Move> thinking;

    EngineSeat(GameSession session, Opponent opponent) {
        this.session = session;
        this.opponent = opponent;
        this.messages = Words.forLanguage(session.settings().notation().language());
    }

    @Override
    public void accept(Event event) {
        if (event instanceof Event.Prompt p && p.toMove() == session.settings().opponent()
                && session.settings().mode() == Mode.PRACTICE) {
            ask(session.state());
        } else if (event instanceof Event.GameOver) {
            cancel();
        }
    }

    private void ask(State s) {
        if (s.isOver() || s.ply() == askedAt) {
            return;                                  // already thinking about this position
        }
        askedAt = s.ply();
        int ply = s.ply();
        thinking = opponent.move(s.settings().start(), s.moves(), timeLeft(s.clockReading()));
        thinking.whenComplete((move, error) -> {
            if (move != null) {
                session.submit(new Command.EngineMove(ply, move));
            } else if (!(cause(error) instanceof CancellationException)) {
                // Hektor's own engine has nothing to fall back on (a UCI engine's failure never reaches here, the
                // FallbackOpponent plays on): what is left to the player is to stop, the game kept to go on later
                session.submit(new Command.Notice(messages.say("session.engine.broke")));
            }
        });
    }

    static TimeLeft timeLeft(ClockReading r) {
        if (r == null) {
            return TimeLeft.perMove(UNTIMED_MOVE_MILLIS);
        }
        return TimeLeft.clock(r.white().remainingMillis(), r.black().remainingMillis(), r.white().incrementMillis(),
                r.black().incrementMillis(), r.side(r.toMove()).movesToGo());
    }

    private static Throwable cause(Throwable t) {
        return t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
    }

    /** Stops the thinking (the game ended, or the program is closing). */
    public void cancel() {
        if (thinking != null) {
            thinking.cancel(true);
        }
    }
}
