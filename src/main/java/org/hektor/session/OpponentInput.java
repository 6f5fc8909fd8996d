package org.hektor.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.hektor.arbiter.Action;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.Heard;
import org.hektor.sync.PlayerBoard;

/**
 * The opponent's side of the game and the boards: the engine's moves in practice, the sighted player's moves, touches
 * and offers from the tablet or as the assistant types them (2.9b, 2.9e), and the physical boards' hands, reports,
 * checks and reconciliations (2.7, 2.8), each weighed by the arbiter.
 *
 * <p>The two boards (design.md §3): the arbiter keeps both players' boards and scoresheets. Hektor's picture of
 * each board follows every move as it was made and announced (the blind player's as he confirmed it; the
 * opponent's carried out on both); both scoresheets are written as the tablet and the blind player's assistant
 * (2.9c) would. Board events and reports say where a real board differs (in a tablet game only the blind
 * player's can: the tablet shows the game and refuses an illegal move). In tablet and assisted games each move
 * is followed by a check (2.7) and a divergence is said; {@link Command.Reconcile} has the arbiter rule (2.7 or
 * 2.8) and the corrections are said to each board's owner, whose board is then taken to show them.
 *
 * <p>Each handler returns the events it made, in the order they are said.
 */
final class OpponentInput {
    private final Play play;

    OpponentInput(Play play) {
        this.play = play;
    }

    List<Event> opponentMove(String text) {
        Optional<Event> mayNot = opponentMayNotAct();
        if (mayNot.isPresent()) {
            return List.of(mayNot.get());
        }
        if (play.arbiter.toMove() != play.settings.opponent()) {
            return List.of(play.refusal(play.messages.say("session.opponent.not.to.move")));
        }
        if (play.paused()) {
            return List.of(play.refusal(play.messages.say("session.paused.still")));
        }
        Position position = play.position();
        Heard heard = play.meaning(() -> play.understanding.understand(position, text));
        if (heard instanceof Heard.Proposal p) {
            return opponentMakes(p.move());
        } else if (heard instanceof Heard.Ask a) {
            return List.of(play.refusal(play.messages.say("session.opponent.ambiguous", "moves",
                    String.join(", ", a.moves().stream().map(Move::uci).toList()))));
        } else if (heard instanceof Heard.Reject r) {
            // At a physical board a move in UCI that is no legal move was still made: the arbiter rules on it (7.4).
            // The tablet is a board that refuses one, so there it is only refused.
            String uci = text.strip().toLowerCase(Locale.ROOT);
            Piece piece = Move.isUciSyntax(uci) ? position.pieceAt(Move.fromUci(uci).from()) : null;
            if (play.settings.mode() == Mode.ASSISTED && piece != null && piece.color() == play.settings.opponent()) {
                return opponentMakes(Move.fromUci(uci));
            }
            return List.of(play.rulings.rejected(r));
        }
        return List.of(play.refusal(play.messages.say("session.opponent.not.a.move")));
    }

    /**
     * The sighted player's move as the assistant typed it (2.9b). When his hands on his board were reported first,
     * the hands still missing complete it (his move is what his board shows when he presses: 4.6, 6.2.1); when they
     * cannot, because his hands made something else, one sentence says where his board would still differ, and
     * nothing is pressed.
     */
    private List<Event> opponentMakes(Move move) {
        Color opponent = play.settings.opponent();
        PlayerBoard handsFrom = play.handsReportedFrom(opponent);
        if (handsFrom != null) {
            Position before = play.position();
            List<Square> off = Action.handMovementsCannotComplete(opponent, before, move, handsFrom,
                    play.arbiter.boards().board(opponent));
            if (!off.isEmpty()) {
                return List.of(play.rulings.handsCannotComplete(opponent, before, move, off));
            }
        }
        return play.makeMove(move, opponent);
    }

    /** Rule 2.9e: the sighted player's touch, which the arbiter weighs (4.3) and Hektor tells the blind player. */
    List<Event> touch(Command.Touch t) {
        return opponentMayNotAct().map(List::of)
                .orElseGet(() -> play.rule(play.arbiter.handle(new Action.Touch(play.settings.opponent(), t.square()))));
    }

    List<Event> opponentAction(Command.Action action) {
        Optional<Event> mayNot = opponentMayNotAct();
        if (mayNot.isPresent()) {
            return List.of(mayNot.get());
        }
        Color opponent = play.settings.opponent();
        Color player = play.settings.player();
        return switch (action) {
            case DRAW -> play.rule(play.arbiter.handle(play.arbiter.drawOffer().orElse(null) == player
                    ? new Action.Accept(opponent) : new Action.Offer(opponent)));
            case DECLINE -> play.arbiter.drawOffer().orElse(null) == player
                    ? play.rule(play.arbiter.handle(new Action.Decline(opponent)))
                    : List.of(play.refusal(play.messages.say("session.offer.none.standing")));
            case RESIGN -> play.rule(play.arbiter.handle(new Action.Resign(opponent)));
            case CLAIM -> play.arbiter.toMove() != opponent
                    ? List.of(play.refusal(play.messages.say("session.claim.only.on.move.opponent")))
                    : play.claim(opponent, null);
            case CLAIM_FLAG -> play.rule(play.arbiter.handle(new Action.Claiming(opponent, Action.Claim.FLAG, null)));
        };
    }

    /** The sighted opponent's commands need one, and a game that goes on: why not, or empty when they may. */
    private Optional<Event> opponentMayNotAct() {
        if (play.settings.mode() == Mode.PRACTICE) {
            return Optional.of(play.refusal(play.messages.say("session.practice.no.opponent")));
        }
        if (play.over()) {
            return Optional.of(play.refusal(play.messages.say("session.game.over")));
        }
        return Optional.empty();
    }

    List<Event> engineMove(Command.EngineMove m) {
        if (play.settings.mode() != Mode.PRACTICE || play.over() || play.paused()
                || m.ply() != play.arbiter.boards().ply() || play.arbiter.toMove() != play.settings.opponent()) {
            return List.of();                 // a move for a position that is gone: the engine is asked again
        }
        if (!play.position().isLegal(m.move())) {
            return List.of(new Event.Notice(play.messages.say("session.engine.failed", "reason",
                    play.messages.say("session.engine.illegal", "move", m.move().uci()))));
        }
        return play.makeMove(m.move(), play.settings.opponent());
    }

    // ---- the two boards ----

    /** Hands on a physical board: its owner now makes his own move on it, and the arbiter weighs each touch (2.2). */
    List<Event> hands(Action action) {
        Optional<Event> refused = oneBoardOnly().or(() -> notPhysical(action.player()));
        if (refused.isPresent()) {
            return List.of(refused.get());
        }
        play.handsReported(action.player(), play.arbiter.boards().board(action.player()));
        return play.rule(play.arbiter.handle(action));
    }

    /** A board or scoresheet reported, or a check asked for (2.7). */
    List<Event> boards(Action action) {
        Optional<Event> refused = oneBoardOnly()
                .or(() -> action.player() == null ? Optional.empty() : notPhysical(action.player()));
        return refused.map(List::of).orElseGet(() -> play.rule(play.arbiter.handle(action)));
    }

    /** Rules 2.7, 2.8: the arbiter rules on the boards; the game, the clocks and the boards follow. */
    List<Event> reconcile() {
        Optional<Event> refused = oneBoardOnly();
        if (refused.isPresent()) {
            return List.of(refused.get());
        }
        if (play.over()) {
            return List.of(play.refusal(play.messages.say("session.game.over")));
        }
        List<Event> said = new ArrayList<>(play.rule(play.arbiter.handle(new Action.Reconcile())));
        said.addAll(play.afterTurn());
        return said;
    }

    /**
     * Is the board and scoresheet of this player's a physical one that can differ from the game? Not the tablet's:
     * it shows the game as it is played and records it. Why not, or empty when it is.
     */
    private Optional<Event> notPhysical(Color owner) {
        if (play.settings.mode() == Mode.TABLET && owner == play.settings.opponent()) {
            return Optional.of(play.refusal(play.messages.say("session.tablet.board")));
        }
        return Optional.empty();
    }

    /** Practice has Hektor's board alone: why there is no other, or empty in a game with two. */
    private Optional<Event> oneBoardOnly() {
        return play.twoBoards ? Optional.empty()
                : Optional.of(play.refusal(play.messages.say("session.practice.one.board")));
    }
}
