package org.hektor.speech.hearing;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.hektor.notation.Hypothesis;

/**
 * The player's voice or keyboard. Each utterance comes back as hypotheses, best first, for the notation
 * package's Understanding. The grammar is that of the current position, passed on every call because it
 * changes with every move.
 */
public interface Listener extends AutoCloseable {
    /**
     * Waits up to {@code timeout} for the next utterance. Empty when nothing came (timeout, or the input ended);
     * an empty list when something was heard but nothing in it could be a phrase of the grammar.
     */
    Optional<List<Hypothesis>> listen(PhraseGrammar grammar, Duration timeout) throws InterruptedException;

    @Override
    void close();
}
