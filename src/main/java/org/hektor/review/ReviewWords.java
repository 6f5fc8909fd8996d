package org.hektor.review;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.words.Words;

/**
 * The review in words: the summary, a move and its judgement, the better move and its line, what the played move
 * allowed; spoken moves in the profile's notation ({@link Announcer}), the text review in SAN. {@code brief} picks the
 * {@code .brief} variant of a sentence where there is one.
 */
public final class ReviewWords {
    /** How many plies of a line are said: enough to hear the point, short enough to remember. */
    static final int SPOKEN_PLIES = 4;

    private final Words words;
    private final Announcer announcer;
    private boolean brief;

    public ReviewWords(Profile profile, boolean brief) {
        this.words = Words.forLanguage(profile.language());
        this.announcer = new Announcer(profile);
        this.brief = brief;
    }

    public Words words() {
        return words;
    }

    public void brief(boolean on) {
        brief = on;
    }

    private String say(String key, Object... pairs) {
        return words.say(brief && words.has(key + ".brief") || brief && Words.english().has(key + ".brief") ? key + ".brief" : key, pairs);
    }

    /** "You made one blunder and two mistakes." for the player's side, "Hektor: one mistake." for another. */
    public String summary(GameReview review, Color side, String name, boolean you) {
        String counts = counts(review, side);
        if (you) {
            return counts.isEmpty() ? say("review.summary.you.none") : say("review.summary.you", "counts", counts);
        }
        return counts.isEmpty() ? say("review.summary.side.none", "side", name) : say("review.summary.side", "side", name, "counts", counts);
    }

    /** The summary of both sides: the player's first when {@code player} is known. */
    public List<String> summary(GameReview review, Color player) {
        List<String> lines = new ArrayList<>();
        for (Color c : player == null ? List.of(Color.WHITE, Color.BLACK) : List.of(player, player.opposite())) {
            String name = review.game().tag(c == Color.WHITE ? "White" : "Black");
            lines.add(summary(review, c, name.isEmpty() || name.equals("?") ? words.color(c) : name, c == player));
        }
        return lines;
    }

    /** "one blunder and two mistakes" (inaccuracies too), or "" when there is none. */
    String counts(GameReview review, Color side) {
        List<String> parts = new ArrayList<>();
        for (Severity s : new Severity[] {Severity.BLUNDER, Severity.MISTAKE, Severity.INACCURACY}) {
            int n = review.count(side, s);
            if (n == 1) {
                parts.add(words.say("review.count." + s.key() + ".one"));
            } else if (n > 1) {
                parts.add(words.say("review.count." + s.key() + ".many", "n", words.number(n)));
            }
        }
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " " + words.say("review.and") + " " + parts.get(parts.size() - 1);
    }

    /** "blunder", "mistake, a mate missed", "the only move that held", or "" for a move without remark. */
    public String judgement(Judgement j) {
        List<String> parts = new ArrayList<>();
        if (j.severity() != null) {
            parts.add(words.say("review.judgement." + j.severity().key()));
        }
        if (j.kind() != Kind.PLAIN) {
            parts.add(words.say("review.kind." + j.kind().key()));
        }
        return String.join(", ", parts);
    }

    /** A move of the game spoken: "Move twelve, Black: Springer f6, blunder." */
    public String move(MoveReview m) {
        String judged = judgement(m.judgement());
        String number = words.number(m.before().fullmoveNumber());
        String move = announcer.announce(m.before(), m.played());
        return judged.isEmpty() ? say("review.move", "number", number, "side", words.color(m.mover()), "move", move)
                : say("review.move.judged", "number", number, "side", words.color(m.mover()), "move", move, "judgement", judged);
    }

    /** What was better: the engine's move and the line after it, or that the move played was the best. */
    public String better(MoveReview m) {
        if (m.playedBest()) {
            return say("review.better.same", "move", announcer.announce(m.before(), m.played()));
        }
        List<Move> line = m.best().line();
        String best = announcer.announce(m.before(), line.get(0));
        String rest = spoken(m.before().play(line.get(0)), line.subList(1, line.size()));
        return rest.isEmpty() ? say("review.better", "move", best) : say("review.better.line", "move", best, "line", rest);
    }

    /** What the move played allowed: the engine's answer and its line. */
    public String why(MoveReview m) {
        if (m.reply() == null) {
            return say("review.why.over");
        }
        return say("review.why", "move", announcer.announce(m.before(), m.played()), "line", spoken(m.after(), m.reply().line()));
    }

    /** A line in the profile's words, its first plies. */
    public String spoken(Position from, List<Move> line) {
        return String.join(", ", PlayedLine.each(from, line, SPOKEN_PLIES, announcer::announce));
    }

    public String announce(Position p, Move m) {
        return announcer.announce(p, m);
    }

    /** The review as text, for reading later (and for Braille): the title, the summary, each judged move in SAN. */
    public List<String> text(GameReview review, String engine, Color player) {
        List<String> lines = new ArrayList<>();
        lines.add(words.say("review.text.title", "white", review.game().tag("White"), "black", review.game().tag("Black"),
                "engine", engine));
        lines.addAll(summary(review, player));
        for (MoveReview m : review.moves()) {
            if (m.judgement().nag() == 0) {
                continue;
            }
            String dots = m.mover() == Color.WHITE ? "." : "...";
            String san = San.of(m.before(), m.played());
            String judged = Words.capitalized(judgement(m.judgement()));
            lines.add(m.playedBest()
                    ? words.say("review.text.move.best", "number", m.before().fullmoveNumber(), "dots", dots, "san", san, "judgement", judged)
                    : words.say("review.text.move", "number", m.before().fullmoveNumber(), "dots", dots, "san", san,
                            "judgement", judged, "best", sanLine(m.before(), m.best().line(), 6)));
        }
        return lines;
    }

    /** A line in SAN, its first {@code plies}. */
    static String sanLine(Position from, List<Move> line, int plies) {
        return String.join(" ", PlayedLine.each(from, line, plies, San::of));
    }
}
