package org.hektor.speech.hearing;

/**
 * The latest guess at an utterance's end ({@link EndPointer#GUESS_MILLIS} of quiet), shared by the thread that reads
 * the microphone and the one that recognises: speech that goes on after the guess makes it worthless, and an answer
 * given from it ends the utterance. Both are decided under one lock, so a move is never answered when the player
 * went on speaking before the answer was given.
 */
final class Guesses {
    private EndPointer.Found latest;
    private boolean resumed;
    private boolean answered;

    /** The reading thread made {@code guess}; it replaces any before it. */
    synchronized void guessed(EndPointer.Found guess) {
        latest = guess;
        resumed = false;
        answered = false;
    }

    /** The reading thread heard a loud frame in utterance {@code number}. */
    synchronized void speech(int number) {
        if (latest != null && latest.number() == number && !answered) {
            resumed = true;
        }
    }

    /** Whether {@code guess} is still the whole utterance as far as anyone knows: the latest, nothing said since. */
    synchronized boolean stands(EndPointer.Found guess) {
        return guess == latest && !resumed;
    }

    /** Takes {@code guess}'s answer as the utterance's, unless speech went on since; whether it was taken. */
    synchronized boolean answer(EndPointer.Found guess) {
        answered = stands(guess);
        return answered;
    }

    /** Whether utterance {@code number} was answered from a guess (what follows it is not the same utterance). */
    synchronized boolean answered(int number) {
        return answered && latest.number() == number;
    }
}
