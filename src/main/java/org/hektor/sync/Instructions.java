package org.hektor.sync;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.function.Function;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/**
 * Speaks a plan: the sentences come from a message bundle ({@code org/hektor/sync/Instructions*.properties},
 * English first; another language is another file), the piece and square words from the listener's vocabulary
 * profile, so a blind player with the ibca profile hears "Take the Bauer off Eva vier. Put a Bauer on Eva zwei."
 * The profile's words come in as two functions (the session passes {@code profile::piece} and
 * {@code profile::square}), which keeps this package free of the notation package.
 */
public final class Instructions {
    private static final String BUNDLE = "org.hektor.sync.Instructions";

    private final ResourceBundle bundle;
    private final Locale locale;
    private final Function<PieceType, String> pieceWord;
    private final Function<Square, String> squareWord;

    /**
     * @throws IllegalArgumentException when there is no sentence file for {@code language}
     */
    public Instructions(Locale language, Function<PieceType, String> pieceWord, Function<Square, String> squareWord) {
        this.bundle = ResourceBundle.getBundle(BUNDLE, language,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        // The base file is English; any other language needs a file of its own rather than English in its place.
        boolean english = language.getLanguage().equals(Locale.ENGLISH.getLanguage());
        if (!english && bundle.getLocale().getLanguage().isEmpty()) {
            throw new IllegalArgumentException("There are no instruction sentences for the language '"
                    + language.toLanguageTag() + "'.");
        }
        this.locale = language;
        this.pieceWord = pieceWord;
        this.squareWord = squareWord;
    }

    /**
     * One correction as a sentence for the owner of the board. A piece put on is named with its colour when it
     * is the opponent's (your own pieces need no colour word; the tactile board marks the black ones).
     */
    public String say(Correction correction, Color owner) {
        if (correction instanceof Correction.Take t) {
            return format("take", piece(t.piece()), square(t.square()));
        }
        if (correction instanceof Correction.Put p) {
            return p.piece().color() == owner ? format("put", piece(p.piece()), square(p.square()))
                    : format("put.opponent", piece(p.piece()), square(p.square()), colour(p.piece().color()));
        }
        Correction.Shift s = (Correction.Shift) correction;
        return format("move", piece(s.piece()), square(s.from()), square(s.to()));
    }

    /** The corrections as sentences, in order; one sentence saying the board is right when there are none. */
    public List<String> say(List<Correction> corrections, Color owner) {
        List<String> sentences = new ArrayList<>();
        for (Correction c : corrections) {
            sentences.add(say(c, owner));
        }
        if (sentences.isEmpty()) {
            sentences.add(format("nothing"));
        }
        return sentences;
    }

    /** What the plan is and why, for both players, in sentences (the corrections are said separately). */
    public List<String> explain(Reconciliation plan, Position start) {
        List<String> sentences = new ArrayList<>();
        if (plan instanceof Reconciliation.InOrder) {
            sentences.add(format("plan.inorder"));
        } else if (plan instanceof Reconciliation.CompleteScoresheets c) {
            for (Color color : Color.values()) {
                if (c.written().get(color) < c.ply()) {
                    sentences.add(format("plan.complete", side(color)));
                }
            }
        } else if (plan instanceof Reconciliation.CorrectScoresheets c) {
            sentences.add(format("plan.stands"));
            for (Color color : Color.values()) {
                Integer from = c.from().get(color);
                if (from != null) {
                    sentences.add(format("plan.sheet.correct", side(color), moveNumber(start, from),
                            side(mover(start, from))));
                }
            }
        } else if (plan instanceof Reconciliation.CorrectBoards) {
            sentences.add(format("plan.correct"));
        } else {
            Reconciliation.Rewind r = (Reconciliation.Rewind) plan;
            String key = r.ply() == 0 ? "plan.rewind.start" : "plan.rewind";
            sentences.add(format(key, moveNumber(start, r.differingPly()), side(mover(start, r.differingPly()))));
            if (r.sheetsOffRecord().size() == 1) {
                sentences.add(format("plan.sheet.off", side(r.sheetsOffRecord().iterator().next())));
            } else if (r.sheetsOffRecord().size() == 2) {
                sentences.add(format("plan.sheets.off"));
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
        return format(color == Color.WHITE ? "color.white" : "color.black");
    }

    private String side(Color color) {
        return format(color == Color.WHITE ? "side.white" : "side.black");
    }

    private String format(String key, Object... args) {
        return new MessageFormat(bundle.getString(key), locale).format(args);
    }
}
