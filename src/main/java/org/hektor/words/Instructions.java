package org.hektor.words;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.sync.Correction;
import org.hektor.sync.Reconciliation;

/**
 * Speaks a plan of the two-board model (rules 2.7, 2.8): the sentences are the {@code sync.*} entries of a
 * {@link Words}, the piece and square words come from the listener's vocabulary profile, so a blind player with the
 * ibca profile and English sentences hears "Take the Bauer off Eva vier. Put a Bauer on Eva zwei." The profile's
 * words come in as two functions ({@code profile::piece} and {@code profile::square}); {@code sync} itself returns
 * the corrections as data and says nothing.
 */
public final class Instructions {
    private final Words words;
    private final Function<PieceType, String> pieceWord;
    private final Function<Square, String> squareWord;

    public Instructions(Words words, Function<PieceType, String> pieceWord, Function<Square, String> squareWord) {
        this.words = words;
        this.pieceWord = pieceWord;
        this.squareWord = squareWord;
    }

    /**
     * One correction as a sentence for the owner of the board. A piece put on is named with its colour when it
     * is the opponent's (your own pieces need no colour word; the tactile board marks the black ones).
     */
    public String say(Correction correction, Color owner) {
        if (correction instanceof Correction.Take t) {
            return words.say("sync.take", "piece", piece(t.piece()), "square", square(t.square()));
        }
        if (correction instanceof Correction.Put p) {
            return p.piece().color() == owner ? words.say("sync.put", "piece", piece(p.piece()), "square", square(p.square()))
                    : words.say("sync.put.opponent", "piece", piece(p.piece()), "square", square(p.square()),
                            "color", colour(p.piece().color()));
        }
        Correction.Shift s = (Correction.Shift) correction;
        return words.say("sync.move", "piece", piece(s.piece()), "from", square(s.from()), "to", square(s.to()));
    }

    /** The corrections as sentences, in order; one sentence saying the board is right when there are none. */
    public List<String> say(List<Correction> corrections, Color owner) {
        List<String> sentences = new ArrayList<>();
        for (Correction c : corrections) {
            sentences.add(say(c, owner));
        }
        if (sentences.isEmpty()) {
            sentences.add(words.say("sync.nothing"));
        }
        return sentences;
    }

    /** What the plan is and why, for both players, in sentences (the corrections are said separately). */
    public List<String> explain(Reconciliation plan, Position start) {
        List<String> sentences = new ArrayList<>();
        if (plan instanceof Reconciliation.InOrder) {
            sentences.add(words.say("sync.plan.inorder"));
        } else if (plan instanceof Reconciliation.CompleteScoresheets c) {
            for (Color color : Color.values()) {
                if (c.written().get(color) < c.ply()) {
                    sentences.add(words.say("sync.plan.complete", "side", words.color(color)));
                }
            }
        } else if (plan instanceof Reconciliation.CorrectScoresheets c) {
            sentences.add(words.say("sync.plan.stands"));
            for (Color color : Color.values()) {
                Integer from = c.from().get(color);
                if (from != null) {
                    sentences.add(words.say("sync.plan.sheet.correct", "side", words.color(color),
                            "move", moveNumber(start, from), "mover", words.color(mover(start, from))));
                }
            }
        } else if (plan instanceof Reconciliation.CorrectBoards) {
            sentences.add(words.say("sync.plan.correct"));
        } else {
            Reconciliation.Rewind r = (Reconciliation.Rewind) plan;
            String key = r.ply() == 0 ? "sync.plan.rewind.start" : "sync.plan.rewind";
            sentences.add(words.say(key, "move", moveNumber(start, r.differingPly()),
                    "side", words.color(mover(start, r.differingPly()))));
            if (r.sheetsOffRecord().size() == 1) {
                sentences.add(words.say("sync.plan.sheet.off", "side", words.color(r.sheetsOffRecord().iterator().next())));
            } else if (r.sheetsOffRecord().size() == 2) {
                sentences.add(words.say("sync.plan.sheets.off"));
            }
        }
        return sentences;
    }

    /** The move number of a ply of a game from {@code start} (ply 1 is the first move made). */
    public static int moveNumber(Position start, int ply) {
        int offset = start.sideToMove() == Color.WHITE ? 0 : 1;
        return start.fullmoveNumber() + (ply - 1 + offset) / 2;
    }

    /** Who makes the move of a ply of a game from {@code start}. */
    public static Color mover(Position start, int ply) {
        return ply % 2 == 1 ? start.sideToMove() : start.sideToMove().opposite();
    }

    private String piece(Piece piece) {
        return pieceWord.apply(piece.type());
    }

    private String square(Square square) {
        return squareWord.apply(square);
    }

    private String colour(Color color) {
        return words.say(color == Color.WHITE ? "sync.color.white" : "sync.color.black");
    }
}
