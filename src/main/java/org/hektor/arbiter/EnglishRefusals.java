package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;

/**
 * The arbiter's own English sentence for each {@link Refusal}, which {@code hektor arbiter} prints and an English
 * game says: the one place they are written. Other languages say the same refusal from its kind and arguments.
 */
final class EnglishRefusals {
    private EnglishRefusals() {
    }

    /** The sentence for {@code r}, refused to {@code actor} (null for the arbiter's own business). */
    static String say(Refusal r, Color actor) {
        String colour = r.color() == null ? "" : colour(r.color());
        String square = r.square() == null ? "" : r.square().name();
        return switch (r.kind()) {
            case GAME_OVER -> "The game is over (" + r.detail() + ").";
            case NOT_YOUR_MOVE -> "It is " + colour + "'s move, not " + colour(actor) + "'s.";
            case CLOCKS_STOPPED -> "The clocks are stopped (6.12.1); a move is completed once they run again.";
            case CLOCKS_ALREADY_STOPPED -> "The clocks are stopped already.";
            case CLOCKS_NOT_STARTED -> "The clocks have not been started, so the game has not begun (6.5).";
            case CLOCKS_NOT_STARTED_YET -> "The clocks have not been started yet (6.5).";
            case CLOCKS_RUNNING -> "The clocks are running already.";
            case NO_CLOCK -> "This game has no clock, so no flag can fall.";
            case NO_CLOCK_TO_START_OR_STOP -> "This game has no clock.";
            case MOVE_NOT_COMPLETE -> "The move is not complete, so the clock cannot be switched yet (2.3): "
                    + String.join(", ", undone(r)) + ".";
            case NO_MOVE_ON_BOARD -> "No move can be seen on " + colour + "'s board: make the move, then press the "
                    + "clock.";
            case MOVE_STANDS -> "The clock has been switched, so " + colour + "'s move " + r.move() + " stands (2.6).";
            case NOTHING_TO_CORRECT -> "No move has been announced yet, so there is none to correct (2.6).";
            case SIGHTED_PLAYER_DOES_NOT_ANNOUNCE -> "The sighted player makes his move on the board and presses the "
                    + "clock (2.3); Hektor announces it.";
            case NO_PIECE_FOR_MOVE -> colour + " has no piece on " + square + ", so " + r.move() + " cannot be made.";
            case CLAIM_THE_ILLEGAL_MOVE -> "The position after " + colour + "'s illegal move cannot be played on; "
                    + "claim it (" + r.rule().article() + ").";
            case ILLEGAL_MOVES_RULED_AT_ONCE -> "In standard play the arbiter acts on an illegal move at once (7.4.1); "
                    + "there is none to claim.";
            case NO_ILLEGAL_MOVE_TO_CLAIM -> "There is no illegal move of " + colour + "'s to claim; a claim is made "
                    + "before one's own move (" + r.rule().article() + ").";
            case TOUCH_MOVE_ENFORCED_AT_ONCE -> "In standard play the arbiter enforces touch-move at once (4.3); there "
                    + "is nothing to claim.";
            case NO_TOUCH_MOVE_TO_CLAIM -> colour + "'s last move kept touch-move, or it is too late to claim it (B5).";
            case TOUCH_CLAIM_FORFEITED -> colour(actor) + " touched a piece, so he can no longer claim that " + colour
                    + " broke touch-move (4.7).";
            case TOUCHED_BEFORE_CLAIM -> colour + " touched a piece without claiming first, so he can no longer claim "
                    + "a draw on this move (9.4).";
            case INTENDED_MOVE_NOT_LEGAL -> "The intended move " + r.move() + " is not legal, so it cannot be the move "
                    + "of a claim (9.2.1, 9.3.1).";
            case DRAW_OFFER_STANDS -> colour + "'s draw offer already stands; it cannot be withdrawn (9.1.2.1).";
            case OPPONENTS_DRAW_OFFER_STANDS -> colour + "'s draw offer stands: accept or decline it.";
            case NO_DRAW_OFFER -> "There is no draw offer from " + colour + " to accept.";
            case NO_DRAW_OFFER_TO_DECLINE -> "There is no draw offer from " + colour + " to decline.";
            case NO_PIECE_TO_LIFT -> "There is no piece on " + square + " to lift.";
            case NOTHING_LIFTED -> "No piece is lifted, so none can be placed on " + square + ".";
            case NO_PIECE_TO_REMOVE -> "There is no piece on " + square + " to remove.";
            case NO_PIECE_TO_ADJUST -> "There is no piece on " + square + " to adjust.";
            case BAD_PLACEMENT, OTHER -> r.detail();
            case EMPTY_SCORESHEET_ENTRY -> "An empty scoresheet entry cannot be written; write the move, for example "
                    + "Nf3.";
            case NO_CORRECTIONS -> colour + " has no corrections to carry out.";
            case ADJOURNED -> "The game is adjourned; it goes on when it resumes (A1, A9).";
            case ADJOURNED_CLOCKS_WAIT -> "The game is adjourned; its clocks run again when it resumes (A9).";
            case NOT_ADJOURNED -> "The game is not adjourned, so there is nothing to resume.";
            case NOT_TO_MOVE_TO_SEAL -> "Only the player to move seals his move (A1); it is " + colour + "'s move.";
            case EMPTY_SEALED_MOVE -> "An empty sealed move cannot be put in the envelope (A1).";
            case NOTHING_SEALED -> "No move has been sealed; the player to move seals his move first (A1).";
        };
    }

    private static List<String> undone(Refusal r) {
        List<String> parts = new ArrayList<>();
        for (Refusal.Part p : Refusal.Part.values()) {
            if (r.undone().contains(p)) {
                parts.add(switch (p) {
                    case LIFTED -> "no piece has been lifted";
                    case PLACED_ELSEWHERE -> "no piece has been put into a hole on another square";
                    case ANNOUNCED -> "the move has not been announced";
                });
            }
        }
        return parts;
    }

    static String colour(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }
}
