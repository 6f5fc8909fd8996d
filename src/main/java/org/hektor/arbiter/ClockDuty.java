package org.hektor.arbiter;

import java.util.List;
import java.util.Optional;

/**
 * The arbiter's hand on the clocks: he starts them and the game begins (6.5); he stops them (a dispute, a restart of
 * Hektor) and no move is completed until he starts them again (6.12.1, 6.12.3). Presses, penalties and rewinds are
 * the other law groups' business.
 */
final class ClockDuty {
    private final GameState game;

    ClockDuty(GameState game) {
        this.game = game;
    }

    /** Rule 6.5: the game begins; rule 6.12.3: the clocks run again after the arbiter stopped them. */
    Optional<Refusal> start(List<ArbiterEvent> out) {
        Optional<Refusal> refusal = unlessClock().or(game::unlessPlaying);
        if (refusal.isPresent()) {
            return refusal;
        }
        if (!game.clock.isStarted()) {
            game.clock.start(game.turn.player);
            out.add(new ArbiterEvent.Clocks(true, Rule.GAME_BEGINS));
            return Optional.empty();
        }
        if (game.adjourned()) {
            return Optional.of(Refusal.of(Refusal.Kind.ADJOURNED_CLOCKS_WAIT));
        }
        if (game.clock.isRunning()) {
            return Optional.of(Refusal.of(Refusal.Kind.CLOCKS_RUNNING));
        }
        game.clock.resume();
        out.add(new ArbiterEvent.Clocks(true, Rule.CLOCKS_RESTARTED));
        return Optional.empty();
    }

    /** Rule 6.12.1: the arbiter stops the clocks; the moves wait until they run. */
    Optional<Refusal> stop(List<ArbiterEvent> out) {
        Optional<Refusal> refusal = unlessClock().or(game::unlessPlaying);
        if (refusal.isPresent()) {
            return refusal;
        }
        if (!game.clock.isRunning()) {
            return Optional.of(Refusal.of(game.clock.isStarted() ? Refusal.Kind.CLOCKS_ALREADY_STOPPED
                    : Refusal.Kind.CLOCKS_NOT_STARTED_YET));
        }
        game.clock.pause();
        out.add(new ArbiterEvent.Clocks(false, Rule.CLOCKS_STOPPED));
        return Optional.empty();
    }

    private Optional<Refusal> unlessClock() {
        return game.clock == null ? Optional.of(Refusal.of(Refusal.Kind.NO_CLOCK_TO_START_OR_STOP)) : Optional.empty();
    }
}
