package org.hektor.store;

import java.nio.file.Path;
import java.util.Optional;
import org.hektor.session.State;
import org.hektor.words.Words;

/**
 * What the player is told when his game goes on from a damaged journal: where the damage was, how many
 * half-moves were recovered, from which move the game goes on, and where the damaged file is kept.
 */
public final class Recovery {
    private Recovery() {
    }

    /** The sentence for a game rebuilt to {@code game} from {@code contents}; empty when the journal was whole. */
    public static Optional<String> sentence(Journal.Contents contents, State game, Optional<Path> kept, Words words) {
        return contents.damage().map(d -> words.say("session.journal.recovered",
                "record", words.number(d.line() - 1),             // the header is record 0, on line 1
                "count", words.number(game.ply()),
                "move", words.number(game.position().fullmoveNumber()),
                "kept", kept.map(Path::getFileName).map(Path::toString).orElse("?")));
    }
}
