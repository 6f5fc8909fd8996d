package org.hektor.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.hektor.chess.internal.Board;

/**
 * FEN parsing: collects every problem before refusing, so one message can name them all. Strict by default;
 * when asked to repair (for FEN tags of game files, as python-chess and lichess read them), impossible
 * counters, castling rights and en-passant squares are set right and each repair is named instead.
 */
final class FenReader {
    private FenReader() {
    }

    /**
     * The board a FEN names, or null with every problem in {@code problems} (given empty). With {@code repairs} null every problem
     * is refused; otherwise the repairable ones are repaired and named there.
     */
    static Board read(String fen, List<String> repairs, List<String> problems) {
        if (fen == null || fen.isBlank()) {
            problems.add("it is empty");
            return null;
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 6 && fields.length != 4) {
            problems.add("it has " + count(fields.length, "field") + ", a FEN has 6 (placement, side, castling, "
                    + "en passant, halfmove clock, move number)");
            return null;
        }
        Board b = new Board();
        readPlacement(fields[0], b, problems);

        switch (fields[1]) {
            case "w" -> b.side = Board.WHITE;
            case "b" -> b.side = Board.BLACK;
            default -> problems.add("the side to move is '" + Excerpt.of(fields[1]) + "', it must be w or b");
        }
        readCastling(fields[2], b, problems, repairs);
        int ep = readEnPassant(fields[3], b, problems, repairs);
        if (fields.length == 6) {
            b.halfmoveClock = readNumber(fields[4], "halfmove clock", 0, problems, repairs);
            b.fullmoveNumber = readNumber(fields[5], "move number", 1, problems, repairs);
        } else {
            b.halfmoveClock = 0;
            b.fullmoveNumber = 1;
        }
        if (problems.isEmpty()) {
            checkChecks(b, problems);
        }
        if (!problems.isEmpty()) {
            return null;
        }
        // The en-passant square is kept only when a capture there is legal (identity for repetition, 9.2).
        if (ep >= 0 && b.hasLegalEnPassant(ep)) {
            b.epSquare = ep;
        }
        b.refreshKey();
        return b;
    }

    /**
     * A board from its parts, checked as strictly as a FEN of them would be; no en-passant square. Its problems go
     * into {@code problems}, in FEN's words.
     */
    static Board fromParts(Map<Square, Piece> pieces, Color sideToMove, Set<Castling> castling, int halfmoveClock,
                           int fullmoveNumber, List<String> problems) {
        Board b = new Board();
        pieces.forEach((square, piece) -> b.put(piece.ordinal(), square.index()));
        checkCounts(b, problems);
        b.side = sideToMove == Color.WHITE ? Board.WHITE : Board.BLACK;
        for (Castling right : castling) {
            grant(right, b, problems, null);
        }
        b.halfmoveClock = checkNumber(halfmoveClock, "halfmove clock", 0, problems);
        b.fullmoveNumber = checkNumber(fullmoveNumber, "move number", 1, problems);
        if (problems.isEmpty()) {
            checkChecks(b, problems);
        }
        b.refreshKey();
        return b;
    }

    private static int checkNumber(int n, String what, int min, List<String> problems) {
        if (n < min) {
            problems.add("the " + what + " is " + n + ", it must be a whole number of at least " + min);
        }
        return n;
    }

    private static void readPlacement(String placement, Board b, List<String> problems) {
        if (readSquares(placement, b, problems)) {
            checkCounts(b, problems);
        }
    }

    /**
     * The pieces of a placement field onto {@code b}; its syntax errors into {@code problems}. False when it does not
     * have eight ranks, so nothing was read.
     */
    static boolean readSquares(String placement, Board b, List<String> problems) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            problems.add("the placement has " + count(ranks.length, "rank") + ", it must have 8 separated by '/'");
            return false;
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            boolean lastWasDigit = false;
            boolean badChar = false;
            for (char c : ranks[i].toCharArray()) {
                if (c == '0' || c == '9') {
                    problems.add("rank " + (rank + 1) + " has the digit " + c + ", but a digit counts empty squares "
                            + "and a rank has 1 to 8 of them");
                    badChar = true;
                    lastWasDigit = true;
                } else if (c >= '1' && c <= '8') {
                    if (lastWasDigit) {
                        problems.add("rank " + (rank + 1) + " has two digits in a row");
                    }
                    file += c - '0';
                    lastWasDigit = true;
                } else if ("pnbrqkPNBRQK".indexOf(c) >= 0) {
                    if (file < 8) {
                        b.put(Piece.fromFenLetter(c).ordinal(), rank * 8 + file);
                    }
                    file++;
                    lastWasDigit = false;
                } else {
                    problems.add("rank " + (rank + 1) + " has '" + c + "', which is neither a piece letter nor a digit "
                            + "from 1 to 8");
                    badChar = true;
                    lastWasDigit = false;
                }
            }
            if (file != 8 && !badChar) {
                problems.add("rank " + (rank + 1) + " has " + file + " squares, it must have 8");
            }
        }
        return true;
    }

    /**
     * What no game can have: a colour without one king, too many pawns or pieces, promoted pieces without pawns, a
     * pawn on the first or last rank.
     */
    private static void checkCounts(Board b, List<String> problems) {
        for (Color color : Color.values()) {
            String side = color == Color.WHITE ? "White" : "Black";
            int base = color.ordinal() * 6;
            int kings = Long.bitCount(b.pieces[base + Board.KING_T]);
            if (kings == 0) {
                problems.add(side + " has no king");
            } else if (kings > 1) {
                problems.add(side + " has " + kings + " kings");
            }
            int pawns = Long.bitCount(b.pieces[base]);
            if (pawns > 8) {
                problems.add(side + " has " + pawns + " pawns, at most 8 are possible");
            }
            int total = Long.bitCount(b.colorOcc[color.ordinal()]);
            if (total > 16) {
                problems.add(side + " has " + total + " pieces, at most 16 are possible");
            }
            int extra = Math.max(0, Long.bitCount(b.pieces[base + Board.QUEEN]) - 1)
                    + Math.max(0, Long.bitCount(b.pieces[base + Board.ROOK]) - 2)
                    + Math.max(0, Long.bitCount(b.pieces[base + Board.BISHOP]) - 2)
                    + Math.max(0, Long.bitCount(b.pieces[base + Board.KNIGHT_T]) - 2);
            if (pawns <= 8 && extra > 8 - pawns) {
                problems.add(side + " has more promoted pieces (" + extra + ") than missing pawns (" + (8 - pawns) + ")");
            }
        }
        long pawnsOnEdge = (b.pieces[0] | b.pieces[6]) & (0xFFL | (0xFFL << 56));
        while (pawnsOnEdge != 0) {
            int sq = Long.numberOfTrailingZeros(pawnsOnEdge);
            pawnsOnEdge &= pawnsOnEdge - 1;
            problems.add("a pawn stands on " + Square.of(sq).name() + ", pawns cannot be on the first or last rank");
        }
    }

    private static void readCastling(String field, Board b, List<String> problems, List<String> repairs) {
        if (field.equals("-")) {
            return;
        }
        boolean wellFormed = field.matches("K?Q?k?q?") && !field.isEmpty();
        // Repairing: the letters in any order, each once (some programs write "kqKQ").
        boolean readable = field.matches("[KQkq]{1,4}") && field.chars().distinct().count() == field.length();
        if (!wellFormed && !(repairs != null && readable)) {
            problems.add("the castling field is '" + Excerpt.of(field) + "', it must be '-' or some of KQkq in that order");
            return;
        }
        if (!wellFormed) {
            repairs.add("castling field '" + field + "' is read as if its letters stood in the order KQkq");
        }
        for (Castling right : Castling.values()) {
            if (field.indexOf(right.fenLetter()) >= 0) {
                grant(right, b, problems, repairs);
            }
        }
    }

    /** A castling right onto {@code b}; when its king or rook is not at home, dropped (repairing) or a problem. */
    private static void grant(Castling right, Board b, List<String> problems, List<String> repairs) {
        String colour = right.color() == Color.WHITE ? "white" : "black";
        List<String> missing = new ArrayList<>();
        if (b.mailbox[right.kingHome().index()] != right.king().ordinal()) {
            missing.add("the " + colour + " king on " + right.kingHome().name());
        }
        if (b.mailbox[right.rookHome().index()] != right.rook().ordinal()) {
            missing.add("a " + colour + " rook on " + right.rookHome().name());
        }
        if (missing.isEmpty()) {
            b.castling |= right.bit;
        } else if (repairs != null) {
            repairs.add("castling right " + right.fenLetter() + " is dropped: it needs " + String.join(" and ", missing));
        } else {
            b.castling |= right.bit;
            for (String m : missing) {
                problems.add("castling right " + right.fenLetter() + " needs " + m);
            }
        }
    }

    private static int readEnPassant(String field, Board b, List<String> problems, List<String> repairs) {
        if (field.equals("-")) {
            return -1;
        }
        if (!Square.isSquareName(field) || !field.equals(field.toLowerCase())) {
            problems.add("the en-passant field is '" + Excerpt.of(field) + "', it must be '-' or a square like e3");
            return -1;
        }
        Square sq = Square.parse(field);
        boolean whiteToMove = b.side == Board.WHITE;
        int neededRank = whiteToMove ? 5 : 2;
        if (sq.rank() != neededRank) {
            (repairs != null ? repairs : problems).add("the en-passant square " + field + " is impossible: with " + (whiteToMove ? "White" : "Black")
                    + " to move it must be on rank " + (neededRank + 1));
            return -1;
        }
        int pawnSq = whiteToMove ? sq.index() - 8 : sq.index() + 8;
        int originSq = whiteToMove ? sq.index() + 8 : sq.index() - 8;
        int enemyPawn = whiteToMove ? 6 : 0;
        if (b.mailbox[pawnSq] != enemyPawn || b.mailbox[sq.index()] != Board.EMPTY || b.mailbox[originSq] != Board.EMPTY) {
            (repairs != null ? repairs : problems).add("the en-passant square " + field
                    + " is impossible: no pawn can just have moved two squares past it");
            return -1;
        }
        return sq.index();
    }

    private static int readNumber(String field, String what, int min, List<String> problems, List<String> repairs) {
        OptionalInt n = WholeNumber.ofInt(field);
        if (n.isPresent() && n.getAsInt() >= min) {
            return n.getAsInt();
        }
        if (repairs != null) {
            repairs.add("the " + what + " '" + Excerpt.of(field) + "' is read as " + min);
        } else {
            problems.add("the " + what + " is '" + Excerpt.of(field) + "', it must be a whole number of at least " + min);
        }
        return min;
    }

    /** "1 field", "3 fields". */
    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static void checkChecks(Board b, List<String> problems) {
        int us = b.side;
        int them = us ^ 1;
        if (b.attacked(b.kingSquare(them), b.occupied, us)) {
            problems.add((them == Board.WHITE ? "White" : "Black") + " is in check but it is "
                    + (us == Board.WHITE ? "White" : "Black") + "'s move");
        }
        long checkers = b.attackers(b.kingSquare(us), b.occupied, them);
        if (Long.bitCount(checkers) > 2) {
            problems.add("the king to move is attacked by " + Long.bitCount(checkers) + " pieces, which no move can do");
        }
    }
}
