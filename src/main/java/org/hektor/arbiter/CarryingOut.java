package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/**
 * A move Hektor makes itself ({@link Action.CarryOut}): the steps the player's hands, his word and both pens would
 * make, each ruled as the action it stands for, in the order a player makes them (the move on his board, the
 * announcement, the press, then both scoresheets and the other board).
 */
final class CarryingOut {
    private final GameState game;
    private final Function<Action, List<ArbiterEvent>> handle;

    CarryingOut(GameState game, Function<Action, List<ArbiterEvent>> handle) {
        this.game = game;
        this.handle = handle;
    }

    /**
     * What the announcement and the press rule, then what the hands on the mover's board gave besides their own
     * touches: a draw offer declined by touching the piece (9.1.2.1) is ruled after the move itself.
     */
    List<ArbiterEvent> carryOut(Color mover, Move move, Action.Hands hands) {
        Position before = game.record.position();
        List<ArbiterEvent> meanwhile = quietly(switch (hands) {
            case ALL -> Action.handMovements(mover, before, move);
            case LEFT -> Action.handMovementsLeft(mover, before, move, game.boards.board(mover));
            case NONE -> List.of();
        });
        List<ArbiterEvent> ruling = new ArrayList<>();
        if (mover == game.setup.blind()) {
            ruling.addAll(handle.apply(new Action.Announce(mover, move)));     // rule 2.3(c)
        }
        ruling.addAll(handle.apply(new Action.Press(mover)));
        for (ArbiterEvent e : ruling) {
            if (e instanceof ArbiterEvent.Moved m) {
                onTheOtherSide(m.player(), m.ply(), m.move(), m.san());
            } else if (e instanceof ArbiterEvent.IllegalMove i && i.claimable()) {
                // rapid B6, blitz 17.3.2: the illegal move stands until claimed, on both boards and sheets
                onTheOtherSide(i.player(), i.ply(), i.move(), i.move().uci());
            }
        }
        ruling.addAll(meanwhile);
        return ruling;
    }

    /** A completed ply written on both scoresheets and carried out on the other board. */
    private void onTheOtherSide(Color by, int ply, Move move, String written) {
        Action.onTheOtherSide(by, game.boards.gameRecord().get(ply - 1), move, written).forEach(handle::apply);
    }

    /**
     * Hektor's own hand movements on a board, carrying out a move as it is made: their touches are the move's own,
     * and a step the board cannot take shows at the press or the next check of the boards (2.7).
     */
    private List<ArbiterEvent> quietly(List<Action> movements) {
        List<ArbiterEvent> kept = new ArrayList<>();
        for (Action a : movements) {
            for (ArbiterEvent e : handle.apply(a)) {
                if (!(e instanceof ArbiterEvent.Touched) && !(e instanceof ArbiterEvent.Refused)) {
                    kept.add(e);
                }
            }
        }
        return kept;
    }
}
