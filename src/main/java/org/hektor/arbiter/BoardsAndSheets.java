package org.hektor.arbiter;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.sync.Correction;
import org.hektor.sync.PlayerBoard;
import org.hektor.sync.Reconciliation;
import org.hektor.sync.Scoresheet;

/**
 * The two boards and the two scoresheets (rules art. 1, 2.7, 2.8, 8.1): what the players write, the check of both
 * boards against each other, the record and the sheets, the arbiter's ruling on a divergence — the record, clocks and
 * scoresheets follow it at once, the boards when the players carry out their corrections.
 */
final class BoardsAndSheets {
    private final GameState game;

    BoardsAndSheets(GameState game) {
        this.game = game;
    }

    /** Rule 8.1: an entry on the player's scoresheet, as written. */
    Ruling write(Color player, String text) {
        if (Scoresheet.isEmptyEntry(text)) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.EMPTY_SCORESHEET_ENTRY));
        }
        game.changeSheet(player, sheet -> sheet.write(text));
        return Ruling.NOTHING;
    }

    /** "My scoresheet says …": the whole sheet read out in place of the one kept so far. */
    Ruling rewrite(Color player, List<String> entries) {
        if (entries.stream().anyMatch(Scoresheet::isEmptyEntry)) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.EMPTY_SCORESHEET_ENTRY));
        }
        game.changeSheet(player, sheet -> sheet.rewrite(entries));
        return Ruling.NOTHING;
    }

    Ruling check() {
        return Ruling.of(new ArbiterEvent.Checked(game.boards.check()));
    }

    /** The player carried out the corrections Hektor gave him. */
    Ruling follow(Color player) {
        List<Correction> steps = game.instructionsOf(player);
        if (steps.isEmpty()) {
            return new Ruling.Refused(Refusal.about(Refusal.Kind.NO_CORRECTIONS, player));
        }
        PlayerBoard b = game.boards.board(player).apply(steps);
        game.putBoard(player, b);
        game.carriedOut(player);
        return Ruling.of(new ArbiterEvent.Followed(player, b.placement()));
    }

    /** Rules 2.7, 2.8: the ruling on the boards, carried out at once for the record, the clocks and the sheets. */
    Ruling reconcile() {
        Reconciliation plan = game.boards.reconcile(game.clock == null ? List.of() : game.clock.history());
        if (plan instanceof Reconciliation.CorrectBoards || plan instanceof Reconciliation.Rewind) {
            int ply = plan.ply();
            Position target = game.boards.whiteSheet().positionAfter(ply).orElseThrow();
            if (ply <= game.record.ply() && game.record.positionAt(ply).equals(target)) {
                game.record.truncate(ply);
            } else {
                // Both sheets agree on moves the record lacks: the game follows the sheets (2.7).
                game.newRecord();
                for (int k = 1; k <= ply; k++) {
                    Position standing = game.boards.whiteSheet().standing().get(k);
                    if (standing != null) {
                        game.record.stand(plan.moves().get(k - 1), standing);
                    } else {
                        game.record.play(plan.moves().get(k - 1));
                    }
                }
            }
            if (plan instanceof Reconciliation.Rewind) {
                if (game.clock != null && ply <= game.clock.ply()) {
                    game.clock.rewindTo(ply); // rule 2.8: the arbiter readjusts the clocks
                }
                game.forgetFlags();
                for (Color c : Color.values()) {
                    game.changeSheet(c, sheet -> sheet.truncate(ply));
                }
            }
            game.boardsFollowRecord();
            game.instruct(plan.corrections());
            game.closeClaim();
            game.newTurn();
        }
        if (plan instanceof Reconciliation.CorrectScoresheets c) {
            // Rule 8.1: the game stands; a sheet's entries from where it departs from the game are struck out.
            c.from().forEach((color, from) ->
                    game.changeSheet(color, sheet -> sheet.strikeOutFrom(from)));
        }
        return Ruling.of(new ArbiterEvent.Reconciled(plan));
    }
}
