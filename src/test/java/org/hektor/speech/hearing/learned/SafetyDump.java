package org.hektor.speech.hearing.learned;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Grammar;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.PhraseGrammar;

/**
 * Tuning aid (never in CI): for each utterance of kept corpora, the best phrase and the best phrase of each other
 * meaning (up to 6), with the whole evidence gap and the costs of the words where the two differ. One TSV line per
 * pair: id, cond, expected, bestMeaning, bestPhrase, bestPerFrame, N, otherMeaning, otherPhrase, gap, nDiffBest,
 * costDiffBest, nDiffOther, costDiffOther, diffBest, diffOther.
 */
public final class SafetyDump {
    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Understanding understanding = new Understanding(profile);
        String sub = System.getProperty("sub", "test-");
        for (String a : args) {
            KeptCorpus kept = KeptCorpus.of(Path.of(a), profile, sub);
            LearnedRecognizer r = kept.recognizer();
            for (String[] f : kept.lines()) {
                Position p = Position.fromFen(f[4]);
                LearnedRecognizer.Ranking rk = r.rank(Wav.read(kept.test().resolve(f[7])),
                        new PhraseGrammar(new Grammar(profile).phrases(p)), PhraseMatch.INFINITY);
                if (rk == null || rk.ranked().isEmpty()) {
                    System.out.printf("%s\t%s\t%s\tNONE%n", f[0], f[3], f[5]);
                    continue;
                }
                Map<String, LearnedRecognizer.Scored> byMeaning = new LinkedHashMap<>();
                for (LearnedRecognizer.Scored s : rk.ranked()) {
                    String m = HearCommand.answer(understanding.understand(p, s.phrase()));
                    byMeaning.putIfAbsent(m, s);
                    if (byMeaning.size() > 6) {
                        break;
                    }
                }
                List<String> meanings = new ArrayList<>(byMeaning.keySet());
                LearnedRecognizer.Scored best = byMeaning.get(meanings.get(0));
                List<String> bw = List.of(best.phrase().split(" "));
                double[] bc = rk.match().wordCosts(bw);
                int[] bb = rk.match().boundaries(bw);
                int n = rk.match().frameCount();
                for (int i = 1; i < meanings.size(); i++) {
                    LearnedRecognizer.Scored o = byMeaning.get(meanings.get(i));
                    List<String> ow = List.of(o.phrase().split(" "));
                    double[] oc = rk.match().wordCosts(ow);
                    int[] ob = rk.match().boundaries(ow);
                    boolean[][] same = lcs(bw, ow);
                    double cb = 0;
                    int nb = 0;
                    double co = 0;
                    int no = 0;
                    StringBuilder db = new StringBuilder();
                    StringBuilder dO = new StringBuilder();
                    for (int w = 0; w < bw.size(); w++) {
                        if (!same[0][w]) {
                            cb += bc[w];
                            nb += bb[w + 1] - bb[w];
                            db.append(bw.get(w)).append(' ');
                        }
                    }
                    for (int w = 0; w < ow.size(); w++) {
                        if (!same[1][w]) {
                            co += oc[w];
                            no += ob[w + 1] - ob[w];
                            dO.append(ow.get(w)).append(' ');
                        }
                    }
                    System.out.printf("%s\t%s\t%s\t%s\t%s\t%.3f\t%d\t%s\t%s\t%.3f\t%d\t%.2f\t%d\t%.2f\t%s\t%s%n", f[0], f[3],
                            f[5], meanings.get(0), best.phrase(), best.perFrame(), n, meanings.get(i), o.phrase(),
                            o.evidence() - best.evidence(), nb, cb, no, co, db.toString().trim(), dO.toString().trim());
                }
            }
        }
    }

    /** Which words of a and of b are in their longest common subsequence. */
    static boolean[][] lcs(List<String> a, List<String> b) {
        int[][] l = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                l[i][j] = a.get(i).equals(b.get(j)) ? l[i + 1][j + 1] + 1 : Math.max(l[i + 1][j], l[i][j + 1]);
            }
        }
        boolean[][] out = {new boolean[a.size()], new boolean[b.size()]};
        int i = 0;
        int j = 0;
        while (i < a.size() && j < b.size()) {
            if (a.get(i).equals(b.get(j))) {
                out[0][i++] = true;
                out[1][j++] = true;
            } else if (l[i + 1][j] >= l[i][j + 1]) {
                i++;
            } else {
                j++;
            }
        }
        return out;
    }
}
