package org.hektor.arbiter;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/**
 * Why a move of the side to move is illegal, as the arbiter would explain it to a blind player who cannot see the
 * board: the way is blocked (by what, on which square), the piece is pinned, the king would be in check (3.9), the
 * piece does not move so at all, the castling right is lost, or the king stands in check, passes an attacked square or
 * would land in check when castling (3.8.2). A value ({@link Refusal}), said in any
 * language by {@code words.Refusals}.
 */
public final class IllegalMoveReason {
    private IllegalMoveReason() {
    }

    /**
     * Why {@code from}-{@code to} cannot be played in {@code p}; empty when it can, when no piece of the side to move
     * stands on {@code from}, or when the reason is none of these (a promotion left out, say).
     */
    public static Optional<Refusal> of(Position p, Square from, Square to) {
        Piece piece = p.pieceAt(from);
        Color us = p.sideToMove();
        if (piece == null || piece.color() != us || from.equals(to)
                || p.legalMoves().stream().anyMatch(m -> m.from().equals(from) && m.to().equals(to))) {
            return Optional.empty();
        }
        String move = from.name() + to.name();
        PieceType type = piece.type();
        if (type == PieceType.KING && from.rank() == to.rank() && Math.abs(from.file() - to.file()) == 2) {
            boolean kingside = to.file() > from.file();
            if (!p.hasCastlingRight(us, kingside)) {
                return Optional.of(Refusal.illegalMove(Refusal.Kind.CASTLING_RIGHTS_LOST, move, type)
                        .citing(Rule.CASTLING_CONDITIONS).quoting(kingside ? "short" : "long"));
            }
            int rookFile = kingside ? 7 : 0;
            // from the king outwards: the piece beside the king is the one a player finds first
            int towards = Integer.signum(rookFile - from.file());
            for (int f = from.file() + towards; f != rookFile; f += towards) {
                Square between = Square.of(f, from.rank());
                if (p.pieceAt(between) != null) {
                    return Optional.of(Refusal.illegalMove(Refusal.Kind.PATH_BLOCKED, move, type)
                            .by(p.pieceAt(between), between));
                }
            }
            return castlingAttacked(p, from, to, kingside, move);
        }
        Map<Square, Piece> board = new HashMap<>(p.pieces());
        Piece target = board.get(to);
        if (!movesSo(piece, from, to, target != null || p.enPassantSquare().filter(to::equals).isPresent())) {
            return Optional.of(Refusal.illegalMove(Refusal.Kind.NOT_THAT_PIECES_MOVE, move, type));
        }
        Optional<Square> blocker = firstBetween(board, from, to);
        if (blocker.isPresent()) {
            return Optional.of(Refusal.illegalMove(Refusal.Kind.PATH_BLOCKED, move, type)
                    .by(board.get(blocker.get()), blocker.get()));
        }
        if (target != null && (target.color() == us || type == PieceType.PAWN && from.file() == to.file())) {
            return Optional.of(Refusal.illegalMove(Refusal.Kind.PATH_BLOCKED, move, type).by(target, to));
        }
        boolean inCheckBefore = attacker(board, p.kingSquare(us), us).isPresent();
        board.remove(from);
        board.put(to, piece);
        Square king = type == PieceType.KING ? to : p.kingSquare(us);
        Optional<Square> checker = attacker(board, king, us);
        if (checker.isPresent()) {
            boolean pinned = type != PieceType.KING && !inCheckBefore;
            return Optional.of(Refusal.illegalMove(pinned ? Refusal.Kind.PINNED : Refusal.Kind.KING_WOULD_BE_IN_CHECK,
                    move, type).by(board.get(checker.get()), checker.get()).citing(Rule.CHECK));
        }
        return Optional.empty();
    }

    /**
     * Rule 3.8.2: castling with the way free is still illegal when the king stands in check, passes a square the
     * opponent attacks, or would stand in check on its square: the attacker and its square, and the side.
     */
    private static Optional<Refusal> castlingAttacked(Position p, Square from, Square to, boolean kingside,
                                                      String move) {
        Color us = p.sideToMove();
        String side = kingside ? "short" : "long";
        Map<Square, Piece> board = new HashMap<>(p.pieces());
        Optional<Square> checker = attacker(board, from, us);
        if (checker.isPresent()) {
            return Optional.of(castling(Refusal.Kind.CASTLING_IN_CHECK, checker.get(), move, side, board));
        }
        Square passed = Square.of((from.file() + to.file()) / 2, from.rank());
        Optional<Square> watching = attacker(board, passed, us);
        if (watching.isPresent()) {
            return Optional.of(castling(Refusal.Kind.CASTLING_THROUGH_ATTACK, watching.get(), move, side, board));
        }
        Piece king = board.remove(from);
        board.put(to, king);
        board.put(passed, board.remove(Square.of(kingside ? 7 : 0, from.rank())));
        return attacker(board, to, us).map(s -> castling(Refusal.Kind.CASTLING_INTO_CHECK, s, move, side, board));
    }

    private static Refusal castling(Refusal.Kind kind, Square attacker, String move, String side,
                                    Map<Square, Piece> board) {
        return Refusal.illegalMove(kind, move, PieceType.KING).by(board.get(attacker), attacker)
                .citing(Rule.CASTLING_CONDITIONS).quoting(side);
    }

    /** Does {@code piece} move from {@code from} to {@code to} on an empty board (a pawn: forward, or taking)? */
    private static boolean movesSo(Piece piece, Square from, Square to, boolean taking) {
        int df = to.file() - from.file();
        int dr = to.rank() - from.rank();
        int adf = Math.abs(df);
        int adr = Math.abs(dr);
        return switch (piece.type()) {
            case KING -> adf <= 1 && adr <= 1;
            case KNIGHT -> adf * adr == 2;
            case BISHOP -> adf == adr;
            case ROOK -> df == 0 || dr == 0;
            case QUEEN -> adf == adr || df == 0 || dr == 0;
            case PAWN -> {
                int forward = piece.color() == Color.WHITE ? 1 : -1;
                int start = piece.color() == Color.WHITE ? 1 : 6;
                yield taking ? adf == 1 && dr == forward || df == 0 && dr == forward
                        : df == 0 && (dr == forward || dr == 2 * forward && from.rank() == start);
            }
        };
    }

    /** The first occupied square strictly between two squares on a line, if they are on one. */
    private static Optional<Square> firstBetween(Map<Square, Piece> board, Square from, Square to) {
        int df = Integer.signum(to.file() - from.file());
        int dr = Integer.signum(to.rank() - from.rank());
        boolean line = from.file() == to.file() || from.rank() == to.rank()
                || Math.abs(to.file() - from.file()) == Math.abs(to.rank() - from.rank());
        if (!line) {
            return Optional.empty();
        }
        for (Square s = step(from, df, dr); !s.equals(to); s = step(s, df, dr)) {
            if (board.containsKey(s)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    private static Square step(Square s, int df, int dr) {
        return Square.of(s.file() + df, s.rank() + dr);
    }

    /** A piece of the opponent of {@code us} that attacks {@code target} on {@code board}. */
    private static Optional<Square> attacker(Map<Square, Piece> board, Square target, Color us) {
        for (Map.Entry<Square, Piece> e : board.entrySet()) {
            Piece piece = e.getValue();
            Square at = e.getKey();
            if (piece.color() == us || at.equals(target)) {
                continue;
            }
            boolean attacks = piece.type() == PieceType.PAWN
                    ? Math.abs(target.file() - at.file()) == 1
                            && target.rank() - at.rank() == (piece.color() == Color.WHITE ? 1 : -1)
                    : movesSo(piece, at, target, true) && (piece.type() == PieceType.KNIGHT
                            || firstBetween(board, at, target).isEmpty());
            if (attacks) {
                return Optional.of(at);
            }
        }
        return Optional.empty();
    }
}
