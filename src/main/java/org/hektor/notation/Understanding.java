package org.hektor.notation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.SanReading;
import org.hektor.chess.Square;

/**
 * Hypotheses + position → MOVE, ASK, REJECT or a command, exactly as spoken-notation.md section 3 says.
 * Voice and keyboard share this one path: spoken words of the profile, typed SAN in any letter set (the
 * profile's first) and UCI. Never picks silently among several legal moves, never proposes an illegal one.
 */
public final class Understanding {
    public static final String NOT_UNDERSTOOD = "not understood";
    private static final Comparator<Move> BY_UCI = Comparator.comparing(Move::uci);
    /** Typed SAN split around the origin: piece letters, a file or rank already given, the rest ("Nbd2", "Nxd2"). */
    private static final Pattern PIECE_ORIGIN_REST = Pattern.compile("^(\\D*?)([a-h])?([1-8])?([x×:-]?[a-h][1-8].*)$");

    private final Profile profile;
    private final Margins margins;
    /** The console's keys and microphone may ask from their own threads. */
    private final LongAdder hypothesesRead = new LongAdder();

    /** With the measured margins between moves and commands. */
    public Understanding(Profile profile) {
        this(profile, Margins.MEASURED);
    }

    public Understanding(Profile profile, Margins margins) {
        this.profile = profile;
        this.margins = margins;
    }

    public Profile profile() {
        return profile;
    }

    /** One utterance or typed line. */
    public Heard understand(Position position, String text) {
        return understand(position, List.of(Hypothesis.of(text)));
    }

    /**
     * An n-best list, best first: the resolution rules 1–5 of section 3, then the margins: a command must beat the moves
     * and other commands heard with it, a move the commands, else the utterance is not understood.
     */
    public Heard understand(Position position, List<Hypothesis> hypotheses) {
        return understand(position, read(hypotheses));
    }

    /** {@link #understand(Position, List)} of hypotheses already read: nothing is read again. */
    public Heard understand(Position position, Readings read) {
        List<Hypothesis> hypotheses = read.hypotheses();
        List<Reading> readings = read.readings();
        Heard heard = resolveInOrder(position, hypotheses, readings);
        return isClear(position, hypotheses, readings, heard) ? heard
                : Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD));
    }

    /**
     * Whether the answer beats its rivals by the margin: a command every move, other command and out-of-grammar reading
     * heard with it; a move every command and out-of-grammar reading. Only confidences are compared: when a hypothesis
     * has none (typed, or text from the contract's {@code hear --batch}), order alone decides.
     */
    private boolean isClear(Position position, List<Hypothesis> hypotheses, List<Reading> readings, Heard heard) {
        boolean command = heard instanceof Heard.Command;
        boolean move = heard instanceof Heard.Proposal || heard instanceof Heard.Ask;
        if (!command && !move || !weighed(hypotheses)) {
            return true;
        }
        if (command && soundsLikeAPieceMove(position, (Heard.Command) heard)) {
            return false;
        }
        return beatsItsRivals(hypotheses, readings, heard,
                (reading, text) -> !candidates(position, reading, text).moves().isEmpty());
    }

    /** Whether the hypotheses carry the recogniser's confidences; without them order alone decides. */
    static boolean weighed(List<Hypothesis> hypotheses) {
        return hypotheses.stream().noneMatch(h -> h.confidence().isEmpty());
    }

    /**
     * The margins of {@link #isClear} for a command or move, each hypothesis read as {@code readings} says; whether
     * a reading names a legal move, {@code namesAMove} says.
     */
    boolean beatsItsRivals(List<Hypothesis> hypotheses, List<Reading> readings, Heard heard,
                           BiPredicate<Reading, String> namesAMove) {
        boolean command = heard instanceof Heard.Command;
        boolean move = !command;
        double forIt = 0;
        double against = 0;
        double noPhrase = 0;
        for (int i = 0; i < hypotheses.size(); i++) {
            Hypothesis h = hypotheses.get(i);
            double c = h.confidence().getAsDouble();
            if (h.isNoPhrase()) {
                // a command's rival by the command margin; a move's only by its own (Margins.noPhrase): partial move
                // phrases ("knight delta") are what the recogniser's bigram model makes beside most moves, and those
                // moves were right
                against = command ? Math.max(against, c) : against;
                noPhrase = c;
                continue;
            }
            Reading reading = readings.get(i);
            boolean isCommand = reading instanceof Reading.Spoken;
            boolean isMove = !isCommand && namesAMove.test(reading, h.text());
            if (command && isCommand && ((Reading.Spoken) reading).command().equals(heard) || move && isMove) {
                forIt = Math.max(forIt, c);
            } else if (isCommand || command && isMove || reading instanceof Reading.NotUnderstood) {
                against = Math.max(against, c);
            }
        }
        // a command is weighed even alone (its rivals may be readings that were no phrase); a move against the others
        // only (alone, a small margin already waits for "yes": session.Margin)
        return command ? margins.commandWins(forIt, against)
                : (against == 0 || margins.moveWins(forIt, against)) && margins.moveBeatsNoPhrase(forIt, noPhrase);
    }

    /**
     * "what hotel six" and "knight hotel six" differ in one short word that recognisers confuse (measured on the tuning
     * voices: knight, queen and rook moves heard as "what"): a query about a square that a piece of the side to move
     * can reach is not taken from the voice, whatever the confidence; the player asks again or names the move.
     */
    private static boolean soundsLikeAPieceMove(Position position, Heard.Command command) {
        return command.word() == CommandWord.WHAT && command.square().isPresent()
                && position.legalMoves().stream().anyMatch(m -> m.to().equals(command.square().get())
                        && position.pieceAt(m.from()).type() != org.hektor.chess.PieceType.PAWN);
    }

    private Heard resolveInOrder(Position position, List<Hypothesis> hypotheses, List<Reading> readings) {
        List<List<Move>> sets = new ArrayList<>(hypotheses.size());
        Heard.Reject reason = null;
        for (int i = 0; i < hypotheses.size(); i++) {
            Hypothesis h = hypotheses.get(i);
            Reading reading = readings.get(i);
            if (reading instanceof Reading.Spoken spoken) {
                if (sets.isEmpty() && counts(i, spoken.command())) {
                    return spoken.command();
                }
                continue;
            }
            Candidates c = candidates(position, reading, h.text());
            if (c.moves().isEmpty()) {
                // rule 1: a hypothesis without a legal move drops out; the best one's reason is kept for a REJECT
                if (reason == null) {
                    reason = c.reason();
                }
                continue;
            }
            sets.add(c.moves());
        }
        if (sets.isEmpty()) {
            return reason != null ? reason : Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD));
        }
        return resolve(sets);
    }

    /**
     * The player's answer to an ASK: a number from the list ("Zwei", "2"), the full move, or a correction
     * word (returned as the {@link CommandWord#CORRECTION} command, which withdraws the question).
     */
    public Heard answer(Position position, Heard.Ask question, List<Hypothesis> hypotheses) {
        return answer(position, question, read(hypotheses));
    }

    /** {@link #answer(Position, Heard.Ask, List)} of hypotheses already read: nothing is read again. */
    public Heard answer(Position position, Heard.Ask question, Readings read) {
        for (Move m : question.moves()) {
            if (!position.isLegal(m)) {
                throw new IllegalArgumentException("The question offers " + m.uci() + ", which is not legal in this position.");
            }
        }
        for (Reading reading : read.readings()) {
            if (reading instanceof Reading.NotUnderstood) {
                continue;
            }
            if (reading instanceof Reading.Number number) {
                int n = number.n();
                return n <= question.moves().size() ? new Heard.Proposal(question.moves().get(n - 1))
                        : Heard.Reject.of(Reason.counting(Reason.Kind.NUMBER_OUT_OF_RANGE, question.moves().size()));
            }
            break;
        }
        return understand(position, read);
    }

    public Heard answer(Position position, Heard.Ask question, String text) {
        return answer(position, question, List.of(Hypothesis.of(text)));
    }

    Reading read(String text) {
        hypothesesRead.increment();
        return Reading.of(profile.lexicon().read(text));
    }

    /** Each hypothesis read once, in order: every meaning asked of the utterance is worked out from these. */
    public Readings read(List<Hypothesis> hypotheses) {
        return new Readings(hypotheses, hypotheses.stream().map(h -> read(h.text())).toList());
    }

    /**
     * How many hypotheses this understanding has read so far: an utterance is read once, whatever is asked of it
     * (a test counts it here).
     */
    public long hypothesesRead() {
        return hypothesesRead.sum();
    }

    /**
     * Whether the command heard as hypothesis {@code index} counts, when no better hypothesis named a move: one that
     * changes the game (draw, resign, claim) only as the best hypothesis, for a wrong one must never be one "ja" away.
     */
    static boolean counts(int index, Heard.Command command) {
        return index == 0 || !command.word().changesTheGame();
    }

    /** Rules 2–5 on the non-empty candidate sets C1..Cn (best first). */
    private static Heard resolve(List<List<Move>> sets) {
        List<Move> first = sets.get(0);
        Set<Move> unique = new LinkedHashSet<>();
        for (List<Move> set : sets) {
            if (set.size() == 1) {
                unique.add(set.get(0));
            }
        }
        Set<Move> ask;
        if (unique.size() == 1) {
            Move m = unique.iterator().next();
            if (first.contains(m)) {
                return new Heard.Proposal(m);                       // rule 3
            }
            ask = new LinkedHashSet<>(first);                        // rule 4: F ∪ U
            ask.add(m);
        } else if (unique.size() >= 2) {
            ask = unique;                                            // rule 4: U
        } else {
            ask = new LinkedHashSet<>(first);                        // rule 4: F
        }
        if (ask.size() > 8) {
            return Heard.Reject.of(Reason.counting(Reason.Kind.TOO_MANY_MOVES, ask.size()));   // rule 5
        }
        List<Move> sorted = new ArrayList<>(ask);
        sorted.sort(BY_UCI);
        return new Heard.Ask(sorted);
    }

    /** The moves a hypothesis may mean; when there are none, why (null: not understood, a later reason wins). */
    private record Candidates(List<Move> moves, Heard.Reject reason) {
        static Candidates none(Heard.Reject reason) {
            return new Candidates(List.of(), reason);
        }

        static Candidates none(Reason reason) {
            return none(Heard.Reject.of(reason));
        }
    }

    /** Whether a reading may name a move: the readings whose candidates the position is asked for. */
    static boolean mayNameAMove(Reading reading) {
        return reading instanceof Reading.Constraints || reading instanceof Reading.Typed;
    }

    private Candidates candidates(Position position, Reading reading, String text) {
        if (reading instanceof Reading.Constraints c) {
            List<Move> moves = c.candidates(position);
            return moves.isEmpty() ? Candidates.none(explain(position, c)) : new Candidates(moves, null);
        }
        if (reading instanceof Reading.Incomplete incomplete) {
            return Candidates.none(Reason.of(incomplete.reason()));
        }
        if (reading instanceof Reading.Number) {
            return Candidates.none(Reason.of(Reason.Kind.NAME_DESTINATION));
        }
        if (reading instanceof Reading.Typed) {
            return typed(position, text);
        }
        return Candidates.none((Heard.Reject) null);
    }

    /**
     * Keyboard input: UCI (e2e4, e7e8q) or SAN in any letter set (Nf3, Sf3, exd5, O-O, e8=D); a line that is neither
     * as typed is read again with its Cyrillic look-alike letters as Latin ("е4", "Кс3": {@link CyrillicLookAlikes}),
     * so that nothing already understood changes its meaning.
     */
    private Candidates typed(Position position, String text) {
        String t = text.strip();
        Candidates asTyped = typedAsWritten(position, t);
        String latin = CyrillicLookAlikes.latin(t);
        boolean notUnderstood = asTyped.moves().isEmpty() && asTyped.reason() == null;
        return notUnderstood && !latin.equals(t) ? typedAsWritten(position, latin) : asTyped;
    }

    private Candidates typedAsWritten(Position position, String t) {
        String lower = t.toLowerCase(Locale.ROOT);
        if (Move.isUciSyntax(lower)) {
            Move m = Move.fromUci(lower);
            // as origin and destination squares: a promotion without its letter is asked, never guessed
            return candidates(position, new Reading.Constraints(null, m.from().file(), m.from().rank(), m.to(), false,
                    m.promotion(), -1), t);
        }
        SanReading read = San.read(position, t, profile.letters());
        if (read instanceof SanReading.Found found) {
            return new Candidates(List.of(found.found()), null);
        }
        if (read instanceof SanReading.Illegal) {
            return Candidates.none(new Heard.Reject(sentence(read.reason()), Reason.of(Reason.Kind.TYPED_NOT_LEGAL)));
        }
        if (read instanceof SanReading.Ambiguous ambiguous) {
            List<Move> moves = completions(ambiguous.candidates(), t);
            return moves.isEmpty() ? Candidates.none(new Heard.Reject(sentence(read.reason()),
                    Reason.of(Reason.Kind.TYPED_AMBIGUOUS))) : new Candidates(moves, null);
        }
        return Candidates.none((Heard.Reject) null);
    }

    /**
     * The moves an ambiguous SAN text may mean: those among its candidates that one completion of the text names
     * alone, a promotion piece added (queen, rook, bishop, knight in that order, rule 3.7.5) or, when the text
     * names a piece, its origin square written out (squares in a1, b1, … h8 order, rule 8.8.9). Candidates that
     * no completion tells apart (two pawns that may both take on d8, each with four promotions) are not offered.
     */
    private static List<Move> completions(List<Move> candidates, String text) {
        Set<Move> found = new LinkedHashSet<>();
        for (PieceType promotion : new PieceType[] {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP,
                PieceType.KNIGHT}) {
            onlyOne(candidates, m -> m.promotion() == promotion).ifPresent(found::add);
        }
        Matcher m = PIECE_ORIGIN_REST.matcher(text.replaceAll("[+#†‡!?]+$", ""));
        if (m.matches() && !m.group(1).isEmpty()) {
            int file = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
            int rank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
            for (Square sq : Square.all()) {
                if ((file < 0 || sq.file() == file) && (rank < 0 || sq.rank() == rank)) {
                    onlyOne(candidates, c -> c.from().equals(sq)).ifPresent(found::add);
                }
            }
        }
        return new ArrayList<>(found);
    }

    private static Optional<Move> onlyOne(List<Move> moves, Predicate<Move> test) {
        List<Move> fitting = moves.stream().filter(test).toList();
        return fitting.size() == 1 ? Optional.of(fitting.get(0)) : Optional.empty();
    }

    private static String sentence(String message) {
        return message.endsWith(".") ? message.substring(0, message.length() - 1) : message;
    }

    /** Why no legal move meets the constraints, in words a person understands. */
    private static Reason explain(Position p, Reading.Constraints c) {
        if (p.legalMoves().isEmpty()) {
            return Reason.of(Reason.Kind.NO_LEGAL_MOVE);
        }
        if (c.castle() >= 0) {
            return Reason.of(switch (c.castle()) {
                case Token.CASTLE_SHORT -> Reason.Kind.SHORT_CASTLING_NOT_LEGAL;
                case Token.CASTLE_LONG -> Reason.Kind.LONG_CASTLING_NOT_LEGAL;
                default -> Reason.Kind.CASTLING_NOT_LEGAL;
            });
        }
        if (c.promotion() != null && !c.promotion().isPromotionTarget()) {
            // a pawn becomes a queen, rook, bishop or knight (rule 3.7.5)
            return Reason.of(Reason.Kind.NAME_PROMOTION_PIECE);
        }
        Square to = c.to();
        Optional<Square> from = c.from();
        if (from.isPresent()) {
            Piece there = p.pieceAt(from.get());
            if (there == null || there.color() != p.sideToMove() || c.piece() != null && there.type() != c.piece()) {
                return new Reason(Reason.Kind.NO_PIECE_OF_YOURS, c.piece(), from.get().file(), from.get().rank(), to, 0);
            }
            boolean reaches = p.legalMoves().stream().anyMatch(m -> m.from().equals(from.get()) && m.to().equals(to));
            if (!reaches) {
                return new Reason(Reason.Kind.CANNOT_REACH, there.type(), from.get().file(), from.get().rank(), to, 0);
            }
        }
        if (c.capture()) {
            Piece target = p.pieceAt(to);
            boolean enPassant = p.enPassantSquare().filter(to::equals).isPresent();
            if ((target == null || target.color() == p.sideToMove()) && !enPassant) {
                return new Reason(Reason.Kind.NOTHING_TO_TAKE, null, -1, -1, to, 0);
            }
        }
        if (c.promotion() != null) {
            Reading.Constraints unpromoted = new Reading.Constraints(c.piece(), c.fromFile(), c.fromRank(), to,
                    c.capture(), null, -1);
            if (!unpromoted.candidates(p).isEmpty()) {
                return Reason.of(Reason.Kind.NOT_A_PROMOTION);
            }
        }
        Reason.Kind kind;
        if (c.fromFile() >= 0 && c.fromRank() < 0) {
            kind = c.capture() ? Reason.Kind.NONE_ON_FILE_CAN_TAKE : Reason.Kind.NONE_ON_FILE_CAN_REACH;
        } else if (c.fromRank() >= 0 && c.fromFile() < 0) {
            kind = c.capture() ? Reason.Kind.NONE_ON_RANK_CAN_TAKE : Reason.Kind.NONE_ON_RANK_CAN_REACH;
        } else {
            kind = c.capture() ? Reason.Kind.NONE_CAN_TAKE : Reason.Kind.NONE_CAN_REACH;
        }
        return new Reason(kind, c.piece(), c.fromFile(), c.fromRank(), to, 0);
    }
}
