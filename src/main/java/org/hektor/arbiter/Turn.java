package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/** The move in progress of the player to move: what his hands, his words and his touches have done so far. */
final class Turn {
    final Color player;
    /** The position his turn began with: touches and releases are judged in it. */
    final Position start;
    /** Deliberate touches, in order (4.3, 4.4). */
    private final List<Square> touches = new ArrayList<>();
    /** Rule 2.3(a): a piece of his pulled out of its hole. */
    boolean lifted;
    /** Rule 2.3(b): put into a hole on another square. */
    boolean placedElsewhere;
    /** Rule 2.3(c): the move announced (the blind player), possibly illegal. */
    Move announced;
    /** Rule 4.6: the first legal move his hand released; it cannot go to another square now. */
    Move released;
    /** The first release that was no legal move. */
    Move illegalPlace;
    /** Rule 9.5.2: the intended move of his incorrect claim, which he must play. */
    Move mustPlay;

    Turn(Color player, Position start) {
        this.player = player;
        this.start = start;
    }

    /** Deliberate touches, in order (4.3, 4.4). */
    List<Square> touches() {
        return Collections.unmodifiableList(touches);
    }

    /** Rule 2.3(c), 2.6: the move announced, or the announcement corrected. */
    void announce(Move move) {
        announced = move;
    }

    /** Rule 9.5.2: the intended move of his incorrect claim must be made. */
    void oblige(Move intended) {
        mustPlay = intended;
    }

    /** A deliberate touch (4.3, 4.4); {@code liftedOwn}: he pulled a piece of his own out of its hole (2.3a). */
    void touched(Square square, boolean liftedOwn) {
        touches.add(square);
        if (liftedOwn) {
            lifted = true;
        }
    }

    /**
     * A piece of his put into a hole on another square (2.3b). The first legal move his hand released stands (4.6);
     * until there is one, the last release that was none is kept.
     */
    void placed(Move move, boolean legal) {
        placedElsewhere = true;
        if (released != null) {
            return;
        }
        if (legal) {
            released = move;
        } else {
            illegalPlace = move;
        }
    }

    /** Rule 7.4.1: the move replacing an illegal one starts afresh, but the touches still bind (4.3, 4.6). */
    void restartMove() {
        lifted = false;
        placedElsewhere = false;
        announced = null;
        released = null;
        illegalPlace = null;
    }

    /** Has he made his move on the board, before pressing (9.1.2.1)? {@code blind}: he is the blind player. */
    boolean moveMade(boolean blind, boolean boardShowsStart) {
        return blind ? lifted && placedElsewhere && announced != null : released != null || !boardShowsStart;
    }
}
