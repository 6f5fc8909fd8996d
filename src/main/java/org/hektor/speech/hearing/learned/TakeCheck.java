package org.hektor.speech.hearing.learned;

import java.util.List;
import java.util.Optional;
import org.hektor.speech.audio.Sound;

/**
 * Whether a take heard by ear is good enough to teach a voice, or why it is asked again: a template made of a take
 * that is too quiet, clipped, cut off or of other words than the prompt's would be heard as the player for every
 * game to come.
 */
public final class TakeCheck {
    /** Why a take is asked again. */
    public enum Problem {
        TOO_QUIET, CLIPPED, CUT_OFF, UNLIKE
    }

    /** Peak below this (about -30 dBFS): too quiet to tell the words from the room. */
    static final int MIN_PEAK = 1_000;
    /** This near full scale is the limit of the sound card... */
    static final int RAIL = 32_000;
    /** ...and this many samples there are a clipped take (one or two are a loud but whole one). */
    static final int MAX_AT_RAIL = 16;
    /** An edge frame this loud, next to the loudest frame's level: the words go on beyond the take. */
    static final double EDGE_SHARE = 0.25;
    static final int EDGE_MILLIS = 20;
    /**
     * A word said twice lasts about as long both times, a phrase about as long as its words said alone one after
     * another (espeak-ng at one rate: 0.78 to 0.92 of their sum, over the script's phrases; from 130 to 215 words a
     * minute 1.65 times more or less); a take this much longer or shorter is other words, or a phrase cut at a pause.
     */
    static final double MAX_LENGTH_RATIO = 1.8;

    private TakeCheck() {
    }

    /**
     * The take's problem, if it has one; {@code before}: what it should last as long as, together: the player's
     * takes of a phrase's words said alone, or his earlier take of the same word; none when there is nothing of his
     * yet to compare with (a word said the first time).
     */
    public static Optional<Problem> problem(Sound take, boolean cutOff, List<Sound> before) {
        if (take.peak() < MIN_PEAK) {
            return Optional.of(Problem.TOO_QUIET);
        }
        if (atRail(take) > MAX_AT_RAIL) {
            return Optional.of(Problem.CLIPPED);
        }
        if (cutOff || loudEdge(take)) {
            return Optional.of(Problem.CUT_OFF);
        }
        if (before.isEmpty()) {
            return Optional.empty();
        }
        double ratio = (double) Math.max(speechFrames(take), 1)
                / Math.max(before.stream().mapToInt(TakeCheck::speechFrames).sum(), 1);
        return ratio > MAX_LENGTH_RATIO || ratio < 1 / MAX_LENGTH_RATIO ? Optional.of(Problem.UNLIKE)
                : Optional.empty();
    }

    private static int atRail(Sound s) {
        int n = 0;
        for (int i = 0; i < s.sampleCount(); i++) {
            n += Math.abs(s.sample(i)) >= RAIL ? 1 : 0;
        }
        return n;
    }

    /** The first or last 20 ms is loud: the player spoke before the take began or after it ended. */
    private static boolean loudEdge(Sound s) {
        int edge = Sound.SAMPLE_RATE * EDGE_MILLIS / 1000;
        if (s.sampleCount() < 4 * edge) {
            return true;
        }
        double loudest = 0;
        for (int i = 0; i + edge <= s.sampleCount(); i += edge) {
            loudest = Math.max(loudest, rms(s, i, edge));
        }
        return rms(s, 0, edge) > EDGE_SHARE * loudest || rms(s, s.sampleCount() - edge, edge) > EDGE_SHARE * loudest;
    }

    private static double rms(Sound s, int from, int n) {
        double sum = 0;
        for (int i = from; i < from + n; i++) {
            sum += (double) s.sample(i) * s.sample(i);
        }
        return Math.sqrt(sum / n);
    }

    private static int speechFrames(Sound s) {
        Span span = Span.of(FrontEnd.melPower(s), LearnedTuning.SHIPPED.features().minRiseDb());
        return span.end() - span.start();
    }
}
