package org.hektor.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One game of a PGN file: its tags in file order, the start position (the FEN tag's, else the initial one),
 * the comment before the first move, the main line with its variations, and the result
 * ("1-0", "0-1", "1/2-1/2" or "*").
 */
public record PgnGame(Map<String, String> tags, Position start, String comment, List<PgnMove> moves, String result) {
    /** The Seven Tag Roster, in the order PGN writes it first. */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    public static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        Objects.requireNonNull(start, "start");
        comment = comment == null ? "" : comment;
        moves = List.copyOf(moves);
        if (!RESULTS.contains(result)) {
            throw new IllegalArgumentException("'" + result + "' is not a PGN result; it is 1-0, 0-1, 1/2-1/2 or *.");
        }
    }

    /** A game record for export: the moves of {@code game} with the given tags and result. */
    public static PgnGame of(Game game, Map<String, String> tags, String result) {
        List<PgnMove> moves = new ArrayList<>();
        List<Move> played = game.moves();
        for (int ply = 0; ply < played.size(); ply++) {
            moves.add(PgnMove.of(game.positionAt(ply), played.get(ply)));
        }
        return new PgnGame(tags, game.startPosition(), "", moves, result);
    }

    /** A tag's value, or "" when the game does not have it. */
    public String tag(String name) {
        return tags.getOrDefault(name, "");
    }

    /** The moves of the main line. */
    public List<Move> mainline() {
        return moves.stream().map(PgnMove::move).toList();
    }

    /** The positions of the main line: the start, then the position after each move. */
    public List<Position> positions() {
        List<Position> list = new ArrayList<>(moves.size() + 1);
        Position p = start;
        list.add(p);
        for (PgnMove m : moves) {
            p = p.play(m.move());
            list.add(p);
        }
        return list;
    }

    /** The position at the end of the main line. */
    public Position finalPosition() {
        List<Position> all = positions();
        return all.get(all.size() - 1);
    }
}
