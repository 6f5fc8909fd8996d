package org.hektor.arbiter;

import java.util.List;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.DeadPosition;
import org.hektor.chess.Outcome;
import org.hektor.chess.Termination;
import org.hektor.clock.BothFlags;

/**
 * Flags (6.8 to 6.11; rapid B7 to B9; 2.9e). In standard play the arbiter calls a flag as soon as it falls (6.8); in
 * rapid and blitz a flag counts when claimed (B7, B8), and Hektor, as the visually impaired player's assistant,
 * claims the sighted player's flag for him at once (2.9e). A fallen flag loses unless the opponent cannot mate (6.9);
 * both flags down play on in an earlier period and draw in the last (6.11), and draw in rapid and blitz (B9).
 */
final class Flags {
    private final GameState game;

    Flags(GameState game) {
        this.game = game;
    }

    /** After every action: the flags that fell and are called (6.8) or claimed by the assistant (2.9e). */
    void observe(List<ArbiterEvent> out) {
        if (game.over != null || game.adjourned() || game.clock == null) {
            return;
        }
        for (Color c : Color.values()) {
            if (game.over == null && game.clock.flagFallen(c) && !game.flagsNoted.contains(c)
                    && (game.setup.flagsCalled() || c == game.setup.sighted())) {
                game.flagsNoted.add(c);
                fell(c, game.setup.flagsCalled() ? Rule.FLAG_CALLED : Rule.ASSISTANT_CLAIMS_FLAG, out);
            }
        }
    }

    /** A player claims his opponent's flag (6.8, B8). */
    Optional<Refusal> claim(Color player, List<ArbiterEvent> out) {
        if (game.clock == null) {
            return Optional.of(Refusal.of(Refusal.Kind.NO_CLOCK));
        }
        Color opponent = player.opposite();
        if (!game.clock.flagFallen(opponent)) {
            out.add(new ArbiterEvent.ClaimRejected(player, Action.Claim.FLAG, Rule.FLAG_CALLED,
                    GameState.colour(opponent) + "'s flag has not fallen", null, null));
            return Optional.empty();
        }
        game.flagsNoted.add(opponent);
        fell(opponent, game.setup.discipline() == Discipline.STANDARD ? Rule.FLAG_CALLED : Rule.RAPID_FLAG_CLAIMED,
                out);
        return Optional.empty();
    }

    private void fell(Color fallen, Rule rule, List<ArbiterEvent> out) {
        Color other = fallen.opposite();
        out.add(new ArbiterEvent.FlagFell(fallen, rule));
        if (game.clock.flagFallen(other)) {
            game.flagsNoted.add(other);
            if (game.setup.discipline() != Discipline.STANDARD) {
                game.end(Outcome.draw(Termination.BOTH_FLAGS), Rule.RAPID_BOTH_FLAGS, "both flags have fallen", out);
            } else if (game.clock.bothFlags() == BothFlags.PLAY_ON) {
                out.add(new ArbiterEvent.BothFlagsPlayOn(Rule.BOTH_FLAGS_PLAY_ON));
            } else {
                game.end(Outcome.draw(Termination.BOTH_FLAGS), Rule.BOTH_FLAGS_LAST_PERIOD,
                        "both flags have fallen in the last period", out);
            }
            return;
        }
        boolean canMate = DeadPosition.canEverMate(game.record.position(), other);
        game.end(canMate ? Outcome.win(Termination.TIME_FORFEIT, other) : Outcome.draw(Termination.TIME_FORFEIT),
                Rule.TIME_FORFEIT, GameState.colour(fallen) + "'s flag fell" + (canMate ? ""
                        : "; " + GameState.colour(other) + " cannot mate by any series of legal moves"), out);
    }
}
