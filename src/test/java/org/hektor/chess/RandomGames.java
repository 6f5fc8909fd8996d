package org.hektor.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded random games: a steady supply of ordinary, odd and late positions for property tests. */
public final class RandomGames {
    private RandomGames() {
    }

    /** The positions of one random game of at most {@code maxPlies} plies, start position included. */
    public static List<Position> positions(long seed, int maxPlies) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>();
        Position p = Position.initial();
        positions.add(p);
        for (int ply = 0; ply < maxPlies; ply++) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            // Prefer captures and promotions now and then, so games reach endgames and odd corners.
            Move m = moves.get(random.nextInt(moves.size()));
            if (random.nextInt(3) == 0) {
                for (Move candidate : moves) {
                    if (p.isCapture(candidate) || candidate.isPromotion()) {
                        m = candidate;
                        break;
                    }
                }
            }
            p = p.play(m);
            positions.add(p);
        }
        return positions;
    }

    /** Positions from many random games, {@code count} in all. */
    public static List<Position> sample(long seed, int count) {
        List<Position> all = new ArrayList<>();
        Random random = new Random(seed);
        while (all.size() < count) {
            for (Position p : positions(random.nextLong(), 40 + random.nextInt(200))) {
                if (all.size() < count) {
                    all.add(p);
                }
            }
        }
        return all;
    }
}
