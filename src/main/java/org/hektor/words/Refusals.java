package org.hektor.words;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import org.hektor.arbiter.Refusal;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;

/**
 * What the arbiter refused, said in a language: the sentence {@code refused.<kind>} with the refusal's arguments
 * (the arbiter returns refusals as values and says nothing itself). A refusal of no kind of its own
 * ({@link Refusal.Kind#OTHER}) is said as its detail, the words of whoever refused.
 */
public final class Refusals {
    /** The kinds said for one side of castling: the variant of their sentence is "short" or "long". */
    private static final Set<Refusal.Kind> CASTLING = EnumSet.of(Refusal.Kind.CASTLING_RIGHTS_LOST,
            Refusal.Kind.CASTLING_THROUGH_ATTACK, Refusal.Kind.CASTLING_INTO_CHECK);

    private final Words words;
    private final Function<Square, String> squares;

    private final Function<PieceType, String> pieces;

    /** Refusals in {@code words}, naming squares with {@code squares} (a profile's spoken squares, or e4). */
    public Refusals(Words words, Function<Square, String> squares) {
        this(words, squares, t -> t.name().toLowerCase(Locale.ROOT));
    }

    /** Refusals naming squares and pieces in a profile's words ("Eva vier", "Springer"). */
    public Refusals(Words words, Function<Square, String> squares, Function<PieceType, String> pieces) {
        this.words = words;
        this.squares = squares;
        this.pieces = pieces;
    }

    /** The arbiter's English, squares written as in SAN (e4): what {@code hektor arbiter} prints. */
    public static Refusals english() {
        return new Refusals(Words.english(), Square::name);
    }

    /** The sentence for {@code r}, refused to {@code actor} (null for the arbiter's own business). */
    public String say(Refusal r, Color actor) {
        if (r.kind() == Refusal.Kind.OTHER) {
            return r.detail() == null ? "" : r.detail();
        }
        // German articles follow the gender of the piece named first ("Der Läufer", "Die Dame"); castling its side
        String variant = CASTLING.contains(r.kind()) ? r.detail()
                : r.kind() == Refusal.Kind.PATH_BLOCKED && r.other() != null ? name(r.other().type())
                : r.mover() != null ? name(r.mover()) : "any";
        boolean uci = r.move() != null && Move.isUciSyntax(r.move());
        Move move = uci ? Move.fromUci(r.move()) : null;
        return words.sayFor("refused." + r.kind().key(), variant == null ? "any" : variant,
                "mover", r.mover() == null ? "" : pieces.apply(r.mover()),
                "piece", r.other() == null ? "" : pieces.apply(r.other().type()),
                "from", uci ? squares.apply(move.from()) : "",
                "to", uci ? squares.apply(move.to()) : "",
                "passed", uci ? squares.apply(passed(move)) : "",
                "color", r.color() == null ? "" : words.color(r.color()),
                "player", actor == null ? "" : words.color(actor),
                "square", r.square() == null ? "" : squares.apply(r.square()),
                "rule", r.rule() == null ? "" : words.article(r.rule().article()),
                "move", r.move() == null ? "" : r.move(),
                "detail", r.detail() == null ? "" : r.detail(),
                "undone", undone(r));
    }

    /** The square a castling king passes over (f1 from e1 to g1): the middle of its two squares (rule 3.8.2). */
    private static Square passed(Move m) {
        return Square.of((m.from().file() + m.to().file()) / 2, (m.from().rank() + m.to().rank()) / 2);
    }

    private static String name(PieceType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }

    private String undone(Refusal r) {
        List<String> parts = new ArrayList<>();
        for (Refusal.Part p : Refusal.Part.values()) {
            if (r.undone().contains(p)) {
                parts.add(words.say("refused.undone." + p.name().toLowerCase(java.util.Locale.ROOT).replace('_', '.')));
            }
        }
        return String.join(", ", parts);
    }
}
