package org.hektor.review;

import java.util.List;
import java.util.Locale;
import org.hektor.chess.Color;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.Position;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Understanding;
import org.hektor.notation.Profile;
import org.hektor.words.Words;

/**
 * The review by voice: what the player said, as the line the dialogue answers. The review's own words ("next",
 * "better", "why", "play on", "stop", in the player's language) are heard beside everything a game hears in the
 * position at hand: a move (tried at a mistake, or played on), "position", "where" and a piece, "help".
 */
public final class ReviewHearing {
    /** The line for an utterance that held nothing the review knows: the dialogue says so (never silence). */
    public static final String NOT_UNDERSTOOD = "\u0000not understood";

    private static final List<String> KEYS = List.of("review.key.next", "review.key.back", "review.key.move.next",
            "review.key.move.back", "review.key.better", "review.key.why", "review.key.play", "review.key.stop", "review.key.progress");

    private final Words words;
    private final Understanding understanding;

    public ReviewHearing(Profile profile, Words words) {
        this.words = words;
        this.understanding = new Understanding(profile);
    }

    /** The review's own phrases, to be listened for beside a game's (lower case, as a grammar holds them). */
    public List<String> phrases() {
        return KEYS.stream().map(k -> words.say(k).toLowerCase(Locale.ROOT)).toList();
    }

    /** The dialogue's line for what was heard in {@code position} (hypotheses best first, in the profile's words). */
    public String line(Position position, List<Hypothesis> heard) {
        if (heard.isEmpty()) {
            return NOT_UNDERSTOOD;
        }
        String best = heard.get(0).text().strip().toLowerCase(Locale.ROOT);
        if (phrases().contains(best)) {
            return best;
        }
        Heard h = understanding.understand(position, heard);
        if (h instanceof Heard.Proposal p) {
            return p.move().uci();
        }
        if (h instanceof Heard.Command c) {
            if (c.word() == CommandWord.POSITION) {
                return "p";
            }
            if (c.word() == CommandWord.WHERE && c.piece().isPresent()) {
                return "w " + PieceLetters.ENGLISH.letter(c.piece().get(), Color.WHITE);
            }
            if (c.word() == CommandWord.HELP || c.word() == CommandWord.HELP_COMMANDS || c.word() == CommandWord.HELP_KEYS) {
                return "?";
            }
        }
        return NOT_UNDERSTOOD;
    }
}
