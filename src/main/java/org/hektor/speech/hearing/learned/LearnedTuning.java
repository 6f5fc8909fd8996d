package org.hektor.speech.hearing.learned;

/**
 * How a learned voice is cut from its takes, how an utterance becomes frames and how phrases are matched and chosen:
 * the values the benchmarks vary. A voice is learned and heard with one tuning ({@link LearnedVoice#of(java.util.List,
 * LearnedTuning)}); every game and command hears with {@link #SHIPPED}, and the tuning tools build their variants.
 * Each shipped value, with the measurement that chose it, is a constant beside the code that uses it.
 *
 * @param features how sound becomes the frames that are compared
 * @param matching how phrases are matched and one is chosen
 * @param effort   how much work is spent before and on a match
 */
public record LearnedTuning(Features features, Matching matching, Effort effort) {
    /** What Hektor ships: every player's voice is learned and heard with this. */
    public static final LearnedTuning SHIPPED = new LearnedTuning(
            new Features(Span.MIN_RISE_DB, Utterance.FLOOR, Utterance.VARIANCE, FrontEnd.LOUDNESS_WEIGHT,
                    FrontEnd.DELTA_WEIGHT),
            new Matching(PhraseMatch.QUIET_LOUD, LearnedRecognizer.COMMAND_MARGIN, LearnedRecognizer.FILLERS,
                    LearnedVoice.CONNECTED, LearnedVoice.SHORTENED, LearnedRecognizer.QUERY_WORD_MARGIN,
                    LearnedRecognizer.RANK_MARGIN),
            new Effort(LearnedRecognizer.WARM_UPS, Cores.OTHERS));

    /**
     * @param minRiseDb      the least rise over the room's floor that is speech ({@link Span#MIN_RISE_DB})
     * @param floor          power added to every band, relative to the speech's level ({@link Utterance#FLOOR})
     * @param variance       whether each dimension is divided by its spread over the utterance
     * @param loudnessWeight the weight of c0 against the spectral shape ({@link FrontEnd#LOUDNESS_WEIGHT})
     * @param deltaWeight    the weight of the deltas against the cepstra ({@link FrontEnd#DELTA_WEIGHT})
     */
    public record Features(double minRiseDb, double floor, boolean variance, double loudnessWeight,
                           double deltaWeight) {
    }

    /**
     * @param quietLoud     what quiet costs more per 10 dB a frame stands above the room ({@link PhraseMatch#QUIET_LOUD})
     * @param commandMargin the margin a command word alone needs ({@link LearnedRecognizer#COMMAND_MARGIN})
     * @param fillers       whether long phrases are matched with fillers and check words too ({@link FillerForms})
     * @param connected     whether words are also cut from the whole moves said ({@link LearnedVoice#CONNECTED});
     *                      false: templates of words said alone only
     * @param shortened     a word said alone also gets its template at this share of its length
     *                      ({@link LearnedVoice#SHORTENED}); 0: none
     * @param queryWordMargin how far behind in the one word they differ in another query must be for a query to stand
     *                      ({@link LearnedRecognizer#QUERY_WORD_MARGIN}); NaN: such a query judged as any other phrase
     * @param rankMargin    how close a rank word said alone ("drei") must come to a command word alone to hold it back
     *                      ({@link LearnedRecognizer#RANK_MARGIN}); the command margin: judged as any other phrase
     */
    public record Matching(double quietLoud, double commandMargin, boolean fillers, boolean connected,
                           double shortened, double queryWordMargin, double rankMargin) {
    }

    /**
     * @param warmUps how often the player's take is matched before the game ({@link LearnedRecognizer#WARM_UPS})
     * @param helpers at most this many other threads match beside the recognising one ({@link Cores#OTHERS}: the
     *                machine's other cores, at most three; 0 measures one thread's work alone)
     */
    public record Effort(int warmUps, int helpers) {
    }
}
