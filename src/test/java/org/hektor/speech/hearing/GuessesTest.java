package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hektor.speech.audio.Sound;
import org.junit.jupiter.api.Test;

/** A guess at an utterance's end is worth something only while nothing more is said. */
class GuessesTest {
    private static EndPointer.Found guess(int number) {
        return new EndPointer.Found(Sound.silence(400), false, number, false);
    }

    @Test
    void aGuessIsDroppedWhenSpeechGoesOnAndCannotBeAnsweredThen() {
        Guesses guesses = new Guesses();
        EndPointer.Found first = guess(1);
        guesses.guessed(first);
        assertTrue(guesses.stands(first));
        guesses.speech(1);                        // the player went on: "Springer" ... "Gustav eins"
        assertFalse(guesses.stands(first));
        assertFalse(guesses.answer(first), "what he said before going on is not answered");
        assertFalse(guesses.answered(1));
        EndPointer.Found second = guess(1);      // the next pause in the same utterance
        guesses.guessed(second);
        assertFalse(guesses.stands(first), "only the latest guess counts");
        assertTrue(guesses.answer(second));
        assertTrue(guesses.answered(1));
    }

    @Test
    void anAnsweredGuessStaysAnsweredAndSpeechOfAnotherUtteranceLeavesAGuessStanding() {
        Guesses guesses = new Guesses();
        EndPointer.Found g = guess(3);
        guesses.guessed(g);
        guesses.speech(2);                        // a frame of the utterance before: not this one's
        assertTrue(guesses.answer(g));
        guesses.speech(3);                        // after the answer: the reading thread starts a new utterance
        assertTrue(guesses.answered(3));
        assertFalse(guesses.answered(4));
    }
}
