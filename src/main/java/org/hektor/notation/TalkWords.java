package org.hektor.notation;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.hektor.chess.Position;

/**
 * Help, rate and verbosity ({@link CommandWord#changesTheTalk}) in the profile's words, found without a position:
 * they change how Hektor talks, never the game, so the console answers them itself, at any time. Where no hypothesis
 * may name a move (a move phrase, typed SAN or UCI), the answer is the one {@link Understanding} gives in every
 * position: the same reading of each hypothesis, the same order (section 3) and the same margins. Beside such a
 * hypothesis only the position tells whether it names a legal move, and the answer says so instead of guessing.
 */
public final class TalkWords {
    private final Understanding understanding;

    public TalkWords(Understanding understanding) {
        this.understanding = understanding;
    }

    /** The n-best list, best first, or one typed line as {@link Hypothesis#of(String)}. */
    public TalkWord heard(List<Hypothesis> hypotheses) {
        return heard(understanding.read(hypotheses));
    }

    /** {@link #heard(List)} of hypotheses already read: nothing is read again. */
    public TalkWord heard(Readings read) {
        List<Hypothesis> hypotheses = read.hypotheses();
        List<Reading> readings = read.readings();
        if (readings.stream().noneMatch(TalkWords::isTalk)) {
            return TalkWord.NONE;
        }
        for (int i = 0; i < readings.size(); i++) {
            // what was no phrase of the grammar names no move in any position
            if (!hypotheses.get(i).isNoPhrase() && Understanding.mayNameAMove(readings.get(i))) {
                return new TalkWord.BesideAMovePhrase();
            }
        }
        // no hypothesis names a move: the first command that counts is the answer, if it beats its rivals
        for (int i = 0; i < readings.size(); i++) {
            if (readings.get(i) instanceof Reading.Spoken spoken && Understanding.counts(i, spoken.command())) {
                boolean clear = !Understanding.weighed(hypotheses) || understanding.beatsItsRivals(hypotheses,
                        readings, spoken.command(), (reading, text) -> false);
                return isTalk(spoken) && clear ? new TalkWord.Said(spoken.command().word()) : TalkWord.NONE;
            }
        }
        return TalkWord.NONE;
    }

    /**
     * The help, rate or verbosity command an utterance already read is, if it is one; the position is asked for only
     * when such a word was heard beside words that may name a move, where whether they name a legal one decides.
     */
    public Optional<CommandWord> command(Readings read, Supplier<Position> position) {
        TalkWord heard = heard(read);
        if (heard instanceof TalkWord.Said said) {
            return Optional.of(said.word());
        }
        if (heard instanceof TalkWord.BesideAMovePhrase
                && understanding.understand(position.get(), read) instanceof Heard.Command c
                && c.word().changesTheTalk()) {
            return Optional.of(c.word());
        }
        return Optional.empty();
    }

    private static boolean isTalk(Reading reading) {
        return reading instanceof Reading.Spoken spoken && spoken.command().word().changesTheTalk();
    }
}
