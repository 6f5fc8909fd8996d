package org.hektor.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.hektor.chess.internal.Bitboards;
import org.hektor.chess.internal.Board;

/**
 * An immutable chess position: placement, side to move, castling rights, en-passant square, the two
 * move counters. Made from FEN (strictly checked) or by playing a legal move on another position.
 */
public final class Position {
    public static final String INITIAL_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private final Board board;
    private volatile List<Move> legalMoves;

    private Position(Board board) {
        this.board = board;
    }

    public static Position initial() {
        return fromFen(INITIAL_FEN);
    }

    /** Reads a FEN; any problem (all of them, named) raises a {@link FenException}. */
    public static Position fromFen(String fen) {
        return valid(fen, check(fen, null));
    }

    /**
     * Reads a FEN as strictly as {@link #fromFen}, answering with the position or every problem (a FEN a file holds is a
     * text that may be damaged, so a bad one is an ordinary answer; {@link FenException#sentence} says it).
     */
    public static PositionCheck readFen(String fen) {
        return check(fen, null);
    }

    /**
     * Reads a FEN the way game files need it (python-chess and lichess read them so): impossible counters,
     * castling rights whose king or rook is not at home, and an impossible en-passant square are set right,
     * each repair named in {@code repairs}; every other problem raises a {@link FenException}.
     */
    public static Position fromFenRepairing(String fen, List<String> repairs) {
        return valid(fen, readFenRepairing(fen, repairs));
    }

    /**
     * Reads a FEN as {@link #fromFenRepairing} does, answering with the position or every problem that is not
     * repaired (a game file's FEN tag is a text someone wrote, so a bad one is an ordinary answer).
     */
    public static PositionCheck readFenRepairing(String fen, List<String> repairs) {
        return check(fen, java.util.Objects.requireNonNull(repairs));
    }

    private static PositionCheck check(String fen, List<String> repairs) {
        List<String> problems = new ArrayList<>();
        Board board = FenReader.read(fen, repairs, problems);
        return board == null ? new PositionCheck.Invalid(problems) : new PositionCheck.Valid(new Position(board));
    }

    private static Position valid(String fen, PositionCheck check) {
        if (check instanceof PositionCheck.Invalid invalid) {
            throw new FenException(String.valueOf(fen), invalid.problems());
        }
        return check.position().orElseThrow();
    }

    /**
     * A position from its parts (no en-passant square), checked as strictly as {@link #fromFen} checks a FEN: a king
     * each, no pawn on the first or last rank, castling rights with king and rook at home, the side not to move not
     * in check. The position, or every problem named.
     */
    public static PositionCheck of(Map<Square, Piece> pieces, Color sideToMove, Set<Castling> castling,
                                   int halfmoveClock, int fullmoveNumber) {
        List<String> problems = new ArrayList<>();
        Board board = FenReader.fromParts(pieces, sideToMove, castling, halfmoveClock, fullmoveNumber, problems);
        return problems.isEmpty() ? new PositionCheck.Valid(new Position(board)) : new PositionCheck.Invalid(problems);
    }

    /** The FEN, with the en-passant square written only when an en-passant capture is legal. */
    public String fen() {
        StringBuilder sb = new StringBuilder(placementFen());
        sb.append(' ').append(sideToMove().fenLetter()).append(' ');
        int c = board.castling;
        if (c == 0) {
            sb.append('-');
        } else {
            if ((c & Board.WK) != 0) sb.append('K');
            if ((c & Board.WQ) != 0) sb.append('Q');
            if ((c & Board.BK) != 0) sb.append('k');
            if ((c & Board.BQ) != 0) sb.append('q');
        }
        sb.append(' ').append(board.epSquare >= 0 ? Square.of(board.epSquare).name() : "-");
        sb.append(' ').append(board.halfmoveClock).append(' ').append(board.fullmoveNumber);
        return sb.toString();
    }

    /** The first FEN field: the placement only. */
    public String placementFen() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int p = board.mailbox[rank * 8 + file];
                if (p == Board.EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.ofIndex(p).fenLetter());
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

    public Color sideToMove() {
        return board.side == Board.WHITE ? Color.WHITE : Color.BLACK;
    }

    /** The piece on a square, or null when it is empty. */
    public Piece pieceAt(Square square) {
        int p = board.mailbox[square.index()];
        return p == Board.EMPTY ? null : Piece.ofIndex(p);
    }

    /** Every piece on the board, by square in index order (a1, b1, … h8). */
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> map = new TreeMap<>();
        for (int sq = 0; sq < 64; sq++) {
            if (board.mailbox[sq] != Board.EMPTY) {
                map.put(Square.of(sq), Piece.ofIndex(board.mailbox[sq]));
            }
        }
        return map;
    }

    /** The squares holding this piece, in index order. */
    public List<Square> squaresOf(Piece piece) {
        List<Square> list = new ArrayList<>();
        long bb = board.pieces[piece.ordinal()];
        while (bb != 0) {
            list.add(Square.of(Long.numberOfTrailingZeros(bb)));
            bb &= bb - 1;
        }
        return list;
    }

    public Square kingSquare(Color color) {
        return Square.of(board.kingSquare(color.ordinal()));
    }

    public boolean hasCastlingRight(Castling right) {
        return (board.castling & right.bit) != 0;
    }

    public boolean hasCastlingRight(Color color, boolean kingside) {
        int bit = color == Color.WHITE ? (kingside ? Board.WK : Board.WQ) : (kingside ? Board.BK : Board.BQ);
        return (board.castling & bit) != 0;
    }

    /** The en-passant target square, present only when an en-passant capture is legal now. */
    public Optional<Square> enPassantSquare() {
        return board.epSquare >= 0 ? Optional.of(Square.of(board.epSquare)) : Optional.empty();
    }

    public int halfmoveClock() {
        return board.halfmoveClock;
    }

    public int fullmoveNumber() {
        return board.fullmoveNumber;
    }

    /** Hash of placement, side, castling rights and (legal) en-passant square: equal for repetitions (9.2). */
    public long zobristKey() {
        return board.key;
    }

    /** A fresh mutable board of this position, for the engine and searches. */
    public Board toBoard() {
        return board.copy();
    }

    /** Wraps a board (copied) as a position; the board must be one made by the chess core. */
    public static Position fromBoard(Board board) {
        return new Position(board.copy());
    }

    // ---- moves ----

    public List<Move> legalMoves() {
        List<Move> moves = legalMoves;
        if (moves == null) {
            int[] buf = new int[Board.MAX_MOVES];
            int n = board.generate(buf, 0);
            List<Move> list = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                list.add(toMove(buf[i]));
            }
            moves = Collections.unmodifiableList(list);
            legalMoves = moves;
        }
        return moves;
    }

    public static Move toMove(int encoded) {
        int promo = Board.promotion(encoded);
        return new Move(Square.of(Board.from(encoded)), Square.of(Board.to(encoded)),
                promo == 0 ? null : PieceType.values()[promo]);
    }

    /** The board's int form of a legal move, or -1 if the move is not legal here. */
    public int encode(Move move) {
        int[] buf = new int[Board.MAX_MOVES];
        int n = board.generate(buf, 0);
        int promo = move.promotion() == null ? 0 : move.promotion().ordinal();
        for (int i = 0; i < n; i++) {
            int m = buf[i];
            if (Board.from(m) == move.from().index() && Board.to(m) == move.to().index() && Board.promotion(m) == promo) {
                return m;
            }
        }
        return -1;
    }

    public boolean isLegal(Move move) {
        return legalMoves().contains(move);
    }

    /** The position after a legal move; an illegal move is an {@link IllegalMoveException}. */
    public Position play(Move move) {
        int m = encode(move);
        if (m < 0) {
            throw new IllegalMoveException(move, this);
        }
        Board next = board.copy();
        next.make(m);
        return new Position(next);
    }

    public Piece movingPiece(Move move) {
        return pieceAt(move.from());
    }

    public boolean isEnPassant(Move move) {
        Piece p = pieceAt(move.from());
        return p != null && p.type() == PieceType.PAWN && board.epSquare == move.to().index()
                && move.from().file() != move.to().file();
    }

    public boolean isCapture(Move move) {
        Piece target = pieceAt(move.to());
        return (target != null && target.color() != sideToMove()) || isEnPassant(move);
    }

    /** The piece a move takes (the pawn, for en passant), or null. */
    public Piece capturedPiece(Move move) {
        if (isEnPassant(move)) {
            return Piece.of(sideToMove().opposite(), PieceType.PAWN);
        }
        Piece target = pieceAt(move.to());
        return target != null && target.color() != sideToMove() ? target : null;
    }

    public boolean isCastling(Move move) {
        Piece p = pieceAt(move.from());
        return p != null && p.type() == PieceType.KING && Math.abs(move.from().file() - move.to().file()) == 2;
    }

    public boolean isKingsideCastling(Move move) {
        return isCastling(move) && move.to().file() == 6;
    }

    public boolean givesCheck(Move move) {
        return play(move).isCheck();
    }

    public boolean isCheck() {
        return board.inCheck();
    }

    /**
     * The colours whose king stands attacked on {@code placement} (a FEN placement field), which need not be a position
     * of any game: after an illegal move both kings may be in check (rules 7.4.1, B6), or a pawn stand on its last
     * rank. A colour without exactly one king has none in check; a placement with a syntax error has none either.
     */
    public static Set<Color> kingsInCheck(String placement) {
        Board b = new Board();
        List<String> problems = new ArrayList<>();
        FenReader.readSquares(placement, b, problems);
        Set<Color> inCheck = EnumSet.noneOf(Color.class);
        if (!problems.isEmpty()) {
            return inCheck;
        }
        for (Color c : Color.values()) {
            int side = c == Color.WHITE ? Board.WHITE : Board.BLACK;
            if (Long.bitCount(b.pieces[side * 6 + Board.KING_T]) == 1
                    && b.attacked(b.kingSquare(side), b.occupied, side ^ 1)) {
                inCheck.add(c);
            }
        }
        return inCheck;
    }

    public boolean isCheckmate() {
        return isCheck() && legalMoves().isEmpty();
    }

    public boolean isStalemate() {
        return !isCheck() && legalMoves().isEmpty();
    }

    /**
     * Insufficient material (rule 5.2.2 in its plain cases): K–K, K+N–K, K+B–K, and kings with bishops only,
     * all on squares of one colour. No series of legal moves can then lead to mate.
     */
    public boolean isInsufficientMaterial() {
        long[] p = board.pieces;
        long heavy = p[0] | p[3] | p[4] | p[6] | p[9] | p[10];
        if (heavy != 0) {
            return false;
        }
        long knights = p[1] | p[7];
        long bishops = p[2] | p[8];
        if (knights != 0) {
            return Long.bitCount(knights) == 1 && bishops == 0;
        }
        return (bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0;
    }

    /** Counts of each piece, for material read-outs. */
    public Map<Piece, Integer> material() {
        Map<Piece, Integer> m = new EnumMap<>(Piece.class);
        for (Piece piece : Piece.values()) {
            int c = Long.bitCount(board.pieces[piece.ordinal()]);
            if (c > 0) {
                m.put(piece, c);
            }
        }
        return m;
    }

    // Position identity is its FEN: placement, side, rights, legal en-passant square and both counters.
    @Override
    public boolean equals(Object o) {
        return o instanceof Position other && fen().equals(other.fen());
    }

    @Override
    public int hashCode() {
        return fen().hashCode();
    }

    @Override
    public String toString() {
        return fen();
    }
}
