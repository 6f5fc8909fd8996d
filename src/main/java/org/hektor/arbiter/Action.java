package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.sync.PlayerBoard;

/**
 * Something that happened at the board, reported to the {@link Arbiter}: a player's hand on his own board, a
 * word, a press of the clock, a pen on a scoresheet, a claim; or the arbiter's own business (time passing,
 * checking the boards). {@code player} is always the one who acts.
 */
public sealed interface Action {

    /** Who acts, or null for the arbiter's own business. */
    default Color player() {
        return null;
    }

    /**
     * The hand movements that make a legal move on one player's board: the captured piece off, the piece over, the
     * rook over when castling, the promotion piece on. For the mover they are his move; for his opponent they carry
     * it out on the other board.
     */
    static List<Action> handMovements(Color player, Position before, Move move) {
        List<Action> steps = new ArrayList<>();
        if (before.isEnPassant(move)) {
            steps.add(new Remove(player, Square.of(move.to().file(), move.from().rank())));
        } else if (before.isCapture(move)) {
            steps.add(new Remove(player, move.to()));
        }
        steps.add(new Lift(player, move.from()));
        steps.add(new Place(player, move.to()));
        if (before.isCastling(move)) {
            int rank = move.from().rank();
            boolean kingside = before.isKingsideCastling(move);
            steps.add(new Lift(player, Square.of(kingside ? 7 : 0, rank)));
            steps.add(new Place(player, Square.of(kingside ? 5 : 3, rank)));
        }
        if (move.isPromotion()) {
            steps.add(new Put(player, Piece.of(before.sideToMove(), move.promotion()), move.to()));
        }
        return steps;
    }

    /**
     * The hand movements of {@link #handMovements} still to be made on {@code board}, where the player may have made
     * some of them already (an assistant reported his hands, then typed the move): a piece already off its square is
     * not lifted again, a captured piece already taken off is not removed again, a promotion piece already there is
     * not put on again. Empty when the board shows the move made. The move may be an illegal one (7.4: it was made
     * all the same).
     */
    static List<Action> handMovementsLeft(Color player, Position before, Move move, PlayerBoard board) {
        PlayerBoard after = carriedOut(PlayerBoard.of(before), handMovements(player, before, move));
        List<Action> left = new ArrayList<>();
        PlayerBoard b = board;
        Square lifted = null;
        for (Action step : handMovements(player, before, move)) {
            boolean needed;
            if (step instanceof Remove r) {
                needed = b.pieceAt(r.square()) != null && b.pieceAt(r.square()) == before.pieceAt(r.square());
            } else if (step instanceof Lift l) {
                lifted = l.square();
                needed = b.pieceAt(l.square()) != null && b.pieceAt(l.square()) == before.pieceAt(l.square());
            } else if (step instanceof Place p) {
                Square from = lifted;
                needed = b.hand().stream().anyMatch(h -> h.from().equals(from))
                        && b.pieceAt(p.square()) != after.pieceAt(p.square());
            } else {
                Put p = (Put) step;
                needed = b.pieceAt(p.square()) != p.piece();
            }
            if (needed) {
                left.add(step);
                b = carriedOut(b, List.of(step));
            }
        }
        return left;
    }

    /**
     * Where {@code board} will still not show the move once {@link #handMovementsLeft} are made on it, in square
     * order; empty when they complete it. Only the squares the move changes and the squares the hands changed since
     * {@code handsFrom} (the board before the first of them) count: a difference the board had before is one for
     * the boards' check (2.7), not for this move.
     */
    static List<Square> handMovementsCannotComplete(Color player, Position before, Move move, PlayerBoard handsFrom,
            PlayerBoard board) {
        PlayerBoard after = carriedOut(PlayerBoard.of(before), handMovements(player, before, move));
        PlayerBoard completed = carriedOut(board, handMovementsLeft(player, before, move, board));
        List<Square> changed = new ArrayList<>(PlayerBoard.of(before).differences(after));
        changed.addAll(handsFrom.differences(board));
        return completed.differences(after).stream().filter(changed::contains).toList();
    }

    /** The board once these hand movements are made on it. */
    static PlayerBoard carriedOut(PlayerBoard board, List<Action> steps) {
        PlayerBoard b = board;
        for (Action step : steps) {
            if (step instanceof Remove r) {
                b = b.remove(r.square());
            } else if (step instanceof Lift l) {
                b = b.lift(l.square());
            } else if (step instanceof Place p) {
                b = b.place(p.square());
            } else {
                Put p = (Put) step;
                b = b.put(p.piece(), p.square());
            }
        }
        return b;
    }

    /** Lifted from its square (rule 2.2: on the tactile board that is touching it). */
    record Lift(Color player, Square square) implements Action {
    }

    /** The lifted piece put down on a square. */
    record Place(Color player, Square square) implements Action {
    }

    /** A piece taken off the board. */
    record Remove(Color player, Square square) implements Action {
    }

    /** A piece from outside put on the board (a promotion piece, a correction). */
    record Put(Color player, Piece piece, Square square) implements Action {
    }

    /** A piece touched without lifting it: a touch for the sighted player, feeling the board for the blind one. */
    record Touch(Color player, Square square) implements Action {
    }

    /** Rule 4.2: "I adjust" first, then the piece on the square is straightened, which is no touch. */
    record Adjust(Color player, Square square) implements Action {
    }

    /** "My board shows …": the whole placement at once, as FEN's first field. */
    record Report(Color player, String placement) implements Action {
    }

    /** The player carried out the corrections Hektor gave him (rules 2.7, 2.8, 7.4.1, A5). */
    record Follow(Color player) implements Action {
    }

    /** The visually impaired player announces his move (rule 2.3(c)); the move may be illegal. */
    record Announce(Color player, Move move) implements Action {
    }

    /** Rule 2.6: a slip of the tongue corrected before the clock is switched. */
    record Correct(Color player, Move move) implements Action {
    }

    /** The clock is pressed: the move is complete (2.3, 6.7). */
    record Press(Color player) implements Action {
    }

    /**
     * Hektor makes the player's move itself: what is left of it on the player's board (its touches are the move's
     * own, it is announced), the announcement when he is the visually impaired player (2.3c), the press; once
     * completed it is written on both scoresheets (8.1, 2.9c) and carried out on the other board (2.1). Gives what
     * the announcement and the press give, then what the hands on the player's board gave (a draw offer declined by
     * touching, 9.1.2.1, comes after the move).
     */
    record CarryOut(Color player, Move move, Hands hands) implements Action {
        /** A move none of whose hand movements were reported. */
        public CarryOut(Color player, Move move) {
            this(player, move, Hands.ALL);
        }
    }

    /** Which of a move's hand movements Hektor makes on the mover's board ({@link CarryOut}). */
    enum Hands {
        /** All of them ({@link #handMovements}): none was reported. */
        ALL,
        /** Those still to be made after some were reported ({@link #handMovementsLeft}): an assistant's typed move. */
        LEFT,
        /** None: the player's own hands made the move. */
        NONE
    }

    /** A completed ply on the other side: written on both scoresheets (8.1, 2.9c), made on the other board (2.1). */
    static List<Action> onTheOtherSide(Color by, Position before, Move move, String written) {
        List<Action> steps = new ArrayList<>();
        for (Color c : Color.values()) {
            steps.add(new Write(c, written));
        }
        steps.addAll(handMovements(by.opposite(), before, move));
        return steps;
    }

    /** An entry on the player's scoresheet, as written (rule 8.1). */
    record Write(Color player, String text) implements Action {
    }

    /**
     * "My scoresheet says …": the player's whole scoresheet read out at once, entry by entry as written (rule 8.1),
     * in place of the one kept for him so far. The arbiter's draw-offer marks stay (9.1.2.2).
     */
    record SheetReport(Color player, List<String> entries) implements Action {
        public SheetReport {
            entries = List.copyOf(entries);
        }
    }

    /** Rule 9.1: a draw offer. */
    record Offer(Color player) implements Action {
    }

    /** The standing draw offer is accepted (5.2.3). */
    record Accept(Color player) implements Action {
    }

    /** The standing draw offer is declined, in words (9.1.2.1). */
    record Decline(Color player) implements Action {
    }

    /** Rule 5.1.2. */
    record Resign(Color player) implements Action {
    }

    /** What a claim is about. */
    enum Claim {
        /** 9.2: threefold repetition. */
        REPETITION,
        /** 9.3: fifty moves. */
        FIFTY,
        /** 6.8, B7, B8: the opponent's flag has fallen. */
        FLAG,
        /** B6, 17.3.2: the opponent's last move was illegal. */
        ILLEGAL,
        /** B5: the opponent broke touch-move (4.3, 4.4) with his last move. */
        TOUCH
    }

    /** A claim; {@code intended} is the move written first for 9.2.1 / 9.3.1, or null. */
    record Claiming(Color player, Claim claim, Move intended) implements Action {
    }

    /** Annex A1: the player to move writes his move for the envelope (he may change it until he adjourns). */
    record Seal(Color player, String written) implements Action {
    }

    /** Annex A1: the sealer stops his clock without pressing it; the envelope is made up (A2). */
    record Adjourn() implements Action {
    }

    /** Annex A5, A7, A9: the adjourned game resumes and the envelope is opened. */
    record Resume() implements Action {
    }

    /** Rule 6.5: the game begins and the clock of the side to move starts; 6.12.3: the stopped clocks run again. */
    record StartClocks() implements Action {
    }

    /** Rule 6.12.1: the arbiter stops the clocks (a dispute, a restart of the program); moves wait until they run. */
    record StopClocks() implements Action {
    }

    /** Time has passed (the clock's {@code TimeSource} moved); the arbiter looks at the flags (6.8). */
    record Tick() implements Action {
    }

    /** Compare the two boards, the record and the two scoresheets (2.7). */
    record Check() implements Action {
    }

    /** Rule on a divergence by rules 2.7 / 2.8 and carry out the arbiter's part of the plan. */
    record Reconcile() implements Action {
    }
}
