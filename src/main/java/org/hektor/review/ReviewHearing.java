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
    /** The lines for a yes and a no said (the game's confirmation and correction words, rule 2.6). */
    public static final String YES = "\u0000yes";
    public static final String NO = "\u0000no";

    /** An answer to a yes-or-no question. */
    public enum Answer { YES, NO, OTHER }

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

    /**
     * A line typed or said as the answer to a yes-or-no question: Enter, y, j or the profile's confirmation word is yes;
     * n, q or its correction word is no.
     */
    public Answer answer(String line) {
        String t = line.strip().toLowerCase(Locale.ROOT);
        if (t.equals("y") || t.equals("j")) {
            return Answer.YES;
        }
        return t.equals("n") || t.equals("q") ? Answer.NO : readBackAnswer(line);
    }

    /**
     * A line as the answer to a move read back, as a game takes it (contract §3): Enter or the profile's confirmation
     * word, said or typed, is yes; its correction word is no. The single letters are the review's keys here (y why, n
     * next, q end), not answers.
     */
    public Answer readBackAnswer(String line) {
        String t = line.strip().toLowerCase(Locale.ROOT);
        if (line.equals(YES) || t.isEmpty()) {
            return Answer.YES;
        }
        if (line.equals(NO)) {
            return Answer.NO;
        }
        Heard h = understanding.understand(Position.initial(), List.of(Hypothesis.of(t)));
        if (h instanceof Heard.Command c && c.word() == CommandWord.CONFIRM) {
            return Answer.YES;
        }
        return h instanceof Heard.Command c && c.word() == CommandWord.CORRECTION ? Answer.NO : Answer.OTHER;
    }

    /** A line typed in {@code position} as a game reads it: a move in UCI, in SAN of either letter set, or in words. */
    public Heard understand(Position position, String line) {
        return understanding.understand(position, line);
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
            if (c.word() == CommandWord.CONFIRM) {
                return YES;
            }
            if (c.word() == CommandWord.CORRECTION) {
                return NO;
            }
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
