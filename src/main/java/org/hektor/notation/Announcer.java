package org.hektor.notation;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.IllegalMoveException;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;

/**
 * Move + position → the phrase Hektor says, exactly as spoken-notation.md section 2 lays it down
 * (rule 2.1: moves are announced clearly in the words of the profile):
 * <ul>
 * <li>long: {@code <piece> <from> [<capture>] <to> [<promotion piece>] [en passant] [<check>|<mate>]}</li>
 * <li>short: SAN spoken, the piece word (none for pawns), SAN's disambiguator, capture, destination, ...</li>
 * </ul>
 */
public final class Announcer {
    private final Profile profile;

    public Announcer(Profile profile) {
        this.profile = profile;
    }

    public Profile profile() {
        return profile;
    }

    /** The long style, the default for the visually impaired player: it names the square the piece leaves. */
    public String announce(Position position, Move move) {
        return announce(position, move, Style.LONG);
    }

    public String announce(Position position, Move move, Style style) {
        if (!position.isLegal(move)) {
            throw new IllegalMoveException(move, position);
        }
        List<String> words = core(position, move, style, true);
        words.addAll(tail(position, move, position.play(move)));
        return String.join(" ", words);
    }

    /**
     * An ASK read out (section 3): "Eins: Springer Bella eins David zwei. Zwei: Springer Felix drei David zwei."
     * Numbered with the profile's rank words, each move in long style.
     */
    public String askList(Position position, List<Move> moves) {
        if (moves.isEmpty() || moves.size() > 8) {
            throw new IllegalArgumentException("A question offers 1 to 8 moves, not " + moves.size() + ".");
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(profile.number(i + 1)).append(": ").append(announce(position, moves.get(i))).append('.');
        }
        return sb.toString();
    }

    /**
     * The words up to the destination and promotion piece, without en passant, check or mate words. Castling
     * is its phrase in either style. {@code captureWord} false leaves the capture word out (the grammar offers
     * both, since players drop it).
     */
    List<String> core(Position position, Move move, Style style, boolean captureWord) {
        List<String> words = new ArrayList<>(8);
        if (position.isCastling(move)) {
            words.add(profile.castling(position.isKingsideCastling(move)));
            return words;
        }
        PieceType type = position.pieceAt(move.from()).type();
        boolean capture = position.isCapture(move);
        if (style == Style.LONG) {
            words.add(profile.piece(type));
            words.add(profile.square(move.from()));
        } else if (type == PieceType.PAWN) {
            if (capture) {
                words.add(profile.file(move.from().file()));      // exd5: the pawn's file, as SAN writes it
            }
        } else {
            words.add(profile.piece(type));
            String d = San.disambiguator(position, move);         // rule 8.8.9: "b", "1" or "h4"
            if (d.length() == 2) {
                words.add(profile.square(move.from()));
            } else if (d.length() == 1) {
                words.add(Character.isDigit(d.charAt(0)) ? profile.rank(move.from().rank()) : profile.file(move.from().file()));
            }
        }
        if (capture && captureWord) {
            words.add(profile.capture());
        }
        words.add(profile.square(move.to()));
        if (move.promotion() != null) {
            words.add(profile.piece(move.promotion()));          // rule 2.1: the player announces the chosen piece
        }
        return words;
    }

    /** En passant, then check or mate, as the position after the move shows. */
    List<String> tail(Position position, Move move, Position after) {
        List<String> words = new ArrayList<>(2);
        if (position.isEnPassant(move)) {
            words.add(profile.enPassant());
        }
        if (after.isCheckmate()) {
            words.add(profile.mate());
        } else if (after.isCheck()) {
            words.add(profile.check());
        }
        return words;
    }
}
