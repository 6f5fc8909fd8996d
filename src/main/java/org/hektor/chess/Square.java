package org.hektor.chess;

/**
 * One of the 64 squares, a1 = 0, b1 = 1, … h8 = 63 (rule 2.4: files a–h, ranks 1–8 from White's side).
 */
public record Square(int index) implements Comparable<Square> {
    private static final Square[] ALL = new Square[64];

    static {
        for (int i = 0; i < 64; i++) {
            ALL[i] = new Square(i);
        }
    }

    public Square {
        if (index < 0 || index > 63) {
            throw new IllegalArgumentException("A square index runs from 0 to 63, not " + index + ".");
        }
    }

    public static Square of(int index) {
        return ALL[index];
    }

    /** File 0..7 (a..h) and rank 0..7 (1..8). */
    public static Square of(int file, int rank) {
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("There is no square at file " + file + ", rank " + rank + ".");
        }
        return ALL[rank * 8 + file];
    }

    /** Reads "e4" (case-insensitive). */
    public static Square parse(String name) {
        if (name == null || name.length() != 2) {
            throw new IllegalArgumentException("'" + name + "' is not a square; a square is a file a-h and a rank 1-8, like e4.");
        }
        int file = Character.toLowerCase(name.charAt(0)) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("'" + name + "' is not a square; a square is a file a-h and a rank 1-8, like e4.");
        }
        return ALL[rank * 8 + file];
    }

    public static boolean isSquareName(String name) {
        return name != null && name.length() == 2
                && Character.toLowerCase(name.charAt(0)) >= 'a' && Character.toLowerCase(name.charAt(0)) <= 'h'
                && name.charAt(1) >= '1' && name.charAt(1) <= '8';
    }

    public static Square[] all() {
        return ALL.clone();
    }

    public int file() {
        return index & 7;
    }

    public int rank() {
        return index >>> 3;
    }

    public char fileChar() {
        return (char) ('a' + file());
    }

    public char rankChar() {
        return (char) ('1' + rank());
    }

    /** Dark squares are a1, c1, … (rule 2.1: the board has a white square at each player's right). */
    public boolean isDark() {
        return ((file() + rank()) & 1) == 0;
    }

    public String name() {
        return "" + fileChar() + rankChar();
    }

    @Override
    public String toString() {
        return name();
    }

    @Override
    public int compareTo(Square o) {
        return Integer.compare(index, o.index);
    }
}
