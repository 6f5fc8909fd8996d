package org.hektor.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.hektor.chess.Color;

/**
 * The chess clock of rule 6, the arbiter's clock of rules 6.10, 6.12, 6.13, 7.4.2, 9.5.2 and 2.8, and the
 * source of the dial calls of rule 2.4 ({@link ClockCalls}).
 *
 * <p>Pure: no threads and no wall clock. Time comes from a {@link TimeSource}; the clock catches up with it
 * whenever it is asked anything, so calls, flags and used time come out the same however often it is asked.
 * One owner (the game session) calls it; it is not thread-safe.
 *
 * <p>Decisions where the Laws leave the clock's behaviour open:
 * <ul>
 *   <li>Increment is added after each completed move (rule 6.2.1), not before the first one, as the PGN
 *       {@code 300+2} is usually read; the first move has exactly the base time.</li>
 *   <li>Delay (rule 6.2.2) is the simple delay: each time a side's clock starts, its main time waits the delay
 *       first; unused delay is lost. A pause keeps what is left of it.</li>
 *   <li>A control is reached when the side completes the period's last move; its time is added at that press,
 *       after the increment of the move just made.</li>
 *   <li>When the main time reaches 0 the flag falls (rule 6.8) and R stays at 0 while that clock keeps counting
 *       used time. The clock ends nothing: the arbiter or a claim does (rules 6.8, 6.9). A press after the flag
 *       still switches the clocks and counts the move (the flag may go unnoticed, or rule 6.11.1 may say play
 *       on), but adds no increment to a side whose time is up; a control still adds its period's time, so a game
 *       continued under rule 6.11.1 has time to continue with. The flag stays recorded until the arbiter sets
 *       that side's time ({@link #setTime}) or the clocks are rewound.</li>
 *   <li>Pressing a clock that is paused or not started is refused: the arbiter resumes first.</li>
 *   <li>A rewind (rule 2.8) restores the snapshot taken after that ply; the time spent since is given back
 *       and the side to move at that ply starts afresh, with a whole delay. The arbiter may then
 *       {@link #setTime set} what he decides (rule 6.13).</li>
 * </ul>
 */
public final class ChessClock {
    /** Rule 7.4.2: a first or second illegal move gives the opponent two minutes. */
    public static final Duration ILLEGAL_MOVE_PENALTY = Duration.ofMinutes(2);
    /** Rule 9.5.2: an incorrect claim gives the opponent three minutes. */
    public static final Duration INCORRECT_CLAIM_PENALTY = Duration.ofMinutes(3);

    private final TimeControl control;
    private final TimeSource time;
    private final ClockCalls calls;
    private final Map<Color, SideClock> sides = new EnumMap<>(Color.class);
    private final List<ClockSnapshot> history = new ArrayList<>();

    private Color toMove = Color.WHITE;
    private boolean started;
    private boolean paused;
    /** The instant up to which the running side has been charged. */
    private long chargedUntil;
    /** What is left of the running side's delay for this move (rule 6.2.2). */
    private long delayLeft;
    private Color firstFlag;
    private BothFlags bothFlags = BothFlags.NONE;

    /** A clock nobody hears calls from. */
    public ChessClock(TimeControl control, TimeSource time) {
        this(control, time, Set.of());
    }

    /**
     * @param hearCalls the sides that hear the dial calls (typically the visually impaired player's)
     * @throws IllegalArgumentException for an untimed or unknown control, which has no time to run
     */
    public ChessClock(TimeControl control, TimeSource time, Set<Color> hearCalls) {
        if (!control.isTimed()) {
            throw new IllegalArgumentException("The time control '" + control.pgn()
                    + "' gives no time to count down, so it cannot run on a clock.");
        }
        this.control = control;
        this.time = time;
        this.calls = new ClockCalls(hearCalls);
        for (Color s : Color.values()) {
            sides.put(s, new SideClock(millis(control.period(0).seconds())));
            calls.startsAt(s, millis(control.period(0).seconds()));
        }
        history.add(picture(0));
    }

    public TimeControl control() {
        return control;
    }

    // ---- running the clock ----

    /** Rule 6.5: at the start of the game White's clock is started. */
    public void start() {
        start(Color.WHITE);
    }

    /** Starts {@code first}'s clock (Black's, for a game set up with Black to move). */
    public void start(Color first) {
        if (started) {
            throw new IllegalStateException("The clock has already been started.");
        }
        started = true;
        toMove = first;
        history.set(0, picture(0));
        startClockOf(first);
    }

    /**
     * The side to move completed its move and presses (rule 6.7.1): its move counts, its increment and any
     * control time are added, and the opponent's clock starts. A snapshot of the result is kept for rule 2.8.
     */
    public void press() {
        if (!started) {
            throw new IllegalStateException("The clock has not been started, so there is nothing to press.");
        }
        if (paused) {
            throw new IllegalStateException("The clock is paused; the arbiter resumes it before a move is pressed.");
        }
        catchUp();
        Color mover = toMove;
        SideClock s = sides.get(mover);
        s.completeMove(control).ifPresent(added -> calls.control(mover, chargedUntil, added, s.remaining));
        calls.observe(mover, s.remaining);
        startClockOf(mover.opposite());
        history.add(picture(ply() + 1));
    }

    /** Rule 6.12.1: the arbiter stops the clocks. Pausing a paused clock changes nothing. */
    public void pause() {
        requireStarted("paused");
        if (!paused) {
            catchUp();
            paused = true;
        }
    }

    /** Rule 6.12.3: the arbiter restarts the clock of the side to move, with what was left of its delay. */
    public void resume() {
        requireStarted("resumed");
        if (paused) {
            paused = false;
            chargedUntil = time.millis();
        }
    }

    // ---- the arbiter ----

    /** Adds time to one side (the arbiter's decision, or a penalty below). */
    public void addTime(Color side, Duration amount) {
        if (amount.isNegative() || amount.isZero()) {
            throw new IllegalArgumentException("Only a positive amount of time can be added, not " + amount + ".");
        }
        catchUp();
        SideClock s = sides.get(side);
        s.remaining = Math.addExact(s.remaining, amount.toMillis());
        calls.observe(side, s.remaining);
    }

    /** Rule 7.4.2: the offender's first or second illegal move gives his opponent two minutes. */
    public void penalizeIllegalMove(Color offender) {
        addTime(offender.opposite(), ILLEGAL_MOVE_PENALTY);
    }

    /** Rule 9.5.2: an incorrect claim gives the claimant's opponent three minutes. */
    public void penalizeIncorrectClaim(Color claimant) {
        addTime(claimant.opposite(), INCORRECT_CLAIM_PENALTY);
    }

    /**
     * Rules 6.10.2 and 6.13: the arbiter sets one side's remaining time. This clears that side's flag: the setting
     * is the arbiter's ruling on it.
     */
    public void setTime(Color side, Duration remaining) {
        if (remaining.isNegative()) {
            throw new IllegalArgumentException("A clock cannot be set to a negative time (" + remaining + ").");
        }
        catchUp();
        SideClock s = sides.get(side);
        s.remaining = remaining.toMillis();
        s.flagFallen = false;
        SideClock other = sides.get(side.opposite());
        firstFlag = other.flagFallen ? side.opposite() : null;
        bothFlags = BothFlags.NONE;
        calls.observe(side, s.remaining);
    }

    /**
     * Rule 6.10.2: the arbiter corrects one side's move counter; its period and the moves to the next control
     * follow from it. No time is added or taken: setting the time is a separate ruling.
     */
    public void setMoves(Color side, int movesMade) {
        if (movesMade < 0 || movesMade > 100_000) {
            throw new IllegalArgumentException("A move count is between 0 and 100000, not " + movesMade + ".");
        }
        catchUp();
        sides.get(side).countMoves(movesMade, control);
    }

    /**
     * Rule 2.8: puts both clocks back to the snapshot taken after {@code ply} and drops the later ones. A paused
     * clock stays paused; a running one runs on for the side to move at that ply.
     */
    public void rewindTo(int ply) {
        if (ply < 0 || ply > ply()) {
            throw new IllegalArgumentException("The clock has no snapshot for ply " + ply + "; it has plies 0 to "
                    + ply() + ".");
        }
        catchUp();
        ClockSnapshot snap = history.get(ply);
        history.subList(ply + 1, history.size()).clear();
        for (Color s : Color.values()) {
            sides.get(s).restore(snap.side(s));
            calls.observe(s, snap.side(s).remainingMillis());
        }
        firstFlag = snap.firstFlag();
        bothFlags = snap.bothFlags();
        startClockOf(snap.toMove());
    }

    // ---- reading the clock ----

    public boolean isStarted() {
        return started;
    }

    public boolean isPaused() {
        return paused;
    }

    /** Started and not paused: the side to move's time is running. */
    public boolean isRunning() {
        return started && !paused;
    }

    public Color toMove() {
        return toMove;
    }

    /** Plies completed since the start. */
    public int ply() {
        return history.size() - 1;
    }

    public long remainingMillis(Color side) {
        catchUp();
        return sides.get(side).remaining;
    }

    public long usedMillis(Color side) {
        catchUp();
        return sides.get(side).used;
    }

    public boolean flagFallen(Color side) {
        catchUp();
        return sides.get(side).flagFallen;
    }

    /** The side whose flag fell first, if any. */
    public Optional<Color> firstFlag() {
        catchUp();
        return Optional.ofNullable(firstFlag);
    }

    /** Rule 6.11. */
    public BothFlags bothFlags() {
        catchUp();
        return bothFlags;
    }

    /** The whole clock now. */
    public ClockSnapshot snapshot() {
        catchUp();
        return picture(ply());
    }

    /** The snapshot after each ply so far: index 0 is the start, index k the clocks right after ply k's press. */
    public List<ClockSnapshot> history() {
        return List.copyOf(history);
    }

    /** What an engine needs to plan its time (UCI {@code go wtime btime winc binc movestogo}). */
    public ClockReading reading() {
        catchUp();
        return new ClockReading(toMove, sides.get(Color.WHITE).reading(control), sides.get(Color.BLACK).reading(control));
    }

    // ---- calls ----

    public boolean hearsCalls(Color side) {
        return calls.hears(side);
    }

    /** A player switches the dial calls on or off. */
    public void setHearsCalls(Color side, boolean on) {
        catchUp(); // the marks already passed were for the old choice
        calls.setHears(side, on);
    }

    /** The calls made since the last take, in time order (each at the instant it was due). */
    public List<Call> takeCalls() {
        catchUp();
        return calls.take();
    }

    /**
     * The instant ({@link TimeSource} millis) of the next call if nobody presses, so the session knows when to
     * look again; empty when the clock is stopped or no audible mark is left.
     */
    public OptionalLong nextCallAt() {
        catchUp();
        if (!isRunning()) {
            return OptionalLong.empty();
        }
        return calls.nextAt(toMove, chargedUntil + delayLeft, sides.get(toMove).remaining);
    }

    // ---- inside ----

    /** Charges the running side for the time since it was last charged: first its delay, then its main time. */
    private void catchUp() {
        long now = time.millis();
        if (!isRunning()) {
            return;
        }
        long elapsed = Math.max(0, now - chargedUntil);
        if (elapsed == 0) {
            return;
        }
        SideClock s = sides.get(toMove);
        long inDelay = Math.min(elapsed, delayLeft);
        delayLeft -= inDelay;
        long runStart = chargedUntil + inDelay;
        long from = s.remaining;
        long main = Math.min(elapsed - inDelay, from);
        s.remaining -= main;
        s.used += elapsed;
        chargedUntil = now;
        if (elapsed > inDelay) {
            calls.run(toMove, runStart, from, s.remaining);
            if (control.mode() == TimeControl.Mode.SANDCLOCK && main > 0) {
                SideClock other = sides.get(toMove.opposite());
                other.remaining += main; // the sand that ran out of one bulb fills the other
                calls.observe(toMove.opposite(), other.remaining);
            }
            if (s.remaining == 0 && !s.flagFallen) {
                flagFalls(toMove);
            }
        }
    }

    private void flagFalls(Color side) {
        SideClock s = sides.get(side);
        s.flagFallen = true;
        if (firstFlag == null) {
            firstFlag = side;
        } else if (sides.get(side.opposite()).flagFallen && bothFlags == BothFlags.NONE) {
            bothFlags = control.period(s.period).isRestOfGame() ? BothFlags.DRAW : BothFlags.PLAY_ON;
        }
    }

    private void requireStarted(String what) {
        if (!started) {
            throw new IllegalStateException("The clock has not been started, so it cannot be " + what + ".");
        }
    }

    private void startClockOf(Color side) {
        toMove = side;
        delayLeft = millis(control.period(sides.get(side).period).delaySeconds());
        chargedUntil = time.millis();
    }

    private ClockSnapshot picture(int ply) {
        return new ClockSnapshot(ply, toMove, sides.get(Color.WHITE).picture(), sides.get(Color.BLACK).picture(),
                firstFlag, bothFlags);
    }

    private static long millis(int seconds) {
        return SideClock.millis(seconds);
    }
}
