package org.hektor.chess;

import org.hektor.chess.internal.Board;

/** The four castling rights (rule 3.8.2.1): each needs its king and its rook on their first squares. */
public enum Castling {
    WHITE_KINGSIDE('K', Color.WHITE, true, Board.WK),
    WHITE_QUEENSIDE('Q', Color.WHITE, false, Board.WQ),
    BLACK_KINGSIDE('k', Color.BLACK, true, Board.BK),
    BLACK_QUEENSIDE('q', Color.BLACK, false, Board.BQ);

    private final char fenLetter;
    private final Color color;
    private final boolean kingside;
    final int bit;

    Castling(char fenLetter, Color color, boolean kingside, int bit) {
        this.fenLetter = fenLetter;
        this.color = color;
        this.kingside = kingside;
        this.bit = bit;
    }

    public char fenLetter() {
        return fenLetter;
    }

    public Color color() {
        return color;
    }

    public boolean kingside() {
        return kingside;
    }

    /** e1 or e8. */
    public Square kingHome() {
        return Square.of(4, color == Color.WHITE ? 0 : 7);
    }

    /** h1, a1, h8 or a8. */
    public Square rookHome() {
        return Square.of(kingside ? 7 : 0, color == Color.WHITE ? 0 : 7);
    }

    public Piece king() {
        return Piece.of(color, PieceType.KING);
    }

    public Piece rook() {
        return Piece.of(color, PieceType.ROOK);
    }
}
