package org.hektor.store;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Square;
import org.hektor.chess.WholeNumber;
import org.hektor.notation.Choice;
import org.hektor.notation.CommandWord;

/**
 * The fields of one journal record, read in order as values. A field that does not hold what is asked (or is not
 * there) is the record's damage: the first one is kept as {@link #problem()}, every later read answers empty, and the
 * reader refuses the record with it. A damaged line is an ordinary answer for a reader of files, not an exception.
 */
final class RecordFields {
    /** What {@link Double#toString} writes (a confidence, a margin), so that {@link Double#parseDouble} cannot fail. */
    private static final Pattern DECIMAL = Pattern.compile("-?(NaN|Infinity|\\d+(\\.\\d+)?(E-?\\d+)?)");

    private final String[] f;
    private final String lacking;
    private int at;
    private String problem;

    /** @param lacking what a record that ends too early lacks, said as its damage */
    RecordFields(String[] f, int from, String lacking) {
        this.f = f;
        this.at = from;
        this.lacking = lacking;
    }

    /** The first field that did not hold what was asked, said; empty while every read held. */
    Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    boolean hasNext() {
        return problem == null && at < f.length;
    }

    /** The fields not read yet. */
    List<String> rest() {
        List<String> rest = problem == null ? Arrays.asList(f).subList(Math.min(at, f.length), f.length) : List.of();
        at = f.length;
        return List.copyOf(rest);
    }

    Optional<String> text() {
        if (problem != null) {
            return Optional.empty();
        }
        if (at >= f.length) {
            return fail(lacking);
        }
        return Optional.of(f[at++]);
    }

    Optional<Integer> whole() {
        return text().flatMap(t -> WholeNumber.ofInt(t).isPresent() ? Optional.of(WholeNumber.ofInt(t).getAsInt())
                : fail("'" + t + "' is not a whole number"));
    }

    Optional<Long> wholeLong() {
        return text().flatMap(t -> WholeNumber.ofLong(t).isPresent() ? Optional.of(WholeNumber.ofLong(t).getAsLong())
                : fail("'" + t + "' is not a whole number"));
    }

    Optional<Double> decimal() {
        return text().flatMap(this::decimal);
    }

    /** Another text and its confidence follow (a last field alone is no pair). */
    boolean hasPair() {
        return problem == null && at + 1 < f.length;
    }

    /** A number, or {@code -} for none. */
    Optional<OptionalDouble> decimalOrNone() {
        return text().flatMap(t -> t.equals("-") ? Optional.of(OptionalDouble.empty()) : decimal(t).map(OptionalDouble::of));
    }

    Optional<CommandWord> word() {
        return text().flatMap(t -> JournalCodec.word(t).or(() -> fail(JournalCodec.notAWord(t))));
    }

    /** A piece by its FEN letter. */
    Optional<Piece> piece() {
        return text().flatMap(t -> JournalCodec.piece(t).or(() -> fail("'" + t + "' is not a piece letter")));
    }

    Optional<Square> square() {
        return text().flatMap(t -> Square.isSquareName(t) ? Optional.of(Square.parse(t)) : fail("'" + t + "' is not a square"));
    }

    /** A square, or {@code -} for none. */
    Optional<Optional<Square>> squareOrNone() {
        return text().flatMap(t -> t.equals("-") ? Optional.of(Optional.<Square>empty())
                : Square.isSquareName(t) ? Optional.of(Optional.of(Square.parse(t))) : fail("'" + t + "' is not a square"));
    }

    Optional<Move> move() {
        return text().flatMap(t -> uci(t).or(() -> fail(Move.notUci(t))));
    }

    /** Moves in UCI joined by commas. */
    Optional<List<Move>> moves() {
        Optional<String> t = text();
        if (t.isEmpty()) {
            return Optional.empty();
        }
        List<Optional<Move>> each = Arrays.stream(t.get().split(",", -1)).map(RecordFields::uci).toList();
        return each.stream().allMatch(Optional::isPresent) ? Optional.of(each.stream().map(Optional::get).toList())
                : fail("'" + t.get() + "' are not UCI moves");
    }

    /** A constant of {@code type} by its lower-case word. */
    <E extends Enum<E>> Optional<E> choice(Class<E> type, String what) {
        return text().flatMap(t -> Choice.find(type, t).or(() -> fail("'" + t + "' is no " + what)));
    }

    /** A constant of {@code type}, or {@code -} for none. */
    <E extends Enum<E>> Optional<Optional<E>> choiceOrNone(Class<E> type, String what) {
        return text().flatMap(t -> t.equals("-") ? Optional.of(Optional.<E>empty())
                : Choice.find(type, t).map(Optional::of).or(() -> fail("'" + t + "' is no " + what)));
    }

    Optional<Color> colour() {
        return text().flatMap(t -> JournalCodec.colour(t).or(() -> fail(JournalCodec.notAColour(t))));
    }

    /** The record is damaged for this reason (the first reason stays); empty, for the read that found it. */
    <T> Optional<T> fail(String why) {
        if (problem == null) {
            problem = why;
        }
        return Optional.empty();
    }

    private Optional<Double> decimal(String t) {
        return DECIMAL.matcher(t).matches() ? Optional.of(Double.parseDouble(t)) : fail("'" + t + "' is not a number");
    }

    private static Optional<Move> uci(String text) {
        return Move.isUciSyntax(text) ? Optional.of(Move.fromUci(text)) : Optional.empty();
    }
}
