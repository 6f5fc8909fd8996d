package org.hektor.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.hektor.notation.Heard;
import org.hektor.notation.Reason;
import org.hektor.session.Command;
import org.hektor.session.Understood;

/**
 * The journal fields of a {@link Command.Decided} record: the ply, both clocks, the moves made (UCI), then
 * each understanding with a fixed number of fields for its kind:
 * <pre>
 * move    UCI                                   ask     UCI,UCI,...
 * command WORD PIECE|- SQUARE|-                 reject  SENTENCE KIND PIECE|- FROM-FILE FROM-RANK SQUARE|- COUNT
 * proposal UCI MARGIN
 * </pre>
 * A move read back is written as a {@code proposal} with its margin, which decides whether the correction window may
 * play it (rule 2.6), so a replay reads no words; {@code move} (no margin) is what journals written before held.
 */
final class HeardFields {
    private HeardFields() {
    }

    static void write(Command.Decided d, List<String> f) {
        f.add(Integer.toString(d.ply()));
        f.add(Long.toString(d.whiteMillis()));
        f.add(Long.toString(d.blackMillis()));
        f.add(Integer.toString(d.moves().size()));
        d.moves().forEach(m -> f.add(m.uci()));
        f.add(Integer.toString(d.understood().size()));
        for (Understood u : d.understood()) {
            Heard h = u.meaning();
            if (h instanceof Heard.Proposal p && u.margin().isPresent()) {
                f.addAll(List.of("proposal", p.move().uci(), Double.toString(u.margin().getAsDouble())));
            } else if (h instanceof Heard.Proposal p) {
                f.addAll(List.of("move", p.move().uci()));
            } else if (h instanceof Heard.Ask a) {
                f.addAll(List.of("ask", String.join(",", a.moves().stream().map(Move::uci).toList())));
            } else if (h instanceof Heard.Command c) {
                f.addAll(List.of("command", c.word().key(), c.piece().map(HeardFields::piece).orElse("-"),
                        c.square().map(Square::name).orElse("-")));
            } else if (h instanceof Heard.Reject r) {
                Reason w = r.why();
                f.addAll(List.of("reject", r.reason(), w.kind().name().toLowerCase(Locale.ROOT),
                        w.piece() == null ? "-" : piece(w.piece()), Integer.toString(w.fromFile()),
                        Integer.toString(w.fromRank()), w.to() == null ? "-" : w.to().name(), Integer.toString(w.count())));
            } else {
                throw new IllegalArgumentException("The journal cannot write " + h);
            }
        }
    }

    /** Reads the record's fields; a damaged record is empty, with {@code in}'s problem saying why. */
    static Optional<Command.Decided> read(RecordFields in) {
        Optional<Integer> ply = in.whole();
        Optional<Long> white = in.wholeLong();
        Optional<Long> black = in.wholeLong();
        List<Move> moves = new ArrayList<>();
        for (int n = in.whole().orElse(0); n > 0 && in.problem().isEmpty(); n--) {     // a damaged count ends at the fields' end
            in.move().ifPresent(moves::add);
        }
        List<Understood> heard = new ArrayList<>();
        for (int n = in.whole().orElse(0); n > 0 && in.problem().isEmpty(); n--) {
            in.text().flatMap(kind -> understood(kind, in)).ifPresent(heard::add);
        }
        if (in.hasNext()) {
            in.fail("the decided record has fields left over");
        }
        return in.problem().isPresent() ? Optional.empty()
                : Optional.of(new Command.Decided(heard, ply.get(), moves, white.get(), black.get()));
    }

    /** One understanding of the kind named, from the fields that follow. */
    private static Optional<Understood> understood(String kind, RecordFields in) {
        return switch (kind) {
            case "proposal" -> in.move().flatMap(m -> in.decimal().map(margin ->
                    new Understood(new Heard.Proposal(m), OptionalDouble.of(margin))));
            case "move" -> in.move().map(m -> Understood.of(new Heard.Proposal(m)));
            case "ask" -> in.moves().flatMap(ms -> Heard.Ask.refusal(ms).<Optional<Understood>>map(in::fail)
                    .orElseGet(() -> Optional.of(Understood.of(new Heard.Ask(ms)))));
            case "command" -> in.word().flatMap(w -> in.choiceOrNone(PieceType.class, "piece").flatMap(p ->
                    in.squareOrNone().map(sq -> Understood.of(new Heard.Command(w, p, sq)))));
            case "reject" -> reject(in).map(Understood::of);
            default -> in.fail("'" + kind + "' is no kind of understanding");
        };
    }

    private static Optional<Heard.Reject> reject(RecordFields in) {
        Optional<String> sentence = in.text();
        Optional<Reason.Kind> why = in.choice(Reason.Kind.class, "reason");
        Optional<Optional<PieceType>> piece = in.choiceOrNone(PieceType.class, "piece");
        Optional<Integer> file = in.whole();
        Optional<Integer> rank = in.whole();
        Optional<Optional<Square>> to = in.squareOrNone();
        Optional<Integer> count = in.whole();
        return in.problem().isPresent() ? Optional.empty() : Optional.of(new Heard.Reject(sentence.get(),
                new Reason(why.get(), piece.get().orElse(null), file.get(), rank.get(), to.get().orElse(null), count.get())));
    }

    private static String piece(PieceType p) {
        return p.name().toLowerCase(Locale.ROOT);
    }
}
