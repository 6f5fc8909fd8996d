package org.hektor.chess;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads PGN import format (PGN standard §8): tag pairs, movetext with move numbers, SAN, NAGs and {@code !?}
 * suffixes, {@code {}} and {@code ;} comments, {@code %} escape lines, variations, results. Every problem is a
 * {@link PgnException} at the line and column where it starts. Lenient where the standard's own examples are:
 * move numbers are not checked, a missing result before the next game or the end of the file is taken
 * from the Result tag (else "*"), and whitespace inside a comment is collapsed to single spaces.
 */
final class PgnReader {
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2})(?:\\.(\\d{1,3}))?\\s*]");
    private static final Map<String, Integer> SUFFIX_NAGS = Map.of("!", 1, "?", 2, "!!", 3, "??", 4, "!?", 5, "?!", 6);

    private final String text;
    private final boolean keepVariations;
    private int pos;
    private int line = 1;
    private int column = 1;

    PgnReader(String text, Pgn.Variations variations) {
        this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
        this.keepVariations = variations == Pgn.Variations.KEEP;
    }

    List<PgnGame> readAll() {
        List<PgnGame> games = new ArrayList<>();
        while (true) {
            skipWhitespace();
            if (atEnd()) {
                return games;
            }
            games.add(readGame());
        }
    }

    // ---- a game ----

    private PgnGame readGame() {
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder gameComment = new StringBuilder();
        int[] fenAt = null;
        while (true) {
            skipWhitespace();
            char c = peek();
            if (c == '[') {
                int[] valueAt = readTag(tags);
                if (fenAt == null && tags.containsKey("FEN")) {
                    fenAt = valueAt;
                }
            } else if (c == '{' || c == ';') {
                append(gameComment, readComment());
            } else {
                break;
            }
        }
        Position start = Position.initial();
        if (tags.containsKey("FEN")) {
            try {
                start = Position.fromFen(tags.get("FEN"));
            } catch (FenException e) {
                throw new PgnException(fenAt[0], fenAt[1], "the FEN tag is not a position: " + e.getMessage());
            }
        }
        Line main = new Line(start, null, line, column);
        main.commentBefore.append(gameComment);
        Deque<Line> lines = new ArrayDeque<>();
        lines.push(main);
        String result = null;
        while (result == null) {
            skipWhitespace();
            Line current = lines.peek();
            int tokenLine = line;
            int tokenColumn = column;
            if (atEnd() || (peek() == '[' && lines.size() == 1)) {
                if (lines.size() > 1) {
                    throw new PgnException(current.openLine, current.openColumn,
                            "the variation opened here is never closed with ')'.");
                }
                break; // no result written: the next game or the end of the file
            }
            char c = peek();
            if (c == '{' || c == ';') {
                String comment = readComment();
                if (current.moves.isEmpty()) {
                    append(current.commentBefore, comment);
                } else {
                    current.last().addComment(comment);
                }
            } else if (c == '(') {
                if (!keepVariations) {
                    skipVariation();
                    continue;
                }
                next();
                if (current.moves.isEmpty()) {
                    throw new PgnException(tokenLine, tokenColumn,
                            "a variation must follow the move it replaces, but no move stands before this '('.");
                }
                MoveBuilder replaced = current.last();
                lines.push(new Line(replaced.before, replaced, tokenLine, tokenColumn));
            } else if (c == ')') {
                next();
                if (lines.size() == 1) {
                    throw new PgnException(tokenLine, tokenColumn, "this ')' closes no variation.");
                }
                Line variation = lines.pop();
                if (variation.moves.isEmpty()) {
                    throw new PgnException(variation.openLine, variation.openColumn, "the variation opened here has no moves.");
                }
                variation.parent.variations.add(variation.build());
            } else if (c == '$') {
                next();
                String digits = readWhile(Character::isDigit);
                if (digits.isEmpty() || digits.length() > 3 || Integer.parseInt(digits) > 255) {
                    throw new PgnException(tokenLine, tokenColumn, "a NAG is '$' and a number from 0 to 255, like $1.");
                }
                nag(current, Integer.parseInt(digits), tokenLine, tokenColumn);
            } else if (c == '!' || c == '?') {
                suffix(current, readWhile(ch -> ch == '!' || ch == '?'), tokenLine, tokenColumn);
            } else if (c == '*') {
                next();
                result = result(lines, "*", tokenLine, tokenColumn);
            } else if (c == '.') {
                readWhile(ch -> ch == '.'); // "1. ... e5": dots standing alone belong to the move number
            } else if (text.startsWith("e.p.", pos)) {
                pos += 4; // "exd6 e.p." (rule 8.8.8): the capture is already read
                column += 4;
            } else if (Character.isLetterOrDigit(c)) {
                String symbol = readWhile(PgnReader::isSymbolChar);
                if (symbol.equals("1-0") || symbol.equals("0-1") || symbol.equals("1/2-1/2")) {
                    result = result(lines, symbol, tokenLine, tokenColumn);
                } else if (symbol.chars().allMatch(Character::isDigit)) {
                    readWhile(ch -> ch == '.'); // a move number; not checked
                } else {
                    move(current, symbol, tokenLine, tokenColumn);
                    if (peek() == '!' || peek() == '?') {
                        int l = line;
                        int col = column;
                        suffix(current, readWhile(ch -> ch == '!' || ch == '?'), l, col);
                    }
                }
            } else if (text.startsWith("--", pos)) {
                throw new PgnException(tokenLine, tokenColumn, "null moves (--) are not supported.");
            } else {
                throw new PgnException(tokenLine, tokenColumn, "'" + c + "' is not PGN movetext; expected a move, a move "
                        + "number, a comment, a NAG, a variation or a result.");
            }
        }
        if (result == null) {
            String tagResult = tags.getOrDefault("Result", "*");
            result = PgnGame.RESULTS.contains(tagResult) ? tagResult : "*";
        }
        return new PgnGame(tags, start, main.commentBefore.toString(), main.build(), result);
    }

    private String result(Deque<Line> lines, String result, int l, int col) {
        if (lines.size() > 1) {
            throw new PgnException(l, col, "the result " + result + " stands inside a variation; close it with ')' first.");
        }
        return result;
    }

    private void move(Line current, String symbol, int l, int col) {
        Position before = current.position;
        Move move;
        try {
            move = San.parse(before, symbol, PieceLetters.ENGLISH);
        } catch (SanException e) {
            throw new PgnException(l, col, whose(before) + e.getMessage());
        }
        current.moves.add(new MoveBuilder(move, San.of(before, move), before));
        current.position = before.play(move);
    }

    private static String whose(Position p) {
        return (p.sideToMove() == Color.WHITE ? "White" : "Black") + "'s move " + p.fullmoveNumber() + ": ";
    }

    private void nag(Line current, int nag, int l, int col) {
        if (current.moves.isEmpty()) {
            throw new PgnException(l, col, "an annotation (NAG) must follow a move.");
        }
        current.last().nags.add(nag);
    }

    private void suffix(Line current, String suffix, int l, int col) {
        Integer nag = SUFFIX_NAGS.get(suffix);
        if (nag == null) {
            throw new PgnException(l, col, "'" + suffix + "' is not an annotation; they are !, ?, !!, ??, !? and ?!.");
        }
        nag(current, nag, l, col);
    }

    // ---- tags ----

    /** Reads one [Name "value"] pair; returns the line and column of its value. */
    private int[] readTag(Map<String, String> tags) {
        int col = column;
        next(); // '['
        skipSpacesOnLine();
        String name = readWhile(ch -> Character.isLetterOrDigit(ch) || ch == '_');
        if (name.isEmpty()) {
            throw new PgnException(line, column, "a tag needs a name after '[', like [Event \"Club match\"].");
        }
        skipSpacesOnLine();
        if (peek() != '"') {
            throw new PgnException(line, column, "the value of tag " + name + " must stand in double quotes, like [" + name
                    + " \"...\"].");
        }
        int[] valueAt = {line, column};
        next();
        StringBuilder value = new StringBuilder();
        while (true) {
            if (atEnd() || peek() == '\n' || peek() == '\r') {
                throw new PgnException(valueAt[0], valueAt[1], "the value of tag " + name + " is not closed with '\"' on its line.");
            }
            char c = next();
            if (c == '"') {
                break;
            }
            if (c == '\\' && (peek() == '"' || peek() == '\\')) {
                c = next();
            }
            value.append(c);
        }
        skipSpacesOnLine();
        if (peek() != ']') {
            throw new PgnException(line, column, "tag " + name + " (opened at column " + col + ") is not closed with ']'.");
        }
        next();
        tags.remove(name); // a repeated tag: the last value counts, in the last place
        tags.put(name, value.toString());
        return valueAt;
    }

    // ---- comments and variations ----

    /** A {...} or ; comment, whitespace collapsed. */
    private String readComment() {
        int l = line;
        int col = column;
        char open = next();
        StringBuilder sb = new StringBuilder();
        if (open == ';') {
            while (!atEnd() && peek() != '\n') {
                sb.append(next());
            }
        } else {
            while (true) {
                if (atEnd()) {
                    throw new PgnException(l, col, "the comment opened here with '{' is never closed with '}'.");
                }
                char c = next();
                if (c == '}') {
                    break;
                }
                sb.append(c);
            }
        }
        return sb.toString().strip().replaceAll("\\s+", " ");
    }

    /** Skips a variation, nested ones and comments included, without reading its moves. */
    private void skipVariation() {
        int l = line;
        int col = column;
        next(); // '('
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
            next();
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            }
        }
    }

    private static void append(StringBuilder sb, String comment) {
        if (comment.isEmpty()) {
            return;
        }
        if (!sb.isEmpty()) {
            sb.append(' ');
        }
        sb.append(comment);
    }

    // ---- characters ----

    private static boolean isSymbolChar(int c) {
        return Character.isLetterOrDigit(c) || "_+#=:-/".indexOf(c) >= 0;
    }

    private boolean atEnd() {
        return pos >= text.length();
    }

    private char peek() {
        return atEnd() ? '\0' : text.charAt(pos);
    }

    private char next() {
        char c = text.charAt(pos++);
        if (c == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        return c;
    }

    private String readWhile(java.util.function.IntPredicate accept) {
        int from = pos;
        while (!atEnd() && accept.test(peek())) {
            next();
        }
        return text.substring(from, pos);
    }

    /** Skips whitespace and % escape lines (a '%' in the first column hides its line, PGN §6). */
    private void skipWhitespace() {
        while (!atEnd()) {
            char c = peek();
            if (c == '%' && column == 1) {
                while (!atEnd() && peek() != '\n') {
                    next();
                }
            } else if (Character.isWhitespace(c)) {
                next();
            } else {
                return;
            }
        }
    }

    private void skipSpacesOnLine() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) {
            next();
        }
    }

    // ---- building ----

    /** The main line or a variation while it is read. */
    private static final class Line {
        Position position;
        final MoveBuilder parent;
        final int openLine;
        final int openColumn;
        final List<MoveBuilder> moves = new ArrayList<>();
        final StringBuilder commentBefore = new StringBuilder();

        Line(Position start, MoveBuilder parent, int openLine, int openColumn) {
            this.position = start;
            this.parent = parent;
            this.openLine = openLine;
            this.openColumn = openColumn;
        }

        MoveBuilder last() {
            return moves.get(moves.size() - 1);
        }

        List<PgnMove> build() {
            List<PgnMove> list = new ArrayList<>(moves.size());
            for (int i = 0; i < moves.size(); i++) {
                // the main line's leading comment is the game's; a variation's goes to its first move
                String before = i == 0 && parent != null ? commentBefore.toString() : "";
                list.add(moves.get(i).build(before));
            }
            return list;
        }
    }

    private static final class MoveBuilder {
        final Move move;
        final String san;
        final Position before;
        final List<Integer> nags = new ArrayList<>();
        final StringBuilder comment = new StringBuilder();
        Duration clock;
        final List<List<PgnMove>> variations = new ArrayList<>();

        MoveBuilder(Move move, String san, Position before) {
            this.move = move;
            this.san = san;
            this.before = before;
        }

        void addComment(String text) {
            Matcher m = CLOCK.matcher(text);
            StringBuilder rest = new StringBuilder();
            while (m.find()) {
                String fraction = m.group(4) == null ? "0" : (m.group(4) + "00").substring(0, 3);
                clock = Duration.ofHours(Long.parseLong(m.group(1)))
                        .plusMinutes(Long.parseLong(m.group(2)))
                        .plusSeconds(Long.parseLong(m.group(3)))
                        .plusMillis(Long.parseLong(fraction));
                m.appendReplacement(rest, "");
            }
            m.appendTail(rest);
            append(comment, rest.toString().strip().replaceAll("\\s+", " "));
        }

        PgnMove build(String commentBefore) {
            return new PgnMove(move, san, commentBefore, nags, comment.toString(), clock, variations);
        }
    }
}
