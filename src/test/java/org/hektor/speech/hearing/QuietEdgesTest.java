package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.corpus.Condition;
import org.hektor.speech.corpus.Voice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Speech that starts at its first sample (a file from another program, a live utterance the microphone began in the
 * middle of) is heard as well as speech with quiet around it: every recogniser input gets quiet edges first.
 */
class QuietEdgesTest {
    @TempDir
    Path work;

    @Test
    void wordsFromTheFirstToTheLastSampleGetQuietAtBothEnds() {
        Sound words = tone(500);
        Sound framed = QuietEdges.framed(words);
        assertEquals(300 + 500 + 300, framed.durationMillis());
        assertEquals(0, maxAbs(framed, 0, 300), "quiet before the words");
        assertEquals(0, maxAbs(framed, 800, 1100), "quiet after the words");
    }

    @Test
    void quietAlreadyThereIsKeptUpToASecondAndNothingIsAddedToIt() {
        Sound framed = QuietEdges.framed(Sound.silence(400).then(tone(500)).then(Sound.silence(3000)));
        assertEquals(400 + 500 + 1000, framed.durationMillis(), "400 ms kept as they are, 3 s of quiet cut to 1 s");
        Sound noisyRoom = QuietEdges.framed(tone(500).scaled(0.3).then(tone(500)));
        assertEquals(300 + 1000 + 300, noisyRoom.durationMillis(), "sound well above -40 dBFS is never cut");
    }

    /**
     * Measured on espeak-ng's Scottish voice (a tuning voice): these utterances, cut from their first to their last
     * loud sample, were not understood at all by Vosk as they were, and right with quiet around them.
     */
    @Test
    void utterancesThatStartAtTheirFirstSampleAreHeardRight() throws Exception {
        VoskModel model = VoskModel.load(VoskModel.DEFAULT_ENGLISH);
        try (VoskRecognizer r = new VoskRecognizer(model)) {
            PhraseGrammar grammar = PhraseGrammar.of("yes", "no", "cancel", "time", "repeat", "where knight",
                    "king foxtrot two", "king echo eight", "rook bravo three", "foxtrot two", "bravo three", "[unk]");
            for (String said : List.of("yes", "cancel", "king foxtrot two", "rook bravo three")) {
                Sound bare = Condition.bare(new Voice("en-gb-scotland+m3").speak(said, 190, work));
                List<Hypothesis> heard = r.recognize(bare, grammar).orElse(List.of());
                assertTrue(!heard.isEmpty() && heard.get(0).text().equals(said), said + " heard as " + heard);
            }
        } finally {
            model.close();
        }
    }

    private static Sound tone(int millis) {
        short[] s = new short[millis * Sound.SAMPLE_RATE / 1000];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) (8000 * Math.sin(2 * Math.PI * 440 * i / Sound.SAMPLE_RATE));
        }
        return Sound.ofSamples(s);
    }

    private static int maxAbs(Sound s, int fromMillis, int toMillis) {
        int max = 0;
        for (int i = fromMillis * 16; i < toMillis * 16; i++) {
            max = Math.max(max, Math.abs(s.sample(i)));
        }
        return max;
    }
}
