package org.hektor.chess;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads PGN import format (PGN standard §8): tag pairs, movetext with move numbers, SAN, NAGs and {@code !?}
 * suffixes, {@code {}} and {@code ;} comments, {@code %} escape lines, variations, results. Every problem is a
 * {@link PgnException} at the line and column where it starts. Lenient where the standard's own examples are:
 * move numbers are not checked, a missing result before the next game or the end of the file is taken
 * from the Result tag (else "*"), and whitespace inside a comment is collapsed to single spaces.
 *
 * <p>Files from the real world are read game by game and whole ({@link PgnItem}): a tag section without
 * movetext is a game of its own (it ends at a blank line before the next '[', or at a second Event tag); a
 * repeated tag keeps its first value (§8.1: a tag appears once per game) with a warning; a FEN tag's
 * impossible counters, castling rights and en-passant square are repaired with a warning; a game of
 * another variant is skipped unread; and after a game that cannot be read, reading goes on at the next
 * line that opens a tag section (a tag line after a line that is not one). Lines are taken from an iterator
 * as they are needed and forgotten after their game, so a file of any size can be read.
 */
final class PgnReader implements Iterator<PgnItem> {
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2})(?:\\.(\\d{1,3}))?\\s*]");
    private static final Map<String, Integer> SUFFIX_NAGS = Map.of("!", 1, "?", 2, "!!", 3, "??", 4, "!?", 5, "?!", 6);
    /** Variant tag values that mean standard chess (lichess, chess.com, python-chess spellings). */
    private static final Set<String> STANDARD = Set.of("standard", "chess", "normal", "classical", "from position",
            "fromposition", "");
    /** No game comes near this; a longer one is a damaged file (an unclosed comment running to its end). */
    static final int MAX_GAME_CHARS = 8_000_000;

    private final Iterator<String> source;
    private final boolean keepVariations;
    /** The text of the current game from its start (earlier games are forgotten), whole lines at a time. */
    private final StringBuilder text = new StringBuilder();
    private int pos;
    private int line = 1;
    private int column = 1;
    private PgnItem next;

    PgnReader(Iterator<String> lines, Pgn.Variations variations) {
        this.source = lines;
        this.keepVariations = variations == Pgn.Variations.KEEP;
        if (ensure(1) && text.charAt(0) == '\uFEFF') {
            text.deleteCharAt(0); // a byte-order mark
        }
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            next = readItem();
        }
        return next != null;
    }

    @Override
    public PgnItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        PgnItem item = next;
        next = null;
        return item;
    }

    /** The next game, or null at the end of the text. */
    private PgnItem readItem() {
        forgetReadText();
        skipWhitespace();
        if (atEnd()) {
            return null;
        }
        int startLine = line;
        int startColumn = column;
        forgetReadText();
        try {
            return readGame(startLine, startColumn);
        } catch (PgnException e) {
            // back to the game's start, then on to the next tag section
            pos = 0;
            line = startLine;
            column = startColumn;
            skipToNextGame();
            return new PgnItem.Unreadable(startLine, e);
        }
    }

    private void forgetReadText() {
        text.delete(0, pos);
        pos = 0;
    }

    /**
     * Skips the rest of the current line and every line after it up to the next one that opens a tag
     * section: a line starting with a tag whose line before does not.
     */
    private void skipToNextGame() {
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

    // ---- a game ----

    private PgnItem readGame(int startLine, int startColumn) {
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, int[]> valuesAt = new LinkedHashMap<>();
        List<PgnWarning> warnings = new ArrayList<>();
        StringBuilder gameComment = new StringBuilder();
        int newlines = 0;
        while (true) {
            char c = peek();
            if (c == '[') {
                if (!tags.isEmpty() && (newlines >= 2 || ("Event".equals(peekTagName()) && tags.containsKey("Event")))) {
                    // the next game's tags: this game has no movetext (a blank line or a second Event ends it)
                    return headerOnly(startLine, startColumn, tags, valuesAt, warnings);
                }
                readTag(tags, valuesAt, warnings);
            } else if (c == '{' || c == ';') {
                append(gameComment, readComment());
            } else {
                break;
            }
            newlines = skipWhitespace();
        }
        String variant = tags.get("Variant");
        if (variant != null && !STANDARD.contains(variant.strip().toLowerCase(Locale.ROOT))) {
            if (!atEnd()) {
                skipToNextGame();
            }
            return new PgnItem.OtherVariant(startLine, startColumn, variant);
        }
        Position start = startPosition(tags, valuesAt, warnings);
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
                take();
                if (current.moves.isEmpty()) {
                    throw new PgnException(tokenLine, tokenColumn,
                            "a variation must follow the move it replaces, but no move stands before this '('.");
                }
                MoveBuilder replaced = current.last();
                lines.push(new Line(replaced.before, replaced, tokenLine, tokenColumn));
            } else if (c == ')') {
                take();
                if (lines.size() == 1) {
                    throw new PgnException(tokenLine, tokenColumn, "this ')' closes no variation.");
                }
                Line variation = lines.pop();
                if (variation.moves.isEmpty()) {
                    throw new PgnException(variation.openLine, variation.openColumn, "the variation opened here has no moves.");
                }
                variation.parent.variations.add(variation.build());
            } else if (c == '$') {
                take();
                String digits = readWhile(Character::isDigit);
                if (digits.isEmpty() || digits.length() > 3 || Integer.parseInt(digits) > 255) {
                    throw new PgnException(tokenLine, tokenColumn, "a NAG is '$' and a number from 0 to 255, like $1.");
                }
                nag(current, Integer.parseInt(digits), tokenLine, tokenColumn);
            } else if (c == '!' || c == '?') {
                suffix(current, readWhile(ch -> ch == '!' || ch == '?'), tokenLine, tokenColumn);
            } else if (c == '*') {
                take();
                result = result(lines, "*", tokenLine, tokenColumn);
            } else if (c == '.') {
                readWhile(ch -> ch == '.'); // "1. ... e5": dots standing alone belong to the move number
            } else if (lookingAt("e.p.")) {
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
            } else if (lookingAt("--")) {
                throw new PgnException(tokenLine, tokenColumn, "null moves (--) are not supported.");
            } else {
                throw new PgnException(tokenLine, tokenColumn, "'" + c + "' is not PGN movetext; expected a move, a move "
                        + "number, a comment, a NAG, a variation or a result.");
            }
        }
        if (result == null) {
            result = tagResult(tags);
        }
        return new PgnItem.Read(startLine, new PgnGame(tags, start, main.commentBefore.toString(), main.build(), result),
                warnings);
    }

    /** A game of tags only: no moves, its result from the Result tag. */
    private PgnItem headerOnly(int startLine, int startColumn, Map<String, String> tags, Map<String, int[]> valuesAt,
                               List<PgnWarning> warnings) {
        String variant = tags.get("Variant");
        if (variant != null && !STANDARD.contains(variant.strip().toLowerCase(Locale.ROOT))) {
            return new PgnItem.OtherVariant(startLine, startColumn, variant);
        }
        Position start = startPosition(tags, valuesAt, warnings);
        return new PgnItem.Read(startLine, new PgnGame(tags, start, "", List.of(), tagResult(tags)), warnings);
    }

    private static String tagResult(Map<String, String> tags) {
        String tagResult = tags.getOrDefault("Result", "*");
        return PgnGame.RESULTS.contains(tagResult) ? tagResult : "*";
    }

    /** The FEN tag's position, repaired where python-chess and lichess repair it, or the initial position. */
    private static Position startPosition(Map<String, String> tags, Map<String, int[]> valuesAt, List<PgnWarning> warnings) {
        String fen = tags.get("FEN");
        if (fen == null) {
            return Position.initial();
        }
        int[] at = valuesAt.get("FEN");
        List<String> repairs = new ArrayList<>();
        Position start;
        try {
            start = Position.fromFenRepairing(fen, repairs);
        } catch (FenException e) {
            throw new PgnException(at[0], at[1], "the FEN tag is not a position: " + e.getMessage());
        }
        for (String repair : repairs) {
            warnings.add(new PgnWarning(at[0], at[1], "in the FEN tag " + repair + "."));
        }
        return start;
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

    /**
     * Reads one [Name "value"] pair into {@code tags} and where its value stands into {@code valuesAt}. A
     * repeated tag keeps its first value (§8.1), a name with characters §8.1.1 does not allow is kept as
     * written; both with a warning.
     */
    private void readTag(Map<String, String> tags, Map<String, int[]> valuesAt, List<PgnWarning> warnings) {
        int col = column;
        take(); // '['
        skipSpacesOnLine();
        int nameLine = line;
        int nameColumn = column;
        String name = readWhile(PgnReader::isTagNameChar);
        if (name.isEmpty()) {
            throw new PgnException(line, column, "a tag needs a name after '[', like [Event \"Club match\"].");
        }
        skipSpacesOnLine();
        if (peek() != '"') {
            throw new PgnException(line, column, "the value of tag " + Excerpt.of(name) + " must stand in double quotes, like ["
                    + Excerpt.of(name) + " \"...\"].");
        }
        int[] valueAt = {line, column};
        take();
        StringBuilder value = new StringBuilder();
        while (true) {
            if (atEnd() || peek() == '\n' || peek() == '\r') {
                throw new PgnException(valueAt[0], valueAt[1], "the value of tag " + Excerpt.of(name)
                        + " is not closed with '\"' on its line.");
            }
            char c = take();
            if (c == '"') {
                break;
            }
            if (c == '\\' && (peek() == '"' || peek() == '\\')) {
                c = take();
            }
            value.append(c);
        }
        skipSpacesOnLine();
        if (peek() != ']') {
            throw new PgnException(line, column, "tag " + Excerpt.of(name) + " (opened at column " + col
                    + ") is not closed with ']'.");
        }
        take();
        if (!name.chars().allMatch(ch -> ch < 128 && (Character.isLetterOrDigit(ch) || ch == '_'))) {
            warnings.add(new PgnWarning(nameLine, nameColumn, "the tag name " + Excerpt.of(name) + " has characters "
                    + "other than letters, digits and '_'; the tag is kept as written."));
        }
        String first = tags.get(name);
        if (first != null) {
            warnings.add(new PgnWarning(nameLine, nameColumn, "the tag " + Excerpt.of(name) + " stands a second time in "
                    + "this game; a tag stands once in a game, so its first value \"" + Excerpt.of(first)
                    + "\" counts and \"" + Excerpt.of(value.toString()) + "\" is left out."));
            return;
        }
        tags.put(name, value.toString());
        valuesAt.put(name, valueAt);
    }

    /** Anything up to the space, quote or bracket that ends a tag name (§8.1.1 allows fewer; see readTag). */
    private static boolean isTagNameChar(int c) {
        return c > ' ' && c != '"' && c != ']' && c != '[';
    }

    /** The name of the tag that starts here, without reading it. */
    private String peekTagName() {
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
    private String readComment() {
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
    private void skipVariation() {
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

    private boolean atEnd() {
        return !ensure(1);
    }

    private char peek() {
        return atEnd() ? '\0' : text.charAt(pos);
    }

    private char take() {
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
    private boolean lookingAt(String s) {
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

    private String readWhile(java.util.function.IntPredicate accept) {
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
    private int skipWhitespace() {
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

    private void skipSpacesOnLine() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) {
            take();
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
