package org.hektor.chess;

import java.util.Iterator;
import java.util.function.IntPredicate;

/**
 * The characters of a PGN file for {@link PgnReader}: taken line by line from an iterator as they are needed,
 * with the line and column of every character (PGN problems name both), and the text of earlier games
 * forgotten so a file of any size can be read. Also the lexical pieces that need no game: whitespace and
 * {@code %} escape lines (PGN §6), comments, skipped variations, and finding the next tag section after a
 * game that cannot be read.
 */
final class PgnScanner {
    /** No game comes near this; a longer one is a damaged file (an unclosed comment running to its end). */
    static final int MAX_GAME_CHARS = 8_000_000;

    private final Iterator<String> source;
    /** The text of the current game from its start (earlier games are forgotten), whole lines at a time. */
    private final StringBuilder text = new StringBuilder();
    private int pos;
    private int line = 1;
    private int column = 1;

    PgnScanner(Iterator<String> lines) {
        this.source = lines;
        if (ensure(1) && text.charAt(0) == '\uFEFF') {
            text.deleteCharAt(0); // a byte-order mark
        }
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }

    /** Forgets the text read so far: the current position becomes the start of what can be gone back to. */
    void forgetReadText() {
        text.delete(0, pos);
        pos = 0;
    }

    /** Goes back to the start of the text not forgotten, which stands at {@code l}, {@code col}. */
    void backToStart(int l, int col) {
        pos = 0;
        line = l;
        column = col;
    }

    /**
     * Skips the rest of the current line and every line after it up to the next one that opens a tag
     * section: a line starting with a tag whose line before does not.
     */
    void skipToNextGame() {
        boolean previousIsTag = restOfLineIsTag();
        skipLine();
        while (!atEnd()) {
            boolean isTag = restOfLineIsTag();
            if (isTag && !previousIsTag) {
                return;
            }
            previousIsTag = isTag;
            skipLine();
        }
    }

    /** Whether the current line, from here, is a tag pair: '[' and a letter or digit after optional spaces. */
    private boolean restOfLineIsTag() {
        ensure(1);
        int i = pos;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i + 1 < text.length() && text.charAt(i) == '[' && Character.isLetterOrDigit(text.charAt(i + 1));
    }

    private void skipLine() {
        while (!atEnd() && take() != '\n') {
            // the line's characters
        }
        if (pos > text.length() / 2) { // not at every line: forgetting moves the rest of the text
            forgetReadText();
        }
    }

    /** Anything up to the space, quote or bracket that ends a tag name (§8.1.1 allows fewer; see PgnReader). */
    static boolean isTagNameChar(int c) {
        return c > ' ' && c != '"' && c != ']' && c != '[';
    }

    /** The name of the tag that starts here, without reading it. */
    String peekTagName() {
        int i = pos + 1;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        int from = i;
        while (i < text.length() && isTagNameChar(text.charAt(i))) {
            i++;
        }
        return text.substring(from, i);
    }

    // ---- comments and variations ----

    /** A {...} or ; comment, whitespace collapsed. */
    String readComment() {
        int l = line;
        int col = column;
        char open = take();
        StringBuilder sb = new StringBuilder();
        if (open == ';') {
            while (!atEnd() && peek() != '\n') {
                sb.append(take());
            }
        } else {
            while (true) {
                if (atEnd()) {
                    throw new PgnException(l, col, "the comment opened here with '{' is never closed with '}'.");
                }
                char c = take();
                if (c == '}') {
                    break;
                }
                sb.append(c);
            }
        }
        return sb.toString().strip().replaceAll("\\s+", " ");
    }

    /** Skips a variation, nested ones and comments included, without reading its moves. */
    void skipVariation() {
        int l = line;
        int col = column;
        take(); // '('
        int depth = 1;
        while (depth > 0) {
            if (atEnd()) {
                throw new PgnException(l, col, "the variation opened here is never closed with ')'.");
            }
            char c = peek();
            if (c == '{' || c == ';') {
                readComment();
                continue;
            }
            take();
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            }
        }
    }

    // ---- characters ----

    /**
     * Makes at least {@code n} characters from the current position available if the text has them, taking
     * whole lines from the source; false when it has fewer.
     */
    private boolean ensure(int n) {
        while (text.length() - pos < n && source.hasNext()) {
            text.append(source.next()).append('\n');
            if (text.length() > MAX_GAME_CHARS) {
                throw new PgnException(line, column, "this game is longer than " + MAX_GAME_CHARS / 1_000_000
                        + " million characters, which no game is; the file is damaged from here on.");
            }
        }
        return text.length() - pos >= n;
    }

    boolean atEnd() {
        return !ensure(1);
    }

    char peek() {
        return atEnd() ? '\0' : text.charAt(pos);
    }

    char take() {
        ensure(1);
        char c = text.charAt(pos++);
        if (c == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        return c;
    }

    /** Whether the text here starts with {@code s}. */
    boolean lookingAt(String s) {
        if (!ensure(s.length())) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (text.charAt(pos + i) != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Steps over {@code n} characters of one line that {@link #lookingAt} has seen. */
    void skip(int n) {
        pos += n;
        column += n;
    }

    String readWhile(IntPredicate accept) {
        int from = pos;
        while (!atEnd() && accept.test(peek())) {
            take();
        }
        return text.substring(from, pos);
    }

    /**
     * Skips whitespace and % escape lines (a '%' in the first column hides its line, PGN §6); returns the
     * number of line ends skipped.
     */
    int skipWhitespace() {
        int newlines = 0;
        while (!atEnd()) {
            char c = peek();
            if (c == '%' && column == 1) {
                while (!atEnd() && peek() != '\n') {
                    take();
                }
            } else if (Character.isWhitespace(c)) {
                if (take() == '\n') {
                    newlines++;
                }
            } else {
                return newlines;
            }
        }
        return newlines;
    }

    void skipSpacesOnLine() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) {
            take();
        }
    }
}
