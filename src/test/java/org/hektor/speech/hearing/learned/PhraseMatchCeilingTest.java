package org.hektor.speech.hearing.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.hearing.PhraseGrammar;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ceiling on a match changes no cost that matters: every phrase that costs no more than the ceiling costs exactly
 * what it costs without one, and every dearer phrase comes out dearer than the ceiling. espeak-ng's de+m3 learned
 * from the script, moves and commands said at another rate, every phrase of the starting position; the ceiling at
 * the third-best phrase's cost, so it cuts among the phrases close to the best, where a bound that is too high
 * would drop a path it must keep.
 */
class PhraseMatchCeilingTest {
    private static final Profile IBCA = Profile.load("ibca");
    private static final String VOICE = "de+m3";
    private static ScriptVoice script;

    @BeforeAll
    static void learn(@TempDir Path dir) throws IOException {
        script = ScriptVoice.learn(VOICE, IBCA, dir);
    }

    @Test
    void underACeilingEveryPhraseWithinItCostsWhatItCostsWithoutOne() throws IOException {
        List<List<String>> phrases = new ArrayList<>();
        Set<String> words = new LinkedHashSet<>();
        for (String p : new PhraseGrammar(new Grammar(IBCA).phrases(Position.initial())).phrases()) {
            if (!p.equals(PhraseGrammar.UNKNOWN)) {
                phrases.add(List.of(p.split(" ")));
                words.addAll(phrases.get(phrases.size() - 1));
            }
        }
        for (String said : List.of("Springer Gustav eins Felix drei", "Bauer Eva zwei Eva vier", "Korrektur",
                "äh Bauer David zwei David vier")) {
            Sound sound = Sound.silence(300).then(LearnedVoiceBench.speak(VOICE, said, 195, 50, script.work()))
                    .then(Sound.silence(400));
            double[][] mel = FrontEnd.melPower(sound);
            LearnedTuning tuning = script.voice().tuning();
            Utterance u = Utterance.of(mel, Span.of(mel, tuning.features().minRiseDb()), tuning);
            PhraseMatch whole = u.match(script.voice(), words);
            List<Double> costs = new ArrayList<>();
            for (List<String> p : phrases) {
                costs.add(whole.canMatch(p) ? whole.cost(p) : PhraseMatch.INFINITY);
            }
            double third = costs.stream().sorted().toList().get(2);
            double ceiling = third * (1 + 1e-9);    // the prune's sums run in another order: a rounding's room
            PhraseMatch capped = u.match(script.voice(), words);
            capped.prepareCeiling();
            capped.atMost(ceiling);
            int within = 0;
            for (int i = 0; i < phrases.size(); i++) {
                if (!capped.canMatch(phrases.get(i))) {
                    continue;
                }
                double c = capped.cost(phrases.get(i));
                if (costs.get(i) <= ceiling) {
                    assertEquals(costs.get(i), c, 0.0, said + ": " + phrases.get(i));
                    within++;
                } else {
                    assertTrue(c > ceiling, said + ": " + phrases.get(i) + " came out at " + c + ", it costs "
                            + costs.get(i) + ", the ceiling is " + ceiling);
                }
            }
            assertTrue(within >= 3, said + ": " + within);
        }
    }
}
