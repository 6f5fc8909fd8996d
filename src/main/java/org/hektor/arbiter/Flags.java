package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
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
    List<ArbiterEvent> observe() {
        List<ArbiterEvent> events = new ArrayList<>();
        if (game.over != null || game.adjourned() || game.clock == null) {
            return events;
        }
        for (Color c : Color.values()) {
            if (game.over == null && game.clock.flagFallen(c) && !game.flagNoted(c)
                    && (game.setup.flagsCalled() || c == game.setup.sighted())) {
                game.noteFlag(c);
                events.addAll(fell(c, game.setup.flagsCalled() ? Rule.FLAG_CALLED : Rule.ASSISTANT_CLAIMS_FLAG));
            }
        }
        return events;
    }

    /** A player claims his opponent's flag (6.8, B8). */
    Ruling claim(Color player) {
        if (game.clock == null) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.NO_CLOCK));
        }
        Color opponent = player.opposite();
        if (!game.clock.flagFallen(opponent)) {
            return Ruling.of(new ArbiterEvent.ClaimRejected(player, Action.Claim.FLAG, Rule.FLAG_CALLED,
                    GameState.colour(opponent) + "'s flag has not fallen", null, null));
        }
        game.noteFlag(opponent);
        return Ruling.of(fell(opponent,
                game.setup.discipline() == Discipline.STANDARD ? Rule.FLAG_CALLED : Rule.RAPID_FLAG_CLAIMED));
    }

    /** The flag fell and is called or claimed: the event, and the end of the game if that ends it. */
    private List<ArbiterEvent> fell(Color fallen, Rule rule) {
        Color other = fallen.opposite();
        ArbiterEvent flag = new ArbiterEvent.FlagFell(fallen, rule);
        if (game.clock.flagFallen(other)) {
            game.noteFlag(other);
            if (game.setup.discipline() != Discipline.STANDARD) {
                return List.of(flag, game.end(Outcome.draw(Termination.BOTH_FLAGS), Rule.RAPID_BOTH_FLAGS,
                        "both flags have fallen"));
            } else if (game.clock.bothFlags() == BothFlags.PLAY_ON) {
                return List.of(flag, new ArbiterEvent.BothFlagsPlayOn(Rule.BOTH_FLAGS_PLAY_ON));
            }
            return List.of(flag, game.end(Outcome.draw(Termination.BOTH_FLAGS), Rule.BOTH_FLAGS_LAST_PERIOD,
                    "both flags have fallen in the last period"));
        }
        boolean canMate = DeadPosition.canEverMate(game.record.position(), other);
        return List.of(flag, game.end(
                canMate ? Outcome.win(Termination.TIME_FORFEIT, other) : Outcome.draw(Termination.TIME_FORFEIT),
                Rule.TIME_FORFEIT, GameState.colour(fallen) + "'s flag fell" + (canMate ? ""
                        : "; " + GameState.colour(other) + " cannot mate by any series of legal moves")));
    }
}
