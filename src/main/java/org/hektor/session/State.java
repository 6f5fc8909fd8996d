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
 * @param clock         both clocks now, or null for an untimed game
 * @param clockReading  the same as an engine needs it (remaining, increments, moves to go), or null
 * @param clockHistory  the clocks after each ply (index 0: the start), empty for an untimed game
 * @param clockRunning  a clock is running (started, not stopped, game not over)
 * @param proposed      the player's move read back and waiting for confirmation, or null
 * @param asked         the moves of a pending question, empty if none
 * @param confirming    what a pending yes/no question is about, or null
 * @param drawOffer     the side whose draw offer stands, or null
 * @param outcome       how the game ended, or null while it goes on
 * @param lastMove      the last move's announcement ("" before the first move)
 */
public record State(long at, Settings settings, List<Move> moves, List<String> sans, Position position,
                    ClockSnapshot clock,
                    ClockReading clockReading, List<ClockSnapshot> clockHistory, boolean clockRunning, Move proposed, List<Move> asked,
                    Event.Confirmation confirming, Color drawOffer, Outcome outcome, String lastMove) {

    public State {
        moves = List.copyOf(moves);
        sans = List.copyOf(sans);
        clockHistory = List.copyOf(clockHistory);
        asked = List.copyOf(asked);
        Objects.requireNonNull(position, "position");
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
