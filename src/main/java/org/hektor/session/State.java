package org.hektor.session;

import java.util.List;
import java.util.Objects;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.clock.ClockReading;
import org.hektor.clock.ClockSnapshot;

/**
 * The whole game at one instant, immutable: what a page that reconnects shows, what the exports write, what a
 * test looks at. The session publishes a new one after every command it handles (so the clock readings are at
 * most a timer tick old).
 *
 * @param at            the session instant of this picture
 * @param settings      the game's settings
 * @param moves         the moves of the game record, in order
 * @param sans          the same moves in English SAN
 * @param position      the current position
 * @param clocks        both clocks now, as an engine needs them, after each ply, and whether one runs
 * @param waiting       what waits for the player's word: a read-back, a question, a yes/no
 * @param drawOffer     the side whose draw offer stands, or null
 * @param outcome       how the game ended, or null while it goes on
 * @param lastMove      the last move's announcement ("" before the first move)
 */
public record State(long at, Settings settings, List<Move> moves, List<String> sans, Position position,
                    Clocks clocks, Waiting waiting, Color drawOffer, Outcome outcome, String lastMove) {

    public State {
        moves = List.copyOf(moves);
        sans = List.copyOf(sans);
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(clocks, "clocks");
        Objects.requireNonNull(waiting, "waiting");
    }

    /**
     * The clocks at the instant of the picture.
     *
     * @param now      both clocks now, or null for an untimed game
     * @param reading  the same as an engine needs it (remaining, increments, moves to go), or null
     * @param history  the clocks after each ply (index 0: the start), empty for an untimed game
     * @param running  a clock is running (started, not stopped, game not over)
     */
    public record Clocks(ClockSnapshot now, ClockReading reading, List<ClockSnapshot> history, boolean running) {
        /** An untimed game's: no clock, no history, nothing running. */
        public static final Clocks NONE = new Clocks(null, null, List.of(), false);

        public Clocks {
            history = List.copyOf(history);
        }
    }

    /**
     * What waits for the player's word; at most one part is set.
     *
     * @param proposed    the player's move read back and waiting for confirmation, or null
     * @param asked       the moves of a pending question, empty if none
     * @param confirming  what a pending yes/no question is about, or null
     */
    public record Waiting(Move proposed, List<Move> asked, Event.Confirmation confirming) {
        public Waiting {
            asked = List.copyOf(asked);
        }

        static Waiting of(Pending pending) {
            return new Waiting(pending instanceof Pending.Proposal p ? p.move() : null,
                    pending instanceof Pending.Question q ? q.ask().moves() : List.of(),
                    pending instanceof Pending.YesNo y ? y.what() : null);
        }
    }

    /** Both clocks now, or null for an untimed game. */
    public ClockSnapshot clock() {
        return clocks.now();
    }

    /** The clocks as an engine needs them, or null for an untimed game. */
    public ClockReading clockReading() {
        return clocks.reading();
    }

    /** The clocks after each ply (index 0: the start), empty for an untimed game. */
    public List<ClockSnapshot> clockHistory() {
        return clocks.history();
    }

    public boolean clockRunning() {
        return clocks.running();
    }

    /** The player's move read back and waiting for confirmation, or null. */
    public Move proposed() {
        return waiting.proposed();
    }

    /** The moves of a pending question, empty if none. */
    public List<Move> asked() {
        return waiting.asked();
    }

    /** What a pending yes/no question is about, or null. */
    public Event.Confirmation confirming() {
        return waiting.confirming();
    }

    public int ply() {
        return moves.size();
    }

    /** The current position as FEN, for pages and exports. */
    public String fen() {
        return position.fen();
    }

    public Color toMove() {
        return position().sideToMove();
    }

    public boolean isOver() {
        return outcome != null;
    }

    /** The game record rebuilt from the start position and the moves. */
    public Game game() {
        Game game = new Game(settings.start(), settings.automaticDraws());
        moves.forEach(game::play);
        return game;
    }
}
