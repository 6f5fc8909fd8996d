package org.hektor.speech.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * The noise-reduction experiment ({@link NoiseReduction}): copies a corpus folder made by {@link VoiceBench} with
 * every recording's noise reduced, so that {@code VoiceBench --out DST} hears the copy, and prints per condition how
 * steady each recording's quiet is (the smallest, 5th, 50th and 95th percentile and largest {@code unsteadiness}).
 * <pre>
 * DenoisedCorpus SRC DST FLOOR SMOOTHING QUANTILE BIAS STEADY_DB
 * </pre>
 */
public final class DenoisedCorpus {
    private DenoisedCorpus() {
    }

    public static void main(String[] args) throws Exception {
        Path src = Path.of(args[0]);
        Path dst = Path.of(args[1]);
        NoiseReduction reduction = new NoiseReduction(Double.parseDouble(args[2]), Double.parseDouble(args[3]),
                Double.parseDouble(args[4]), Double.parseDouble(args[5]), Double.parseDouble(args[6]));
        Files.createDirectories(dst);
        Files.copy(src.resolve("corpus.tsv"), dst.resolve("corpus.tsv"));
        Map<String, List<Double>> unsteadiness = new TreeMap<>();
        for (Corpus.Item item : Corpus.read(src)) {
            Sound said = Wav.read(src.resolve(item.id() + ".wav"));
            unsteadiness.computeIfAbsent(item.condition().key(), k -> new ArrayList<>())
                    .add(reduction.unsteadiness(said));
            Wav.write(dst.resolve(item.id() + ".wav"), reduction.reduced(said));
        }
        unsteadiness.forEach((condition, values) -> {
            List<Double> v = values.stream().filter(d -> !d.isNaN()).sorted().toList();
            System.out.printf("%-12s unsteadiness %.1f / %.1f / %.1f / %.1f / %.1f dB%n", condition, v.get(0),
                    v.get(v.size() / 20), v.get(v.size() / 2), v.get(v.size() * 19 / 20), v.get(v.size() - 1));
        });
    }
}
