package org.hektor.session;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hektor.arbiter.Action;
import org.hektor.arbiter.ArbiterEvent;
import org.hektor.arbiter.IllegalMoveReason;
import org.hektor.arbiter.Refusal;
import org.hektor.arbiter.Rule;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.chess.Termination;
import org.hektor.words.ClockReport;
import org.hektor.clock.ClockSnapshot;
import org.hektor.notation.Announcer;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Reason;
import org.hektor.notation.Style;
import org.hektor.sync.Correction;
import org.hektor.sync.Divergence;
import org.hektor.words.Instructions;
import org.hektor.sync.Reconciliation;
import org.hektor.words.Refusals;
import org.hektor.words.Rejections;
import org.hektor.words.Words;

/**
 * What the arbiter decided, in the player's words: each {@link ArbiterEvent} as the session {@link Event} that says
 * it, composed from the profile's message file (design principle 3) and its words for moves, pieces and squares.
 * The laws are the arbiter's; this class only speaks them.
 */
final class Rulings {
    private final Settings settings;
    private final Profile profile;
    private final Announcer announcer;
    private final Words messages;
    private final ClockReport report;
    private final Instructions instructions;
    private final Rejections rejections;

    Rulings(Settings settings, Announcer announcer, Words messages, ClockReport report) {
        this.settings = settings;
        this.profile = settings.notation();
        this.announcer = announcer;
        this.messages = messages;
        this.report = report;
        this.instructions = new Instructions(messages, profile::piece, profile::square);
        this.rejections = new Rejections(messages, profile);
    }

    /**
     * The events of a ruling the session has no part in carrying out; empty for what is not said (the blind player's
     * own touches, an announcement already read back, a board that followed its corrections).
     *
     * @param position the game's position now, for the moves a ruling names
     */
    List<Event> say(ArbiterEvent e, Position position) {
        if (e instanceof ArbiterEvent.Refused r) {
            return List.of(refused(r));
        }
        if (e instanceof ArbiterEvent.Touched t && t.reported()) {
            // rule 2.9e: the sighted player's touch is told to the blind player
            return List.of(new Event.Touched(t.square(), messages.say("session.touched", "piece", profile.piece(t.piece().type()),
                    "square", profile.square(t.square()))));
        }
        if (e instanceof ArbiterEvent.TimeAdded t) {
            return List.of(new Event.TimeAdded(t.player(), t.amount().toMillis(), messages.say("session.time.added",
                    "color", color(t.player()), "amount", report.duration(t.amount().toMillis()), "rule", t.rule().article())));
        }
        if (e instanceof ArbiterEvent.ClockSet c) {
            return List.of(new Event.ClocksSet(c.clock(), messages.say("session.clocks.set", "rule", c.rule().article(),
                    "clock", clocks(c.clock()))));
        }
        if (e instanceof ArbiterEvent.OfferMade o) {
            String key = o.player() == settings.player() ? "session.offer.you"
                    : settings.mode() == Mode.ASSISTED ? "session.offer.side" : "session.offer.opponent";
            return List.of(new Event.DrawOffered(o.player(), messages.say(key, "color", color(o.player()))));
        }
        if (e instanceof ArbiterEvent.OfferDeclined d) {
            boolean engine = settings.mode() == Mode.PRACTICE && d.player() == settings.opponent();
            return List.of(new Event.DrawDeclined(d.player(), engine
                    ? messages.say("session.offer.engine.declines", "opponent", settings.opponentName())
                    : messages.say("session.offer.declined")));
        }
        if (e instanceof ArbiterEvent.ClaimRejected c) {
            return List.of(claimRejected(c, position));
        }
        if (e instanceof ArbiterEvent.ClaimUpheld c) {
            return List.of(new Event.Ruling(c.rule().article(), messages.say("session.claim.upheld", "color",
                    color(c.player()), "rule", c.rule().article())));
        }
        if (e instanceof ArbiterEvent.Obliged o) {
            List<Move> allowed = new ArrayList<>(o.obligation().allowed());
            allowed.sort(Comparator.comparing(Move::uci));
            List<String> phrases = allowed.stream().map(m -> announcer.announce(position, m, Style.LONG)).toList();
            String key = o.obligation().rule() == Rule.INCORRECT_CLAIM ? "session.claim.must" : "session.touch.must";
            return List.of(new Event.Obliged(o.player(), o.obligation().allowed(), messages.say(key,
                    "color", color(o.player()), "moves", String.join(", ", phrases), "rule", o.obligation().rule().article())));
        }
        if (e instanceof ArbiterEvent.BothFlagsPlayOn b) {
            return List.of(new Event.Ruling(b.rule().article(), messages.say("session.bothflags.playon")));
        }
        return List.of();
    }

    /** Rule 7.4: an illegal move, and what follows from it in the game's discipline. */
    Event illegal(ArbiterEvent.IllegalMove i, Position before) {
        String move = describe(before, i.move());
        String text = i.claimable()
                ? messages.say("session.illegal.claimable", "color", color(i.player()), "move", move,
                        "other", color(i.player().opposite()), "rule", i.rule().article())
                : messages.say("session.illegal", "color", color(i.player()), "move", move,
                        "count", messages.number(i.count()));
        String why = reason(before, i.player(), i.move()).map(r -> " " + r).orElse("");
        return new Event.IllegalMove(i.player(), i.move(), i.count(), i.claimable(), text + why);
    }

    /** The reasons that speak to the mover ("your king would be in check"): not for a ruling told to both sides. */
    private static final java.util.Set<Refusal.Kind> TO_THE_MOVER = java.util.EnumSet.of(Refusal.Kind.PINNED,
            Refusal.Kind.KING_WOULD_BE_IN_CHECK, Refusal.Kind.CASTLING_IN_CHECK, Refusal.Kind.CASTLING_INTO_CHECK);

    /**
     * Why a move made on a board was illegal, in the words a refused typed move gets: the ruling (7.4) tells the
     * blind player what was wrong on a board he cannot see. A ruling names the mover by colour, so only the reasons
     * that need no "your": the way blocked, not that piece's move, castling lost or over an attacked square.
     */
    private Optional<String> reason(Position before, Color mover, Move move) {
        return IllegalMoveReason.of(before, move.from(), move.to())
                .filter(r -> !TO_THE_MOVER.contains(r.kind()))
                .map(r -> new Refusals(messages, profile::square, profile::piece).say(r, mover));
    }

    /** The corrections of each board that has any, one event per board, in its owner's words. */
    List<Event> corrections(Map<Color, List<Correction>> corrections) {
        List<Event> out = new ArrayList<>();
        for (Color owner : Color.values()) {
            List<Correction> steps = corrections.getOrDefault(owner, List.of());
            if (steps.isEmpty()) {
                continue;
            }
            String said = String.join(" ", instructions.say(steps, owner));
            String key = settings.mode() == Mode.ASSISTED ? "session.corrections.side"
                    : owner == settings.player() ? "session.corrections.you" : "session.corrections.opponent";
            out.add(new Event.BoardCorrections(owner, steps, messages.say(key, "color", color(owner), "steps", said)));
        }
        return out;
    }

    /** Rule 2.7: what a check found, or that all agree. */
    Event checked(Divergence d) {
        if (d.boardsShowTheGame()) {
            // Rule 2.7 applies only when the boards differ: the game stands, a scoresheet is corrected (8.1).
            int ply = d.sheetsDifferAt().orElseThrow();
            List<String> sheets = new ArrayList<>();
            for (Color c : Color.values()) {
                if (d.sheetsOffRecord().contains(c)) {
                    sheets.add(messages.say("session.sheets.off.one", "color", color(c),
                            "move", messages.number(Instructions.moveNumber(settings.start(), ply))));
                }
            }
            return new Event.DivergenceFound(d, messages.say("session.sheets.off", "details", String.join(" ", sheets)));
        }
        List<String> parts = new ArrayList<>();
        if (!d.squares().isEmpty()) {
            parts.add(messages.say("session.divergence.squares", "squares", squares(d.squares())));
        }
        for (Color c : Color.values()) {
            if (d.boardsOffRecord().contains(c)) {
                parts.add(messages.say("session.divergence.board", "color", color(c)));
            }
        }
        d.sheetsDifferAt().ifPresent(ply -> parts.add(messages.say("session.divergence.sheets",
                "move", messages.number(Instructions.moveNumber(settings.start(), ply)),
                "color", color(Instructions.mover(settings.start(), ply)))));
        return new Event.DivergenceFound(d, messages.say("session.divergence", "details", String.join(" ", parts)));
    }

    Event agree() {
        return new Event.BoardsAgree(messages.say("session.boards.agree"));
    }

    /** Rules 2.7, 2.8: the plan and why; a rewind also says the clocks it set. */
    Event reconciled(Reconciliation plan) {
        List<String> sentences = new ArrayList<>(instructions.explain(plan, settings.start()));
        if (plan instanceof Reconciliation.Rewind r) {
            r.clock().ifPresent(c -> sentences.add(messages.say("session.reconciled.clock", "clock", clocks(c))));
        }
        return new Event.Reconciled(plan, String.join(" ", sentences));
    }

    /**
     * How the game ended. {@code offender}: the player whose illegal move decided it (7.4.2, 17.3.2), or null;
     * {@code clock}: the clocks now, for the flag of a time-forfeit draw (6.9), or null.
     */
    String over(ArbiterEvent.GameOver g, Color offender, ClockSnapshot clock) {
        Outcome o = g.outcome();
        String winner = o.winner() == null ? "" : color(o.winner());
        String loser = o.winner() == null ? "" : color(o.winner().opposite());
        String key = switch (o.termination()) {
            case CHECKMATE -> "session.over.checkmate";
            case STALEMATE -> "session.over.stalemate";
            case DEAD_POSITION -> "session.over.dead";
            case FIVEFOLD_REPETITION -> "session.over.fivefold";
            case SEVENTY_FIVE_MOVES -> "session.over.seventyfive";
            case THREEFOLD_REPETITION -> "session.over.threefold";
            case FIFTY_MOVES -> "session.over.fifty";
            case AGREEMENT -> "session.over.agreement";
            case RESIGNATION -> "session.over.resignation";
            case TIME_FORFEIT -> o.isDraw() ? "session.over.time.draw" : "session.over.time";
            case ILLEGAL_MOVES -> (g.rule() == Rule.BLITZ_ILLEGAL_CLAIMED ? "session.over.illegal.claimed" : "session.over.illegal")
                    + (o.isDraw() ? ".draw" : "");
            case SEALED_MOVE -> "session.over.sealed";
            case BOTH_FLAGS -> "session.over.bothflags";
        };
        if (o.termination() == Termination.TIME_FORFEIT && o.isDraw() && clock != null && clock.firstFlag() != null) {
            Color flagged = clock.firstFlag();
            loser = color(flagged);
            winner = color(flagged.opposite());
        }
        if (o.termination() == Termination.ILLEGAL_MOVES && offender != null) {
            loser = color(offender);
            winner = color(offender.opposite());
        }
        return messages.say(key, "winner", winner, "loser", loser);
    }

    /**
     * The sighted player's move typed after his hands were reported, which the hands still missing cannot complete
     * (4.6): where his board would still differ from it.
     */
    Event handsCannotComplete(Color player, Position before, Move move, List<Square> off) {
        return new Event.Rejected(messages.say("session.hands.cannot.complete", "color", color(player),
                "move", describe(before, move), "squares", squares(off)));
    }

    private String squares(List<Square> squares) {
        return String.join(", ", squares.stream().map(profile::square).toList());
    }

    /** A move in the long style, or — for an illegal one, which has no announcement — the piece and its two squares. */
    String describe(Position before, Move move) {
        if (before.isLegal(move)) {
            return announcer.announce(before, move, Style.LONG);
        }
        Piece piece = before.pieceAt(move.from());
        String squares = profile.square(move.from()) + " " + profile.square(move.to());
        return piece == null ? squares : profile.piece(piece.type()) + " " + squares;
    }

    private Event claimRejected(ArbiterEvent.ClaimRejected c, Position position) {
        String text;
        if (c.claim() == Action.Claim.FLAG) {
            text = messages.say("session.claim.flag.wrong", "color", color(c.player().opposite()));
        } else {
            text = messages.say(c.player() == settings.player() ? "session.claim.wrong" : "session.claim.wrong.opponent");
            if (c.mustPlay() != null) {
                text += " " + messages.say("session.claim.must.play", "move", describe(position, c.mustPlay()));
            }
        }
        return new Event.ClaimRejected(c.player(), text);
    }

    /**
     * A move that could not be played, with the arbiter's reason where the piece exists and only the law stands in
     * the way (blocked, pinned, the king in check, not that piece's move, castling barred): a blind player cannot
     * see why. Where the words fit several pieces (two knights for {@code Ng3}, or both castlings), the reasons of
     * those the law bars, or that none of them moves so; otherwise why the words named no move.
     */
    Event rejected(Heard.Reject reject, Position position, String text) {
        Optional<Attempt> attempt = attempt(reject.why(), position, text);
        if (attempt.isEmpty()) {
            return rejected(reject);
        }
        List<Refusal> reasons = new ArrayList<>();
        for (Move m : attempt.get().moves()) {
            IllegalMoveReason.of(position, m.from(), m.to()).ifPresent(reasons::add);
        }
        if (attempt.get().moves().size() != 1) {
            reasons.removeIf(r -> r.kind() == Refusal.Kind.NOT_THAT_PIECES_MOVE);
            if (reasons.isEmpty()) {
                return attempt.get().none().map(none -> rejected(new Heard.Reject(reject.reason(), none)))
                        .orElseGet(() -> rejected(reject));
            }
        }
        if (reasons.isEmpty()) {
            return rejected(reject);
        }
        Refusals refusals = new Refusals(messages, profile::square, profile::piece);
        return new Event.Rejected(String.join(" ", reasons.stream().map(r -> refusals.say(r, settings.player())).toList()));
    }

    /**
     * The moves the player may have meant, as far as his words or keys tell them: each piece that fits and where it
     * was to go; and, for several or none, the sentence that no such piece can go there.
     */
    private record Attempt(List<Move> moves, Optional<Reason> none) {
        static Attempt of(Move m) {
            return new Attempt(List.of(m), Optional.empty());
        }
    }

    private static Optional<Attempt> attempt(Reason why, Position position, String text) {
        Color us = position.sideToMove();
        Square king = position.kingSquare(us);
        Move kingside = new Move(king, Square.of(6, king.rank()), null);
        Move queenside = new Move(king, Square.of(2, king.rank()), null);
        switch (why.kind()) {
            case CANNOT_REACH:
                return Optional.of(Attempt.of(new Move(why.from(), why.to(), null)));
            case SHORT_CASTLING_NOT_LEGAL:
                return Optional.of(Attempt.of(kingside));
            case LONG_CASTLING_NOT_LEGAL:
                return Optional.of(Attempt.of(queenside));
            case CASTLING_NOT_LEGAL:
                return Optional.of(new Attempt(List.of(kingside, queenside), Optional.empty()));
            case NONE_CAN_REACH, NONE_CAN_TAKE:
                return Optional.of(pieces(position, why.piece(), -1, -1, why.to(), why));
            case TYPED_NOT_LEGAL:
                String t = text == null ? "" : text.strip().replaceAll("[+#!?]+$", "");
                if (t.matches("[O0o]-?[O0o]")) {
                    return Optional.of(Attempt.of(kingside));
                }
                if (t.matches("[O0o]-?[O0o]-?[O0o]")) {
                    return Optional.of(Attempt.of(queenside));
                }
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("([A-Z]?)([a-h]?)([1-8]?)([x:]?)([a-h][1-8]).*")
                        .matcher(t);
                if (!m.matches()) {
                    return Optional.empty();
                }
                PieceType type = m.group(1).isEmpty() ? PieceType.PAWN : pieceOfLetter(m.group(1).charAt(0));
                if (type == null) {
                    return Optional.empty();
                }
                int file = m.group(2).isEmpty() ? -1 : m.group(2).charAt(0) - 'a';
                int rank = m.group(3).isEmpty() ? -1 : m.group(3).charAt(0) - '1';
                Square to = Square.parse(m.group(5));
                boolean capture = !m.group(4).isEmpty();
                Reason.Kind none = file >= 0 && rank < 0 ? (capture ? Reason.Kind.NONE_ON_FILE_CAN_TAKE : Reason.Kind.NONE_ON_FILE_CAN_REACH)
                        : rank >= 0 && file < 0 ? (capture ? Reason.Kind.NONE_ON_RANK_CAN_TAKE : Reason.Kind.NONE_ON_RANK_CAN_REACH)
                        : capture ? Reason.Kind.NONE_CAN_TAKE : Reason.Kind.NONE_CAN_REACH;
                // a typed pawn capture names the file it leaves (exd5), not a pawn on that file to look for
                if (type == PieceType.PAWN && capture && rank < 0) {
                    none = Reason.Kind.NONE_CAN_TAKE;
                }
                return Optional.of(pieces(position, type, file, rank, to, new Reason(none, type, file, rank, to, 0)));
            default:
                return Optional.empty();
        }
    }

    /** The moves to {@code to} of each piece of that type (on that file or rank) of the side to move. */
    private static Attempt pieces(Position position, PieceType type, int file, int rank, Square to, Reason none) {
        if (type == null || to == null) {
            return new Attempt(List.of(), Optional.empty());
        }
        List<Move> moves = position.squaresOf(Piece.of(position.sideToMove(), type)).stream()
                .filter(s -> (file < 0 || s.file() == file) && (rank < 0 || s.rank() == rank))
                .map(s -> new Move(s, to, null)).toList();
        return new Attempt(moves, Optional.of(none));
    }

    /** A SAN piece letter in any of the letter sets (N, S; Q, D; R, T; B, L; K). */
    private static PieceType pieceOfLetter(char c) {
        for (PieceLetters letters : PieceLetters.values()) {
            for (PieceType type : PieceType.values()) {
                if (type != PieceType.PAWN && letters.letter(type, Color.WHITE).equals(String.valueOf(c))) {
                    return type;
                }
            }
        }
        return null;
    }

    Event rejected(Heard.Reject reject) {
        return new Event.Rejected(rejections.say(reject), reject.why().kind() == Reason.Kind.NOT_UNDERSTOOD);
    }

    /**
     * An action the arbiter refused, in the player's language ({@code words.Refusals}). English says the arbiter's
     * own sentences (squares as e4), as does a refusal of no kind; another language names squares in its words.
     */
    Event refused(ArbiterEvent.Refused r) {
        Refusal why = r.why();
        if (why.kind() == Refusal.Kind.OTHER || messages.language().equals("en")) {
            return rejected(Refusals.english().say(why, r.player()));
        }
        return new Event.Rejected(new Refusals(messages, profile::square).say(why, r.player()));
    }

    Event rejected(String reason) {
        return new Event.Rejected(rejections.say(reason));
    }

    private String clocks(ClockSnapshot c) {
        return messages.say("session.clocks.both", "white", report.duration(c.white().remainingMillis()),
                "black", report.duration(c.black().remainingMillis()));
    }

    private String color(Color c) {
        return messages.color(c);
    }
}
