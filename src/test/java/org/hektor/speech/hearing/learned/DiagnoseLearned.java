package org.hektor.speech.hearing.learned;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.PhraseGrammar;

/**
 * Diagnosis aid (never in CI): for every utterance of the kept test corpora (target/learned/VOICE), where the phrase
 * of the right meaning ranks, and its cost against the best phrase of another meaning. Writes one TSV line per
 * utterance: voice, condition, expected, said, frames, rank of the right meaning, its total cost, the best other
 * meaning's total cost, the best phrase, the best other phrase. Args: OUT.tsv VOICE_DIR...
 */
public final class DiagnoseLearned {
    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Understanding understanding = new Understanding(profile);
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0])))) {
            for (int a = 1; a < args.length; a++) {
                KeptCorpus kept = KeptCorpus.of(Path.of(args[a]), profile);
                String slug = kept.slug();
                LearnedRecognizer r = kept.recognizer();
                Path test = kept.test();
                for (String[] f : kept.lines()) {
                    Position p = Position.fromFen(f[4]);
                    PhraseGrammar grammar = new PhraseGrammar(new Grammar(profile).phrases(p));
                    double[][] mel = FrontEnd.melPower(Wav.read(test.resolve(f[7])));
                    List<LearnedRecognizer.Scored> ranked = r.ranked(Wav.read(test.resolve(f[7])), grammar);
                    if (ranked == null || ranked.isEmpty()) {
                        out.printf("%s\t%s\t%s\t%s\t0\t-1\t0\t0\t-\t-%n", slug, f[3], f[5], f[6]);
                        continue;
                    }
                    Map<String, String> meaning = new HashMap<>();
                    int rank = -1;
                    double right = Double.NaN;
                    double other = Double.NaN;
                    String otherPhrase = "-";
                    Span room = Span.of(mel, TuningFlags.read().features().minRiseDb())
                            .widened(Utterance.ROOM_FRAMES, mel.length);
                    int frames = room.end() - room.start();
                    for (int i = 0; i < ranked.size(); i++) {
                        LearnedRecognizer.Scored s = ranked.get(i);
                        String m = meaning.computeIfAbsent(s.phrase(), x -> HearCommand.answer(
                                understanding.understand(p, List.of(Hypothesis.of(x, 1)))));
                        if (m.equals(f[5])) {
                            if (rank < 0) {
                                rank = i;
                                right = s.perFrame() * frames;
                            }
                        } else if (Double.isNaN(other)) {
                            other = s.perFrame() * frames;
                            otherPhrase = s.phrase();
                        }
                        if (rank >= 0 && !Double.isNaN(other)) {
                            break;
                        }
                    }
                    out.printf("%s\t%s\t%s\t%s\t%d\t%d\t%.2f\t%.2f\t%s\t%s%n", slug, f[3], f[5], f[6], frames, rank,
                            right, other, ranked.get(0).phrase(), otherPhrase);
                }
                out.flush();
            }
        }
    }
}
