package org.hektor.speech.hearing.learned;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.speech.corpus.Condition;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.corpus.Tally;

/**
 * Tuning aid (never in CI): the tuning voices say a rank or file word alone ("drei", "Anna"), clean and in pink noise
 * at 20 and 10 dB, at two test rates each: what a command word must not be taken for. Kept as each voice's "said"
 * folder under the output folder (the tuning voices' kept corpora can be copied there first, so nothing is learned
 * again), for DumpRanked -Dsub=said. Arguments: the output folder, then the voices.
 */
public final class LoneWords {
    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        String[] words = {"eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
            "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor"};
        int[] rates = {130, 150, 195, 215};
        int[] pitches = {30, 40, 60, 70};
        for (int a = 1; a < args.length; a++) {
            Random r = new Random(args[a].hashCode());
            List<LearnedVoiceBench.Said> said = new ArrayList<>();
            for (Condition c : List.of(Condition.CLEAN, Condition.PINK_20DB, Condition.PINK_10DB)) {
                for (String w : words) {
                    for (int k = 0; k < 2; k++) {
                        said.add(new LearnedVoiceBench.Said(Position.INITIAL_FEN, "-", w,
                                rates[r.nextInt(rates.length)], pitches[r.nextInt(pitches.length)], c));
                    }
                }
            }
            List<Tally.Outcome> heard = LearnedVoiceBench.hear(profile, args[a], said, Path.of(args[0]));
            for (Tally.Outcome o : heard) {
                System.out.println(args[a] + "\t" + o.item().condition().key() + "\t" + o.item().text() + "\t"
                        + o.answer());
            }
        }
    }
}
