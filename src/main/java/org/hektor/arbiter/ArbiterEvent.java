package org.hektor.arbiter;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.ClockSnapshot;
import org.hektor.sync.Correction;
import org.hektor.sync.Divergence;
import org.hektor.sync.Reconciliation;

/** What the arbiter decided or noticed; the session speaks, shows and journals these. */
public sealed interface ArbiterEvent {

    /**
     * The action of {@code player} (null: the arbiter's own) is not possible now; nothing changed. {@code why} is
     * a value; {@code words.Refusals} says it in the player's language.
     */
    record Refused(Color player, Refusal why) implements ArbiterEvent {
        /** A refusal with no kind of its own ({@link Refusal.Kind#OTHER}), said as {@code detail}. */
        public Refused(Color player, String detail) {
            this(player, Refusal.other(detail));
        }
    }

    /**
     * A deliberate touch by the player to move, and what his touches now oblige (4.3, 4.4). {@code reported}:
     * it is the sighted player's touch, told to the visually impaired player (2.9e).
     */
    record Touched(Color player, Square square, Piece piece, TouchMove.Obligation obligation, boolean reported)
            implements ArbiterEvent {
    }

    /** Rule 4.2: a piece adjusted after saying so; no obligation. */
    record Adjusted(Color player, Square square) implements ArbiterEvent {
    }

    /** Rule 2.3(c): the visually impaired player announced this move; until the clock switches he may correct it (2.6). */
    record Announced(Color player, Move move, String san) implements ArbiterEvent {
    }

    /** Rule 2.6: the announced move was corrected before the clock switched; the new one replaces it. */
    record Corrected(Color player, Move was, String wasSan, Move now, String san) implements ArbiterEvent {
    }

    /** A legal move completed: in the record, the clock switched to the opponent. */
    record Moved(Color player, int ply, Move move, String san, ClockSnapshot clock) implements ArbiterEvent {
    }

    /**
     * An illegal move completed (7.4). {@code count} is the player's illegal moves so far that were ruled on;
     * {@code claimable}: the opponent may claim it before his own move (rapid B6, blitz 17.3.2), and until then it
     * stands on the board.
     */
    record IllegalMove(Color player, int ply, Move move, int count, Rule rule, boolean claimable)
            implements ArbiterEvent {
    }

    /** Time added to a player's clock: 7.4.2 (two minutes), 9.5.2 (three minutes). */
    record TimeAdded(Color player, Duration amount, Rule rule, long remainingMillis) implements ArbiterEvent {
    }

    /** The clocks were started (6.5), stopped (6.12.1) or started again (6.12.3). */
    record Clocks(boolean running, Rule rule) implements ArbiterEvent {
    }

    /** Both clocks set back to how they stood after a ply (2.8, 6.13). */
    record ClockSet(Rule rule, ClockSnapshot clock) implements ArbiterEvent {
    }

    /**
     * The boards must show {@code position}, the record's position after {@code ply}: 7.4.1 (the position before
     * an illegal move), 7.5, B5 (a move broke touch-move), A5/A9 (the adjourned position and the sealed move).
     */
    record SetBoards(Rule rule, int ply, Position position, Map<Color, List<Correction>> corrections)
            implements ArbiterEvent {
    }

    /** A player carried out his corrections; his board now shows {@code placement}. */
    record Followed(Color player, String placement) implements ArbiterEvent {
    }

    /**
     * Rule 9.1: a draw offer, marked "(=)" on both scoresheets at {@code ply}. {@code inTime}: made after the
     * player's move and before his clock press, as 9.1.2.1 asks (an offer at another time stands too).
     */
    record OfferMade(Color player, int ply, boolean inTime) implements ArbiterEvent {
    }

    /** Rule 9.1.2.1: the offer is declined, in words or by touching a piece to move it. */
    record OfferDeclined(Color player, String how) implements ArbiterEvent {
    }

    /**
     * An incorrect claim (9.5.2, or a flag claim when the flag is up): the game goes on; {@code mustPlay} is the
     * intended move the claimant must now play (9.5.2), or null, and its SAN.
     */
    record ClaimRejected(Color player, Action.Claim claim, Rule rule, String reason, Move mustPlay, String mustPlaySan)
            implements ArbiterEvent {
    }

    /** A correct claim of an irregular move (rapid B5, B6): the ruling follows. */
    record ClaimUpheld(Color player, Action.Claim claim, Rule rule, String reason) implements ArbiterEvent {
    }

    /**
     * What the player must now do: his move did not count, because it broke touch-move (4.3, 4.4; standard play at
     * once, rapid on a claim, B5) or was not the move of his incorrect claim (9.5.2); the boards are set back.
     */
    record Obliged(Color player, TouchMove.Obligation obligation) implements ArbiterEvent {
    }

    /** A flag fell and was called or claimed (6.8, 2.9e, B7). */
    record FlagFell(Color player, Rule rule) implements ArbiterEvent {
    }

    /** Rule 6.11.1: both flags are down in a period that is not the last: the game goes on. */
    record BothFlagsPlayOn(Rule rule) implements ArbiterEvent {
    }

    /** The game ended. {@code rule} is the article applied (it may be more exact than the termination's own). */
    record GameOver(Outcome outcome, Rule rule, String reason) implements ArbiterEvent {
    }

    /** The result of a check (2.7): a divergence, or none. */
    record Checked(Optional<Divergence> divergence) implements ArbiterEvent {
    }

    /** The arbiter's ruling on the boards (2.7, 2.8), already carried out for the record, clocks and scoresheets. */
    record Reconciled(Reconciliation plan) implements ArbiterEvent {
    }

    /** Annex A1: a move was written for the envelope (what it is stays sealed). */
    record Sealed(Color player) implements ArbiterEvent {
    }

    /** Annex A1, A2: the game is adjourned; the envelope. */
    record Adjourned(Envelope envelope) implements ArbiterEvent {
    }

    /** Annex A7, A8: the envelope is opened on resumption. */
    record Opened(Color sealer, SealedMove.Opened reading) implements ArbiterEvent {
    }
}
