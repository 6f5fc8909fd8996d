package org.hektor.speech.hearing.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A learned voice is learned and heard with the tuning its maker gives it: Hektor's own with the shipped one, a tuning
 * tool's variant with its own (here words said alone only: no word is cut from the whole move).
 */
class LearnedTuningTest {
    @Test
    void aVoiceIsLearnedWithTheTuningItIsGiven(@TempDir Path dir) throws Exception {
        List<Take> takes = new ArrayList<>();
        for (String said : List.of("Springer", "Felix", "drei", "Springer Felix drei")) {
            takes.add(new Take(said, Sound.silence(200).then(LearnedVoiceBench.speak("de+m3", said, 170, 50, dir))
                    .then(Sound.silence(300))));
        }
        LearnedVoice shipped = LearnedVoice.of(takes);
        assertSame(LearnedTuning.SHIPPED, shipped.tuning());
        assertTrue(shipped.templateCount() > 3, "the move's words are cut from it too: " + shipped.counts());

        LearnedTuning.Matching m = LearnedTuning.SHIPPED.matching();
        LearnedTuning alone = new LearnedTuning(LearnedTuning.SHIPPED.features(),
                new LearnedTuning.Matching(m.quietLoud(), m.commandMargin(), m.fillers(), false, 0, m.queryWordMargin(),
                        m.rankMargin()),
                LearnedTuning.SHIPPED.effort());
        LearnedVoice wordsAlone = LearnedVoice.of(takes, alone);
        assertSame(alone, wordsAlone.tuning());
        assertEquals(3, wordsAlone.templateCount(), wordsAlone.counts().toString());
    }
}
