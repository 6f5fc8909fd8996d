package org.hektor.speech.hearing.learned;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Grammar-constrained connected-word matching of one utterance (level building, Myers and Rabiner 1981): a phrase
 * is its words' templates in a row, with optional quiet before, between and after them, warped against every frame
 * of the utterance. Every utterance frame is matched exactly once (a template frame may be held or one skipped), so
 * the costs of all phrases are sums over the same frames and compare directly. Phrases share their beginnings
 * ("springer gustav eins ..."), so each prefix is matched once and remembered.
 */
final class PhraseMatch {
    static final double INFINITY = Double.POSITIVE_INFINITY;
    private final float[][] frames;
    private final double[] quiet;
    private final Map<String, List<float[][]>> templates;
    private final Map<float[][], double[][]> distances = new IdentityHashMap<>();
    private final Map<String, Level> prefixes = new HashMap<>();
    /** The cheapest partial path seen at each frame, over every phrase matched so far: the beam's reference. */
    private final double[] bestAt;
    /**
     * A partial path this much dearer than the cheapest at its frame is dropped (beam search): it cannot come back
     * to win, and dropping it keeps a position's hundreds of phrases within the time of a read-back.
     */
    static final double BEAM = Double.parseDouble(System.getProperty("hektor.learned.beam", "1e9"));

    /** The cost of having matched frames 0..k-1 (index k), and where the last word began on that best path. */
    private record Level(double[] cost, int[] wordStart, Level previous) {
    }

    /**
     * @param frames    the utterance's features
     * @param silence   the room's features (the quiet between words)
     * @param templates each word's templates brought to this utterance's level and noise
     */
    /** Quiet costs this much more per 10 dB a frame stands above the room: a loud frame is a word, not a pause. */
    static final double QUIET_LOUD = Double.parseDouble(System.getProperty("hektor.learned.quietloud", "1.0"));

    PhraseMatch(float[][] frames, float[] silence, double[] loudness, Map<String, List<float[][]>> templates) {
        this.frames = frames;
        this.templates = templates;
        this.quiet = new double[frames.length];
        this.bestAt = new double[frames.length + 1];
        java.util.Arrays.fill(bestAt, INFINITY);
        for (int t = 0; t < frames.length; t++) {
            quiet[t] = distance(frames[t], silence) + QUIET_LOUD * loudness[t] / 10;
        }
    }

    int frameCount() {
        return frames.length;
    }

    /** Whether every word of the phrase has a template. */
    boolean canMatch(List<String> words) {
        return words.stream().allMatch(w -> templates.containsKey(w));
    }

    /** The total cost of the phrase over the whole utterance (infinite when it cannot be fitted). */
    double cost(List<String> words) {
        Level last = level(words);
        double[] end = withQuiet(last.cost);
        return end[frames.length];
    }

    /**
     * Where each word begins and the last ends, in frames: {@code words.size() + 1} numbers, or null when the
     * phrase cannot be fitted. The quiet around words belongs to no word.
     */
    int[] boundaries(List<String> words) {
        Level last = level(words);
        int[] out = new int[words.size() + 1];
        // the last word ends where its cost plus the trailing quiet is least
        int end = frames.length;
        double best = INFINITY;
        double tail = 0;
        for (int k = frames.length; k >= 1; k--) {
            if (last.cost[k] + tail < best) {
                best = last.cost[k] + tail;
                end = k;
            }
            tail += quiet[k - 1];
        }
        if (best == INFINITY) {
            return null;
        }
        out[words.size()] = end;
        Level level = last;
        for (int w = words.size() - 1; w >= 0; w--) {
            int start = level.wordStart[end];
            out[w] = start;
            level = level.previous;
            if (level == null) {
                break;
            }
            // the previous word ended at the latest frame before start that its path (plus quiet) reached
            double[] entry = level.cost;
            int bestEnd = start;
            double bestCost = INFINITY;
            double gap = 0;
            for (int k = start; k >= 1; k--) {
                if (entry[k] + gap < bestCost) {
                    bestCost = entry[k] + gap;
                    bestEnd = k;
                }
                gap += quiet[k - 1];
            }
            end = bestEnd;
        }
        return out;
    }

    /**
     * Each word's cost on the phrase's best path ({@link #boundaries}): the path's cost at the word's end less its cost
     * at the previous word's end, so the quiet before a word is counted with it; null when the phrase cannot be fitted.
     */
    double[] wordCosts(List<String> words) {
        int[] b = boundaries(words);
        if (b == null) {
            return null;
        }
        double[] out = new double[words.size()];
        double before = 0;
        for (int w = 0; w < words.size(); w++) {
            double at = level(words.subList(0, w + 1)).cost[b[w + 1]];
            out[w] = at - before;
            before = at;
        }
        return out;
    }

    private Level level(List<String> words) {
        String key = String.join(" ", words);
        Level known = prefixes.get(key);
        if (known != null) {
            return known;
        }
        Level before = words.size() == 1 ? null : level(words.subList(0, words.size() - 1));
        double[] entry;
        if (before == null) {
            entry = new double[frames.length + 1];
            java.util.Arrays.fill(entry, INFINITY);
            entry[0] = 0;
        } else {
            entry = before.cost;
        }
        Level made = word(templates.get(words.get(words.size() - 1)), withQuiet(entry), before);
        prefixes.put(key, made);
        return made;
    }

    /** {@code cost} with any run of quiet frames allowed after it. */
    private double[] withQuiet(double[] cost) {
        double[] out = cost.clone();
        double run = INFINITY;
        for (int k = 1; k <= frames.length; k++) {
            run = Math.min(run, out[k - 1]) + quiet[k - 1];
            out[k] = Math.min(out[k], run);
        }
        return out;
    }

    /** One more word after the paths ending in {@code entry}: the best over its templates for every end frame. */
    private Level word(List<float[][]> wordTemplates, double[] entry, Level previous) {
        int n = frames.length;
        double[] out = new double[n + 1];
        int[] outStart = new int[n + 1];
        java.util.Arrays.fill(out, INFINITY);
        for (float[][] template : wordTemplates) {
            double[][] d = distances.computeIfAbsent(template, this::distances);
            int length = template.length;
            // two states per template frame: entered at this utterance frame (fresh) or held once (held); a frame is
            // held at most once and at most one is skipped, so a word is said at half to twice its template's pace
            double[] fresh = new double[length];
            double[] held = new double[length];
            int[] freshStart = new int[length];
            int[] heldStart = new int[length];
            java.util.Arrays.fill(fresh, INFINITY);
            java.util.Arrays.fill(held, INFINITY);
            double[] nextFresh = new double[length];
            double[] nextHeld = new double[length];
            int[] nextFreshStart = new int[length];
            int[] nextHeldStart = new int[length];
            boolean alive = false;
            for (int k = 1; k <= n; k++) {
                int t = k - 1;
                boolean enters = entry[k - 1] <= bestAt[k - 1] + BEAM;
                if (!alive && !enters) {
                    continue;
                }
                double frameBest = INFINITY;
                double[] here = d[t];
                for (int j = 0; j < length; j++) {
                    double local = here[j];
                    nextHeld[j] = fresh[j] + local;
                    nextHeldStart[j] = freshStart[j];
                    double best = INFINITY;
                    int start = 0;
                    for (int back = 1; back <= 2 && j - back >= 0; back++) {
                        int i = j - back;
                        if (fresh[i] < best) {
                            best = fresh[i];
                            start = freshStart[i];
                        }
                        if (held[i] < best) {
                            best = held[i];
                            start = heldStart[i];
                        }
                    }
                    if (j == 0 && enters && entry[k - 1] < best) {
                        best = entry[k - 1];
                        start = t;
                    }
                    nextFresh[j] = best + local;
                    nextFreshStart[j] = start;
                    frameBest = Math.min(frameBest, Math.min(nextFresh[j], nextHeld[j]));
                }
                bestAt[k] = Math.min(bestAt[k], frameBest);
                double limit = bestAt[k] + BEAM;
                alive = false;
                for (int j = 0; j < length; j++) {
                    if (nextFresh[j] > limit) {
                        nextFresh[j] = INFINITY;
                    } else {
                        alive = true;
                    }
                    if (nextHeld[j] > limit) {
                        nextHeld[j] = INFINITY;
                    } else {
                        alive = true;
                    }
                }
                double[] swap = fresh;
                fresh = nextFresh;
                nextFresh = swap;
                swap = held;
                held = nextHeld;
                nextHeld = swap;
                int[] swapStart = freshStart;
                freshStart = nextFreshStart;
                nextFreshStart = swapStart;
                swapStart = heldStart;
                heldStart = nextHeldStart;
                nextHeldStart = swapStart;
                int last = length - 1;
                if (fresh[last] < out[k]) {
                    out[k] = fresh[last];
                    outStart[k] = freshStart[last];
                }
                if (held[last] < out[k]) {
                    out[k] = held[last];
                    outStart[k] = heldStart[last];
                }
            }
        }
        return new Level(out, outStart, previous);
    }

    /**
     * Every template frame's distance to every utterance frame, by utterance frame ({@code [t][j]}): the search walks
     * the utterance and, at each of its frames, the template, so each step reads one row in order.
     */
    private double[][] distances(float[][] template) {
        double[][] d = new double[frames.length][template.length];
        for (int t = 0; t < frames.length; t++) {
            for (int j = 0; j < template.length; j++) {
                d[t][j] = distance(template[j], frames[t]);
            }
        }
        return d;
    }

    static double distance(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] - b[i];
            sum += x * x;
        }
        return Math.sqrt(sum);
    }

    /** For tests and tuning: the words' templates known here. */
    List<String> words() {
        return new ArrayList<>(templates.keySet());
    }
}
