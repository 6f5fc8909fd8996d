package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/**
 * Touch-move (rules 4.3 to 4.5): which moves a player may still make after deliberately touching pieces, in the
 * order he touched them. Touches are squares of the position before his move; a touched empty square is no touch.
 * Pure: the same position and touches give the same obligation.
 */
public final class TouchMove {
    private TouchMove() {
    }

    /**
     * What the touches oblige.
     *
     * @param rule        the article that applies (4.3.1 …), or {@link Rule#NOTHING_TOUCHED}
     * @param allowed     the legal moves the player may still make
     * @param description what that means, in words: "move the knight on g1", "capture the pawn on e5", …
     */
    public record Obligation(Rule rule, Set<Move> allowed, String description) {
        public Obligation {
            allowed = Set.copyOf(allowed);
        }

        /** True when the touches leave the player no narrower choice than every legal move. */
        public boolean isFree() {
            return rule == Rule.NOTHING_TOUCHED || rule == Rule.NO_TOUCHED_PIECE_CAN_MOVE;
        }
    }

    /** The obligation of {@code touched} (in touch order) in {@code position}, whose side to move touched them. */
    public static Obligation of(Position position, List<Square> touched) {
        Color me = position.sideToMove();
        List<Square> own = new ArrayList<>();
        List<Square> theirs = new ArrayList<>();
        List<Square> all = new ArrayList<>();
        for (Square s : touched) {
            Piece p = position.pieceAt(s);
            if (p == null || all.contains(s)) {
                continue;
            }
            all.add(s);
            (p.color() == me ? own : theirs).add(s);
        }
        List<Move> legal = position.legalMoves();
        if (all.isEmpty()) {
            return new Obligation(Rule.NOTHING_TOUCHED, Set.copyOf(legal), "no piece touched");
        }

        // Rule 4.4: king and rook.
        if (!own.isEmpty() && position.pieceAt(own.get(0)).type() == PieceType.KING) {
            for (Square rook : own.subList(1, own.size())) {
                Boolean kingside = castlingSide(position, own.get(0), rook);
                if (kingside != null) {
                    for (Move m : legal) {
                        if (position.isCastling(m) && position.isKingsideCastling(m) == kingside) {
                            return new Obligation(Rule.KING_THEN_ROOK, Set.of(m), "castle " + (kingside ? "kingside" : "queenside"));
                        }
                    }
                    Set<Move> kingMoves = movesFrom(position, legal, own.get(0));
                    if (!kingMoves.isEmpty()) {
                        return new Obligation(Rule.CASTLING_NOT_LEGAL, kingMoves, "castling that side is not legal: make another king move");
                    }
                    return new Obligation(Rule.NO_TOUCHED_PIECE_CAN_MOVE, Set.copyOf(legal), "the king cannot move: any legal move");
                }
            }
        }
        // Rule 4.4.2: a rook touched before the king forbids castling with it; 4.3.1 applies.
        boolean noCastling = false;
        if (own.size() >= 2) {
            for (int i = 0; i < own.size(); i++) {
                if (position.pieceAt(own.get(i)).type() == PieceType.KING) {
                    for (Square r : own.subList(0, i)) {
                        noCastling |= castlingSide(position, own.get(i), r) != null;
                    }
                }
            }
        }

        // Rule 4.3.3: pieces of both colours: capture a touched piece with a touched piece.
        if (!own.isEmpty() && !theirs.isEmpty()) {
            Set<Move> captures = new LinkedHashSet<>();
            for (Move m : legal) {
                if (own.contains(m.from()) && theirs.contains(capturedSquare(position, m))) {
                    captures.add(m);
                }
            }
            if (!captures.isEmpty()) {
                // Named are only the touched pieces that take part in a possible capture, in the order touched.
                List<String> taken = new ArrayList<>();
                List<String> takers = new ArrayList<>();
                for (Square s : all) {
                    if (captures.stream().anyMatch(m -> capturedSquare(position, m).equals(s))) {
                        taken.add(name(position, s));
                    }
                    if (captures.stream().anyMatch(m -> m.from().equals(s))) {
                        takers.add(name(position, s));
                    }
                }
                return new Obligation(Rule.TOUCHED_BOTH_COLOURS, captures, "capture " + String.join(" or ", taken)
                        + " with " + String.join(" or ", takers));
            }
        }
        // Rules 4.3.1, 4.3.2 (and 4.3.3's fallback): the first touched piece that can be moved or captured.
        for (Square s : all) {
            boolean mine = own.contains(s);
            Set<Move> moves = new LinkedHashSet<>();
            for (Move m : legal) {
                if (mine ? m.from().equals(s) && !(noCastling && position.isCastling(m))
                        : position.isCapture(m) && capturedSquare(position, m).equals(s)) {
                    moves.add(m);
                }
            }
            if (!moves.isEmpty()) {
                Rule rule = !own.isEmpty() && !theirs.isEmpty() ? Rule.TOUCHED_BOTH_COLOURS
                        : mine ? Rule.TOUCHED_OWN_PIECE : Rule.TOUCHED_OPPONENTS_PIECE;
                if (mine && noCastling) {
                    rule = Rule.ROOK_THEN_KING;
                }
                return new Obligation(rule, moves, (mine ? "move " : "capture ") + name(position, s));
            }
        }
        return new Obligation(Rule.NO_TOUCHED_PIECE_CAN_MOVE, Set.copyOf(legal), "no touched piece can be moved or captured: any legal move");
    }

    /** Is {@code rook} a rook its king could castle with (same colour, corner of the king's home rank)? */
    private static Boolean castlingSide(Position position, Square king, Square rook) {
        Piece r = position.pieceAt(rook);
        Piece k = position.pieceAt(king);
        if (r == null || r.type() != PieceType.ROOK || r.color() != k.color()) {
            return null;
        }
        int home = k.color() == Color.WHITE ? 0 : 7;
        if (king.rank() != home || king.file() != 4 || rook.rank() != home) {
            return null;
        }
        if (rook.file() == 7) {
            return Boolean.TRUE;
        }
        return rook.file() == 0 ? Boolean.FALSE : null;
    }

    private static Set<Move> movesFrom(Position position, List<Move> legal, Square from) {
        Set<Move> moves = new LinkedHashSet<>();
        for (Move m : legal) {
            if (m.from().equals(from)) {
                moves.add(m);
            }
        }
        return moves;
    }

    /** The square of the piece a move captures (en passant: beside the destination). */
    static Square capturedSquare(Position position, Move move) {
        return position.isEnPassant(move) ? Square.of(move.to().file(), move.from().rank()) : move.to();
    }

    /** "the knight on g1" (English, for the arbiter's log; spoken words come from the session). */
    static String name(Position position, Square square) {
        return "the " + position.pieceAt(square).type().name().toLowerCase(Locale.ROOT) + " on " + square.name();
    }
}
