package org.hektor.chess;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Standard algebraic notation (rules 8.8, 8.9, Annex E) out and in, in any language's piece letters. */
public final class San {
    private San() {
    }

    // ---- out ----

    /** English SAN as PGN writes it: Nbd2, exd5, e8=Q+, O-O, Qh4#. */
    public static String of(Position position, Move move) {
        return of(position, move, PieceLetters.ENGLISH);
    }

    public static String of(Position position, Move move, PieceLetters letters) {
        if (!position.isLegal(move)) {
            throw new IllegalMoveException(move, position);
        }
        StringBuilder sb = new StringBuilder(8);
        Piece piece = position.pieceAt(move.from());
        if (position.isCastling(move)) {
            sb.append(move.to().file() == 6 ? "O-O" : "O-O-O");
        } else if (piece.type() == PieceType.PAWN) {
            if (position.isCapture(move)) {
                sb.append(move.from().fileChar()).append('x');
            }
            sb.append(move.to().name());
            if (move.promotion() != null) {
                sb.append('=').append(letters.letter(move.promotion(), piece.color()));
            }
        } else {
            sb.append(letters.letter(piece.type(), piece.color()));
            sb.append(disambiguator(position, move));
            if (position.isCapture(move)) {
                sb.append('x');
            }
            sb.append(move.to().name());
        }
        Position after = position.play(move);
        if (after.isCheckmate()) {
            sb.append('#');
        } else if (after.isCheck()) {
            sb.append('+');
        }
        return sb.toString();
    }

    /**
     * The origin file, rank or square SAN must add when another piece of the same kind can reach the
     * same square (rule 8.8.9): the file if that tells them apart, else the rank, else both.
     */
    public static String disambiguator(Position position, Move move) {
        Piece piece = position.pieceAt(move.from());
        if (piece == null || piece.type() == PieceType.PAWN || piece.type() == PieceType.KING) {
            return "";
        }
        boolean needed = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (Move other : position.legalMoves()) {
            if (other.to().equals(move.to()) && !other.from().equals(move.from())
                    && position.pieceAt(other.from()) == piece) {
                needed = true;
                sameFile |= other.from().file() == move.from().file();
                sameRank |= other.from().rank() == move.from().rank();
            }
        }
        if (!needed) {
            return "";
        }
        if (!sameFile) {
            return String.valueOf(move.from().fileChar());
        }
        if (!sameRank) {
            return String.valueOf(move.from().rankChar());
        }
        return move.from().name();
    }

    // ---- in ----

    /** Reads SAN in any letter set (English first, then German, Dutch, French, Russian, figurines). */
    public static Move parse(Position position, String text) {
        return parse(position, text, PieceLetters.ENGLISH);
    }

    /** Reads SAN as {@link #read} does; a text that names no move raises a {@link SanException} with the reason. */
    public static Move parse(Position position, String text, PieceLetters preferred) {
        return read(position, text, preferred).orElseThrow();
    }

    /**
     * Reads SAN, trying the {@code preferred} letter set first and then every other set: the move, or why the text
     * names none (the first letter set's reason that understood it).
     */
    public static SanReading read(Position position, String text, PieceLetters preferred) {
        String s = normalize(text);
        if (s.isEmpty()) {
            return new SanReading.NotSan("Nothing was written; a move looks like e4, Nf3 or O-O.");
        }
        if (s.matches("[O0o]-?[O0o]")) {
            return castling(position, true, text);
        }
        if (s.matches("[O0o]-?[O0o]-?[O0o]")) {
            return castling(position, false, text);
        }
        List<PieceLetters> order = new ArrayList<>();
        order.add(preferred);
        for (PieceLetters l : PieceLetters.values()) {
            if (l != preferred) {
                order.add(l);
            }
        }
        SanReading firstProblem = null;
        for (PieceLetters letters : order) {
            Parsed parsed = Parsed.read(s, letters);
            if (parsed == null) {
                continue;
            }
            SanReading reading = parsed.resolve(position, text);
            if (reading instanceof SanReading.Found) {
                return reading;
            }
            if (firstProblem == null) {
                firstProblem = reading;
            }
        }
        if (firstProblem != null) {
            return firstProblem;
        }
        // A keyboard habit: a lower-case piece letter (nf3, qh5). Not b, which is a file.
        SanReading notSan = new SanReading.NotSan("'" + Excerpt.of(text.strip())
                + "' is not a move in algebraic notation; a move looks like e4, Nf3, exd5, O-O or e8=Q.");
        if ("nrqk".indexOf(s.charAt(0)) >= 0) {
            SanReading capitalised = read(position, Character.toUpperCase(s.charAt(0)) + s.substring(1), preferred);
            // what was not SAN either way is quoted as the user wrote it ('root:x:0', never 'Root:x:0')
            return capitalised instanceof SanReading.NotSan ? notSan : capitalised;
        }
        return notSan;
    }

    private static String normalize(String text) {
        if (text == null) {
            return "";
        }
        String s = text.strip();
        s = s.replaceAll("(?i)\\s*e\\.?\\s?p\\.?$", "");       // e.p. (rule 8.8.8)
        s = s.replaceAll("[+#†‡!?]+$", "");                     // check, mate, ++, annotations
        s = s.replace(" ", "");
        return s;
    }

    private static SanReading castling(Position position, boolean kingside, String text) {
        for (Move m : position.legalMoves()) {
            if (position.isCastling(m) && (m.to().file() == 6) == kingside) {
                return new SanReading.Found(m);
            }
        }
        return new SanReading.Illegal(gameOver(position, text.strip()).orElse("Castling "
                + (kingside ? "kingside" : "queenside") + " (" + text.strip() + ") is not legal here."));
    }

    /** When no move is legal: "a3 cannot be played: the game is over, White is checkmated." */
    private static Optional<String> gameOver(Position position, String written) {
        if (!position.legalMoves().isEmpty()) {
            return Optional.empty();
        }
        String side = position.sideToMove() == Color.WHITE ? "White" : "Black";
        return Optional.of(Excerpt.of(written) + " cannot be played: the game is over, " + side
                + (position.isCheck() ? " is checkmated." : " is stalemated."));
    }

    /** One reading of a SAN text under one letter set. */
    private record Parsed(PieceType piece, int fromFile, int fromRank, boolean capture, Square to, PieceType promotion,
                          boolean promotionGiven) {
        private static final Pattern[] PATTERNS = new Pattern[PieceLetters.values().length];

        static {
            for (PieceLetters l : PieceLetters.values()) {
                StringBuilder alt = new StringBuilder();
                for (PieceType t : PieceType.values()) {
                    for (String spelling : l.spellings(t)) {
                        if (!alt.isEmpty()) {
                            alt.append('|');
                        }
                        alt.append(Pattern.quote(spelling));
                    }
                }
                String pieces = "(?:" + longestFirst(alt.toString()) + ")";
                PATTERNS[l.ordinal()] = Pattern.compile("^(?<piece>" + pieces + ")?(?<ff>[a-h])?(?<fr>[1-8])?"
                        + "(?<cap>[x×:-])?(?<to>[a-h][1-8])(?:[=/]?\\(?(?<promo>" + pieces + ")\\)?)?$");
            }
        }

        private static String longestFirst(String alternation) {
            List<String> parts = new ArrayList<>(List.of(alternation.split("\\|")));
            parts.sort((a, b) -> Integer.compare(b.length(), a.length()));
            return String.join("|", parts);
        }

        static Parsed read(String s, PieceLetters letters) {
            Matcher m = PATTERNS[letters.ordinal()].matcher(s);
            if (!m.matches()) {
                return null;
            }
            PieceType piece = m.group("piece") == null ? PieceType.PAWN : typeOf(m.group("piece"), letters);
            PieceType promo = m.group("promo") == null ? null : typeOf(m.group("promo"), letters);
            if (promo != null && !promo.isPromotionTarget()) {
                return null;
            }
            boolean capture = m.group("cap") != null && !m.group("cap").equals("-");
            return new Parsed(piece,
                    m.group("ff") == null ? -1 : m.group("ff").charAt(0) - 'a',
                    m.group("fr") == null ? -1 : m.group("fr").charAt(0) - '1',
                    capture, Square.parse(m.group("to")), promo, promo != null);
        }

        private static PieceType typeOf(String spelling, PieceLetters letters) {
            for (PieceType t : PieceType.values()) {
                if (letters.spellings(t).contains(spelling)) {
                    return t;
                }
            }
            throw new IllegalStateException(spelling);
        }

        SanReading resolve(Position position, String text) {
            List<Move> matching = new ArrayList<>();
            for (Move m : position.legalMoves()) {
                Piece p = position.pieceAt(m.from());
                if (p.type() != piece || !m.to().equals(to)) {
                    continue;
                }
                if ((fromFile >= 0 && m.from().file() != fromFile) || (fromRank >= 0 && m.from().rank() != fromRank)) {
                    continue;
                }
                if (capture && !position.isCapture(m)) {
                    continue;
                }
                if (promotionGiven && m.promotion() != promotion) {
                    continue;
                }
                matching.add(m);
            }
            String written = text.strip();
            if (matching.isEmpty()) {
                return new SanReading.Illegal(illegalReason(position, written));
            }
            if (matching.size() == 1) {
                return new SanReading.Found(matching.get(0));
            }
            Set<String> options = new LinkedHashSet<>();
            for (Move m : matching) {
                options.add(San.of(position, m));
            }
            String name = matching.get(0).isPromotion() && !promotionGiven
                    ? "The promotion piece is missing in " + written + ": write " + or(options) + "."
                    : count(matching.size()) + " " + plural(piece, matching.size()) + " can go to " + to.name()
                      + ": " + or(options) + ".";
            return new SanReading.Ambiguous(name, matching);
        }

        private String illegalReason(Position position, String written) {
            Optional<String> over = gameOver(position, written);
            if (over.isPresent()) {
                return over.get();
            }
            if (piece == PieceType.PAWN && fromFile >= 0 && fromRank >= 0 && !capture) {
                // "g1f3": from-square and to-square, the way UCI writes moves, not SAN
                Square from = Square.of(fromFile, fromRank);
                for (Move m : position.legalMoves()) {
                    if (m.from().equals(from) && m.to().equals(to) && (!promotionGiven || m.promotion() == promotion)) {
                        return written + " is written from square to square (as UCI writes moves); in SAN it is "
                                + San.of(position, m) + ".";
                    }
                }
                return written + " is not legal here: nothing can go from " + from.name() + " to " + to.name() + ".";
            }
            String who = piece.name().toLowerCase(Locale.ROOT);
            if (promotionGiven && piece == PieceType.PAWN) {
                return written + " is not legal here: no pawn can promote on " + to.name() + ".";
            }
            if (capture && position.pieceAt(to) == null) {
                return written + " is not legal here: there is nothing to capture on " + to.name() + ".";
            }
            return written + " is not legal here: no " + who + " can go to " + to.name() + ".";
        }

        private static String or(Set<String> options) {
            List<String> list = new ArrayList<>(options);
            if (list.size() == 1) {
                return list.get(0);
            }
            return String.join(", ", list.subList(0, list.size() - 1)) + " or " + list.get(list.size() - 1);
        }

        private static String count(int n) {
            String[] words = {"No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"};
            return n < words.length ? words[n] : String.valueOf(n);
        }

        private static String plural(PieceType type, int n) {
            String word = type.name().toLowerCase(Locale.ROOT);
            return n == 1 ? word : word + "s";
        }
    }
}
