package org.hektor.sync;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.ClockSnapshot;

/**
 * The plan {@link TwoBoards#reconcile} makes: data the session carries out and speaks. Same inputs, same plan.
 * {@link #ply()} is where the game stands once the plan is carried out, and {@link #moves()} the game record up
 * to there.
 */
public sealed interface Reconciliation {

    /**
     * The article the plan applies, as written in the arbiter's printed lines ("plan 2.7 …"): each plan knows its
     * own article, and nothing else writes it.
     */
    String rule();

    /** The ply the game stands at after the plan. */
    int ply();

    /** The moves of the game up to {@link #ply()}, as both scoresheets read them. */
    List<Move> moves();

    /**
     * The corrections for each board (by owner), empty for a board that is right; none for a plan that moves nothing
     * (the plans that touch only scoresheets, or nothing).
     */
    default Map<Color, List<Correction>> corrections() {
        return copy(Map.of());
    }

    /** Both boards show what both scoresheets say: nothing to do. */
    record InOrder(int ply, List<Move> moves) implements Reconciliation {
        public InOrder {
            moves = List.copyOf(moves);
        }

        @Override
        public String rule() {
            return "2.7";
        }
    }

    /**
     * A scoresheet lacks moves the game has: the sheets can be compared only when both are complete (rules 2.7
     * and 8.1: a player may reply before writing the opponent's move, so a sheet one move behind is normal).
     *
     * @param written how many entries each sheet has; the game has {@link #ply()}
     */
    record CompleteScoresheets(int ply, List<Move> moves, Map<Color, Integer> written) implements Reconciliation {
        public CompleteScoresheets {
            moves = List.copyOf(moves);
            written = Map.copyOf(written);
        }

        @Override
        public String rule() {
            return "8.1";
        }
    }

    /**
     * Both boards show the game, so it stands (rule 2.7 applies only when the positions on the boards differ), and a
     * scoresheet departs from it: rule 8.1, the sheet is corrected — its entries from the first that departs are
     * struck out, and the game's moves from there written again.
     *
     * @param from for each sheet that departs from the game, the first ply where it does
     */
    record CorrectScoresheets(int ply, List<Move> moves, Map<Color, Integer> from) implements Reconciliation {
        public CorrectScoresheets {
            moves = List.copyOf(moves);
            from = Map.copyOf(from);
        }

        @Override
        public String rule() {
            return "8.1";
        }
    }

    /**
     * Rule 2.7: the scoresheets agree, so each board that does not show their position is corrected to it by
     * its owner ("the player who wrote the move correctly but made it wrongly").
     */
    record CorrectBoards(int ply, List<Move> moves, Position position, Map<Color, List<Correction>> corrections)
            implements Reconciliation {
        public CorrectBoards {
            moves = List.copyOf(moves);
            corrections = copy(corrections);
        }

        @Override
        public String rule() {
            return "2.7";
        }
    }

    /**
     * Rule 2.8: the scoresheets differ, so the game goes back to the last ply where both agree: both boards are
     * set to that position and both clocks to their times after that ply.
     *
     * @param differingPly    the first ply where the sheets differ ({@code ply + 1})
     * @param entries         each sheet's entry at that ply (a sheet without one is absent)
     * @param sheetsOffRecord the sheets whose entry there is not the game record's move
     * @param clock           both clocks as they stood after {@code ply} (absent in a game without a clock)
     */
    record Rewind(int ply, List<Move> moves, Position position, Map<Color, List<Correction>> corrections,
                  int differingPly, Map<Color, Scoresheet.Entry> entries, Set<Color> sheetsOffRecord,
                  Optional<ClockSnapshot> clock)
            implements Reconciliation {
        public Rewind {
            moves = List.copyOf(moves);
            corrections = copy(corrections);
            entries = Map.copyOf(entries);
            sheetsOffRecord = Set.copyOf(sheetsOffRecord);
        }

        @Override
        public String rule() {
            return "2.8";
        }
    }

    /** Each board's corrections, an empty list for a board {@code corrections} has none for. */
    private static Map<Color, List<Correction>> copy(Map<Color, List<Correction>> corrections) {
        Map<Color, List<Correction>> m = new EnumMap<>(Color.class);
        for (Color c : Color.values()) {
            m.put(c, List.copyOf(corrections.getOrDefault(c, List.of())));
        }
        return Collections.unmodifiableMap(m);
    }
}
