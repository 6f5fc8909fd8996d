package org.hektor.speech.hearing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hektor.notation.Hypothesis;

/**
 * Hearing a profile's words through a model of another language by measured costs (the idea of lichess's voice
 * input, which picks the cheapest legal move over measured substitution costs; written anew here). The model listens
 * for any sequence of the English words the many-voice {@link ListeningTable} ever heard; every phrase that may be
 * said in the position is then aligned with what was heard, each profile word paying for the English words it
 * stands for by how often the voices were heard that way. The cheapest phrase wins only by a clear {@link #margin};
 * phrases about as cheap are all handed on (the Understanding asks between different moves), and a phrase that
 * explains what was heard only badly is not understood.
 */
public final class WordCosts {
    /** Longest English reading one profile word may stand for, in words. */
    private static final int LONGEST = 4;

    /** The costs; measured on the tuning voices (TuneListening), never on the held-out ones. */
    public record Params(double missing, double extra, double smoothing, double margin, double perWord) {
        /** Chosen by {@code TuneListening} on espeak-ng's tuning variants (docs/measurements.md). */
        public static final Params TUNED = new Params(8, 5, 0.5, 2, 4);
    }

    private final Map<String, Map<List<String>, Double>> readingCost = new HashMap<>();
    private final Map<String, Map<String, Double>> tokenCost = new HashMap<>();
    private final Map<String, Double> unseenToken = new HashMap<>();
    private final Map<String, Double> newReading = new HashMap<>();
    private final Set<String> vocabulary = new LinkedHashSet<>();
    private final Params params;

    private WordCosts(ListeningTable table, Params params) {
        this.params = params;
        table.readings().values().forEach(r -> r.keySet().forEach(e -> vocabulary.addAll(List.of(e.split(" ")))));
        double s = params.smoothing();
        for (Map.Entry<String, Map<String, Integer>> e : table.readings().entrySet()) {
            int total = e.getValue().values().stream().mapToInt(Integer::intValue).sum();
            Map<List<String>, Double> readings = new HashMap<>();
            Map<String, Integer> tokens = new HashMap<>();
            int tokenTotal = 0;
            for (Map.Entry<String, Integer> r : e.getValue().entrySet()) {
                List<String> words = List.of(r.getKey().split(" "));
                // a reading heard n of N times costs -ln(n/N); the token model below stands in for unheard readings
                readings.put(words, -Math.log(r.getValue() / (total + s)));
                for (String w : words) {
                    tokens.merge(w, r.getValue(), Integer::sum);
                    tokenTotal += r.getValue();
                }
            }
            double denominator = tokenTotal + s * vocabulary.size();
            Map<String, Double> costs = new HashMap<>();
            tokens.forEach((w, n) -> costs.put(w, -Math.log((n + s) / denominator)));
            readingCost.put(e.getKey(), readings);
            tokenCost.put(e.getKey(), costs);
            unseenToken.put(e.getKey(), -Math.log(s / denominator));
            newReading.put(e.getKey(), -Math.log(s / (total + s)));
        }
    }

    public static WordCosts of(ListeningTable table) {
        return new WordCosts(table, Params.TUNED);
    }

    public static WordCosts of(ListeningTable table, Params params) {
        return new WordCosts(table, params);
    }

    /** Listening for {@code phrases} (profile words): the table's English words in any order, scored afterwards. */
    public ListeningTable.Listening listeningFor(List<String> phrases) {
        List<String> words = new ArrayList<>(vocabulary);
        words.add(PhraseGrammar.UNKNOWN);
        List<String> said = phrases.stream().filter(p -> !p.equals(PhraseGrammar.UNKNOWN)).toList();
        return new ListeningTable.Listening(new PhraseGrammar(words, true), Map.of(), heard -> meaning(heard, said));
    }

    /** How what was heard reads as the profile's phrases. */
    @FunctionalInterface
    public interface Scoring {
        List<Hypothesis> meaning(List<Hypothesis> heard);
    }

    /**
     * The phrases that explain {@code heard} (the model's n-best, English words) about as well as the best one, best
     * first; none when even the best explains it badly.
     */
    public List<Hypothesis> meaning(List<Hypothesis> heard, List<String> phrases) {
        return choose(costs(heard, phrases), params);
    }

    /** Every phrase with what it costs to have been heard as {@code heard}, cheapest first (empty: no words heard). */
    public List<Map.Entry<String, Double>> costs(List<Hypothesis> heard, List<String> phrases) {
        Map<String, Double> cost = new LinkedHashMap<>();
        for (Hypothesis h : heard) {
            if (h.isNoPhrase()) {
                continue;
            }
            List<String> tokens = new ArrayList<>(List.of(PhraseGrammar.normalize(h.text()).split(" ")));
            tokens.removeIf(t -> t.isEmpty() || t.equals(PhraseGrammar.UNKNOWN));
            if (tokens.isEmpty()) {
                continue;
            }
            double rank = -Math.log(Math.max(1e-3, h.confidence().orElse(1)));
            for (String p : phrases) {
                double c = align(List.of(PhraseGrammar.normalize(p).split(" ")), tokens) + rank;
                cost.merge(p, c, Math::min);
            }
        }
        List<Map.Entry<String, Double>> sorted = new ArrayList<>(cost.entrySet());
        sorted.sort(Map.Entry.comparingByValue(Comparator.naturalOrder()));
        return sorted;
    }

    /**
     * The phrases within the margin of the cheapest, best first with a share of confidence each; none when even the
     * cheapest costs more than {@link Params#perWord} a word.
     */
    public static List<Hypothesis> choose(List<Map.Entry<String, Double>> sorted, Params params) {
        if (sorted.isEmpty()) {
            return List.of();
        }
        Map.Entry<String, Double> best = sorted.get(0);
        if (best.getValue() > params.perWord() * best.getKey().split(" ").length) {
            return List.of();
        }
        List<String> texts = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        double total = 0;
        for (Map.Entry<String, Double> e : sorted) {
            if (e.getValue() - best.getValue() >= params.margin() || texts.size() == 5) {
                break;
            }
            double w = Math.exp(best.getValue() - e.getValue());
            texts.add(e.getKey());
            weights.add(w);
            total += w;
        }
        List<Hypothesis> out = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            out.add(Hypothesis.of(texts.get(i), weights.get(i) / total));
        }
        return out;
    }

    /** The cheapest alignment of a phrase's words with the heard words (missing and extra words cost too). */
    double align(List<String> phrase, List<String> heard) {
        int n = phrase.size();
        int m = heard.size();
        double[][] d = new double[n + 1][m + 1];
        for (double[] row : d) {
            java.util.Arrays.fill(row, Double.POSITIVE_INFINITY);
        }
        d[0][0] = 0;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= m; j++) {
                if (i > 0) {
                    d[i][j] = Math.min(d[i][j], d[i - 1][j] + params.missing());
                }
                if (j > 0) {
                    d[i][j] = Math.min(d[i][j], d[i][j - 1] + params.extra());
                }
                for (int len = 1; i > 0 && len <= Math.min(LONGEST, j); len++) {
                    d[i][j] = Math.min(d[i][j], d[i - 1][j - len] + emit(phrase.get(i - 1), heard.subList(j - len, j)));
                }
            }
        }
        return d[n][m];
    }

    /** What it costs that {@code word} was heard as {@code span}: a measured reading, else word by word. */
    private double emit(String word, List<String> span) {
        String key = ListeningTable.key(word);
        Map<List<String>, Double> readings = readingCost.get(key);
        if (readings == null) {
            return span.size() * params.extra() + params.missing();
        }
        Double exact = readings.get(span);
        double byToken = newReading.get(key);          // a reading never heard as such, priced word by word
        Map<String, Double> tokens = tokenCost.get(key);
        for (String t : span) {
            byToken += tokens.getOrDefault(t, unseenToken.get(key));
        }
        return exact == null ? byToken : Math.min(exact, byToken);
    }
}
