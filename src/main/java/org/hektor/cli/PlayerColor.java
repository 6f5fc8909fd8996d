package org.hektor.cli;

import java.util.random.RandomGenerator;
import org.hektor.chess.Color;
import org.hektor.notation.Choice;

/** The colour a player asks for with {@code play --color}: white, black, or one drawn at random. */
enum PlayerColor {
    WHITE, BLACK, RANDOM;

    static PlayerColor byName(String name) {
        return Choice.byName(PlayerColor.class, name, "colour");
    }

    Color draw(RandomGenerator random) {
        return switch (this) {
            case WHITE -> Color.WHITE;
            case BLACK -> Color.BLACK;
            case RANDOM -> random.nextBoolean() ? Color.WHITE : Color.BLACK;
        };
    }
}
