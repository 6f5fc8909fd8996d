package org.hektor.chess;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Portable Game Notation in and out. Reading takes the import format of the PGN standard (see
 * {@link PgnReader}); bad text is a {@link PgnException} naming line and column. Writing gives the export
 * format: the Seven Tag Roster first and in its order, then the other tags in their order, movetext in
 * English SAN wrapped at 80 columns, comments in braces with {@code [%clk h:mm:ss]} written back, NAGs as
 * {@code $n}, variations in parentheses, and the result at the end.
 */
public final class Pgn {
    /** What reading does with variations. */
    public enum Variations {
        /** Read them, check their moves, keep them on the move they replace. */
        KEEP,
        /** Skip them unread (only their brackets and comments are checked): faster, for main lines only. */
        SKIP
    }

    static final int LINE_WIDTH = 80;

    private Pgn() {
    }

    /** Every game in the text, variations kept; the first game that cannot be read is a {@link PgnException}. */
    public static List<PgnGame> read(String text) {
        return read(text, Variations.KEEP);
    }

    /**
     * Every game in the text; the first game that cannot be read, or that is of another variant, is a
     * {@link PgnException}. Warnings are left out ({@link #items} has them).
     */
    public static List<PgnGame> read(String text, Variations variations) {
        List<PgnGame> games = new ArrayList<>();
        Iterator<PgnItem> items = items(text.lines().iterator(), variations);
        while (items.hasNext()) {
            PgnItem item = items.next();
            if (item instanceof PgnItem.Read read) {
                games.add(read.game());
            } else if (item instanceof PgnItem.Unreadable unreadable) {
                throw unreadable.problem();
            } else {
                throw ((PgnItem.OtherVariant) item).problem();
            }
        }
        return games;
    }

    /**
     * The games of a file, one at a time, its lines taken only as they are needed: each game read with its
     * warnings, each game that cannot be read reported and skipped, each game of another variant named and
     * skipped. See {@link PgnReader} for how the real world's files are read.
     */
    public static Iterator<PgnItem> items(Iterator<String> lines, Variations variations) {
        return new PgnReader(lines, variations);
    }

    /** The one game the text holds; none or several is a {@link PgnException}. */
    public static PgnGame readGame(String text) {
        List<PgnGame> games = read(text);
        if (games.size() != 1) {
            throw new PgnException(1, 1, "expected one game, found " + games.size() + ".");
        }
        return games.get(0);
    }

    /** The games in export format, one blank line after each. */
    public static String write(List<PgnGame> games) {
        StringBuilder sb = new StringBuilder();
        for (PgnGame game : games) {
            sb.append(write(game));
        }
        return sb.toString();
    }

    /** One game in export format: tags, a blank line, the movetext, a blank line. */
    public static String write(PgnGame game) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> tag : exportTags(game).entrySet()) {
            sb.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue())).append("\"]\n");
        }
        sb.append('\n');
        List<String> tokens = new ArrayList<>();
        if (!game.comment().isEmpty()) {
            addComment(tokens, game.comment());
        }
        addLine(tokens, game.start(), game.moves());
        tokens.add(game.result());
        wrap(tokens, sb);
        sb.append("\n\n");
        return sb.toString();
    }

    private static Map<String, String> exportTags(PgnGame game) {
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : PgnGame.SEVEN_TAG_ROSTER) {
            tags.put(name, game.tags().getOrDefault(name, name.equals("Date") ? "????.??.??" : "?"));
        }
        tags.put("Result", game.result());
        game.tags().forEach(tags::putIfAbsent);
        if (!game.start().equals(Position.initial()) && !game.tags().containsKey("FEN")) {
            tags.put("SetUp", "1");
            tags.put("FEN", game.start().fen());
        }
        return tags;
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** The tokens of one line of moves from {@code start}; a variation is a token group in parentheses. */
    private static void addLine(List<String> tokens, Position start, List<PgnMove> moves) {
        Position position = start;
        boolean needNumber = true;
        for (int i = 0; i < moves.size(); i++) {
            PgnMove m = moves.get(i);
            if (i == 0 && !m.commentBefore().isEmpty()) {
                addComment(tokens, m.commentBefore());
            }
            // the number and its move stay on one line: "12. Nf3"; Black's move is numbered after a comment,
            // a variation or at the start: "12... Nf6"
            if (position.sideToMove() == Color.WHITE) {
                tokens.add(position.fullmoveNumber() + ". " + m.san());
            } else if (needNumber) {
                tokens.add(position.fullmoveNumber() + "... " + m.san());
            } else {
                tokens.add(m.san());
            }
            for (int nag : m.nags()) {
                tokens.add("$" + nag);
            }
            needNumber = false;
            if (!m.comment().isEmpty() || m.clock() != null) {
                addComment(tokens, m.comment(), m.clock() == null ? null : "[%clk " + clock(m.clock()) + "]");
                needNumber = true;
            }
            for (List<PgnMove> variation : m.variations()) {
                List<String> inner = new ArrayList<>();
                addLine(inner, position, variation);
                inner.set(0, "(" + inner.get(0));
                inner.set(inner.size() - 1, inner.get(inner.size() - 1) + ")");
                tokens.addAll(inner);
                needNumber = true;
            }
            position = position.play(m.move());
        }
    }

    private static void addComment(List<String> tokens, String comment) {
        addComment(tokens, comment, null);
    }

    /**
     * A comment as word tokens, so that it can wrap, and a command such as {@code [%clk 0:04:58]} as one
     * token at its end. A '}' inside would end the comment early, so it becomes ')'.
     */
    private static void addComment(List<String> tokens, String comment, String command) {
        List<String> words = new ArrayList<>();
        if (!comment.isBlank()) {
            words.addAll(List.of(comment.replace('}', ')').strip().split("\\s+")));
        }
        if (command != null) {
            words.add(command);
        }
        words.set(0, "{" + words.get(0));
        words.set(words.size() - 1, words.get(words.size() - 1) + "}");
        tokens.addAll(words);
    }

    /** h:mm:ss, with up to three decimals of a second when there are any. */
    static String clock(Duration d) {
        long seconds = d.getSeconds();
        String s = String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
        int millis = d.getNano() / 1_000_000;
        if (millis != 0) {
            s += ("." + String.format("%03d", millis)).replaceAll("0+$", "");
        }
        return s;
    }

    private static void wrap(List<String> tokens, StringBuilder sb) {
        int lineLength = 0;
        for (String token : tokens) {
            if (lineLength > 0 && lineLength + 1 + token.length() > LINE_WIDTH) {
                sb.append('\n');
                lineLength = 0;
            }
            if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(token);
            lineLength += token.length();
        }
    }
}
