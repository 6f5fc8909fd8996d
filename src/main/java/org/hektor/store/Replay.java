package org.hektor.store;

import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeSource;
import org.hektor.session.GameSession;
import org.hektor.session.SessionTime;

/**
 * Rebuilds a game from its journal: a new session with the journal's settings, every command replayed at its
 * recorded instant, so the game record, the pending state and both clocks come out as they were when the last
 * line was written. The session is not live yet: the caller subscribes its outputs, then goes live.
 */
public final class Replay {
    private Replay() {
    }

    /**
     * @param real the time source the game runs on once live; the time line goes on from the last recorded
     *             instant, so the time the program was not running is on nobody's clock
     */
    public static GameSession rebuild(Journal.Contents contents, TimeSource real) {
        GameSession session = new GameSession(contents.settings(), new SessionTime(real));
        session.replay(contents.entries());
        return session;
    }

    /**
     * The journal's records up to the first command after which the rebuilt game differs from the moves and clocks
     * the journal recorded for it: a later Hektor whose laws replay an old game otherwise goes on from the
     * last agreeing point and says so, as from a damaged journal, rather than going on with another game.
     */
    public static Journal.Contents agreeing(Journal.Contents contents) {
        GameSession session = new GameSession(contents.settings(), new SessionTime(new ManualTimeSource()));
        int agreed = session.replay(contents.entries());
        return agreed == contents.entries().size() ? contents
                : contents.upTo(agreed, "the game rebuilt from it differs from the moves and clocks it recorded");
    }
}
