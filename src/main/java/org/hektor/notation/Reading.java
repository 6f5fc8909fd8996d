package org.hektor.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/** What one hypothesis says before it meets the position: the constraints of spoken-notation.md section 3. */
sealed interface Reading {

    /** Nothing a move or command is made of; {@code word} is the first unknown word, or null. */
    record NotUnderstood(String word) implements Reading {
    }

    /** Readable but not enough to look for a move; the reason says what is missing. */
    record Incomplete(Reason.Kind reason) implements Reading {
    }

    /** A lone number word or digit: the answer to an ASK, nothing else. */
    record Number(int n) implements Reading {
    }

    /** A command of section 4. */
    record Spoken(Heard.Command command) implements Reading {
    }

    /**
     * Text with a word that is no profile word: perhaps typed SAN or UCI, which the whole hypothesis text is
     * then read as; {@code word} is the first unknown word, for the reason when it is not that either.
     */
    record Typed(String word) implements Reading {
    }

    /**
     * A move described by constraints. {@code piece} null: no piece word (pawn moves preferred).
     * {@code fromFile}/{@code fromRank} -1: not said. {@code promotion} null: none named (never guessed).
     * {@code castle}: -1 none, else {@link Token#CASTLE_EITHER}, {@code CASTLE_SHORT} or {@code CASTLE_LONG}.
     */
    record Constraints(PieceType piece, int fromFile, int fromRank, Square to, boolean capture, PieceType promotion,
                       int castle) implements Reading {

        Optional<Square> from() {
            return fromFile >= 0 && fromRank >= 0 ? Optional.of(Square.of(fromFile, fromRank)) : Optional.empty();
        }

        /** The legal moves that meet every constraint, pawn moves only if any pawn move does (section 3). */
        List<Move> candidates(Position position) {
            List<Move> found = new ArrayList<>(4);
            if (castle >= 0) {
                for (Move m : position.legalMoves()) {
                    if (position.isCastling(m) && (castle == Token.CASTLE_EITHER
                            || position.isKingsideCastling(m) == (castle == Token.CASTLE_SHORT))) {
                        found.add(m);
                    }
                }
                return found;
            }
            if (to == null) {
                return found;
            }
            boolean pawnFound = false;
            for (Move m : position.legalMoves()) {
                if (matches(position, m)) {
                    found.add(m);
                    pawnFound |= position.pieceAt(m.from()).type() == PieceType.PAWN;
                }
            }
            if (piece == null && pawnFound) {
                // rule of section 3: without a piece word a pawn move is meant if one fits
                found.removeIf(m -> position.pieceAt(m.from()).type() != PieceType.PAWN);
            }
            return found;
        }

        /** Every constraint but the pawn preference; a king's move of two files is castling (e1g1) by itself. */
        boolean matches(Position position, Move m) {
            if (!m.to().equals(to)) {
                return false;
            }
            if (fromFile >= 0 && m.from().file() != fromFile || fromRank >= 0 && m.from().rank() != fromRank) {
                return false;
            }
            if (piece != null) {
                Piece moving = position.pieceAt(m.from());
                if (moving.type() != piece) {
                    return false;
                }
            }
            if (promotion != null && m.promotion() != promotion) {
                return false;
            }
            return !capture || position.isCapture(m);
        }
    }

    /**
     * Reads tokens into constraints: a piece word first; one square is the destination, two are origin and
     * destination; a lone file or rank word before the destination tells the origin apart; a piece word after
     * the destination is the promotion; the capture word anywhere. Anything else is not understood.
     */
    static Reading of(List<Token> tokens) {
        if (tokens.isEmpty()) {
            return new NotUnderstood(null);
        }
        for (Token t : tokens) {
            if (t.kind() == Token.Kind.UNKNOWN) {
                return new Typed(t.text());
            }
        }
        Token first = tokens.get(0);
        if (first.kind() == Token.Kind.COMMAND) {
            return command(tokens);
        }
        if (tokens.size() == 1 && first.kind() == Token.Kind.RANK) {
            return new Number(first.value() + 1);
        }
        int castle = -1;
        boolean capture = false;
        List<Token> rest = new ArrayList<>(tokens.size());
        for (Token t : tokens) {
            switch (t.kind()) {
                case CASTLE -> castle = castle < 0 || castle == Token.CASTLE_EITHER ? t.value() : castle;
                case CAPTURE -> capture = true;
                case COMMAND -> {
                    return new NotUnderstood(t.text());
                }
                default -> rest.add(t);
            }
        }
        if (castle >= 0) {
            // "König Kurze Rochade" is still castling; any square or other word makes it unclear
            for (Token t : rest) {
                if (t.kind() != Token.Kind.PIECE || t.value() != PieceType.KING.ordinal()) {
                    return new NotUnderstood(t.text());
                }
            }
            return new Constraints(PieceType.KING, -1, -1, null, false, null, castle);
        }
        return move(squares(rest), capture);
    }

    /** File word followed by rank word makes a square token. */
    private static List<Token> squares(List<Token> tokens) {
        List<Token> out = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() == Token.Kind.FILE && i + 1 < tokens.size() && tokens.get(i + 1).kind() == Token.Kind.RANK) {
                Token r = tokens.get(++i);
                out.add(new Token(Token.Kind.SQUARE, r.value() * 8 + t.value(), t.text() + " " + r.text()));
            } else {
                out.add(t);
            }
        }
        return out;
    }

    private static Reading move(List<Token> items, boolean capture) {
        int lastSquare = -1;
        int squareCount = 0;
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).kind() == Token.Kind.SQUARE) {
                lastSquare = i;
                squareCount++;
            }
        }
        if (squareCount > 2) {
            return new NotUnderstood(null);
        }
        PieceType piece = null;
        PieceType promotion = null;
        int fromFile = -1;
        int fromRank = -1;
        Square origin = null;
        for (int i = 0; i < items.size(); i++) {
            Token t = items.get(i);
            boolean beforeDestination = lastSquare < 0 || i < lastSquare;
            boolean nothingBefore = piece == null && origin == null && fromFile < 0 && fromRank < 0;
            switch (t.kind()) {
                case PIECE -> {
                    if (beforeDestination && nothingBefore) {
                        piece = PieceType.values()[t.value()];
                    } else if (i > lastSquare && lastSquare >= 0 && promotion == null) {
                        promotion = PieceType.values()[t.value()];
                    } else {
                        return new NotUnderstood(null);
                    }
                }
                case SQUARE -> {
                    if (i < lastSquare) {
                        if (fromFile >= 0 || fromRank >= 0) {
                            return new NotUnderstood(null);
                        }
                        origin = Square.of(t.value());
                    }
                }
                case FILE -> {
                    if (!beforeDestination || fromFile >= 0 || origin != null) {
                        return new NotUnderstood(null);
                    }
                    fromFile = t.value();
                }
                case RANK -> {
                    if (!beforeDestination || fromRank >= 0 || origin != null) {
                        return new NotUnderstood(null);
                    }
                    fromRank = t.value();
                }
                default -> {
                    return new NotUnderstood(t.text());
                }
            }
        }
        if (origin != null) {
            fromFile = origin.file();
            fromRank = origin.rank();
        }
        if (lastSquare < 0) {
            return new Incomplete(piece != null || fromFile >= 0 || fromRank >= 0 || capture
                    ? Reason.Kind.NAME_DESTINATION : Reason.Kind.NOT_UNDERSTOOD);
        }
        return new Constraints(piece, fromFile, fromRank, Square.of(items.get(lastSquare).value()), capture,
                promotion, -1);
    }

    /** "Zeit", "ja richtig", "Wo Springer", "Was Eva vier". */
    private static Reading command(List<Token> tokens) {
        CommandWord word = CommandWord.values()[tokens.get(0).value()];
        List<Token> rest = squares(tokens.subList(1, tokens.size()));
        switch (word) {
            case WHERE -> {
                if (rest.size() == 1 && rest.get(0).kind() == Token.Kind.PIECE) {
                    return new Spoken(new Heard.Command(word, Optional.of(PieceType.values()[rest.get(0).value()]),
                            Optional.empty()));
                }
                return rest.isEmpty() ? new Incomplete(Reason.Kind.NAME_PIECE_TO_FIND) : new NotUnderstood(null);
            }
            case WHAT -> {
                if (rest.size() == 1 && rest.get(0).kind() == Token.Kind.SQUARE) {
                    return new Spoken(new Heard.Command(word, Optional.empty(), Optional.of(Square.of(rest.get(0).value()))));
                }
                return rest.isEmpty() ? new Incomplete(Reason.Kind.NAME_SQUARE_TO_LOOK_AT) : new NotUnderstood(null);
            }
            default -> {
                // "ja richtig" is one confirmation; "ja Springer" is not understood
                for (Token t : rest) {
                    if (t.kind() != Token.Kind.COMMAND || t.value() != word.ordinal()) {
                        return new NotUnderstood(null);
                    }
                }
                return new Spoken(Heard.Command.of(word));
            }
        }
    }
}
