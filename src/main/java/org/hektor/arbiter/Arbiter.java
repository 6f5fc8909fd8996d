package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.chess.Termination;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ClockSnapshot;
import org.hektor.clock.TimeSource;
import org.hektor.sync.Correction;
import org.hektor.sync.TwoBoards;

/**
 * The laws around every move of a game between a visually impaired and a sighted player, as one state machine:
 * each {@link Action} gives the {@link ArbiterEvent}s it causes. Pure — no I/O, no wall clock (time comes from
 * the clock's {@link TimeSource}) — and owned by one thread, the session's; not thread-safe.
 *
 * <p>This class is the facade: {@link #handle} and the queries. Behind it, one class per group of laws works on the
 * one {@link GameState}:
 * <ul>
 *   <li>{@link Completion}: when a move is made (2.3, 2.6, 4.6, 6.7);</li>
 *   <li>{@link Touching}: hands on the boards and touch-move (2.2, 4.2 to 4.4, B5);</li>
 *   <li>{@link IllegalMoves}: 7.4.1, 7.4.2 and the annexes' claims (B6, 17.3.2);</li>
 *   <li>{@link Draws}: offers and claims (9.1 to 9.5, 5.2.3);</li>
 *   <li>{@link Flags}: 6.8 to 6.11, B7 to B9, 2.9e;</li>
 *   <li>{@link Adjournment}: Annex A;</li>
 *   <li>{@link ClockDuty}: 6.5, 6.12;</li>
 *   <li>{@link BoardsAndSheets}: the two boards and scoresheets (2.7, 2.8, 8.1) through {@link TwoBoards};</li>
 *   <li>{@link CarryingOut}: a move Hektor makes itself, as the steps of hands and pens it stands for.</li>
 * </ul>
 * Each returns a {@link Refusal} as a value when the laws do not allow the action, before it changes anything.
 *
 * <p>The clock: the arbiter runs the game's one {@link ChessClock} (rules 6.5, 6.12, 6.13, 7.4.2, 9.5.2, 2.8) —
 * presses, stops, penalties and rewinds happen only through actions — but need not own it: a creator that hands
 * one in (the game session) reads it freely, its dial calls (2.4) and snapshots, and never changes it. A game
 * without a clock has none: no flags, and penalties of time fall away.
 */
public final class Arbiter {
    private final GameState game;
    private final Touching touching;
    private final IllegalMoves illegalMoves;
    private final Completion completion;
    private final Draws draws;
    private final Flags flags;
    private final Adjournment adjournment;
    private final ClockDuty clockDuty;
    private final BoardsAndSheets boardsAndSheets;
    private final CarryingOut carryingOut;

    /** A game on a clock of its own (or none, for an untimed control), started at once (rule 6.5). */
    public Arbiter(Setup setup, TimeSource time) {
        this(setup, setup.control().isTimed() ? new ChessClock(setup.control(), time) : null);
        if (game.clock != null) {
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
        game = new GameState(setup, clock);
        touching = new Touching(game);
        illegalMoves = new IllegalMoves(game);
        completion = new Completion(game, touching, illegalMoves);
        draws = new Draws(game);
        flags = new Flags(game);
        adjournment = new Adjournment(game);
        clockDuty = new ClockDuty(game);
        boardsAndSheets = new BoardsAndSheets(game);
        carryingOut = new CarryingOut(game, this::handle);
    }

    // ---- reading ----

    public Setup setup() {
        return game.setup;
    }

    public TwoBoards boards() {
        return game.boards;
    }

    /** Both clocks now, or null in a game without a clock. */
    public ClockSnapshot clock() {
        return game.clockNow();
    }

    /** The game record's position now. */
    public Position position() {
        return game.record.position();
    }

    /** The current game (since the last standing illegal move, if any): repetitions, endings. */
    public Game game() {
        return game.record.game();
    }

    /** The moves of the game record, one per ply; an illegal move that stands (B6, 17.3.2) as its two squares. */
    public List<Move> moves() {
        return game.record.moves();
    }

    /** The same in English SAN; an illegal move that stands, which has none, in UCI. */
    public List<String> sans() {
        return game.record.sans();
    }

    /** The player whose draw offer stands (9.1), if any; none once the game is over. */
    public Optional<Color> drawOffer() {
        return game.offer == null || game.over != null ? Optional.empty() : Optional.of(game.offer.player());
    }

    /**
     * The irregularity of his opponent's last move that the player to move may still claim before his own move:
     * an illegal move (rapid B6, blitz 17.3.2) or a move that broke touch-move (B5).
     */
    public Optional<Action.Claim> claimable() {
        GameState.Pending p = game.pending;
        if (game.over != null || p == null || p.offender() != game.turn.player.opposite()
                || p.kind() == GameState.Irregularity.TOUCH && !game.turn.touches().isEmpty()) {
            return Optional.empty(); // rule 4.7: touching a piece forfeits the touch-move claim
        }
        return Optional.of(p.kind() == GameState.Irregularity.ILLEGAL ? Action.Claim.ILLEGAL : Action.Claim.TOUCH);
    }

    public Color toMove() {
        return game.turn.player;
    }

    public Optional<ArbiterEvent.GameOver> gameOver() {
        return Optional.ofNullable(game.over);
    }

    /** The corrections a player has been given and not yet carried out. */
    public List<Correction> instructions(Color player) {
        return game.instructionsOf(player);
    }

    // ---- acting ----

    /**
     * What the action causes. A refused action changes nothing and gives one {@link ArbiterEvent.Refused}; an
     * exception is a bug, never a refusal.
     */
    public List<ArbiterEvent> handle(Action action) {
        if (action instanceof Action.CarryOut c) {
            return carryingOut.carryOut(c.player(), c.move(), c.hands());   // its steps, each ruled as its own action
        }
        List<ArbiterEvent> events = new ArrayList<>();
        Ruling ruling = dispatch(action);
        if (ruling instanceof Ruling.Done done) {
            events.addAll(done.events());
        } else if (ruling instanceof Ruling.Refused refused) {
            events.add(new ArbiterEvent.Refused(action.player(), refused.why()));
        }
        events.addAll(flags.observe());
        return events;
    }

    private Ruling dispatch(Action action) {
        if (action instanceof Action.Check) {
            return boardsAndSheets.check();
        } else if (action instanceof Action.Reconcile) {
            return boardsAndSheets.reconcile();
        } else if (action instanceof Action.Tick) {
            return Ruling.NOTHING; // flags are looked at after every action
        } else if (action instanceof Action.Write w) {
            return boardsAndSheets.write(w.player(), w.text());
        } else if (action instanceof Action.SheetReport r) {
            return boardsAndSheets.rewrite(r.player(), r.entries());
        } else if (action instanceof Action.StartClocks) {
            return clockDuty.start();
        } else if (action instanceof Action.StopClocks) {
            return clockDuty.stop();
        } else if (action instanceof Action.Follow f) {
            return boardsAndSheets.follow(f.player());
        } else if (Touching.isBoardEvent(action)) {
            return touching.boardEvent(action);
        } else if (action instanceof Action.Accept a) {
            return draws.accept(a.player());
        } else if (action instanceof Action.Decline d) {
            return draws.decline(d.player());
        } else if (action instanceof Action.Offer o) {
            return draws.offer(o.player());
        } else if (action instanceof Action.Resign r) {
            return Ruling.unless(game.unlessPlaying(), () -> resign(r.player()));
        } else if (action instanceof Action.Resume) {
            return adjournment.resume();
        }
        return Ruling.unless(game.unlessPlaying().or(this::unlessAdjourned), () -> play(action));
    }

    private Optional<Refusal> unlessAdjourned() {
        return game.adjourned() ? Optional.of(Refusal.of(Refusal.Kind.ADJOURNED)) : Optional.empty();
    }

    /** Rule 5.1.2; also while the game is adjourned (A6). */
    private Ruling resign(Color player) {
        return Ruling.of(game.end(Outcome.win(Termination.RESIGNATION, player.opposite()), Rule.RESIGNATION,
                GameState.colour(player) + " resigned"));
    }

    /** The actions of a game being played (not over, not adjourned). */
    private Ruling play(Action action) {
        if (action instanceof Action.Announce a) {
            return completion.announce(a.player(), a.move());
        } else if (action instanceof Action.Correct c) {
            return completion.correct(c.player(), c.move());
        } else if (action instanceof Action.Press p) {
            return completion.press(p.player());
        } else if (action instanceof Action.Claiming c) {
            return switch (c.claim()) {
                case ILLEGAL -> illegalMoves.claim(c.player());
                case TOUCH -> touching.claim(c.player());
                case FLAG -> flags.claim(c.player());
                case REPETITION, FIFTY -> draws.claim(c.player(), c.claim(), c.intended());
            };
        } else if (action instanceof Action.Seal s) {
            return adjournment.seal(s.player(), s.written());
        } else if (action instanceof Action.Adjourn) {
            return adjournment.adjourn();
        }
        throw new IllegalStateException("Unhandled action " + action);
    }
}
