package org.hektor.speech.hearing.learned;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.hearing.PhraseGrammar;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * Tuning aid (never in CI): every utterance of kept corpora with the phrases within {@link LearnedRecognizer#KEPT} of
 * its best, each with its evidence, meaning, word boundaries, word costs and speech before it, one JSON line per
 * utterance, so decision rules can be tried on them without matching again. Also each voice's template lengths.
 * Arguments: the output file, then the voice folders.
 */
public final class DumpRanked {
    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Understanding understanding = new Understanding(profile);
        boolean commandsOnly = Boolean.getBoolean("commandsOnly");
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0])))) {
            for (int a = 1; a < args.length; a++) {
                KeptCorpus kept = KeptCorpus.of(Path.of(args[a]), profile, System.getProperty("sub", "test-"));
                LearnedRecognizer r = kept.recognizer();
                StringBuilder lengths = new StringBuilder("{\"voice\":\"" + kept.slug() + "\",\"templates\":{");
                LearnedVoice voice = voiceOf(r);
                boolean firstWord = true;
                for (String w : voice.counts().keySet()) {
                    lengths.append(firstWord ? "" : ",").append('"').append(w).append("\":[");
                    firstWord = false;
                    List<Template> ts = voice.templates(w);
                    for (int i = 0; i < ts.size(); i++) {
                        lengths.append(i == 0 ? "" : ",").append(ts.get(i).mel().length);
                    }
                    lengths.append(']');
                }
                out.println(lengths.append("}}"));
                for (String[] f : kept.lines()) {
                    if (commandsOnly && f[5].startsWith("MOVE")) {
                        continue;
                    }
                    Position p = Position.fromFen(f[4]);
                    Sound sound = Wav.read(kept.test().resolve(f[7]));
                    PhraseGrammar grammar = new PhraseGrammar(new Grammar(profile).phrases(p));
                    LearnedRecognizer.Ranking rk = r.rank(sound, grammar, LearnedRecognizer.KEPT);
                    List<Hypothesis> h = rk == null ? List.of()
                            : r.choose(rk.ranked(), LearnedRecognizer.MARGIN, LearnedRecognizer.REJECT);
                    String answer = org.hektor.cli.HearCommand.answer(understanding.understand(p, h));
                    StringBuilder sb = new StringBuilder();
                    sb.append("{\"voice\":\"").append(kept.slug()).append("\",\"id\":\"").append(f[0])
                            .append("\",\"rate\":").append(f[2]).append(",\"cond\":\"").append(f[3])
                            .append("\",\"expected\":\"").append(f[5]).append("\",\"text\":\"").append(f[6])
                            .append("\",\"answer\":\"").append(answer).append('"');
                    if (rk != null) {
                        PhraseMatch m = rk.match();
                        sb.append(",\"frames\":").append(m.frameCount());
                        sb.append(",\"loud\":[");
                        double[] loud = loudness(m);
                        for (int t = 0; t < loud.length; t++) {
                            sb.append(t == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.1f", loud[t]));
                        }
                        sb.append("],\"ranked\":[");
                        boolean first = true;
                        for (LearnedRecognizer.Scored s : rk.ranked()) {
                            List<String> words = List.of(s.phrase().split(" "));
                            String meaning = org.hektor.cli.HearCommand.answer(
                                    understanding.understand(p, List.of(Hypothesis.of(s.phrase(), 1.0))));
                            sb.append(first ? "" : ",").append(String.format(Locale.ROOT,
                                    "{\"p\":\"%s\",\"ev\":%.4f,\"pf\":%.4f,\"m\":\"%s\",\"sb\":%d,\"b\":%s,\"wc\":%s}",
                                    s.phrase(), s.evidence(), s.perFrame(), meaning,
                                    m.speechBefore(words, LearnedRecognizer.SPEECH_DB),
                                    java.util.Arrays.toString(m.boundaries(words)),
                                    costs(m.wordCosts(words))));
                            first = false;
                        }
                        sb.append(']');
                    }
                    out.println(sb.append('}'));
                    out.flush();
                }
            }
        }
    }

    private static String costs(double[] c) {
        if (c == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < c.length; i++) {
            sb.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.3f", c[i]));
        }
        return sb.append(']').toString();
    }

    private static LearnedVoice voiceOf(LearnedRecognizer r) throws Exception {
        java.lang.reflect.Field f = LearnedRecognizer.class.getDeclaredField("voice");
        f.setAccessible(true);
        return (LearnedVoice) f.get(r);
    }

    private static double[] loudness(PhraseMatch m) throws Exception {
        java.lang.reflect.Field f = PhraseMatch.class.getDeclaredField("loud");
        f.setAccessible(true);
        return (double[]) f.get(m);
    }
}
