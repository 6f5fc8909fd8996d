package org.hektor.review;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
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
 * position at hand: a move (tried at a mistake, or played on), "position", "where" and a piece, "what" and a square,
 * "help".
 */
public final class ReviewHearing {
    /** The line for an utterance that held nothing the review knows: the dialogue says so (never silence). */
    public static final String NOT_UNDERSTOOD = "\u0000not understood";
    /** The lines for a yes and a no said (the game's confirmation and correction words, rule 2.6). */
    public static final String YES = "\u0000yes";
    public static final String NO = "\u0000no";
    /** The line for "where" and a piece said ("Wo Bauer": pawns too, which have no key letter), its type after it. */
    public static final String WHERE = "\u0000where ";
    /** The line for "what" and a square said ("Was Eva vier"), the square in algebraic notation after it. */
    public static final String WHAT = "\u0000what ";

    /** An answer to a yes-or-no question. */
    public enum Answer { YES, NO, OTHER }

    /** Whether {@code line} is one of the lines above, what was said, rather than what was typed. */
    public static boolean isHeard(String line) {
        return line.startsWith("\u0000");
    }

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
        return key(h).orElse(NOT_UNDERSTOOD);
    }

    /**
     * A typed line that asks what a game's words ask, typed as said ("Stellung", "Wo Springer", "Was Eva vier",
     * "Hilfe"), as the dialogue's line for it; empty for anything else (a move is the dialogue's to read).
     */
    public Optional<String> typed(Position position, String line) {
        Heard h = understanding.understand(position, line);
        return h instanceof Heard.Command c && c.word() != CommandWord.CONFIRM && c.word() != CommandWord.CORRECTION
                ? key(h) : Optional.empty();
    }

    /** The dialogue's line for a command of a game's words the review answers too; empty for the others. */
    private static Optional<String> key(Heard h) {
        if (!(h instanceof Heard.Command c)) {
            return Optional.empty();
        }
        return Optional.ofNullable(switch (c.word()) {
            case CONFIRM -> YES;
            case CORRECTION -> NO;
            case POSITION -> "p";
            case WHERE -> c.piece().map(t -> WHERE + t.name()).orElse(null);
            case WHAT -> c.square().map(sq -> WHAT + sq.name()).orElse(null);
            case HELP, HELP_COMMANDS, HELP_KEYS, HELP_POSITION -> "?";
            default -> null;
        });
    }
}
