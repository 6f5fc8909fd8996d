package org.hektor.arbiter;

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
    Ruling start() {
        Optional<Refusal> refusal = unlessClock().or(game::unlessPlaying);
        if (refusal.isPresent()) {
            return new Ruling.Refused(refusal.get());
        }
        if (!game.clock.isStarted()) {
            game.clock.start(game.turn.player);
            return Ruling.of(new ArbiterEvent.Clocks(true, Rule.GAME_BEGINS));
        }
        if (game.adjourned()) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.ADJOURNED_CLOCKS_WAIT));
        }
        if (game.clock.isRunning()) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.CLOCKS_RUNNING));
        }
        game.clock.resume();
        return Ruling.of(new ArbiterEvent.Clocks(true, Rule.CLOCKS_RESTARTED));
    }

    /** Rule 6.12.1: the arbiter stops the clocks; the moves wait until they run. */
    Ruling stop() {
        Optional<Refusal> refusal = unlessClock().or(game::unlessPlaying);
        if (refusal.isPresent()) {
            return new Ruling.Refused(refusal.get());
        }
        if (!game.clock.isRunning()) {
            return new Ruling.Refused(Refusal.of(game.clock.isStarted() ? Refusal.Kind.CLOCKS_ALREADY_STOPPED
                    : Refusal.Kind.CLOCKS_NOT_STARTED_YET));
        }
        game.clock.pause();
        return Ruling.of(new ArbiterEvent.Clocks(false, Rule.CLOCKS_STOPPED));
    }

    private Optional<Refusal> unlessClock() {
        return game.clock == null ? Optional.of(Refusal.of(Refusal.Kind.NO_CLOCK_TO_START_OR_STOP)) : Optional.empty();
    }
}
