package org.hektor.sync;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/**
 * What one physical board shows: the sighted player's board (or the tablet's screen) or the blind player's
 * tactile peg board (rules art. 1). Only events change it: {@link #lift}, {@link #place}, {@link #remove},
 * {@link #put}, or a whole placement reported at once ({@link #report}). Immutable: each event gives a new board.
 *
 * <p>A lifted piece is in the player's hand, off the board, until it is placed. Rule 2.2: on the tactile board
 * lifting a piece out of its hole is touching it; the arbiter, not the board, draws that conclusion.
 * A bad event (lifting from an empty square, placing with an empty hand) is refused with one sentence and
 * the board stays as it was.
 */
public final class PlayerBoard {
    /** A piece in the hand and the square it was lifted from. */
    public record Held(Piece piece, Square from) {
    }

    private final Piece[] squares;
    private final List<Held> hand;

    private PlayerBoard(Piece[] squares, List<Held> hand) {
        this.squares = squares;
        this.hand = List.copyOf(hand);
    }

    /** The board set up as this position's placement, nothing in hand. */
    public static PlayerBoard of(Position position) {
        Piece[] s = new Piece[64];
        position.pieces().forEach((sq, p) -> s[sq.index()] = p);
        return new PlayerBoard(s, List.of());
    }

    /**
     * A board reported at once ("my board shows …"), written as the placement field of a FEN
     * ({@code rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR}). A physical board may show anything, so
     * only the notation is checked, not whether the placement could arise in a game.
     */
    public static PlayerBoard fromPlacement(String placement) {
        Piece[] s = new Piece[64];
        String objection = read(placement, s);
        if (objection != null) {
            throw new IllegalArgumentException(objection);
        }
        return new PlayerBoard(s, List.of());
    }

    /** Why {@code placement} is no board ({@link #fromPlacement}), in one sentence; empty when it is one. */
    public static Optional<String> objectionTo(String placement) {
        return Optional.ofNullable(read(placement, new Piece[64]));
    }

    /** Reads a placement into {@code s}; the objection to it, or null when it is a board. */
    private static String read(String placement, Piece[] s) {
        String text = placement == null ? "" : placement.strip();
        String[] ranks = text.split("/", -1);
        if (ranks.length != 8) {
            return "The placement '" + text + "' has " + ranks.length
                    + " ranks; a board placement has 8, from the eighth down, separated by '/'.";
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if ("pnbrqkPNBRQK".indexOf(c) >= 0) {
                    if (file < 8) {
                        s[rank * 8 + file] = Piece.fromFenLetter(c);
                    }
                    file++;
                } else {
                    return "The placement '" + text + "' has '" + c + "' on rank " + (rank + 1)
                            + ", which is neither a piece letter (PNBRQK, pnbrqk) nor a digit.";
                }
            }
            if (file != 8) {
                return "The placement '" + text + "' has " + file + " squares on rank " + (rank + 1)
                        + "; every rank has 8.";
            }
        }
        return null;
    }

    // ---- events ----

    /** The piece on {@code square} is pulled out (rule 2.2) or picked up, and held. */
    public PlayerBoard lift(Square square) {
        Piece piece = squares[square.index()];
        if (piece == null) {
            throw new IllegalArgumentException("There is no piece on " + square.name() + " to lift.");
        }
        Piece[] s = squares.clone();
        s[square.index()] = null;
        List<Held> h = new ArrayList<>(hand);
        h.add(new Held(piece, square));
        return new PlayerBoard(s, h);
    }

    /**
     * The piece lifted last goes onto {@code square}. A piece standing there leaves the board: that is a
     * capture on a board where the captured piece was not taken off first.
     */
    public PlayerBoard place(Square square) {
        if (hand.isEmpty()) {
            throw new IllegalArgumentException("No piece is lifted, so none can be placed on " + square.name() + ".");
        }
        Piece[] s = squares.clone();
        List<Held> h = new ArrayList<>(hand);
        s[square.index()] = h.remove(h.size() - 1).piece();
        return new PlayerBoard(s, h);
    }

    /**
     * The piece on {@code square} is taken off the board (a captured piece, a correction). If the square is
     * empty because its piece is in the hand, that held piece is set aside.
     */
    public PlayerBoard remove(Square square) {
        Piece[] s = squares.clone();
        List<Held> h = new ArrayList<>(hand);
        if (s[square.index()] != null) {
            s[square.index()] = null;
        } else if (!h.removeIf(held -> held.from().equals(square))) {
            throw new IllegalArgumentException("There is no piece on " + square.name() + " to remove.");
        }
        return new PlayerBoard(s, h);
    }

    /** A piece from outside the board (a promotion, a correction) goes onto {@code square}, replacing any there. */
    public PlayerBoard put(Piece piece, Square square) {
        Piece[] s = squares.clone();
        s[square.index()] = piece;
        return new PlayerBoard(s, hand);
    }

    /** The whole placement reported at once; whatever was in the hand is set aside. */
    public PlayerBoard report(String placement) {
        return fromPlacement(placement);
    }

    /** The hand is emptied: what it held stays off the board (the pawn replaced by its promotion piece). */
    public PlayerBoard withEmptyHand() {
        return hand.isEmpty() ? this : new PlayerBoard(squares, List.of());
    }

    /** Carries out one correction of a reconciliation plan. */
    public PlayerBoard apply(Correction correction) {
        if (correction instanceof Correction.Take t) {
            return remove(t.square());
        }
        if (correction instanceof Correction.Put p) {
            return put(p.piece(), p.square());
        }
        Correction.Shift m = (Correction.Shift) correction;
        return lift(m.from()).place(m.to());
    }

    /** Carries out corrections in order. */
    public PlayerBoard apply(List<Correction> corrections) {
        PlayerBoard b = this;
        for (Correction c : corrections) {
            b = b.apply(c);
        }
        return b;
    }

    // ---- reading ----

    /** The piece on a square, or null; a lifted piece is not on the board. */
    public Piece pieceAt(Square square) {
        return squares[square.index()];
    }

    /** The pieces on the board by square (a1, b1, … h8). */
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> map = new TreeMap<>();
        for (int i = 0; i < 64; i++) {
            if (squares[i] != null) {
                map.put(Square.of(i), squares[i]);
            }
        }
        return map;
    }

    /** Pieces lifted and not yet placed, in the order they were lifted. */
    public List<Held> hand() {
        return hand;
    }

    /** Does the board show this position's placement (the hand ignored)? */
    public boolean shows(Position position) {
        return differences(position).isEmpty();
    }

    /** Squares where this board and the position's placement differ, in square order. */
    public List<Square> differences(Position position) {
        return differences(of(position));
    }

    /** Squares where the two boards differ, in square order (hands ignored). */
    public List<Square> differences(PlayerBoard other) {
        List<Square> diff = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            if (squares[i] != other.squares[i]) {
                diff.add(Square.of(i));
            }
        }
        return diff;
    }

    /** The placement in FEN notation (the hand is not on the board). */
    public String placement() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece p = squares[rank * 8 + file];
                if (p == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(p.fenLetter());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PlayerBoard b && Arrays.equals(squares, b.squares) && hand.equals(b.hand);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(squares) + hand.hashCode();
    }

    @Override
    public String toString() {
        return hand.isEmpty() ? placement() : placement() + " holding " + hand;
    }
}
