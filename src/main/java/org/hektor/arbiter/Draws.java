package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.San;
import org.hektor.chess.Termination;
import org.hektor.clock.ChessClock;

/**
 * Draw offers (9.1), agreement (5.2.3) and draw claims (9.2 to 9.5): an offer is marked on both scoresheets and
 * stands until answered, in words or by touching a piece; a claim by the player to move, before he touches a piece
 * (9.4), with an intended move written first or not (9.2.1, 9.3.1); a correct claim ends the game, an incorrect one
 * gives the opponent three minutes, obliges the intended move and stands as a draw offer (9.5.2, 9.1.2.3).
 */
final class Draws {
    private final GameState game;

    Draws(GameState game) {
        this.game = game;
    }

    Ruling offer(Color player) {
        Optional<Refusal> over = game.unlessPlaying();
        if (over.isPresent()) {
            return new Ruling.Refused(over.get());
        }
        GameState.Offer standing = game.offer;
        if (standing != null) {
            return new Ruling.Refused(standing.player() == player ? Refusal.about(Refusal.Kind.DRAW_OFFER_STANDS, player)
                    : Refusal.about(Refusal.Kind.OPPONENTS_DRAW_OFFER_STANDS, standing.player()));
        }
        Turn turn = game.turn;
        boolean toMove = player == turn.player;
        boolean inTime = toMove && !game.adjourned()
                && turn.moveMade(player == game.setup.blind(), game.boards.board(player).shows(turn.start));
        int ply = toMove ? game.record.ply() + 1 : Math.max(1, game.record.ply());
        for (Color c : Color.values()) {
            game.changeSheet(c, sheet -> sheet.markOffer(ply)); // rules 8.8.12, 9.1.2.2
        }
        game.offerDraw(player, ply);
        return Ruling.of(new ArbiterEvent.OfferMade(player, ply, inTime));
    }

    Ruling accept(Color player) {
        Optional<Refusal> refusal = game.unlessPlaying().or(() -> unlessOfferedTo(player, Refusal.Kind.NO_DRAW_OFFER));
        if (refusal.isPresent()) {
            return new Ruling.Refused(refusal.get());
        }
        return Ruling.of(game.end(Outcome.draw(Termination.AGREEMENT), Rule.AGREEMENT, GameState.colour(player)
                + " accepted " + GameState.colour(game.offer.player()) + "'s draw offer"));
    }

    /** Rule 9.1.2.1: declined in words. */
    Ruling decline(Color player) {
        Optional<Refusal> refusal = game.unlessPlaying()
                .or(() -> unlessOfferedTo(player, Refusal.Kind.NO_DRAW_OFFER_TO_DECLINE));
        if (refusal.isPresent()) {
            return new Ruling.Refused(refusal.get());
        }
        game.offerDeclined();
        return Ruling.of(new ArbiterEvent.OfferDeclined(player, "in words"));
    }

    private Optional<Refusal> unlessOfferedTo(Color player, Refusal.Kind kind) {
        return game.offer == null || game.offer.player() != player.opposite()
                ? Optional.of(Refusal.about(kind, player.opposite())) : Optional.empty();
    }

    /** Rules 9.2, 9.3 (claims), 9.4 (before touching), 9.5 (correct or not). */
    Ruling claim(Color player, Action.Claim claim, Move intended) {
        Optional<Refusal> notToMove = game.unlessToMove(player);
        if (notToMove.isPresent()) {
            return new Ruling.Refused(notToMove.get());
        }
        Turn turn = game.turn;
        if (!turn.touches().isEmpty()) {
            return new Ruling.Refused(Refusal.about(Refusal.Kind.TOUCHED_BEFORE_CLAIM, player));
        }
        Game current = game.record.game();
        if (intended != null && !current.position().isLegal(intended)) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.INTENDED_MOVE_NOT_LEGAL).naming(intended.uci()));
        }
        boolean repetition = claim == Action.Claim.REPETITION;
        boolean correct = repetition
                ? (intended == null ? current.canClaimThreefoldRepetition() : current.canClaimThreefoldRepetition(intended))
                : (intended == null ? current.canClaimFiftyMoves() : current.canClaimFiftyMoves(intended));
        Rule rule = repetition
                ? (intended == null ? Rule.REPETITION_ON_THE_BOARD : Rule.REPETITION_WITH_MOVE)
                : (intended == null ? Rule.FIFTY_MOVES_MADE : Rule.FIFTY_MOVES_WITH_MOVE);
        if (correct) {
            return Ruling.of(game.end(
                    Outcome.draw(repetition ? Termination.THREEFOLD_REPETITION : Termination.FIFTY_MOVES), rule,
                    GameState.colour(player) + "'s claim is correct (9.5.1)"));
        }
        String reason = (repetition ? "the position has not stood on the board three times"
                : "fifty moves have not been made without a pawn move or a capture")
                + "; the claim stands as a draw offer (9.1.2.3)";
        List<ArbiterEvent> events = new ArrayList<>();
        events.add(new ArbiterEvent.ClaimRejected(player, claim, Rule.INCORRECT_CLAIM, reason, intended,
                intended == null ? null : San.of(current.position(), intended)));
        if (game.clock != null) {
            game.clock.penalizeIncorrectClaim(player);
            events.add(new ArbiterEvent.TimeAdded(player.opposite(), ChessClock.INCORRECT_CLAIM_PENALTY,
                    Rule.INCORRECT_CLAIM, game.clock.remainingMillis(player.opposite())));
        }
        if (intended != null) {
            turn.oblige(intended); // rule 9.5.2: the intended move must be made, by Article 4
        }
        game.offerDraw(player, game.record.ply() + 1);
        return Ruling.of(events);
    }
}
