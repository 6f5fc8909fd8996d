package org.hektor.speech.hearing;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.Optional;
import org.hektor.speech.audio.Sound;

/**
 * Finds where utterances begin and end in the microphone's sound, 20 ms at a time, by loudness over a noise floor
 * that follows the room. An utterance is handed on whole: with the 300 ms before its first loud frame (the soft
 * start of a word) and the quiet that ended it, so the recogniser hears it exactly as it would hear a recording.
 * The microphone is read by one thread that does nothing else, so utterances that follow each other quickly are
 * all found, however long recognition takes.
 */
final class EndPointer {
    static final int FRAME_MILLIS = 20;
    static final int FRAME_BYTES = Sound.SAMPLE_RATE * FRAME_MILLIS / 1000 * 2;
    /** Kept before the first loud frame. */
    static final int PRE_ROLL_MILLIS = 300;
    /**
     * This much quiet ends an utterance. Shorter answers sooner but cuts a word-by-word speaker in two; chosen by
     * measuring live games by voice.
     */
    static final int HANGOVER_MILLIS = 400;
    /**
     * After this much quiet the utterance so far is handed on as a guess ({@link Found#complete()} false): a
     * recogniser that can tell a finished phrase may answer it without waiting out the hangover, and any other answer
     * is ready when the hangover ends. Below the pause after a word, above the gap inside one (a stop's closure).
     */
    static final int GUESS_MILLIS = 140;
    /** Less loud sound than this is a click or a knock, not words. */
    static final int MIN_VOICED_MILLIS = 100;
    /** An utterance is cut here (nobody says a move for this long; a noise that never ends is not an utterance). */
    static final int MAX_MILLIS = 10_000;
    /** Loud means this many times the noise floor (about 12 dB)... */
    static final double OVER_FLOOR = 4.0;
    /** ...and at least this RMS (about -40 dBFS): a silent room's floor is near zero. */
    static final double MIN_LOUD = 330;

    private final ArrayDeque<byte[]> preRoll = new ArrayDeque<>();
    private final ByteArrayOutputStream utterance = new ByteArrayOutputStream();
    private double floor = 100;
    private boolean inUtterance;
    private int voicedFrames;
    private int quietFrames;
    private int frames;

    /**
     * One utterance and whether most of its loud frames came while {@code flag} was true (Hektor spoke).
     *
     * @param number   counts the utterances: a guess and the end that follows it carry the same number
     * @param complete false for a guess: the utterance so far, which speech may yet go on
     */
    record Found(Sound sound, boolean flagged, int number, boolean complete) {
        Found(Sound sound, boolean flagged) {
            this(sound, flagged, 0, true);
        }
    }

    private int flaggedFrames;
    private int number;

    /**
     * Takes one 20 ms frame; returns the utterance it ends, if any. {@code flag} (Hektor is speaking) is counted over
     * the utterance's loud frames: an utterance is flagged when most of its words came while Hektor spoke (his own
     * voice, or the player talking over him), not when Hektor merely started or ended during it (a "yes" said the
     * moment his read-back ends, while the sound card still drains, is the player's).
     */
    Optional<Found> accept(byte[] frame, int length, boolean flag) {
        double rms = new Sound(java.util.Arrays.copyOf(frame, length & ~1)).rms();
        boolean loud = rms > Math.max(MIN_LOUD, floor * OVER_FLOOR);
        follow(rms, loud);
        if (!inUtterance) {
            preRoll.addLast(java.util.Arrays.copyOf(frame, length));
            if (preRoll.size() > PRE_ROLL_MILLIS / FRAME_MILLIS) {
                preRoll.removeFirst();
            }
            if (loud) {
                inUtterance = true;
                number++;
                preRoll.forEach(f -> utterance.write(f, 0, f.length));
                preRoll.clear();
                voicedFrames = 1;
                quietFrames = 0;
                frames = 1;
                flaggedFrames = flag ? 1 : 0;
            }
            return Optional.empty();
        }
        utterance.write(frame, 0, length);
        frames++;
        if (loud) {
            voicedFrames++;
            quietFrames = 0;
            flaggedFrames += flag ? 1 : 0;
        } else {
            quietFrames++;
        }
        if (quietFrames * FRAME_MILLIS >= HANGOVER_MILLIS || frames * FRAME_MILLIS >= MAX_MILLIS) {
            return end();
        }
        if (quietFrames * FRAME_MILLIS == GUESS_MILLIS && voicedFrames * FRAME_MILLIS >= MIN_VOICED_MILLIS) {
            return Optional.of(new Found(soFar(), isFlagged(), number, false));
        }
        return Optional.empty();
    }

    /** How long it has been quiet in the utterance under way (0 right after a loud frame). */
    int quietMillis() {
        return quietFrames * FRAME_MILLIS;
    }

    /** The number of the utterance under way (or the last one). */
    int number() {
        return number;
    }

    /**
     * Forgets the utterance under way: it was answered from its guess, and everything since was quiet. What is said
     * next is a new utterance.
     */
    void drop() {
        inUtterance = false;
        utterance.reset();
    }

    /**
     * The utterance as it will be if the quiet goes on to the end of the hangover: its last frame (the room, the
     * furthest from the word's fading end) repeated to the hangover's length, so the recogniser measures the room
     * and the speech as it will in the whole utterance.
     */
    private Sound soFar() {
        byte[] pcm = utterance.toByteArray();
        int last = Math.min(pcm.length, FRAME_BYTES) & ~1;
        int missing = (HANGOVER_MILLIS / FRAME_MILLIS - quietFrames) * FRAME_BYTES;
        byte[] out = java.util.Arrays.copyOf(pcm, pcm.length + missing);
        for (int i = 0; i < missing; i++) {
            out[pcm.length + i] = pcm[pcm.length - last + i % last];
        }
        return new Sound(out);
    }

    private boolean isFlagged() {
        return 2 * flaggedFrames > voicedFrames;
    }

    /** The microphone ended: an utterance under way is complete. */
    Optional<Found> flush() {
        return inUtterance ? end() : Optional.empty();
    }

    boolean inUtterance() {
        return inUtterance;
    }

    /** How much loud sound the utterance under way holds so far (0 between utterances). */
    int voicedMillis() {
        return inUtterance ? voicedFrames * FRAME_MILLIS : 0;
    }

    private Optional<Found> end() {
        inUtterance = false;
        Sound sound = new Sound(utterance.toByteArray());
        utterance.reset();
        if (voicedFrames * FRAME_MILLIS < MIN_VOICED_MILLIS) {
            return Optional.empty();
        }
        return Optional.of(new Found(sound, isFlagged(), number, true));
    }

    /**
     * The floor falls quickly to a quieter room and rises slowly to a louder one: in quiet about 2.7 times a second,
     * under loud sound 1.3 times a second (words last too little to lift it much; a noise that stays is learnt).
     */
    private void follow(double rms, boolean loud) {
        if (rms < floor) {
            floor = 0.8 * floor + 0.2 * Math.max(rms, 1);
        } else {
            floor = Math.min(floor * (loud ? 1.005 : 1.02), rms);
        }
    }
}
