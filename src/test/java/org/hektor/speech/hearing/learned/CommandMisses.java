package org.hektor.speech.hearing.learned;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.PhraseGrammar;

/**
 * Tuning aid (never in CI): the command words of kept corpora (target/learned/VOICE), each miss with its cause — no
 * speech found, best match too poor, lost to another phrase, or the right phrase first but another meaning within the
 * margin — and the counts per word and per condition. Arguments: the voice folders (-Dsub=said: QueryCorpus's).
 */
public final class CommandMisses {
    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Understanding understanding = new Understanding(profile);
        Map<String, int[]> byCondition = new TreeMap<>();
        Map<String, Integer> byCause = new TreeMap<>();
        Map<String, Integer> byWord = new TreeMap<>();
        int wrong = 0;
        for (String a : args) {
            KeptCorpus kept = KeptCorpus.of(Path.of(a), profile, System.getProperty("sub", "test-"));
            LearnedRecognizer r = kept.recognizer();
            for (String[] f : kept.lines()) {
                if (f[5].startsWith("MOVE")) {
                    continue;
                }
                Position p = Position.fromFen(f[4]);
                Sound sound = Wav.read(kept.test().resolve(f[7]));
                List<LearnedRecognizer.Scored> ranked = r.ranked(sound, new PhraseGrammar(new Grammar(profile).phrases(p)));
                List<Hypothesis> h = ranked == null ? List.of()
                        : r.choose(ranked, LearnedRecognizer.MARGIN, LearnedRecognizer.REJECT);
                String answer = org.hektor.cli.HearCommand.answer(understanding.understand(p, h));
                int[] c = byCondition.computeIfAbsent(f[3], k -> new int[2]);
                c[1]++;
                if (answer.equals(f[5])) {
                    c[0]++;
                    continue;
                }
                boolean bad = answer.startsWith("MOVE") || answer.startsWith("COMMAND");
                wrong += bad ? 1 : 0;
                String cause;
                if (ranked == null) {
                    double[][] mel = FrontEnd.melPower(sound);
                    Span s = Span.of(mel, TuningFlags.read().features().minRiseDb());
                    cause = "no speech (" + (s.end() - s.start()) + " frames)";
                } else if (ranked.get(0).perFrame() > LearnedRecognizer.REJECT) {
                    cause = "too poor";
                } else if (!meaning(understanding, ranked.get(0).phrase()).equals(meaning(understanding, f[6].toLowerCase()))) {
                    cause = "lost";
                } else {
                    cause = "margin";
                }
                String key = cause.startsWith("no speech") ? "no speech" : cause;
                byCause.merge(key, 1, Integer::sum);
                byWord.merge(f[6] + " / " + key, 1, Integer::sum);
                System.out.printf("%s %s %s %s \"%s\" -> %s: %s top %s%n", bad ? "WRONG" : "miss", kept.slug(), f[3],
                        f[0], f[6], answer, cause, ranked == null ? "-" : ranked.subList(0, Math.min(4, ranked.size())));
            }
        }
        byWord.forEach((k, v) -> System.out.printf("  %3d %s%n", v, k));
        byCause.forEach((k, v) -> System.out.printf("cause %s: %d%n", k, v));
        byCondition.forEach((k, v) -> System.out.printf("%s: commands %d of %d (%.1f %%)%n", k, v[0], v[1], 100.0 * v[0] / v[1]));
        System.out.printf("commands heard as another meaning: %d%n", wrong);
    }

    private static String meaning(Understanding understanding, String phrase) {
        return String.valueOf(understanding.understand(Position.initial(), phrase));
    }
}
