package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.sync.PlayerBoard;

/**
 * The players' hands on their own boards and what they bind them to: touching (2.2: on the tactile board lifting is
 * touching; 4.2 adjusting), touch-move (4.3, 4.4, enforced at once in standard play, on a B5 claim in rapid and
 * blitz), the release of 4.6, and a draw offer declined by touching a piece (9.1.2.1).
 *
 * <p>A board event on a square where the player's board still differs from the position his turn began with is
 * catching up (carrying out the opponent's move, a correction), not a touch.
 */
final class Touching {
    private final GameState game;

    Touching(GameState game) {
        this.game = game;
    }

    static boolean isBoardEvent(Action a) {
        return a instanceof Action.Lift || a instanceof Action.Place || a instanceof Action.Remove
                || a instanceof Action.Put || a instanceof Action.Touch || a instanceof Action.Adjust
                || a instanceof Action.Report;
    }

    /** A hand on the player's own board; any player may do this at any time, the board only records it. */
    Ruling boardEvent(Action action) {
        Color player = action.player();
        List<ArbiterEvent> events = new ArrayList<>();
        PlayerBoard before = game.boards.board(player);
        PlayerBoard after = before;
        Square touched = null;
        if (action instanceof Action.Lift l) {
            if (before.pieceAt(l.square()) == null) {
                return new Ruling.Refused(Refusal.on(Refusal.Kind.NO_PIECE_TO_LIFT, l.square()));
            }
            after = before.lift(l.square());
            touched = l.square();
        } else if (action instanceof Action.Place p) {
            if (before.hand().isEmpty()) {
                return new Ruling.Refused(Refusal.on(Refusal.Kind.NOTHING_LIFTED, p.square()));
            }
            after = before.place(p.square());
        } else if (action instanceof Action.Remove r) {
            if (before.pieceAt(r.square()) == null
                    && before.hand().stream().noneMatch(h -> h.from().equals(r.square()))) {
                return new Ruling.Refused(Refusal.on(Refusal.Kind.NO_PIECE_TO_REMOVE, r.square()));
            }
            after = before.remove(r.square());
            touched = before.pieceAt(r.square()) != null ? r.square() : null;
        } else if (action instanceof Action.Put p) {
            after = before.put(p.piece(), p.square());
        } else if (action instanceof Action.Report r) {
            Optional<String> objection = PlayerBoard.objectionTo(r.placement());
            if (objection.isPresent()) {
                return new Ruling.Refused(Refusal.of(Refusal.Kind.BAD_PLACEMENT).quoting(objection.get()));
            }
            after = before.report(r.placement());
        } else if (action instanceof Action.Touch t) {
            // Rule 2.2: the visually impaired player feels the pieces; only pulling one out is touching it.
            touched = player == game.setup.sighted() ? t.square() : null;
        } else if (action instanceof Action.Adjust a) {
            if (before.pieceAt(a.square()) == null) {
                return new Ruling.Refused(Refusal.on(Refusal.Kind.NO_PIECE_TO_ADJUST, a.square()));
            }
            events.add(new ArbiterEvent.Adjusted(player, a.square()));
        }
        game.putBoard(player, after);
        boolean myTurn = game.over == null && !game.adjourned() && player == game.turn.player;
        if (!myTurn) {
            return Ruling.of(events);
        }
        if (action instanceof Action.Place p) {
            released(player, before, p.square());
        } else if (action instanceof Action.Put p) {
            promotionPieceReleased(player, before, p);
        }
        if (touched != null && before.pieceAt(touched) != null
                && before.pieceAt(touched) == game.turn.start.pieceAt(touched)) {
            events.addAll(touch(player, touched, before.pieceAt(touched), action instanceof Action.Lift));
        }
        return Ruling.of(events);
    }

    /** A deliberate touch by the player to move (not catching up: his board agrees with the record there). */
    private List<ArbiterEvent> touch(Color player, Square square, Piece piece, boolean lift) {
        Turn turn = game.turn;
        turn.touched(square, lift && piece.color() == player); // rule 2.3(a)
        TouchMove.Obligation obligation = turn.mustPlay != null ? mustPlay(turn) : TouchMove.of(turn.start, turn.touches());
        ArbiterEvent touchedEvent = new ArbiterEvent.Touched(player, square, piece, obligation,
                player == game.setup.sighted());
        if (game.offer != null && game.offer.player() == player.opposite()) {
            game.offerDeclined(); // rule 9.1.2.1: declined by touching a piece with the intention of moving or capturing it
            return List.of(touchedEvent, new ArbiterEvent.OfferDeclined(player, "touched a piece"));
        }
        return List.of(touchedEvent);
    }

    /** Rule 9.5.2: the intended move of an incorrect claim must be made; it goes before what was touched since. */
    static TouchMove.Obligation mustPlay(Turn turn) {
        return new TouchMove.Obligation(Rule.INCORRECT_CLAIM, Set.of(turn.mustPlay),
                "play " + San.of(turn.start, turn.mustPlay));
    }

    /** A lifted piece of the player's own put down on another square: rule 2.3(b), and 4.6 for a legal move. */
    private void released(Color player, PlayerBoard before, Square to) {
        Turn turn = game.turn;
        if (before.hand().isEmpty()) {
            return;
        }
        PlayerBoard.Held held = before.hand().get(before.hand().size() - 1);
        if (held.piece().color() != player || held.from().equals(to)
                || turn.start.pieceAt(held.from()) != held.piece()) {
            return;
        }
        // rule 4.6: a legal move released cannot go to another square now
        boolean legal = turn.released == null && turn.start.legalMoves().stream()
                .anyMatch(m -> m.from().equals(held.from()) && m.to().equals(to));
        turn.placed(Move.of(held.from(), to), legal);
    }

    /**
     * Rule 4.6.3 as the Laws describe a promotion: the pawn lifted (still in the hand) and the new piece put on the
     * promotion square. For the blind player that piece is what he puts into a hole on another square (2.3b); the
     * choice of the piece is made once it touches the square (4.4.4).
     */
    private void promotionPieceReleased(Color player, PlayerBoard before, Action.Put put) {
        Turn turn = game.turn;
        if (before.hand().isEmpty() || turn.released != null || put.piece().color() != player
                || !put.piece().type().isPromotionTarget()) {
            return;
        }
        PlayerBoard.Held held = before.hand().get(before.hand().size() - 1);
        Move promotion = new Move(held.from(), put.square(), put.piece().type());
        if (held.piece().color() == player && turn.start.pieceAt(held.from()) == held.piece()
                && turn.start.isLegal(promotion)) {
            turn.placed(promotion, true);
        }
    }

    /** What the touches of the player to move oblige now. */
    TouchMove.Obligation obligation() {
        return TouchMove.of(game.turn.start, game.turn.touches());
    }

    /**
     * Standard play: the arbiter enforces touch-move at once. The move does not count; the board goes back and the
     * touched piece must move (4.3, 4.4) — the released piece of 4.6 was released in a move he may not make.
     */
    List<ArbiterEvent> enforceAtOnce(Color player, TouchMove.Obligation obligation) {
        ArbiterEvent obliged = new ArbiterEvent.Obliged(player, obligation);
        game.turn.restartMove();
        return List.of(obliged, game.setBoards(obligation.rule()));
    }

    /**
     * Rule B5: the opponent's last move broke touch-move, claimed before the claimant's own move and before he touches
     * a piece himself (4.7).
     */
    Ruling claim(Color player) {
        GameState.Pending p = game.pending;
        if (p == null || p.kind() != GameState.Irregularity.TOUCH || p.offender() != player.opposite()) {
            return new Ruling.Refused(game.setup.discipline().arbiterActsAtOnce()
                    ? Refusal.of(Refusal.Kind.TOUCH_MOVE_ENFORCED_AT_ONCE)
                    : Refusal.about(Refusal.Kind.NO_TOUCH_MOVE_TO_CLAIM, player.opposite()));
        }
        if (!game.turn.touches().isEmpty()) {
            // Rule 4.7: a player loses the right to claim his opponent's breach of Article 4 once he touches a piece.
            return new Ruling.Refused(Refusal.about(Refusal.Kind.TOUCH_CLAIM_FORFEITED, p.offender()));
        }
        List<ArbiterEvent> events = new ArrayList<>();
        events.add(new ArbiterEvent.ClaimUpheld(player, Action.Claim.TOUCH, Rule.RAPID_TOUCH_CLAIMED,
                GameState.colour(p.offender()) + "'s move " + San.of(p.before(), p.move()) + " broke touch-move ("
                        + p.obligation().rule().article() + ")"));
        events.addAll(game.takeBack(p, Rule.RAPID_TOUCH_CLAIMED));
        return Ruling.of(events);
    }
}
