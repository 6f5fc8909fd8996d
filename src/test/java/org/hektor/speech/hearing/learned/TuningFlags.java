package org.hektor.speech.hearing.learned;

/**
 * Tuning aid: the learned voice's tuning for the tuning tools (TuneLearned, CommandMisses, SafetyDump, DiagnoseLearned,
 * DebugLearned, LearnedLatencyBench), each value from its system property {@code hektor.learned.NAME} when given and
 * as shipped otherwise: minrise, floor, variance, c0, delta, quietloud, commandMargin, fillers, alone (true: words
 * said alone only), shortened, queryWord (NaN: off), rankMargin (3: off), warmups, helpers.
 */
final class TuningFlags {
    private TuningFlags() {
    }

    static LearnedTuning read() {
        LearnedTuning.Features f = LearnedTuning.SHIPPED.features();
        LearnedTuning.Matching m = LearnedTuning.SHIPPED.matching();
        LearnedTuning.Effort e = LearnedTuning.SHIPPED.effort();
        return new LearnedTuning(
                new LearnedTuning.Features(number("minrise", f.minRiseDb()), number("floor", f.floor()),
                        flag("variance", f.variance()), number("c0", f.loudnessWeight()), number("delta", f.deltaWeight())),
                new LearnedTuning.Matching(number("quietloud", m.quietLoud()), number("commandMargin", m.commandMargin()),
                        flag("fillers", m.fillers()), !flag("alone", !m.connected()),
                        number("shortened", m.shortened()), number("queryWord", m.queryWordMargin()),
                        number("rankMargin", m.rankMargin())),
                new LearnedTuning.Effort(Integer.getInteger("hektor.learned.warmups", e.warmUps()),
                        Integer.getInteger("hektor.learned.helpers", e.helpers())));
    }

    private static double number(String name, double shipped) {
        String given = System.getProperty("hektor.learned." + name);
        return given == null ? shipped : Double.parseDouble(given);
    }

    private static boolean flag(String name, boolean shipped) {
        String given = System.getProperty("hektor.learned." + name);
        return given == null ? shipped : Boolean.parseBoolean(given);
    }
}
