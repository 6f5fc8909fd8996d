package org.hektor.clock;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import org.hektor.chess.Color;

/**
 * The tactile dial of rule 2.4 by ear: which {@link Call}s to make and at which instant, as pure data.
 *
 * <p>Let R be the running side's remaining main time. The marks, and what each says:
 * <ul>
 *   <li>R = 0: {@code flag}, and nothing else at that mark;</li>
 *   <li>a whole multiple of 15 minutes: {@code double-tick}; any other whole multiple of 5 minutes: {@code tick};</li>
 *   <li>4:00, 3:00, 2:00, 1:00: {@code minutes N}; 0:30 and 0:10: {@code seconds N};</li>
 *   <li>and, at a press, {@code control} when a period's move count is reached and time is added.</li>
 * </ul>
 * A mark fires at the instant R, running, comes down from above it onto it. A mark R starts on does not fire
 * (the start of the game, or a mark that an increment lands on exactly), nor the game's starting time when an
 * increment lifted R just above it; every mark passed during one long
 * think fires, each at its own instant; and a mark that fired fires again only after R has been more than 60 s
 * above it, so an increment lifting R back over a mark does not make it chatter.
 *
 * <p>Who hears: each side opts in ({@link #setHears}); calls about a side are made when that side hears calls,
 * except the flag, which is also called to the opponent: the assistant tells the visually impaired player when
 * the sighted player's time is up so he can claim (rule 2.9e). A mark passes (and is remembered as passed)
 * whether or not anyone hears it.
 *
 * <p>{@link ChessClock} feeds this class every stretch of running main time and every jump of a remaining time;
 * the session takes the calls with {@link ChessClock#takeCalls()} and asks {@link ChessClock#nextCallAt()} when
 * to look again.
 */
public final class ClockCalls {
    static final long SECOND = 1000;
    static final long MINUTE = 60 * SECOND;
    /** How far above a fired mark R must have been before that mark may fire again. */
    static final long REARM_ABOVE = 60 * SECOND;
    private static final long[] LAST_FIVE_MINUTES = {4 * MINUTE, 3 * MINUTE, 2 * MINUTE, MINUTE, 30 * SECOND, 10 * SECOND, 0};

    private final EnumSet<Color> hearing;
    private final EnumMap<Color, TreeSet<Long>> fired = new EnumMap<>(Color.class);
    private final List<Call> pending = new ArrayList<>();

    public ClockCalls(Set<Color> hearing) {
        this.hearing = hearing.isEmpty() ? EnumSet.noneOf(Color.class) : EnumSet.copyOf(hearing);
        for (Color s : Color.values()) {
            fired.put(s, new TreeSet<>());
        }
    }

    public boolean hears(Color side) {
        return hearing.contains(side);
    }

    /** A player switches his calls on or off during the game. */
    public void setHears(Color side, boolean on) {
        if (on) {
            hearing.add(side);
        } else {
            hearing.remove(side);
        }
    }

    /** What the dial says when R comes down onto {@code remainingMillis}, or empty if that is not a mark. */
    public static Optional<Call.Kind> markAt(long remainingMillis) {
        long r = remainingMillis;
        if (r == 0) {
            return Optional.of(Call.Kind.FLAG);
        }
        if (r < 0) {
            return Optional.empty();
        }
        if (r % (15 * MINUTE) == 0) {
            return Optional.of(Call.Kind.DOUBLE_TICK);
        }
        if (r % (5 * MINUTE) == 0) {
            return Optional.of(Call.Kind.TICK);
        }
        if (r % MINUTE == 0 && r <= 4 * MINUTE) {
            return Optional.of(Call.Kind.MINUTES);
        }
        if (r == 30 * SECOND || r == 10 * SECOND) {
            return Optional.of(Call.Kind.SECONDS);
        }
        return Optional.empty();
    }

    /** The largest mark strictly below {@code r}, or -1 when there is none (r is 0 or less). */
    static long markBelow(long r) {
        if (r <= 0) {
            return -1;
        }
        long fiveMinutes = (r - 1) / (5 * MINUTE) * (5 * MINUTE);
        if (fiveMinutes > 0) {
            return fiveMinutes;
        }
        for (long m : LAST_FIVE_MINUTES) {
            if (m < r) {
                return m;
            }
        }
        return -1;
    }

    /**
     * {@code side}'s clock is set to {@code remainingMillis} before the game: the player knows the time he starts
     * with, so a mark it starts on counts as said. Like any fired mark it fires again only once R has been more than
     * 60 s above it: an increment lifting R a few seconds over its starting fifteen minutes does not bring
     * "fifteen minutes" back seconds into the game.
     */
    void startsAt(Color side, long remainingMillis) {
        if (remainingMillis > 0 && markAt(remainingMillis).isPresent()) {
            fired.get(side).add(remainingMillis);
        }
    }

    /**
     * R of {@code side} was seen at {@code remainingMillis} (after an increment, a control, a penalty, an arbiter's
     * setting, a rewind, or as the value a run starts from): marks more than 60 s below it may fire again.
     */
    void observe(Color side, long remainingMillis) {
        fired.get(side).headSet(remainingMillis - REARM_ABOVE).clear();
    }

    /**
     * {@code side}'s main time ran from {@code fromMillis} down to {@code toMillis}, starting to run at instant
     * {@code runStart} (after any delay): every mark in [to, from) fires at the instant R reaches it.
     */
    void run(Color side, long runStart, long fromMillis, long toMillis) {
        observe(side, fromMillis);
        TreeSet<Long> passed = fired.get(side);
        for (long m = markBelow(fromMillis); m >= toMillis && m >= 0; m = markBelow(m)) {
            if (passed.add(m)) {
                Call.Kind kind = markAt(m).orElseThrow();
                if (audible(side, kind)) {
                    pending.add(new Call(runStart + (fromMillis - m), side, kind, argument(kind, m), m));
                }
            }
        }
    }

    /** A control was reached at {@code instant}: {@code addedSeconds} were added, R is now {@code newRemaining}. */
    void control(Color side, long instant, int addedSeconds, long newRemaining) {
        observe(side, newRemaining);
        if (audible(side, Call.Kind.CONTROL)) {
            pending.add(new Call(instant, side, Call.Kind.CONTROL, addedSeconds, newRemaining));
        }
    }

    /**
     * The instant the next call would be made if {@code side}'s main time, now {@code remainingMillis}, starts
     * running at {@code runStart} and nobody presses; empty if no audible mark is left below it.
     */
    OptionalLong nextAt(Color side, long runStart, long remainingMillis) {
        TreeSet<Long> passed = fired.get(side);
        for (long m = markBelow(remainingMillis); m >= 0; m = markBelow(m)) {
            if (!passed.contains(m) && audible(side, markAt(m).orElseThrow())) {
                return OptionalLong.of(runStart + (remainingMillis - m));
            }
        }
        return OptionalLong.empty();
    }

    /** The calls made since the last take, in time order. */
    List<Call> take() {
        List<Call> out = List.copyOf(pending);
        pending.clear();
        return out;
    }

    private boolean audible(Color side, Call.Kind kind) {
        // rule 2.9e: the opponent's flag is always called to a player who hears calls
        return hearing.contains(side) || (kind == Call.Kind.FLAG && hearing.contains(side.opposite()));
    }

    private static int argument(Call.Kind kind, long mark) {
        return switch (kind) {
            case MINUTES -> (int) (mark / MINUTE);
            case SECONDS -> (int) (mark / SECOND);
            default -> 0;
        };
    }
}
