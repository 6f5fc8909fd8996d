package org.hektor.session;

import java.util.List;
import java.util.Locale;
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
 */
final class OpponentInput {
    private final Play play;

    OpponentInput(Play play) {
        this.play = play;
    }

    void opponentMove(String text) {
        if (!opponentMayAct()) {
            return;
        }
        if (play.arbiter.toMove() != play.settings.opponent()) {
            play.reject(play.messages.say("session.opponent.not.to.move"));
            return;
        }
        if (play.paused()) {
            play.reject(play.messages.say("session.paused.still"));
            return;
        }
        Position position = play.position();
        Heard heard = play.understood(() -> play.understanding.understand(position, text));
        if (heard instanceof Heard.Proposal p) {
            opponentMakes(p.move());
        } else if (heard instanceof Heard.Ask a) {
            play.reject(play.messages.say("session.opponent.ambiguous", "moves",
                    String.join(", ", a.moves().stream().map(Move::uci).toList())));
        } else if (heard instanceof Heard.Reject r) {
            // At a physical board a move in UCI that is no legal move was still made: the arbiter rules on it (7.4).
            // The tablet is a board that refuses one, so there it is only refused.
            String uci = text.strip().toLowerCase(Locale.ROOT);
            Piece piece = Move.isUciSyntax(uci) ? position.pieceAt(Move.fromUci(uci).from()) : null;
            if (play.settings.mode() == Mode.ASSISTED && piece != null && piece.color() == play.settings.opponent()) {
                opponentMakes(Move.fromUci(uci));
            } else {
                play.say(play.rulings.rejected(r));
            }
        } else {
            play.reject(play.messages.say("session.opponent.not.a.move"));
        }
    }

    /**
     * The sighted player's move as the assistant typed it (2.9b). When his hands on his board were reported first,
     * the hands still missing complete it (his move is what his board shows when he presses: 4.6, 6.2.1); when they
     * cannot, because his hands made something else, one sentence says where his board would still differ, and
     * nothing is pressed.
     */
    private void opponentMakes(Move move) {
        Color opponent = play.settings.opponent();
        PlayerBoard handsFrom = play.handsReportedFrom(opponent);
        if (handsFrom != null) {
            Position before = play.position();
            List<Square> off = Action.handMovementsCannotComplete(opponent, before, move, handsFrom,
                    play.arbiter.boards().board(opponent));
            if (!off.isEmpty()) {
                play.say(play.rulings.handsCannotComplete(opponent, before, move, off));
                return;
            }
        }
        play.makeMove(move, opponent);
    }

    /** Rule 2.9e: the sighted player's touch, which the arbiter weighs (4.3) and Hektor tells the blind player. */
    void touch(Command.Touch t) {
        if (opponentMayAct()) {
            play.rule(play.arbiter.handle(new Action.Touch(play.settings.opponent(), t.square())));
        }
    }

    void opponentAction(Command.Action action) {
        if (!opponentMayAct()) {
            return;
        }
        Color opponent = play.settings.opponent();
        Color player = play.settings.player();
        switch (action) {
            case DRAW -> play.rule(play.arbiter.handle(play.arbiter.drawOffer().orElse(null) == player
                    ? new Action.Accept(opponent) : new Action.Offer(opponent)));
            case DECLINE -> {
                if (play.arbiter.drawOffer().orElse(null) == player) {
                    play.rule(play.arbiter.handle(new Action.Decline(opponent)));
                } else {
                    play.reject(play.messages.say("session.offer.none.standing"));
                }
            }
            case RESIGN -> play.rule(play.arbiter.handle(new Action.Resign(opponent)));
            case CLAIM -> {
                if (play.arbiter.toMove() != opponent) {
                    play.reject(play.messages.say("session.claim.only.on.move.opponent"));
                } else {
                    play.claim(opponent, null);
                }
            }
            case CLAIM_FLAG -> play.rule(play.arbiter.handle(new Action.Claiming(opponent, Action.Claim.FLAG, null)));
        }
    }

    /** The sighted opponent's commands need one, and a game that goes on. */
    private boolean opponentMayAct() {
        if (play.settings.mode() == Mode.PRACTICE) {
            play.reject(play.messages.say("session.practice.no.opponent"));
            return false;
        }
        if (play.over()) {
            play.reject(play.messages.say("session.game.over"));
            return false;
        }
        return true;
    }

    void engineMove(Command.EngineMove m) {
        if (play.settings.mode() != Mode.PRACTICE || play.over() || play.paused()
                || m.ply() != play.arbiter.boards().ply() || play.arbiter.toMove() != play.settings.opponent()) {
            return;                           // a move for a position that is gone: the engine is asked again
        }
        if (!play.position().isLegal(m.move())) {
            play.say(new Event.Notice(play.messages.say("session.engine.failed", "reason",
                    play.messages.say("session.engine.illegal", "move", m.move().uci()))));
            return;
        }
        play.makeMove(m.move(), play.settings.opponent());
    }

    // ---- the two boards ----

    /** Hands on a physical board: its owner now makes his own move on it, and the arbiter weighs each touch (2.2). */
    void hands(Action action) {
        if (twoBoardsOnly() && physical(action.player())) {
            play.handsReported(action.player(), play.arbiter.boards().board(action.player()));
            play.rule(play.arbiter.handle(action));
        }
    }

    /** A board or scoresheet reported, or a check asked for (2.7). */
    void boards(Action action) {
        if (twoBoardsOnly() && (action.player() == null || physical(action.player()))) {
            play.rule(play.arbiter.handle(action));
        }
    }

    /** Rules 2.7, 2.8: the arbiter rules on the boards; the game, the clocks and the boards follow. */
    void reconcile() {
        if (!twoBoardsOnly()) {
            return;
        }
        if (play.over()) {
            play.reject(play.messages.say("session.game.over"));
            return;
        }
        play.rule(play.arbiter.handle(new Action.Reconcile()));
        play.afterTurn();
    }

    /**
     * Is the board and scoresheet of this player's a physical one that can differ from the game? Not the tablet's:
     * it shows the game as it is played and records it.
     */
    private boolean physical(Color owner) {
        if (play.settings.mode() == Mode.TABLET && owner == play.settings.opponent()) {
            play.reject(play.messages.say("session.tablet.board"));
            return false;
        }
        return true;
    }

    private boolean twoBoardsOnly() {
        if (!play.twoBoards) {
            play.reject(play.messages.say("session.practice.one.board"));
        }
        return play.twoBoards;
    }
}
