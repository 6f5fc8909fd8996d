package org.hektor.speech.hearing;

import java.util.List;
import java.util.Optional;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.Sound;

/**
 * The one seam between sound and words: one whole utterance and what may be heard in it → the hypotheses, best
 * first, in the grammar's words. {@code hektor listen --wav}, the hear-server behind a live game and every
 * benchmark go through it, so the live path hears what the file path hears by construction; the engine behind it
 * (Vosk with a grammar today) can be replaced without touching them.
 */
public interface SpeechRecognizer extends AutoCloseable {
    /**
     * Empty when nothing was heard in it (silence, noise the engine drops); an empty list when something was heard
     * but nothing in it could be a phrase of {@code grammar}.
     */
    Optional<List<Hypothesis>> recognize(Sound utterance, PhraseGrammar grammar);

    /**
     * Called once before the first utterance, while Hektor still says the game's first sentences, so the player's
     * first move is heard as quickly as the next ones. Nothing by default.
     */
    default void warmUp(PhraseGrammar grammar) {
    }

    /**
     * What was heard in the utterance so far, after a short quiet (a guess at its end, {@code LiveHearing}), and
     * whether the player has finished it, so it may be answered before the end-pointer's hangover is over. Empty
     * when the recogniser does not guess (the default: the hear-server's Vosk hears each utterance once, at its end;
     * a second recognition pays only when one is quick and in this process).
     */
    default Optional<Guessed> guess(Sound soFar, PhraseGrammar grammar) {
        return Optional.empty();
    }

    /** A guess's hypotheses (as {@link #recognize}) and whether the player has said all he will. */
    record Guessed(Optional<List<Hypothesis>> heard, boolean finished) {
    }

    @Override
    void close();
}
