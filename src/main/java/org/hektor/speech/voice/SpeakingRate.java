package org.hektor.speech.voice;

/**
 * How fast a voice speaks, in words per minute. 80 to 450: blind players listen to their screen readers at 300 and
 * more; espeak-ng itself speaks no slower than 80 and no faster than 450.
 */
public record SpeakingRate(int wordsPerMinute) {
    public static final int MIN = 80;
    public static final int MAX = 450;

    public SpeakingRate {
        if (wordsPerMinute < MIN || wordsPerMinute > MAX) {
            throw new IllegalArgumentException("The speaking rate is " + MIN + " to " + MAX
                    + " words per minute, not " + wordsPerMinute + ".");
        }
    }
}
