package org.hektor.words;

/**
 * The one sentence said when a UCI engine fails during a game and Hektor's own engine plays on
 * ({@code engine.FallbackOpponent} reports why; the engine package knows no words).
 */
public final class EngineFallback {
    private EngineFallback() {
    }

    /**
     * "The engine X stopped during the UCI handshake (exit status 1), so Hektor's own engine takes over."
     *
     * @param why the UCI client's own sentence of the failure (English, the protocol's), or blank when there is none
     */
    public static String say(Words words, String why) {
        String sentence = why == null || why.isBlank() ? words.say("session.engine.stopped") : why.strip();
        if (sentence.endsWith(".")) {
            sentence = sentence.substring(0, sentence.length() - 1);
        }
        return words.say("session.engine.takes.over", "why", sentence);
    }
}
