package org.hektor.chess;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One move of a {@link PgnLine} while it is read: its annotations, comment, clock and variations so far. */
final class PgnMoveBuilder {
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2})(?:\\.(\\d{1,3}))?\\s*]");

    final Move move;
    final String san;
    final Position before;
    final List<Integer> nags = new ArrayList<>();
    final StringBuilder comment = new StringBuilder();
    Duration clock;
    final List<List<PgnMove>> variations = new ArrayList<>();

    PgnMoveBuilder(Move move, String san, Position before) {
        this.move = move;
        this.san = san;
        this.before = before;
    }

    /** Adds a comment after the move; a {@code [%clk h:mm:ss]} command in it is the clock, not comment text. */
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
        PgnLine.append(comment, rest.toString().strip().replaceAll("\\s+", " "));
    }

    PgnMove build(String commentBefore) {
        return new PgnMove(move, san, commentBefore, nags, comment.toString(), clock, variations);
    }
}
