package org.hektor.notation;

/**
 * What {@link TalkWords} found in an utterance: a help, rate or verbosity command, none, or that the position decides.
 */
public sealed interface TalkWord {
    /** No help, rate or verbosity command: the utterance is the game's. */
    TalkWord NONE = new None();

    /** No help, rate or verbosity command: the utterance is the game's. */
    record None() implements TalkWord {
    }

    /** The utterance is this help, rate or verbosity command, in any position. */
    record Said(CommandWord word) implements TalkWord {
        public Said {
            if (!word.changesTheTalk()) {
                throw new IllegalArgumentException(word + " changes more than the talk.");
            }
        }
    }

    /**
     * A help, rate or verbosity word was heard beside words that may name a move: whether they name a legal one, and
     * so which reading wins, only the position tells ({@link Understanding#understand}).
     */
    record BesideAMovePhrase() implements TalkWord {
    }
}
