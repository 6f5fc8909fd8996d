package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/**
 * The game record as the arbiter keeps it: one {@link Game} while every move is legal, and a new one starting
 * from the position an illegal move left when that move stands (rapid and blitz: the opponent moved without
 * claiming it, B6 / 17.3.2). Plies count across all of them, as the clock and the scoresheets do.
 * Repetitions (9.2) are counted within the current game only: no position before a standing illegal move can
 * be reached again by the same series of legal moves. Mutable; owned by the {@link Arbiter}.
 */
final class Segments {
    private final Game.AutomaticDraws laws;
    private final List<Game> games = new ArrayList<>();
    /** The ply at which each game starts. */
    private final List<Integer> starts = new ArrayList<>();
    /** The standing illegal move that starts each game after the first, as its from and to squares. */
    private final List<Move> standingMoves = new ArrayList<>();

    Segments(Position start, Game.AutomaticDraws laws) {
        this.laws = laws;
        games.add(new Game(start, laws));
        starts.add(0);
    }

    /** The current game, whose repetitions and endings count now. */
    Game game() {
        return games.get(games.size() - 1);
    }

    Position position() {
        return game().position();
    }

    int ply() {
        return starts.get(starts.size() - 1) + game().ply();
    }

    /**
     * The position after each ply, index 0 the start of the whole game. A later game starts with the position its
     * standing illegal move left, the position after that move's ply.
     */
    List<Position> positions() {
        List<Position> all = new ArrayList<>();
        for (Game g : games) {
            for (int k = 0; k <= g.ply(); k++) {
                all.add(g.positionAt(k));
            }
        }
        return all;
    }

    Position positionAt(int ply) {
        return positions().get(ply);
    }

    /** The move of each ply: a standing illegal move as the squares its piece went from and to. */
    List<Move> moves() {
        List<Move> all = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            if (i > 0) {
                all.add(standingMoves.get(i - 1));
            }
            all.addAll(games.get(i).moves());
        }
        return all;
    }

    /** The SAN of each ply; a standing illegal move, which has none, in UCI. */
    List<String> sans() {
        List<String> all = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            if (i > 0) {
                all.add(standingMoves.get(i - 1).uci());
            }
            all.addAll(games.get(i).sanMoves());
        }
        return all;
    }

    void play(Move move) {
        game().play(move);
    }

    /** An illegal move stands: the game goes on from the position it left. */
    void stand(Move move, Position after) {
        int ply = ply() + 1;
        games.add(new Game(after, laws));
        starts.add(ply);
        standingMoves.add(move);
    }

    /** Back to the position after {@code ply} (rules 2.8, 7.4.1). */
    void truncate(int ply) {
        while (starts.get(starts.size() - 1) > ply) {
            games.remove(games.size() - 1);
            starts.remove(starts.size() - 1);
            standingMoves.remove(standingMoves.size() - 1);
        }
        game().truncate(ply - starts.get(starts.size() - 1));
    }

    /** Is {@code ply} a standing illegal move (the start of a later game)? */
    boolean isStanding(int ply) {
        return ply > 0 && starts.contains(ply);
    }
}
