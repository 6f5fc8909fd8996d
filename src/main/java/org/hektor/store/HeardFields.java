package org.hektor.store;

import java.util.ArrayList;
import java.util.Arrays;
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

    /** Reads the fields from {@code from} on; a damaged record is an {@link IllegalArgumentException}. */
    static Command.Decided read(String[] f, int from) {
        Fields in = new Fields(f, from);
        int ply = Integer.parseInt(in.next());
        long white = Long.parseLong(in.next());
        long black = Long.parseLong(in.next());
        List<Move> moves = new ArrayList<>();
        for (int n = Integer.parseInt(in.next()); n > 0; n--) {
            moves.add(Move.fromUci(in.next()));
        }
        List<Understood> heard = new ArrayList<>();
        for (int n = Integer.parseInt(in.next()); n > 0; n--) {
            String kind = in.next();
            if (kind.equals("proposal")) {
                Heard.Proposal move = new Heard.Proposal(Move.fromUci(in.next()));
                heard.add(new Understood(move, OptionalDouble.of(Double.parseDouble(in.next()))));
                continue;
            }
            heard.add(Understood.of(switch (kind) {
                case "move" -> new Heard.Proposal(Move.fromUci(in.next()));
                case "ask" -> new Heard.Ask(Arrays.stream(in.next().split(",")).map(Move::fromUci).toList());
                case "command" -> new Heard.Command(JournalCodec.word(in.next()), optional(in.next()).map(HeardFields::pieceType),
                        optional(in.next()).map(Square::parse));
                case "reject" -> {
                    String sentence = in.next();
                    Reason.Kind why = Reason.Kind.valueOf(in.next().toUpperCase(Locale.ROOT));
                    PieceType piece = optional(in.next()).map(HeardFields::pieceType).orElse(null);
                    int file = Integer.parseInt(in.next());
                    int rank = Integer.parseInt(in.next());
                    Square to = optional(in.next()).map(Square::parse).orElse(null);
                    yield new Heard.Reject(sentence, new Reason(why, piece, file, rank, to, Integer.parseInt(in.next())));
                }
                default -> throw new IllegalArgumentException("'" + kind + "' is no kind of understanding");
            }));
        }
        if (in.hasNext()) {
            throw new IllegalArgumentException("the decided record has fields left over");
        }
        return new Command.Decided(heard, ply, moves, white, black);
    }

    private static String piece(PieceType p) {
        return p.name().toLowerCase(Locale.ROOT);
    }

    private static PieceType pieceType(String s) {
        return PieceType.valueOf(s.toUpperCase(Locale.ROOT));
    }

    private static Optional<String> optional(String s) {
        return s.equals("-") ? Optional.empty() : Optional.of(s);
    }

    /** The fields of one record, read in order. */
    private static final class Fields {
        private final String[] f;
        private int at;

        Fields(String[] f, int from) {
            this.f = f;
            this.at = from;
        }

        String next() {
            if (at >= f.length) {
                throw new IllegalArgumentException("the decided record lacks a field");
            }
            return f[at++];
        }

        boolean hasNext() {
            return at < f.length;
        }
    }
}
