package org.hektor.speech.hearing.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.hektor.notation.Profile;
import org.hektor.speech.corpus.Condition;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.corpus.Tally;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project's floors for a learned voice (moves right clean, in pink noise at 20 and 10 dB, no wrong move, command
 * words right and never heard as another), on a small sample of the held-out benchmark (LearnedVoiceBench,
 * docs/measurements.md): two voices nobody tuned on — a German voice of espeak-ng ({@code de+m1}) and
 * Polish saying the German words — each learned from the script said once at 170 words a minute, then hearing moves
 * of random positions and every command word at other rates and pitches, through {@code hektor speaker learn --batch}
 * and {@code hektor listen --batch}: 12 moves per condition and every command word 6 times per condition. Measured
 * on 2026-12-05: moves 100 / 100 / 91.7 % (clean, 20 dB, 10 dB), commands 100 / 100 / 96 %. The share floors lie
 * three to six moves below that, as one move is 8 points of a dozen; a recogniser that asks or rejects most of what
 * it hears, or confuses words, fails them. No wrong move and no command heard as another are asserted as they are
 * (the project's floor).
 */
class LearnedVoiceFloorsTest {
    private static final List<String> VOICES = List.of("de+m1", "pl");
    /** Moves per voice and condition: two voices, so 12 moves a condition. */
    private static final int MOVES = 6;
    /** Not the benchmark's seed (25): other moves than those it reports. */
    private static final long SEED = 5;
    private static final double FLOOR_CLEAN = 0.75;
    private static final double FLOOR_20DB = 0.65;
    private static final double FLOOR_10DB = 0.45;
    private static final double FLOOR_COMMANDS = 0.85;

    @Test
    void heldOutVoicesMeetTheFloorsOnASample(@TempDir Path dir) throws Exception {
        Tally tally = LearnedVoiceBench.run(Profile.load("ibca"), VOICES,
                List.of(Condition.CLEAN, Condition.PINK_20DB, Condition.PINK_10DB), MOVES, SEED, dir, 2);
        String report = tally.report("learned voices, sample");
        System.out.println(report);
        assertEquals(List.of(), tally.outcomes().stream().filter(Tally.Outcome::harmful).toList(), report);
        Map<String, Tally.Counts> by = tally.by(o -> o.item().condition().key());
        assertTrue(by.get("clean").moveShare() >= FLOOR_CLEAN, report);
        assertTrue(by.get("pink-20db").moveShare() >= FLOOR_20DB, report);
        assertTrue(by.get("pink-10db").moveShare() >= FLOOR_10DB, report);
        assertTrue(by.get("clean").commandShare() >= FLOOR_COMMANDS, report);
        assertTrue(by.get("pink-20db").commandShare() >= FLOOR_COMMANDS, report);
    }
}
