package org.hektor.ui.web;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/**
 * The game as the pages show it, at one instant: what a page that reloads gets back in full. Made by the game
 * (the session owns it), turned into JSON by {@link StateMessage}; immutable, so any thread may read it.
 *
 * @param start       the position the game started from
 * @param moves       the moves made, in order (the game record, the arbiter's truth)
 * @param sightedSide the colour the board page plays; the blind player has the other
 * @param clocks      both clocks; empty in a game without a clock
 * @param readBack    a read-back waiting for the blind player, if any (rule 2.1: every move is repeated)
 * @param question    a question waiting for the blind player's answer (yes or no, or which of several moves),
 *                    in the words Hektor asked it
 * @param drawOffer   the side whose draw offer stands, if any (rule 9.1)
 * @param result      how the game ended, in words, once it has
 * @param recent      the last things Hektor said, oldest first (a reloaded page shows them again)
 * @param started     the game has started (rule 6.5: a tablet game starts when the board page pairs)
 * @param yesNo       the question waiting, if any, is answered yes or no (not by naming one of several moves)
 */
public record TabletState(Position start, List<Move> moves, Color sightedSide, Optional<Clocks> clocks,
                          Optional<ReadBack> readBack, Optional<String> question, Optional<Color> drawOffer,
                          Optional<String> result, List<String> recent, boolean started, boolean yesNo) {

    /** A game under way, any question in it a yes/no question. */
    public TabletState(Position start, List<Move> moves, Color sightedSide, Optional<Clocks> clocks,
                       Optional<ReadBack> readBack, Optional<String> question, Optional<Color> drawOffer,
                       Optional<String> result, List<String> recent) {
        this(start, moves, sightedSide, clocks, readBack, question, drawOffer, result, recent, true, true);
    }

    public TabletState {
        Objects.requireNonNull(start, "start");
        moves = List.copyOf(moves);
        Objects.requireNonNull(sightedSide, "sightedSide");
        Objects.requireNonNull(clocks, "clocks");
        Objects.requireNonNull(readBack, "readBack");
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(drawOffer, "drawOffer");
        Objects.requireNonNull(result, "result");
        recent = List.copyOf(recent);
    }

    /** The colour of the blind player. */
    public Color blindSide() {
        return sightedSide.opposite();
    }

    /** The position after all the moves. */
    public Position position() {
        Position p = start;
        for (Move m : moves) {
            p = p.play(m);
        }
        return p;
    }

    /**
     * Both clocks at the instant the state was taken.
     *
     * @param running the side whose clock runs, empty when stopped (before the start, paused, game over)
     */
    public record Clocks(long whiteMillis, long blackMillis, Optional<Color> running) {
        public Clocks {
            Objects.requireNonNull(running, "running");
        }

        public long millis(Color side) {
            return side == Color.WHITE ? whiteMillis : blackMillis;
        }
    }

    /**
     * A read-back the game waits for.
     *
     * @param kind what the blind player is to do
     * @param text what Hektor read back, in the words of the profile
     */
    public record ReadBack(Kind kind, String text) {
        public enum Kind {
            /** The blind player repeats the sighted player's move (rule 2.1). */
            REPEAT,
            /** The blind player confirms or corrects his own move as read back to him (rule 2.6). */
            CONFIRM
        }

        public ReadBack {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(text, "text");
        }
    }
}
