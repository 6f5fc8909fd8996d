package org.hektor.chess;

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
    private static final Map<String, Integer> SUFFIX_NAGS = Map.of("!", 1, "?", 2, "!!", 3, "??", 4, "!?", 5, "?!", 6);
    /** Variant tag values that mean standard chess (lichess, chess.com, python-chess spellings). */
    private static final Set<String> STANDARD = Set.of("standard", "chess", "normal", "classical", "from position",
            "fromposition", "");
    private final PgnScanner in;
    private final boolean keepVariations;
    private PgnItem next;

    PgnReader(Iterator<String> lines, Pgn.Variations variations) {
        this.in = new PgnScanner(lines);
        this.keepVariations = variations == Pgn.Variations.KEEP;
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
        in.forgetReadText();
        in.skipWhitespace();
        if (in.atEnd()) {
            return null;
        }
        int startLine = in.line();
        int startColumn = in.column();
        in.forgetReadText();
        try {
            return readGame(startLine, startColumn);
        } catch (PgnException e) {
            // back to the game's start, then on to the next tag section
            in.backToStart(startLine, startColumn);
            in.skipToNextGame();
            return new PgnItem.Unreadable(startLine, e);
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
            char c = in.peek();
            if (c == '[') {
                if (!tags.isEmpty() && (newlines >= 2 || ("Event".equals(in.peekTagName()) && tags.containsKey("Event")))) {
                    // the next game's tags: this game has no movetext (a blank line or a second Event ends it)
                    return headerOnly(startLine, startColumn, tags, valuesAt, warnings);
                }
                readTag(tags, valuesAt, warnings);
            } else if (c == '{' || c == ';') {
                PgnLine.append(gameComment, in.readComment());
            } else {
                break;
            }
            newlines = in.skipWhitespace();
        }
        String variant = tags.get("Variant");
        if (variant != null && !STANDARD.contains(variant.strip().toLowerCase(Locale.ROOT))) {
            if (!in.atEnd()) {
                in.skipToNextGame();
            }
            return new PgnItem.OtherVariant(startLine, startColumn, variant);
        }
        Position start = startPosition(tags, valuesAt, warnings);
        PgnLine main = new PgnLine(start, null, in.line(), in.column());
        main.commentBefore.append(gameComment);
        Deque<PgnLine> lines = new ArrayDeque<>();
        lines.push(main);
        String result = null;
        while (result == null) {
            in.skipWhitespace();
            PgnLine current = lines.peek();
            int tokenLine = in.line();
            int tokenColumn = in.column();
            if (in.atEnd() || (in.peek() == '[' && lines.size() == 1)) {
                if (lines.size() > 1) {
                    throw new PgnException(current.openLine, current.openColumn,
                            "the variation opened here is never closed with ')'.");
                }
                break; // no result written: the next game or the end of the file
            }
            char c = in.peek();
            if (c == '{' || c == ';') {
                String comment = in.readComment();
                if (current.moves.isEmpty()) {
                    PgnLine.append(current.commentBefore, comment);
                } else {
                    current.last().addComment(comment);
                }
            } else if (c == '(') {
                if (!keepVariations) {
                    in.skipVariation();
                    continue;
                }
                in.take();
                if (current.moves.isEmpty()) {
                    throw new PgnException(tokenLine, tokenColumn,
                            "a variation must follow the move it replaces, but no move stands before this '('.");
                }
                PgnMoveBuilder replaced = current.last();
                lines.push(new PgnLine(replaced.before, replaced, tokenLine, tokenColumn));
            } else if (c == ')') {
                in.take();
                if (lines.size() == 1) {
                    throw new PgnException(tokenLine, tokenColumn, "this ')' closes no variation.");
                }
                PgnLine variation = lines.pop();
                if (variation.moves.isEmpty()) {
                    throw new PgnException(variation.openLine, variation.openColumn, "the variation opened here has no moves.");
                }
                variation.parent.variations.add(variation.build());
            } else if (c == '$') {
                in.take();
                String digits = in.readWhile(Character::isDigit);
                if (digits.isEmpty() || digits.length() > 3 || Integer.parseInt(digits) > 255) {
                    throw new PgnException(tokenLine, tokenColumn, "a NAG is '$' and a number from 0 to 255, like $1.");
                }
                nag(current, Integer.parseInt(digits), tokenLine, tokenColumn);
            } else if (c == '!' || c == '?') {
                suffix(current, in.readWhile(ch -> ch == '!' || ch == '?'), tokenLine, tokenColumn);
            } else if (c == '*') {
                in.take();
                result = result(lines, "*", tokenLine, tokenColumn);
            } else if (c == '.') {
                in.readWhile(ch -> ch == '.'); // "1. ... e5": dots standing alone belong to the move number
            } else if (in.lookingAt("e.p.")) {
                in.skip(4); // "exd6 e.p." (rule 8.8.8): the capture is already read
            } else if (Character.isLetterOrDigit(c)) {
                String symbol = in.readWhile(PgnReader::isSymbolChar);
                if (symbol.equals("1-0") || symbol.equals("0-1") || symbol.equals("1/2-1/2")) {
                    result = result(lines, symbol, tokenLine, tokenColumn);
                } else if (symbol.chars().allMatch(Character::isDigit)) {
                    in.readWhile(ch -> ch == '.'); // a move number; not checked
                } else {
                    move(current, symbol, tokenLine, tokenColumn);
                    if (in.peek() == '!' || in.peek() == '?') {
                        int l = in.line();
                        int col = in.column();
                        suffix(current, in.readWhile(ch -> ch == '!' || ch == '?'), l, col);
                    }
                }
            } else if (in.lookingAt("--")) {
                throw new PgnException(tokenLine, tokenColumn, "null moves (--) are not supported.");
            } else {
                throw new PgnException(tokenLine, tokenColumn, "'" + Excerpt.of(String.valueOf(c)) + "' is not PGN movetext; expected a move, a move "
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
        PositionCheck start = Position.readFenRepairing(fen, repairs);
        if (start instanceof PositionCheck.Invalid invalid) {
            throw new PgnException(at[0], at[1], "the FEN tag is not a position: "
                    + FenException.sentence(fen, invalid.problems()));
        }
        for (String repair : repairs) {
            warnings.add(new PgnWarning(at[0], at[1], "in the FEN tag " + repair + "."));
        }
        return start.position().orElseThrow();
    }

    private String result(Deque<PgnLine> lines, String result, int l, int col) {
        if (lines.size() > 1) {
            throw new PgnException(l, col, "the result " + result + " stands inside a variation; close it with ')' first.");
        }
        return result;
    }

    private void move(PgnLine current, String symbol, int l, int col) {
        Position before = current.position;
        SanReading read = San.read(before, symbol, PieceLetters.ENGLISH);
        Move move = read.move().orElseThrow(() -> new PgnException(l, col, whose(before) + read.reason()));
        current.moves.add(new PgnMoveBuilder(move, San.of(before, move), before));
        current.position = before.play(move);
    }

    private static String whose(Position p) {
        return (p.sideToMove() == Color.WHITE ? "White" : "Black") + "'s move " + p.fullmoveNumber() + ": ";
    }

    private void nag(PgnLine current, int nag, int l, int col) {
        if (current.moves.isEmpty()) {
            throw new PgnException(l, col, "an annotation (NAG) must follow a move.");
        }
        current.last().nags.add(nag);
    }

    private void suffix(PgnLine current, String suffix, int l, int col) {
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
        int col = in.column();
        in.take(); // '['
        in.skipSpacesOnLine();
        int nameLine = in.line();
        int nameColumn = in.column();
        String name = in.readWhile(PgnScanner::isTagNameChar);
        if (name.isEmpty()) {
            throw new PgnException(in.line(), in.column(), "a tag needs a name after '[', like [Event \"Club match\"].");
        }
        in.skipSpacesOnLine();
        if (in.peek() != '"') {
            throw new PgnException(in.line(), in.column(), "the value of tag " + Excerpt.of(name)
                    + " must stand in double quotes, like ["
                    + Excerpt.of(name) + " \"...\"].");
        }
        int[] valueAt = {in.line(), in.column()};
        in.take();
        StringBuilder value = new StringBuilder();
        while (true) {
            if (in.atEnd() || in.peek() == '\n' || in.peek() == '\r') {
                throw new PgnException(valueAt[0], valueAt[1], "the value of tag " + Excerpt.of(name)
                        + " is not closed with '\"' on its line.");
            }
            char c = in.take();
            if (c == '"') {
                break;
            }
            if (c == '\\' && (in.peek() == '"' || in.peek() == '\\')) {
                c = in.take();
            }
            value.append(c);
        }
        in.skipSpacesOnLine();
        if (in.peek() != ']') {
            throw new PgnException(in.line(), in.column(), "tag " + Excerpt.of(name) + " (opened at column " + col
                    + ") is not closed with ']'.");
        }
        in.take();
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

    private static boolean isSymbolChar(int c) {
        return Character.isLetterOrDigit(c) || "_+#=:-/".indexOf(c) >= 0;
    }
}
