package org.hektor.speech.hearing.learned;

import java.nio.file.Path;
import java.util.List;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.PhraseGrammar;

/**
 * Tuning aid (never in CI): hears the kept test corpora of the TUNING voices of LearnedVoiceBench with the
 * tuning given as system properties (hektor.learned.*, {@link TuningFlags}) and prints the counts and each miss with its best
 * phrases. Arguments: the voice folders (target/learned/VOICE).
 */
public final class TuneLearned {
    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Understanding understanding = new Understanding(profile);
        int right = 0;
        int wrong = 0;
        int n = 0;
        int cmd = 0;
        int cmdRight = 0;
        long nanos = 0;
        boolean verbose = Boolean.getBoolean("verbose");
        java.util.Map<String, int[]> grid = new java.util.TreeMap<>();
        for (String a : args) {
            KeptCorpus kept = KeptCorpus.of(Path.of(a), profile, System.getProperty("sub", "test-"));
            String slug = kept.slug();
            LearnedRecognizer r = kept.recognizer();
            Path test = kept.test();
            int voiceRight = right;
            int voiceMoves = n;
            for (String[] f : kept.lines()) {
                Position p = Position.fromFen(f[4]);
                long t0 = System.nanoTime();
                List<LearnedRecognizer.Scored> ranked = r.ranked(Wav.read(test.resolve(f[7])),
                        new PhraseGrammar(new Grammar(profile).phrases(p)));
                List<Hypothesis> h = ranked == null ? List.of() : r.choose(ranked, LearnedRecognizer.MARGIN,
                        LearnedRecognizer.REJECT);
                String answer = org.hektor.cli.HearCommand.answer(understanding.understand(p, h));
                nanos += System.nanoTime() - t0;
                for (String m : System.getProperty("margins", "").split(",")) {
                    if (m.isEmpty()) {
                        continue;
                    }
                    for (String rj : System.getProperty("rejects", "1e9").split(",")) {
                        List<Hypothesis> hm = ranked == null ? List.of() : r.choose(ranked, Double.parseDouble(m),
                                Double.parseDouble(rj));
                        String am = org.hektor.cli.HearCommand.answer(understanding.understand(p, hm));
                        boolean mv = f[5].startsWith("MOVE");
                        int[] c = grid.computeIfAbsent(m + "/" + rj, x -> new int[4]);
                        c[0] += mv && am.equals(f[5]) ? 1 : 0;
                        c[1] += !am.equals(f[5]) && (am.startsWith("MOVE") || !mv && am.startsWith("COMMAND")) ? 1 : 0;
                        c[2] += !mv && am.equals(f[5]) ? 1 : 0;
                        c[3] += mv ? 1 : 0;
                    }
                }
                boolean isMove = f[5].startsWith("MOVE");
                boolean ok = answer.equals(f[5]);
                boolean bad = !ok && (answer.startsWith("MOVE") || !isMove && answer.startsWith("COMMAND"));
                n += isMove ? 1 : 0;
                right += isMove && ok ? 1 : 0;
                cmd += isMove ? 0 : 1;
                cmdRight += !isMove && ok ? 1 : 0;
                wrong += bad ? 1 : 0;
                if (!ok && (verbose || bad)) {
                    System.out.printf("%s %s %s \"%s\" -> %s (%s) top: %s%n", bad ? "WRONG" : "miss", slug, f[3], f[6],
                            answer, f[5], ranked == null ? "-" : ranked.subList(0, Math.min(4, ranked.size())));
                }
            }
            System.out.printf("%s: moves %d of %d%n", slug, right - voiceRight, n - voiceMoves);
        }
        grid.forEach((k, c) -> System.out.printf("margin/reject %s: moves right %d of %d, commands right %d, wrong %d%n",
                k, c[0], c[3], c[2], c[1]));
        System.out.printf("moves %d/%d (%.1f %%), commands %d/%d, wrong %d, %.0f ms per utterance%n", right, n,
                100.0 * right / n, cmdRight, cmd, wrong, nanos / 1e6 / (n + cmd));
    }
}
