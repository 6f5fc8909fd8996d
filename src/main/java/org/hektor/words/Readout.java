package org.hektor.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.Profile;

/**
 * A position read out in the profile's words, the way a blind player goes over a board by hand: by piece type
 * (each side's king, queen, rooks ... with their squares), by file (Anna to Hektor), or by rank (one to eight);
 * also where the pieces of a type stand and what stands on a square. Sentences without articles or inflected
 * adjectives ("Eva vier: Bauer, Weiß"), so one pattern serves every language.
 */
public final class Readout {
    /** How to go over the board. */
    public enum By {
        PIECES, FILES, RANKS, FILE, RANK;

        /** FILE and RANK name one file or rank (0–7); the others go over the whole board. */
        public boolean takesIndex() {
            return this == FILE || this == RANK;
        }

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private static final PieceType[] ORDER = {PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP,
        PieceType.KNIGHT, PieceType.PAWN};

    private final Profile profile;
    private final Words messages;

    public Readout(Profile profile, Words messages) {
        this.profile = profile;
        this.messages = messages;
    }

    public String read(Position p, By by, int index) {
        return switch (by) {
            case PIECES -> byPieces(p);
            case FILES -> join(range(8).stream().map(f -> file(p, f)).toList());
            case RANKS -> join(range(8).stream().map(r -> rank(p, r)).toList());
            case FILE -> file(p, index);
            case RANK -> rank(p, index);
        };
    }

    /** "Weiß: König Gustav eins; Dame David eins; Turm Anna eins, Hektor eins. Schwarz: ..." */
    public String byPieces(Position p) {
        List<String> sides = new ArrayList<>();
        for (Color c : Color.values()) {
            List<String> items = new ArrayList<>();
            for (PieceType t : ORDER) {
                List<Square> squares = squares(p, Piece.of(c, t));
                if (!squares.isEmpty()) {
                    items.add(profile.piece(t) + " " + squareList(squares));
                }
            }
            sides.add(messages.say("session.readout.side", "color", color(c), "items", String.join("; ", items)));
        }
        return join(sides);
    }

    /** "Springer: Weiß Bella eins, Gustav eins; Schwarz Gustav acht." */
    public String where(Position p, PieceType type) {
        List<String> sides = new ArrayList<>();
        for (Color c : Color.values()) {
            List<Square> squares = squares(p, Piece.of(c, type));
            if (!squares.isEmpty()) {
                sides.add(color(c) + " " + squareList(squares));
            }
        }
        String piece = Words.capitalized(profile.piece(type));
        return sides.isEmpty() ? messages.say("session.where.none", "piece", piece)
                : messages.say("session.where", "piece", piece, "sides", String.join("; ", sides));
    }

    /** "Eva vier: Bauer, Weiß." or "Eva vier: leer." */
    public String what(Position p, Square square) {
        Piece piece = p.pieceAt(square);
        String sq = Words.capitalized(profile.square(square));
        return piece == null ? messages.say("session.what.empty", "square", sq)
                : messages.say("session.what", "square", sq, "piece", profile.piece(piece.type()), "color", color(piece.color()));
    }

    /** "Anna: Weiß Turm eins, Bauer zwei; Schwarz Bauer sieben, Turm acht." */
    private String file(Position p, int file) {
        List<String> sides = new ArrayList<>();
        for (Color c : Color.values()) {
            List<String> items = new ArrayList<>();
            for (int rank = 0; rank < 8; rank++) {
                Piece piece = p.pieceAt(Square.of(file, rank));
                if (piece != null && piece.color() == c) {
                    items.add(profile.piece(piece.type()) + " " + profile.rank(rank));
                }
            }
            if (!items.isEmpty()) {
                sides.add(color(c) + " " + String.join(", ", items));
            }
        }
        String name = Words.capitalized(profile.file(file));
        return sides.isEmpty() ? messages.say("session.line.empty", "line", name)
                : messages.say("session.line", "line", name, "sides", String.join("; ", sides));
    }

    /** "Reihe eins: Weiß Turm Anna, Springer Bella, ...; Schwarz ..." */
    private String rank(Position p, int rank) {
        List<String> sides = new ArrayList<>();
        for (Color c : Color.values()) {
            List<String> items = new ArrayList<>();
            for (int file = 0; file < 8; file++) {
                Piece piece = p.pieceAt(Square.of(file, rank));
                if (piece != null && piece.color() == c) {
                    items.add(profile.piece(piece.type()) + " " + profile.file(file));
                }
            }
            if (!items.isEmpty()) {
                sides.add(color(c) + " " + String.join(", ", items));
            }
        }
        String name = messages.say("session.rank", "rank", profile.rank(rank));
        return sides.isEmpty() ? messages.say("session.line.empty", "line", name)
                : messages.say("session.line", "line", name, "sides", String.join("; ", sides));
    }

    private String color(Color c) {
        return messages.say(c == Color.WHITE ? "color.white" : "color.black");
    }

    private String squareList(List<Square> squares) {
        return String.join(", ", squares.stream().map(profile::square).toList());
    }

    private static List<Square> squares(Position p, Piece piece) {
        List<Square> list = new ArrayList<>(p.squaresOf(piece));
        list.sort(null);
        return list;
    }

    private static List<Integer> range(int n) {
        List<Integer> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(i);
        }
        return list;
    }

    private static String join(List<String> sentences) {
        return String.join(" ", sentences);
    }
}
