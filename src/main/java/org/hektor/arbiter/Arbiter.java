package org.hektor.arbiter;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.hektor.chess.Color;
import org.hektor.chess.DeadPosition;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.chess.Termination;
import org.hektor.clock.BothFlags;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ClockSnapshot;
import org.hektor.clock.TimeSource;
import org.hektor.sync.Correction;
import org.hektor.sync.PlayerBoard;
import org.hektor.sync.Reconciliation;
import org.hektor.sync.Scoresheet;
import org.hektor.sync.TwoBoards;

/**
 * The laws around every move of a game between a visually impaired and a sighted player, as one state machine:
 * each {@link Action} gives the {@link ArbiterEvent}s it causes. Pure — no I/O, no wall clock (time comes from
 * the clock's {@link TimeSource}) — and owned by one thread, the session's; not thread-safe.
 *
 * <ul>
 *   <li>Move completion for the visually impaired player (2.3): a piece lifted, put into a hole on another square,
 *       the move announced — only then may the clock be pressed. A slip of the tongue is corrected before the
 *       press (2.6); after it the move stands.</li>
 *   <li>The sighted player's move is read from his board when he presses the clock; a piece released on a square
 *       as a legal move stays there (4.6). His touches bind him (4.3, 4.4) and each is told to the visually
 *       impaired player (2.9e). The visually impaired player only touches by lifting (2.2).</li>
 *   <li>A board event on a square where the player's board still differs from the position his turn began with is
 *       catching up (carrying out the opponent's move, a correction), not a touch.</li>
 *   <li>Illegal moves, touch-move, flags by discipline ({@link Discipline}); draw offers (9.1), claims (9.2 to
 *       9.5), adjournment (Annex A); the two boards and scoresheets (2.7, 2.8) through {@link TwoBoards}.</li>
 * </ul>
 *
 * <p>The clock: the arbiter runs the game's one {@link ChessClock} (rules 6.5, 6.12, 6.13, 7.4.2, 9.5.2, 2.8) —
 * presses, stops, penalties and rewinds happen only through actions — but need not own it: a creator that hands
 * one in (the game session) reads it freely, its dial calls (2.4) and snapshots, and never changes it. A game
 * without a clock has none: no flags, and penalties of time fall away.
 */
public final class Arbiter {
    private final Setup setup;
    private final ChessClock clock;
    private Segments record;
    private TwoBoards boards;
    private Turn turn;
    /** A completed irregular move the opponent may still claim (rapid, blitz). */
    private Pending pending;
    private Offer offer;
    private final Map<Color, Integer> illegalMoves = new EnumMap<>(Color.class);
    /** Corrections given to each player and not yet carried out. */
    private final Map<Color, List<Correction>> instructions = new EnumMap<>(Color.class);
    private final Set<Color> flagsNoted = EnumSet.noneOf(Color.class);
    /** The last completed move's SAN, per player, for the rule 2.6 answer after the press. */
    private final Map<Color, String> lastMove = new EnumMap<>(Color.class);
    private ArbiterEvent.GameOver over;
    private SealedMove sealed;
    private Color sealer;
    private Envelope envelope;

    /** The moves in progress of the player to move. */
    private static final class Turn {
        final Color player;
        final Position start;
        final List<Square> touches = new ArrayList<>();
        boolean lifted;
        boolean placedElsewhere;
        Move announced;
        Move released;
        Move illegalPlace;
        Move mustPlay;

        Turn(Color player, Position start) {
            this.player = player;
            this.start = start;
        }

        /** Rule 7.4.1: the move replacing an illegal one starts afresh, but the touches still bind (4.3, 4.6). */
        void restartMove() {
            lifted = false;
            placedElsewhere = false;
            announced = null;
            released = null;
            illegalPlace = null;
        }
    }

    private enum Kind { ILLEGAL, TOUCH }

    /**
     * @param ply                the ply of the irregular move
     * @param after              the position it left (null when no game can go on from it)
     * @param offenderBeforePress the offender's time before he pressed, for setting the clock back (6.13)
     */
    private record Pending(Kind kind, Color offender, int ply, Move move, Position before, Position after,
                           long offenderBeforePress, Turn turn, TouchMove.Obligation obligation) {
    }

    private record Offer(Color player, int ply) {
    }

    /** A game on a clock of its own (or none, for an untimed control), started at once (rule 6.5). */
    public Arbiter(Setup setup, TimeSource time) {
        this(setup, setup.control().isTimed() ? new ChessClock(setup.control(), time) : null);
        if (clock != null) {
            handle(new Action.StartClocks());
        }
    }

    /**
     * A game on its creator's clock, which the creator may read but changes only through actions; null for a game
     * without a clock. The clock starts with the first {@link Action.StartClocks} (rule 6.5), so the creator says
     * when the game begins.
     *
     * @throws IllegalArgumentException when the clock does not run the setup's time control
     */
    public Arbiter(Setup setup, ChessClock clock) {
        if (clock == null ? setup.control().isTimed() : !clock.control().equals(setup.control())) {
            throw new IllegalArgumentException("The clock must run the game's time control " + setup.control().pgn()
                    + (clock == null ? "; a timed game needs a clock." : ", not " + clock.control().pgn() + "."));
        }
        this.setup = setup;
        this.clock = clock;
        this.record = new Segments(setup.start(), setup.laws());
        this.boards = TwoBoards.start(setup.start());
        for (Color c : Color.values()) {
            illegalMoves.put(c, 0);
            instructions.put(c, List.of());
        }
        newTurn();
    }

    // ---- reading ----

    public Setup setup() {
        return setup;
    }

    public TwoBoards boards() {
        return boards;
    }

    /** Both clocks now, or null in a game without a clock. */
    public ClockSnapshot clock() {
        return clock == null ? null : clock.snapshot();
    }

    /** The game record's position now. */
    public Position position() {
        return record.position();
    }

    /** The current game (since the last standing illegal move, if any): repetitions, endings. */
    public Game game() {
        return record.game();
    }

    /** The moves of the game record, one per ply; an illegal move that stands (B6, 17.3.2) as its two squares. */
    public List<Move> moves() {
        return record.moves();
    }

    /** The same in English SAN; an illegal move that stands, which has none, in UCI. */
    public List<String> sans() {
        return record.sans();
    }

    /** The player whose draw offer stands (9.1), if any; none once the game is over. */
    public Optional<Color> drawOffer() {
        return offer == null || over != null ? Optional.empty() : Optional.of(offer.player());
    }

    /**
     * The irregularity of his opponent's last move that the player to move may still claim before his own move:
     * an illegal move (rapid B6, blitz 17.3.2) or a move that broke touch-move (B5).
     */
    public Optional<Action.Claim> claimable() {
        if (over != null || pending == null || pending.offender() != turn.player.opposite()) {
            return Optional.empty();
        }
        return Optional.of(pending.kind() == Kind.ILLEGAL ? Action.Claim.ILLEGAL : Action.Claim.TOUCH);
    }

    public Color toMove() {
        return turn.player;
    }

    public Optional<ArbiterEvent.GameOver> gameOver() {
        return Optional.ofNullable(over);
    }

    /** The corrections a player has been given and not yet carried out. */
    public List<Correction> instructions(Color player) {
        return instructions.get(player);
    }

    // ---- acting ----

    /** What the action causes. A refused action changes nothing and gives one {@link ArbiterEvent.Refused}. */
    public List<ArbiterEvent> handle(Action action) {
        List<ArbiterEvent> out = new ArrayList<>();
        try {
            dispatch(action, out);
        } catch (Refuse e) {
            out.add(new ArbiterEvent.Refused(actor(action), e.getMessage(), e.why));
        } catch (IllegalArgumentException e) {
            out.add(new ArbiterEvent.Refused(actor(action), e.getMessage()));
        }
        observeFlags(out);
        return out;
    }

    private void dispatch(Action action, List<ArbiterEvent> out) {
        if (action instanceof Action.Check) {
            out.add(new ArbiterEvent.Checked(boards.check()));
        } else if (action instanceof Action.Reconcile) {
            reconcile(out);
        } else if (action instanceof Action.Tick) {
            return; // flags are looked at after every action
        } else if (action instanceof Action.Write w) {
            boards = boards.with(w.player(), sheet(() -> boards.sheet(w.player()).write(w.text())));
        } else if (action instanceof Action.SheetReport r) {
            boards = boards.with(r.player(), sheet(() -> boards.sheet(r.player()).rewrite(r.entries())));
        } else if (action instanceof Action.StartClocks) {
            startClocks(out);
        } else if (action instanceof Action.StopClocks) {
            stopClocks(out);
        } else if (action instanceof Action.Follow f) {
            follow(f.player(), out);
        } else if (isBoardEvent(action)) {
            boardEvent(action, out);
        } else if (action instanceof Action.Accept a) {
            accept(a.player(), out);
        } else if (action instanceof Action.Decline d) {
            decline(d.player(), out);
        } else if (action instanceof Action.Offer o) {
            offer(o.player(), out);
        } else if (action instanceof Action.Resign r) {
            requirePlaying();
            end(Outcome.win(Termination.RESIGNATION, r.player().opposite()), "5.1.2",
                    colour(r.player()) + " resigned", out);
        } else if (action instanceof Action.Resume) {
            resume(out);
        } else {
            requirePlaying();
            if (envelope != null) {
                throw new Refuse(Refusal.of(Refusal.Kind.ADJOURNED),
                        "The game is adjourned; it goes on when it resumes (A1, A9).");
            }
            if (action instanceof Action.Announce a) {
                announce(a.player(), a.move(), out);
            } else if (action instanceof Action.Correct c) {
                correct(c.player(), c.move(), out);
            } else if (action instanceof Action.Press p) {
                press(p.player(), out);
            } else if (action instanceof Action.Claiming c) {
                claim(c, out);
            } else if (action instanceof Action.Seal s) {
                seal(s.player(), s.written(), out);
            } else if (action instanceof Action.Adjourn) {
                adjourn(out);
            } else {
                throw new IllegalStateException("Unhandled action " + action);
            }
        }
    }

    // ---- boards and touches ----

    private static boolean isBoardEvent(Action a) {
        return a instanceof Action.Lift || a instanceof Action.Place || a instanceof Action.Remove
                || a instanceof Action.Put || a instanceof Action.Touch || a instanceof Action.Adjust
                || a instanceof Action.Report;
    }

    private void boardEvent(Action action, List<ArbiterEvent> out) {
        Color player = actor(action);
        PlayerBoard before = boards.board(player);
        PlayerBoard after = before;
        Square touched = null;
        if (action instanceof Action.Lift l) {
            after = onBoard(Refusal.on(Refusal.Kind.NO_PIECE_TO_LIFT, l.square()), () -> before.lift(l.square()));
            touched = l.square();
        } else if (action instanceof Action.Place p) {
            after = onBoard(Refusal.on(Refusal.Kind.NOTHING_LIFTED, p.square()), () -> before.place(p.square()));
        } else if (action instanceof Action.Remove r) {
            after = onBoard(Refusal.on(Refusal.Kind.NO_PIECE_TO_REMOVE, r.square()), () -> before.remove(r.square()));
            touched = before.pieceAt(r.square()) != null ? r.square() : null;
        } else if (action instanceof Action.Put p) {
            after = before.put(p.piece(), p.square());
        } else if (action instanceof Action.Report r) {
            after = onBoard(Refusal.of(Refusal.Kind.BAD_PLACEMENT), () -> before.report(r.placement()));
        } else if (action instanceof Action.Touch t) {
            // Rule 2.2: the visually impaired player feels the pieces; only pulling one out is touching it.
            touched = player == setup.sighted() ? t.square() : null;
        } else if (action instanceof Action.Adjust a) {
            if (before.pieceAt(a.square()) == null) {
                throw new Refuse(Refusal.on(Refusal.Kind.NO_PIECE_TO_ADJUST, a.square()),
                        "There is no piece on " + a.square().name() + " to adjust.");
            }
            out.add(new ArbiterEvent.Adjusted(player, a.square()));
        }
        boards = boards.with(player, after);
        boolean myTurn = over == null && envelope == null && player == turn.player;
        if (!myTurn) {
            return;
        }
        if (action instanceof Action.Place p) {
            released(player, before, p.square());
        }
        if (touched != null && before.pieceAt(touched) != null
                && before.pieceAt(touched) == turn.start.pieceAt(touched)) {
            touch(player, touched, before.pieceAt(touched), action instanceof Action.Lift, out);
        }
    }

    /** A deliberate touch by the player to move (not catching up: his board agrees with the record there). */
    private void touch(Color player, Square square, Piece piece, boolean lift, List<ArbiterEvent> out) {
        turn.touches.add(square);
        if (lift && piece.color() == player) {
            turn.lifted = true; // rule 2.3(a)
        }
        TouchMove.Obligation obligation = turn.mustPlay != null
                ? new TouchMove.Obligation("9.5.2", Set.of(turn.mustPlay), "play " + San.of(turn.start, turn.mustPlay))
                : TouchMove.of(turn.start, turn.touches);
        out.add(new ArbiterEvent.Touched(player, square, piece, obligation, player == setup.sighted()));
        if (offer != null && offer.player() == player.opposite()) {
            offer = null; // rule 9.1.2.1: declined by touching a piece with the intention of moving or capturing it
            out.add(new ArbiterEvent.OfferDeclined(player, "touched a piece"));
        }
    }

    /** A lifted piece of the player's own put down on another square: rule 2.3(b), and 4.6 for a legal move. */
    private void released(Color player, PlayerBoard before, Square to) {
        if (before.hand().isEmpty()) {
            return;
        }
        PlayerBoard.Held held = before.hand().get(before.hand().size() - 1);
        if (held.piece().color() != player || held.from().equals(to)
                || turn.start.pieceAt(held.from()) != held.piece()) {
            return;
        }
        turn.placedElsewhere = true;
        if (turn.released != null) {
            return;
        }
        boolean legal = turn.start.legalMoves().stream()
                .anyMatch(m -> m.from().equals(held.from()) && m.to().equals(to));
        if (legal) {
            turn.released = Move.of(held.from(), to); // rule 4.6: it cannot go to another square now
        } else {
            turn.illegalPlace = Move.of(held.from(), to);
        }
    }

    private void follow(Color player, List<ArbiterEvent> out) {
        List<Correction> steps = instructions.get(player);
        if (steps.isEmpty()) {
            throw new Refuse(Refusal.about(Refusal.Kind.NO_CORRECTIONS, player),
                    colour(player) + " has no corrections to carry out.");
        }
        PlayerBoard b = boards.board(player).apply(steps);
        boards = boards.with(player, b);
        instructions.put(player, List.of());
        out.add(new ArbiterEvent.Followed(player, b.placement()));
    }

    // ---- the move ----

    private void announce(Color player, Move move, List<ArbiterEvent> out) {
        if (player != setup.blind()) {
            throw new Refuse(Refusal.of(Refusal.Kind.SIGHTED_PLAYER_DOES_NOT_ANNOUNCE),
                    "The sighted player makes his move on the board and presses the clock (2.3); Hektor announces it.");
        }
        requireToMove(player);
        String san = describe(record.position(), move, player);
        Move was = turn.announced;
        turn.announced = move;
        out.add(was == null ? new ArbiterEvent.Announced(player, move, san)
                : new ArbiterEvent.Corrected(player, was, describe(record.position(), was, player), move, san));
    }

    private void correct(Color player, Move move, List<ArbiterEvent> out) {
        if (player == setup.blind() && player != turn.player && lastMove.containsKey(player)) {
            throw new Refuse(Refusal.about(Refusal.Kind.MOVE_STANDS, player), "The clock has been switched, so "
                    + colour(player) + "'s move " + lastMove.get(player) + " stands (2.6).");
        }
        requireToMove(player);
        if (turn.announced == null) {
            throw new Refuse(Refusal.of(Refusal.Kind.NOTHING_TO_CORRECT),
                    "No move has been announced yet, so there is none to correct (2.6).");
        }
        announce(player, move, out);
    }

    /** The SAN of a legal move, or a readable description of a physically possible illegal one. */
    private static String describe(Position position, Move move, Color player) {
        if (position.isLegal(move)) {
            return San.of(position, move);
        }
        Piece piece = position.pieceAt(move.from());
        if (piece == null || piece.color() != player) {
            throw new Refuse(new Refusal(Refusal.Kind.NO_PIECE_FOR_MOVE, player, move.from(), null),
                    colour(player) + " has no piece on " + move.from().name() + ", so " + move.uci()
                            + " cannot be made.");
        }
        return move.uci();
    }

    private void press(Color player, List<ArbiterEvent> out) {
        requireToMove(player);
        if (clock != null && !clock.isRunning()) {
            throw clock.isStarted()
                    ? new Refuse(Refusal.of(Refusal.Kind.CLOCKS_STOPPED),
                            "The clocks are stopped (6.12.1); a move is completed once they run again.")
                    : new Refuse(Refusal.of(Refusal.Kind.CLOCKS_NOT_STARTED),
                            "The clocks have not been started, so the game has not begun (6.5).");
        }
        Move move;
        if (player == setup.blind()) {
            List<String> missing = new ArrayList<>();
            if (!turn.lifted) {
                missing.add("no piece has been lifted");
            }
            if (!turn.placedElsewhere) {
                missing.add("no piece has been put into a hole on another square");
            }
            if (turn.announced == null) {
                missing.add("the move has not been announced");
            }
            if (!missing.isEmpty()) {
                throw new Refuse(Refusal.of(Refusal.Kind.MOVE_NOT_COMPLETE), "The move is not complete, so the "
                        + "clock cannot be switched yet (2.3): " + String.join(", ", missing) + ".");
            }
            move = turn.announced;
        } else {
            move = sightedMove(player);
        }
        complete(player, move, out);
    }

    /** The sighted player's move, read from his board and his hand's first legal release (4.6). */
    private Move sightedMove(Color player) {
        Position before = turn.start;
        PlayerBoard board = boards.board(player).withEmptyHand();
        if (turn.released != null) {
            Move r = turn.released;
            boolean promotion = before.pieceAt(r.from()).type() == PieceType.PAWN && (r.to().rank() == 0 || r.to().rank() == 7);
            if (!promotion) {
                return r;
            }
            Piece chosen = board.pieceAt(r.to());
            if (chosen == null || chosen.color() != player || !chosen.type().isPromotionTarget()) {
                throw new Refuse(Refusal.on(Refusal.Kind.PROMOTION_PIECE_NOT_PLACED, r.to()), "The pawn on "
                        + r.to().name() + " has not been replaced by the piece chosen, so the move is not made yet (4.6.3).");
            }
            return new Move(r.from(), r.to(), chosen.type());
        }
        for (Move m : before.legalMoves()) {
            if (board.shows(before.play(m))) {
                return m;
            }
        }
        if (turn.illegalPlace != null) {
            return turn.illegalPlace;
        }
        List<Square> gone = new ArrayList<>();
        List<Square> arrived = new ArrayList<>();
        for (Square s : Square.all()) {
            Piece was = before.pieceAt(s);
            Piece now = board.pieceAt(s);
            if (was != now) {
                if (was != null && was.color() == player) {
                    gone.add(s);
                }
                if (now != null && now.color() == player) {
                    arrived.add(s);
                }
            }
        }
        if (gone.size() == 1 && arrived.size() == 1 && before.pieceAt(gone.get(0)) == board.pieceAt(arrived.get(0))) {
            return Move.of(gone.get(0), arrived.get(0));
        }
        throw new Refuse(Refusal.about(Refusal.Kind.NO_MOVE_ON_BOARD, player), "No move can be seen on "
                + colour(player) + "'s board: make the move, then press the clock.");
    }

    /** The move is completed by the press (2.3, 6.7): every rule about a completed move applies here. */
    private void complete(Color player, Move move, List<ArbiterEvent> out) {
        Position before = turn.start;
        boolean legal = before.isLegal(move);
        if (turn.mustPlay != null && !move.equals(turn.mustPlay)) {
            // Rule 9.5.2: the move does not count; the board goes back and the claim's move must be made.
            out.add(new ArbiterEvent.Obliged(player, new TouchMove.Obligation("9.5.2", Set.of(turn.mustPlay),
                    "play " + San.of(before, turn.mustPlay))));
            turn.restartMove();
            setBoards("9.5.2", out);
            return;
        }
        if (pending != null && (pending.after() == null || record.game().isOver())) {
            throw new Refuse(new Refusal(Refusal.Kind.CLAIM_THE_ILLEGAL_MOVE, pending.offender(), null,
                    setup.discipline().illegalMoveRule()), "The position after " + colour(pending.offender())
                    + "'s illegal move cannot be played on; claim it (" + setup.discipline().illegalMoveRule() + ").");
        }
        TouchMove.Obligation obligation = TouchMove.of(before, turn.touches);
        // Rule 9.5.2: the intended move of an incorrect claim must be made; it goes before what was touched since.
        boolean breaksTouch = legal && turn.mustPlay == null && !obligation.allowed().contains(move);
        if (breaksTouch && setup.discipline().arbiterActsAtOnce()) {
            // Standard play: the arbiter enforces touch-move at once. The move does not count; the board goes back
            // and the touched piece must move (4.3, 4.4) — the released piece of 4.6 was released in a move he may
            // not make.
            out.add(new ArbiterEvent.Obliged(player, obligation));
            turn.restartMove();
            setBoards(obligation.rule(), out);
            return;
        }
        pending = null; // rules B5, B6, 17.3.2: the opponent's claim was due before this move
        long beforePress = clock == null ? 0 : clock.remainingMillis(player);
        if (!legal) {
            illegal(player, move, beforePress, out);
            return;
        }
        press();
        record.play(move);
        boards = boards.withRecord(record.positions()).with(player, boards.board(player).withEmptyHand());
        String san = San.of(before, move);
        lastMove.put(player, san);
        out.add(new ArbiterEvent.Moved(player, record.ply(), move, san, clock()));
        Turn finished = turn;
        newTurn();
        if (breaksTouch) {
            pending = new Pending(Kind.TOUCH, player, record.ply(), move, before, record.position(), beforePress,
                    finished, obligation);
        }
        record.game().outcome().ifPresent(o -> end(o, o.termination().article(), ending(o), out));
    }

    private void illegal(Color player, Move move, long beforePress, List<ArbiterEvent> out) {
        Position before = turn.start;
        int ply = record.ply() + 1;
        if (setup.discipline().arbiterActsAtOnce()) {
            int count = illegalMoves.merge(player, 1, Integer::sum);
            out.add(new ArbiterEvent.IllegalMove(player, ply, move, count, "7.4.1", false));
            if (count >= 3) {
                thirdIllegalMove(player, before, out);
                return;
            }
            penalty(player, out);
            // Rule 7.4.1: the position before it is restored; 4.3 and 4.6 apply to the move replacing it.
            setBoards("7.4.1", out);
            turn.restartMove();
            return;
        }
        // Rapid B6, blitz 17.3.2: completed by the press; it stands unless the opponent claims before his move.
        Position after = physicalResult(before, move);
        press();
        if (after != null) {
            record.stand(move, after);
            boards = boards.withRecord(record.positions());
            for (Color c : Color.values()) {
                // Until a claim takes it back, it is the game's move, whatever both write for it.
                boards = boards.with(c, boards.sheet(c).stand(ply, after));
            }
        }
        boards = boards.with(player, boards.board(player).withEmptyHand());
        lastMove.put(player, move.uci());
        out.add(new ArbiterEvent.IllegalMove(player, ply, move, illegalMoves.get(player),
                setup.discipline().illegalMoveRule(), true));
        Turn finished = turn;
        turn = new Turn(player.opposite(), after != null ? after : before);
        pending = new Pending(Kind.ILLEGAL, player, ply, move, before, after, beforePress, finished, null);
    }

    /** Rule 7.4.2: the third illegal move loses, unless the opponent cannot mate by any series of legal moves. */
    private void thirdIllegalMove(Color player, Position position, List<ArbiterEvent> out) {
        Color opponent = player.opposite();
        boolean canMate = DeadPosition.canEverMate(position, opponent);
        end(canMate ? Outcome.win(Termination.ILLEGAL_MOVES, opponent) : Outcome.draw(Termination.ILLEGAL_MOVES),
                "7.4.2", colour(player) + "'s third illegal move" + (canMate ? "" : "; " + colour(opponent)
                        + " cannot mate by any series of legal moves"), out);
    }

    private void penalty(Color offender, List<ArbiterEvent> out) {
        if (clock == null) {
            return; // rule 7.4.2's two minutes need a clock
        }
        clock.penalizeIllegalMove(offender);
        out.add(new ArbiterEvent.TimeAdded(offender.opposite(), ChessClock.ILLEGAL_MOVE_PENALTY, "7.4.2",
                clock.remainingMillis(offender.opposite())));
    }

    /**
     * The position an illegal move leaves on the board: the piece goes from its square to the other (taking what
     * stands there), as a FEN position with the other side to move; null when no game can go on from it (a king
     * can be taken, a pawn on its last rank, …).
     */
    private static Position physicalResult(Position before, Move move) {
        PlayerBoard b = PlayerBoard.of(before).lift(move.from()).place(move.to());
        Piece moved = before.pieceAt(move.from());
        if (move.promotion() != null) {
            b = b.put(Piece.of(moved.color(), move.promotion()), move.to());
        }
        Color mover = before.sideToMove();
        StringBuilder rights = new StringBuilder();
        String[] letters = {"K", "Q", "k", "q"};
        Color[] colours = {Color.WHITE, Color.WHITE, Color.BLACK, Color.BLACK};
        for (int i = 0; i < 4; i++) {
            boolean kingside = i % 2 == 0;
            int rank = colours[i] == Color.WHITE ? 0 : 7;
            if (before.hasCastlingRight(colours[i], kingside)
                    && b.pieceAt(Square.of(4, rank)) == Piece.of(colours[i], PieceType.KING)
                    && b.pieceAt(Square.of(kingside ? 7 : 0, rank)) == Piece.of(colours[i], PieceType.ROOK)) {
                rights.append(letters[i]);
            }
        }
        boolean resets = moved.type() == PieceType.PAWN || before.pieceAt(move.to()) != null;
        String fen = b.placement() + " " + (mover == Color.WHITE ? "b" : "w") + " "
                + (rights.length() == 0 ? "-" : rights) + " - " + (resets ? 0 : before.halfmoveClock() + 1) + " "
                + (before.fullmoveNumber() + (mover == Color.BLACK ? 1 : 0));
        try {
            return Position.fromFen(fen);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    // ---- claims ----

    private void claim(Action.Claiming c, List<ArbiterEvent> out) {
        Color player = c.player();
        switch (c.claim()) {
            case ILLEGAL -> claimIllegal(player, out);
            case TOUCH -> claimTouch(player, out);
            case FLAG -> claimFlag(player, out);
            default -> claimDraw(player, c.claim(), c.intended(), out);
        }
    }

    private void claimIllegal(Color player, List<ArbiterEvent> out) {
        if (pending == null || pending.kind() != Kind.ILLEGAL || pending.offender() != player.opposite()) {
            throw setup.discipline().arbiterActsAtOnce()
                    ? new Refuse(Refusal.of(Refusal.Kind.ILLEGAL_MOVES_RULED_AT_ONCE),
                            "In standard play the arbiter acts on an illegal move at once (7.4.1); there is none to claim.")
                    : new Refuse(new Refusal(Refusal.Kind.NO_ILLEGAL_MOVE_TO_CLAIM, player.opposite(), null,
                            setup.discipline().illegalMoveRule()), "There is no illegal move of "
                            + colour(player.opposite()) + "'s to claim; a claim is made before one's own move ("
                            + setup.discipline().illegalMoveRule() + ").");
        }
        Pending p = pending;
        if (setup.discipline() == Discipline.BLITZ) {
            boolean canMate = DeadPosition.canEverMate(p.before(), player);
            end(canMate ? Outcome.win(Termination.ILLEGAL_MOVES, player) : Outcome.draw(Termination.ILLEGAL_MOVES),
                    "17.3.2", colour(p.offender()) + " made an illegal move and " + colour(player) + " claimed it"
                            + (canMate ? "" : ", but " + colour(player) + " cannot mate by any series of legal moves"),
                    out);
            return;
        }
        // Rapid, B6: the arbiter rules as 7.4.1 and 7.4.2 say.
        int count = illegalMoves.merge(p.offender(), 1, Integer::sum);
        out.add(new ArbiterEvent.IllegalMove(p.offender(), p.ply(), p.move(), count, "7.4.1", false));
        if (count >= 3) {
            thirdIllegalMove(p.offender(), p.before(), out);
            return;
        }
        takeBack(p, "7.4.1", out);
        penalty(p.offender(), out);
    }

    private void claimTouch(Color player, List<ArbiterEvent> out) {
        if (pending == null || pending.kind() != Kind.TOUCH || pending.offender() != player.opposite()) {
            throw setup.discipline().arbiterActsAtOnce()
                    ? new Refuse(Refusal.of(Refusal.Kind.TOUCH_MOVE_ENFORCED_AT_ONCE),
                            "In standard play the arbiter enforces touch-move at once (4.3); there is nothing to claim.")
                    : new Refuse(Refusal.about(Refusal.Kind.NO_TOUCH_MOVE_TO_CLAIM, player.opposite()),
                            colour(player.opposite()) + "'s last move kept touch-move, or it is too late to claim it (B5).");
        }
        out.add(new ArbiterEvent.ClaimUpheld(player, Action.Claim.TOUCH, "B5", colour(pending.offender())
                + "'s move " + San.of(pending.before(), pending.move()) + " broke touch-move ("
                + pending.obligation().rule() + ")"));
        takeBack(pending, "B5", out);
    }

    /**
     * Takes back a completed irregular move the opponent claimed: the position before it, the offender to move
     * with his touches still binding, his clock as it was before he pressed and the claimant's as it is (6.13).
     */
    private void takeBack(Pending p, String rule, List<ArbiterEvent> out) {
        Color claimant = p.offender().opposite();
        int ply = p.ply() - 1;
        if (record.ply() > ply) {
            record.truncate(ply);
        }
        if (clock != null) {
            long claimantNow = clock.remainingMillis(claimant);
            clock.rewindTo(ply);
            clock.setTime(p.offender(), Duration.ofMillis(p.offenderBeforePress()));
            clock.setTime(claimant, Duration.ofMillis(claimantNow));
            flagsNoted.clear();
            out.add(new ArbiterEvent.ClockSet("6.13", clock.snapshot()));
        }
        for (Color c : Color.values()) {
            boards = boards.with(c, boards.sheet(c).truncate(ply));
        }
        boards = boards.withRecord(record.positions());
        lastMove.remove(p.offender());
        pending = null;
        turn = p.turn();
        turn.restartMove();
        setBoards(rule, out);
        if (p.obligation() != null) {
            out.add(new ArbiterEvent.Obliged(p.offender(), p.obligation()));
        }
    }

    private void claimFlag(Color player, List<ArbiterEvent> out) {
        if (clock == null) {
            throw new Refuse(Refusal.of(Refusal.Kind.NO_CLOCK), "This game has no clock, so no flag can fall.");
        }
        Color opponent = player.opposite();
        if (!clock.flagFallen(opponent)) {
            out.add(new ArbiterEvent.ClaimRejected(player, Action.Claim.FLAG, "6.8",
                    colour(opponent) + "'s flag has not fallen", null, null));
            return;
        }
        flagsNoted.add(opponent);
        flag(opponent, setup.discipline() == Discipline.STANDARD ? "6.8" : "B8", out);
    }

    private void claimDraw(Color player, Action.Claim claim, Move intended, List<ArbiterEvent> out) {
        requireToMove(player);
        if (!turn.touches.isEmpty()) {
            throw new Refuse(Refusal.about(Refusal.Kind.TOUCHED_BEFORE_CLAIM, player), colour(player)
                    + " touched a piece without claiming first, so he can no longer claim a draw on this move (9.4).");
        }
        Game game = record.game();
        if (intended != null && !game.position().isLegal(intended)) {
            throw new Refuse(Refusal.of(Refusal.Kind.INTENDED_MOVE_NOT_LEGAL), "The intended move " + intended.uci()
                    + " is not legal, so it cannot be the move of a claim (9.2.1, 9.3.1).");
        }
        boolean repetition = claim == Action.Claim.REPETITION;
        boolean correct = repetition
                ? (intended == null ? game.canClaimThreefoldRepetition() : game.canClaimThreefoldRepetition(intended))
                : (intended == null ? game.canClaimFiftyMoves() : game.canClaimFiftyMoves(intended));
        String rule = (repetition ? "9.2" : "9.3") + (intended == null ? ".2" : ".1");
        if (correct) {
            end(Outcome.draw(repetition ? Termination.THREEFOLD_REPETITION : Termination.FIFTY_MOVES), rule,
                    colour(player) + "'s claim is correct (9.5.1)", out);
            return;
        }
        String reason = (repetition ? "the position has not stood on the board three times"
                : "fifty moves have not been made without a pawn move or a capture")
                + "; the claim stands as a draw offer (9.1.2.3)";
        out.add(new ArbiterEvent.ClaimRejected(player, claim, "9.5.2", reason, intended,
                intended == null ? null : San.of(game.position(), intended)));
        if (clock != null) {
            clock.penalizeIncorrectClaim(player);
            out.add(new ArbiterEvent.TimeAdded(player.opposite(), ChessClock.INCORRECT_CLAIM_PENALTY, "9.5.2",
                    clock.remainingMillis(player.opposite())));
        }
        if (intended != null) {
            turn.mustPlay = intended; // rule 9.5.2: the intended move must be made, by Article 4
        }
        offer = new Offer(player, record.ply() + 1);
    }

    // ---- flags ----

    /** Rule 6.8 (standard: the arbiter calls the flag) and 2.9e (the assistant claims the sighted player's flag). */
    private void observeFlags(List<ArbiterEvent> out) {
        if (over != null || envelope != null || clock == null) {
            return;
        }
        for (Color c : Color.values()) {
            if (over == null && clock.flagFallen(c) && !flagsNoted.contains(c)) {
                if (setup.flagsCalled() || c == setup.sighted()) {
                    flagsNoted.add(c);
                    flag(c, setup.flagsCalled() ? "6.8" : "2.9e", out);
                }
            }
        }
    }

    private void flag(Color fallen, String rule, List<ArbiterEvent> out) {
        Color other = fallen.opposite();
        out.add(new ArbiterEvent.FlagFell(fallen, rule));
        if (clock.flagFallen(other)) {
            flagsNoted.add(other);
            if (setup.discipline() != Discipline.STANDARD) {
                end(Outcome.draw(Termination.BOTH_FLAGS), "B9", "both flags have fallen", out);
            } else if (clock.bothFlags() == BothFlags.PLAY_ON) {
                out.add(new ArbiterEvent.BothFlagsPlayOn("6.11.1"));
            } else {
                end(Outcome.draw(Termination.BOTH_FLAGS), "6.11.2", "both flags have fallen in the last period", out);
            }
            return;
        }
        boolean canMate = DeadPosition.canEverMate(record.position(), other);
        end(canMate ? Outcome.win(Termination.TIME_FORFEIT, other) : Outcome.draw(Termination.TIME_FORFEIT), "6.9",
                colour(fallen) + "'s flag fell" + (canMate ? "" : "; " + colour(other)
                        + " cannot mate by any series of legal moves"), out);
    }

    // ---- draw offers ----

    private void offer(Color player, List<ArbiterEvent> out) {
        requirePlaying();
        if (offer != null) {
            throw offer.player() == player
                    ? new Refuse(Refusal.about(Refusal.Kind.DRAW_OFFER_STANDS, player),
                            colour(player) + "'s draw offer already stands; it cannot be withdrawn (9.1.2.1).")
                    : new Refuse(Refusal.about(Refusal.Kind.OPPONENTS_DRAW_OFFER_STANDS, offer.player()),
                            colour(offer.player()) + "'s draw offer stands: accept or decline it.");
        }
        boolean toMove = player == turn.player;
        boolean inTime = toMove && envelope == null && moveMade(player);
        int ply = toMove ? record.ply() + 1 : Math.max(1, record.ply());
        for (Color c : Color.values()) {
            boards = boards.with(c, boards.sheet(c).markOffer(ply)); // rules 8.8.12, 9.1.2.2
        }
        offer = new Offer(player, ply);
        out.add(new ArbiterEvent.OfferMade(player, ply, inTime));
    }

    /** Has the player to move made his move on the board, before pressing (9.1.2.1)? */
    private boolean moveMade(Color player) {
        if (player == setup.blind()) {
            return turn.lifted && turn.placedElsewhere && turn.announced != null;
        }
        return turn.released != null || !boards.board(player).shows(turn.start);
    }

    private void accept(Color player, List<ArbiterEvent> out) {
        requirePlaying();
        if (offer == null || offer.player() != player.opposite()) {
            throw new Refuse(Refusal.about(Refusal.Kind.NO_DRAW_OFFER, player.opposite()),
                    "There is no draw offer from " + colour(player.opposite()) + " to accept.");
        }
        end(Outcome.draw(Termination.AGREEMENT), "5.2.3", colour(player) + " accepted " + colour(offer.player())
                + "'s draw offer", out);
    }

    private void decline(Color player, List<ArbiterEvent> out) {
        requirePlaying();
        if (offer == null || offer.player() != player.opposite()) {
            throw new Refuse(Refusal.about(Refusal.Kind.NO_DRAW_OFFER, player.opposite()),
                    "There is no draw offer from " + colour(player.opposite()) + " to decline.");
        }
        offer = null;
        out.add(new ArbiterEvent.OfferDeclined(player, "in words"));
    }

    // ---- adjournment ----

    private void seal(Color player, String written, List<ArbiterEvent> out) {
        if (player != turn.player) {
            throw new Refuse(Refusal.about(Refusal.Kind.NOT_TO_MOVE_TO_SEAL, turn.player),
                    "Only the player to move seals his move (A1); it is " + colour(turn.player) + "'s move.");
        }
        if (written == null || written.isBlank()) {
            throw new Refuse(Refusal.of(Refusal.Kind.EMPTY_SEALED_MOVE),
                    "An empty sealed move cannot be put in the envelope (A1).");
        }
        sealed = new SealedMove(written.strip()); // until he stops his clock he may change it (A1)
        sealer = player;
        out.add(new ArbiterEvent.Sealed(player));
    }

    private void adjourn(List<ArbiterEvent> out) {
        if (sealed == null || sealer != turn.player) {
            throw new Refuse(Refusal.of(Refusal.Kind.NOTHING_SEALED),
                    "No move has been sealed; the player to move seals his move first (A1).");
        }
        if (clock != null && clock.isRunning()) {
            clock.pause(); // A1: the sealer stops his clock without pressing it
        }
        ClockSnapshot now = clock();
        envelope = new Envelope(setup.whiteName(), setup.blackName(), record.position().fen(),
                Duration.ofMillis(now == null ? 0 : now.white().usedMillis()),
                Duration.ofMillis(now == null ? 0 : now.black().usedMillis()), sealer,
                setup.name(sealer), record.position().fullmoveNumber(),
                offer == null ? Optional.empty() : Optional.of(offer.player()), setup.resumption(), sealed);
        out.add(new ArbiterEvent.Adjourned(envelope));
    }

    private void resume(List<ArbiterEvent> out) {
        requirePlaying();
        if (envelope == null) {
            throw new Refuse(Refusal.of(Refusal.Kind.NOT_ADJOURNED),
                    "The game is not adjourned, so there is nothing to resume.");
        }
        Envelope e = envelope;
        envelope = null;
        sealed = null;
        // A5: the adjourned position and the clocks as they stood (the clock has been stopped since).
        SealedMove.Opened opened = e.sealedMove().open(record.position());
        out.add(new ArbiterEvent.Opened(e.sealer(), opened));
        if (opened instanceof SealedMove.Opened.Invalid invalid) {
            end(Outcome.win(Termination.SEALED_MOVE, e.sealer().opposite()), invalid.rule(),
                    colour(e.sealer()) + "'s sealed move cannot be played: " + invalid.reason(), out);
            return;
        }
        SealedMove.Opened.Legal legal = (SealedMove.Opened.Legal) opened;
        if (clock != null) {
            clock.resume();
            clock.press(); // A9(a): the sealed move is made on the board and the opponent's clock started
        }
        record.play(legal.move());
        boards = boards.withRecord(record.positions());
        boards = boards.with(e.sealer(), boards.sheet(e.sealer()).write(legal.written())); // A1: it was on his sheet
        lastMove.put(e.sealer(), legal.san());
        out.add(new ArbiterEvent.Moved(e.sealer(), record.ply(), legal.move(), legal.san(), clock()));
        newTurn();
        setBoards("A9", out);
        record.game().outcome().ifPresent(o -> end(o, o.termination().article(), ending(o), out));
    }

    // ---- two boards (2.7, 2.8) ----

    private void reconcile(List<ArbiterEvent> out) {
        Reconciliation plan = boards.reconcile(clock == null ? List.of() : clock.history());
        if (plan instanceof Reconciliation.CorrectBoards || plan instanceof Reconciliation.Rewind) {
            int ply = plan.ply();
            Position target = boards.whiteSheet().positionAfter(ply).orElseThrow();
            if (ply <= record.ply() && record.positionAt(ply).equals(target)) {
                record.truncate(ply);
            } else {
                // Both sheets agree on moves the record lacks: the game follows the sheets (2.7).
                record = new Segments(setup.start(), setup.laws());
                for (int k = 1; k <= ply; k++) {
                    Position standing = boards.whiteSheet().standing().get(k);
                    if (standing != null) {
                        record.stand(plan.moves().get(k - 1), standing);
                    } else {
                        record.play(plan.moves().get(k - 1));
                    }
                }
            }
            if (plan instanceof Reconciliation.Rewind) {
                if (clock != null && ply <= clock.ply()) {
                    clock.rewindTo(ply); // rule 2.8: the arbiter readjusts the clocks
                }
                flagsNoted.clear();
                for (Color c : Color.values()) {
                    boards = boards.with(c, boards.sheet(c).truncate(ply));
                }
            }
            boards = boards.withRecord(record.positions());
            instructions.putAll(plan.corrections());
            pending = null;
            newTurn();
        }
        out.add(new ArbiterEvent.Reconciled(plan));
    }

    /** Both boards must show the record's position: the corrections are given to each player. */
    private void setBoards(String rule, List<ArbiterEvent> out) {
        Map<Color, List<Correction>> corrections = boards.correctionsTo(record.position());
        instructions.putAll(corrections);
        out.add(new ArbiterEvent.SetBoards(rule, record.ply(), record.position(), corrections));
    }

    // ---- helpers ----

    private void newTurn() {
        turn = new Turn(record.position().sideToMove(), record.position());
    }

    private void end(Outcome outcome, String rule, String reason, List<ArbiterEvent> out) {
        over = new ArbiterEvent.GameOver(outcome, rule, reason);
        if (clock != null && clock.isRunning()) {
            clock.pause();
        }
        out.add(over);
    }

    /** The clock of the side to move is pressed (6.7). */
    private void press() {
        if (clock != null) {
            clock.press();
        }
    }

    // ---- stopping and starting the clocks ----

    /** Rule 6.5: the game begins; rule 6.12.3: the clocks run again after the arbiter stopped them. */
    private void startClocks(List<ArbiterEvent> out) {
        requireClock();
        requirePlaying();
        if (!clock.isStarted()) {
            clock.start(turn.player);
            out.add(new ArbiterEvent.Clocks(true, "6.5"));
            return;
        }
        if (envelope != null) {
            throw new Refuse(Refusal.of(Refusal.Kind.ADJOURNED),
                    "The game is adjourned; its clocks run again when it resumes (A9).");
        }
        if (clock.isRunning()) {
            throw new Refuse(Refusal.of(Refusal.Kind.CLOCKS_RUNNING), "The clocks are running already.");
        }
        clock.resume();
        out.add(new ArbiterEvent.Clocks(true, "6.12.3"));
    }

    /** Rule 6.12.1: the arbiter stops the clocks (a dispute, a restart of Hektor); the moves wait until they run. */
    private void stopClocks(List<ArbiterEvent> out) {
        requireClock();
        requirePlaying();
        if (!clock.isRunning()) {
            throw clock.isStarted() ? new Refuse(Refusal.of(Refusal.Kind.CLOCKS_STOPPED), "The clocks are stopped already.")
                    : new Refuse(Refusal.of(Refusal.Kind.CLOCKS_NOT_STARTED), "The clocks have not been started yet (6.5).");
        }
        clock.pause();
        out.add(new ArbiterEvent.Clocks(false, "6.12.1"));
    }

    private void requireClock() {
        if (clock == null) {
            throw new Refuse(Refusal.of(Refusal.Kind.NO_CLOCK), "This game has no clock.");
        }
    }

    private static String ending(Outcome o) {
        return switch (o.termination()) {
            case CHECKMATE -> colour(o.winner()) + " mated";
            case STALEMATE -> "stalemate";
            case DEAD_POSITION -> "no series of legal moves can lead to mate";
            case FIVEFOLD_REPETITION -> "the same position for the fifth time";
            case SEVENTY_FIVE_MOVES -> "75 moves each without a pawn move or a capture";
            default -> o.termination().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        };
    }

    private void requirePlaying() {
        if (over != null) {
            throw new Refuse(Refusal.of(Refusal.Kind.GAME_OVER), "The game is over (" + over.outcome().result() + ", "
                    + over.reason() + ").");
        }
    }

    private void requireToMove(Color player) {
        if (player != turn.player) {
            throw new Refuse(Refusal.about(Refusal.Kind.NOT_YOUR_MOVE, turn.player),
                    "It is " + colour(turn.player) + "'s move, not " + colour(player) + "'s.");
        }
    }

    static String colour(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    private static Color actor(Action action) {
        return action.player();
    }

    /**
     * A refusal with its kind: thrown where the arbiter refuses, caught in {@link #handle}, which turns it into
     * {@link ArbiterEvent.Refused} (the message is the arbiter's English sentence).
     */
    private static final class Refuse extends IllegalArgumentException {
        private final transient Refusal why;

        Refuse(Refusal why, String english) {
            super(english);
            this.why = why;
        }
    }

    /** A hand on a board that the board cannot take (no piece to lift, a report that is no board): its refusal. */
    private static PlayerBoard onBoard(Refusal why, Supplier<PlayerBoard> step) {
        try {
            return step.get();
        } catch (IllegalArgumentException e) {
            throw new Refuse(why, e.getMessage());
        }
    }

    /** A scoresheet entry the sheet cannot take (an empty one). */
    private static Scoresheet sheet(Supplier<Scoresheet> step) {
        try {
            return step.get();
        } catch (IllegalArgumentException e) {
            throw new Refuse(Refusal.of(Refusal.Kind.EMPTY_SCORESHEET_ENTRY), e.getMessage());
        }
    }
}
