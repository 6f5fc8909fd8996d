package org.hektor.arbiter;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Outcome;
import org.hektor.chess.Termination;
import org.hektor.clock.ClockSnapshot;

/**
 * Adjournment (Annex A): the player to move seals his move (A1; he may change it until he stops his clock), the
 * sealer stops his clock without pressing it and the envelope is made up (A2); on resumption the envelope is opened
 * (A7), an invalid sealed move loses (A8), a valid one is made on the board and the opponent's clock started (A9).
 */
final class Adjournment {
    private final GameState game;
    private SealedMove sealed;
    private Color sealer;

    Adjournment(GameState game) {
        this.game = game;
    }

    Ruling seal(Color player, String written) {
        if (player != game.turn.player) {
            return new Ruling.Refused(Refusal.about(Refusal.Kind.NOT_TO_MOVE_TO_SEAL, game.turn.player));
        }
        if (written == null || written.isBlank()) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.EMPTY_SEALED_MOVE));
        }
        sealed = new SealedMove(written.strip()); // until he stops his clock he may change it (A1)
        sealer = player;
        return Ruling.of(new ArbiterEvent.Sealed(player));
    }

    Ruling adjourn() {
        if (sealed == null || sealer != game.turn.player) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.NOTHING_SEALED));
        }
        if (game.clock != null && game.clock.isRunning()) {
            game.clock.pause(); // A1: the sealer stops his clock without pressing it
        }
        ClockSnapshot now = game.clockNow();
        Setup setup = game.setup;
        game.adjourn(new Envelope(setup.whiteName(), setup.blackName(), game.record.position().fen(),
                Duration.ofMillis(now == null ? 0 : now.white().usedMillis()),
                Duration.ofMillis(now == null ? 0 : now.black().usedMillis()), sealer,
                setup.name(sealer), game.record.position().fullmoveNumber(),
                game.offer == null ? Optional.empty() : Optional.of(game.offer.player()), setup.resumption(), sealed));
        return Ruling.of(new ArbiterEvent.Adjourned(game.envelope));
    }

    Ruling resume() {
        Optional<Refusal> over = game.unlessPlaying();
        if (over.isPresent()) {
            return new Ruling.Refused(over.get());
        }
        if (!game.adjourned()) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.NOT_ADJOURNED));
        }
        Envelope e = game.open();
        sealed = null;
        // A5: the adjourned position and the clocks as they stood (the clock has been stopped since).
        SealedMove.Opened opened = e.sealedMove().open(game.record.position());
        ArbiterEvent.Opened open = new ArbiterEvent.Opened(e.sealer(), opened);
        if (opened instanceof SealedMove.Opened.Invalid invalid) {
            return Ruling.of(open, game.end(Outcome.win(Termination.SEALED_MOVE, e.sealer().opposite()),
                    invalid.rule(),
                    GameState.colour(e.sealer()) + "'s sealed move cannot be played: " + invalid.reason()));
        }
        SealedMove.Opened.Legal legal = (SealedMove.Opened.Legal) opened;
        if (game.clock != null) {
            game.clock.resume();
            game.clock.press(); // A9(a): the sealed move is made on the board and the opponent's clock started
        }
        game.record.play(legal.move());
        game.boardsFollowRecord();
        // A1: it was on his sheet
        game.changeSheet(e.sealer(), sheet -> sheet.write(legal.written()));
        game.madeMove(e.sealer(), legal.san());
        List<ArbiterEvent> events = new ArrayList<>(List.of(open,
                new ArbiterEvent.Moved(e.sealer(), game.record.ply(), legal.move(), legal.san(), game.clockNow())));
        game.newTurn();
        events.add(game.setBoards(Rule.SEALED_MOVE_MADE));
        events.addAll(game.endIfOver());
        return Ruling.of(events);
    }
}
