package org.hektor.session;

import org.hektor.clock.TimeSource;

/**
 * The game's own time line, in milliseconds since the game was created, continuous across restarts.
 *
 * <p>While a journal is replayed the time stands at each command's recorded instant, so the clocks come out as
 * they were. Once live, it runs on from the last recorded instant at the pace of the real time source: the time
 * the program was not running is not on it at all, so both clocks stand still over a crash or a quit (the
 * arbiter's pause of rule 6.12) and nobody loses time to a power cut.
 */
public final class SessionTime implements TimeSource {
    private final TimeSource real;
    private boolean live;
    private long at;
    private long realAtStart;
    private static final long NOT_HELD = Long.MIN_VALUE;
    /** Read by any thread (the tablet's and the console's snapshots); set on the session's thread. */
    private volatile long held = NOT_HELD;

    /** A time line at instant 0, not yet live. */
    public SessionTime(TimeSource real) {
        this.real = real;
    }

    /** Replay: stand at a recorded instant (never going back). */
    public void replayAt(long instant) {
        if (live) {
            throw new IllegalStateException("The game is live; its time cannot be set any more.");
        }
        at = Math.max(at, instant);
    }

    /** From now on the time runs with the real time source, from where the replay left it. */
    public void goLive() {
        if (!live) {
            realAtStart = real.millis();
            live = true;
        }
    }

    public boolean isLive() {
        return live;
    }

    /**
     * Live: the time stands at {@code instant} while the session handles one command, as it stands at the recorded
     * instant in a replay, so a clock pressed or read during the command reads the same live and replayed (the
     * journal's record of the clocks is what a replay rebuilds, to the millisecond).
     */
    void hold(long instant) {
        held = instant;
    }

    /** The time runs again after the command. */
    void release() {
        held = NOT_HELD;
    }

    @Override
    public long millis() {
        long h = held;
        if (h != NOT_HELD) {
            return h;
        }
        return live ? at + (real.millis() - realAtStart) : at;
    }
}
