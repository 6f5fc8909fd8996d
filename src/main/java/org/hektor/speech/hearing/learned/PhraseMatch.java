package org.hektor.speech.hearing.learned;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Grammar-constrained connected-word matching of one utterance (level building, Myers and Rabiner 1981): a phrase
 * is its words' templates in a row, with optional quiet before, between and after them, warped against every frame
 * of the utterance. Every utterance frame is matched exactly once (a template frame may be held or one skipped), so
 * the costs of all phrases are sums over the same frames and compare directly. Phrases share their beginnings
 * ("springer gustav eins ..."), so each prefix is matched once and remembered. Under a ceiling ({@link #atMost})
 * the paths that cannot end below it are dropped as soon as that is sure, which leaves the few phrases near the best
 * to match in full.
 */
final class PhraseMatch {
    static final double INFINITY = Double.POSITIVE_INFINITY;
    private final float[][] frames;
    private final double[] quiet;
    private final double[] loud;
    private final Map<String, List<float[][]>> templates;
    /** By template (arrays are equal only to themselves); filled by whichever thread needs a table first. */
    private final Map<float[][], double[][]> distances = new ConcurrentHashMap<>();
    /** Each phrase beginning's level, made by the one thread that matches the phrases of its first word. */
    private final Map<String, Level> prefixes = new ConcurrentHashMap<>();
    /**
     * No phrase dearer than this is needed exactly ({@link #atMost}): a partial path that cannot end below it, even
     * if the rest of the utterance then matched the cheapest words in any order, is dropped.
     */
    private volatile double ceiling = INFINITY;
    /** The least cost of frames k..n-1 after a word ended at k (index k), by any words in any order or quiet. */
    private double[] free;
    /**
     * By template: the least cost of frames t+1..n-1 for a path in its frame j after utterance frame t ({@code
     * [t][j]}), finishing the word and going on as in {@link #free}; rounded down to floats (a bound, half the room).
     */
    private final Map<float[][], float[][]> toGo = new ConcurrentHashMap<>();

    /** The cost of having matched frames 0..k-1 (index k), and where the last word began on that best path. */
    private record Level(double[] cost, int[] wordStart, Level previous) {
    }

    /**
     * The paths in a template at one utterance frame: for each template frame, the cost of being in it entered at
     * this frame (fresh) or held once (held), and the utterance frame where the word began on that path.
     */
    private static final class Column {
        final double[] fresh;
        final double[] held;
        final int[] freshStart;
        final int[] heldStart;

        Column(int length) {
            fresh = new double[length];
            held = new double[length];
            freshStart = new int[length];
            heldStart = new int[length];
        }
    }

    /** Quiet costs this much more per 10 dB a frame stands above the room: a loud frame is a word, not a pause. */
    static final double QUIET_LOUD = 1.0;

    /**
     * @param frames    the utterance's features
     * @param silence   the room's features (the quiet between words)
     * @param loudness  each frame's level above the room, in dB
     * @param templates each word's templates brought to this utterance's level and noise
     * @param quietLoud what quiet costs more per 10 dB of {@code loudness} (the tuning's, {@link #QUIET_LOUD} shipped)
     */
    PhraseMatch(float[][] frames, float[] silence, double[] loudness, Map<String, List<float[][]>> templates,
                double quietLoud) {
        this.frames = frames;
        this.templates = templates;
        this.loud = loudness;
        this.quiet = new double[frames.length];
        for (int t = 0; t < frames.length; t++) {
            quiet[t] = distance(frames[t], silence) + quietLoud * loudness[t] / 10;
        }
    }

    /** Every template of every word, for computing their distances on several threads ({@link #distancesOf}). */
    List<float[][]> allTemplates() {
        return templates.values().stream().flatMap(List::stream).toList();
    }

    /** Computes the distances of {@code template} (one of {@link #allTemplates}) now, if not yet done. */
    void distancesOf(float[][] template) {
        table(template);
    }

    /**
     * Makes ready to match against a ceiling ({@link #atMost}): every template's distances known, the least cost
     * of the rest of the utterance from every frame and template state, by matching it backwards once with the
     * words in any order (a phrase's words, in the grammar's order, cost no less).
     */
    synchronized void prepareCeiling() {
        if (free != null) {
            return;
        }
        int n = frames.length;
        List<float[][]> all = allTemplates();
        int count = all.size();
        double[][][] d = new double[count][][];
        float[][][] after = new float[count][][];
        double[][] fresh = new double[count][];
        double[][] held = new double[count][];
        for (int x = 0; x < count; x++) {
            int length = all.get(x).length;
            d[x] = table(all.get(x));
            after[x] = new float[n][length];
            toGo.put(all.get(x), after[x]);
            fresh[x] = new double[length];
            held[x] = new double[length];
        }
        double[] g = new double[n + 1];
        for (int t = n - 1; t >= 0; t--) {
            double end = g[t + 1];
            double entering = end + quiet[t];
            for (int x = 0; x < count; x++) {
                if (t == n - 1) {
                    lastFrame(fresh[x], held[x], after[x][t]);
                } else {
                    step(d[x][t + 1], fresh[x], held[x], after[x][t], end);
                }
                double enter = d[x][t][0] + fresh[x][0];
                entering = enter < entering ? enter : entering;
            }
            g[t] = entering;
        }
        free = g;
    }

    /** At the utterance's last frame a path can only end: in the template's last frame, with nothing to come. */
    private static void lastFrame(double[] fresh, double[] held, float[] out) {
        int last = fresh.length - 1;
        java.util.Arrays.fill(fresh, INFINITY);
        java.util.Arrays.fill(held, INFINITY);
        fresh[last] = 0;
        held[last] = 0;
        for (int j = 0; j <= last; j++) {
            out[j] = down(fresh[j]);
        }
    }

    /**
     * One utterance frame back: {@code fresh} and {@code held} as after frame t+1 become as after frame t. From the
     * first template frame up, frame j reads frames j..j+2 of frame t+1, not yet overwritten; the last template frame
     * may also end the word ({@code end}: the least after a word ends at t+1). The last two template frames are done
     * apart, so the loop over the others tests nothing but its bound.
     */
    private static void step(double[] next, double[] fresh, double[] held, float[] out, double end) {
        int last = fresh.length - 1;
        for (int j = 0; j + 2 <= last; j++) {
            double on = next[j + 1] + fresh[j + 1];
            double two = next[j + 2] + fresh[j + 2];
            on = two < on ? two : on;
            double stay = next[j] + held[j];
            held[j] = on;
            fresh[j] = stay < on ? stay : on;   // fresh may do all held may and hold too: the least of both
            out[j] = down(fresh[j]);
        }
        if (last >= 1) {
            int j = last - 1;
            double on = next[last] + fresh[last];
            double stay = next[j] + held[j];
            held[j] = on;
            fresh[j] = stay < on ? stay : on;
            out[j] = down(fresh[j]);
        }
        double stay = next[last] + held[last];
        held[last] = end;
        fresh[last] = stay < end ? stay : end;
        out[last] = down(fresh[last]);
    }

    private static float down(double x) {
        float f = (float) x;
        return f > x ? Math.nextDown(f) : f;
    }

    /**
     * The least cost of a phrase that begins with {@code word}: quiet, then the word, then the least to come. For
     * matching the phrases likeliest to be best first, so the ceiling falls early.
     */
    double leastBeginningWith(String word) {
        double least = INFINITY;
        for (float[][] template : templates.getOrDefault(word, List.of())) {
            double[][] d = table(template);
            float[][] after = toGo.get(template);
            double before = 0;
            for (int t = 0; t < frames.length; t++) {
                least = Math.min(least, before + d[t][0] + after[t][0]);
                before += quiet[t];
            }
        }
        return least;
    }

    /**
     * From now on only phrases that cost at most {@code cost} are wanted exactly: any phrase that costs no more is
     * matched as without it, any dearer one costs more than {@code cost} (or is infinite). Only ever lowers the
     * ceiling. A path is dropped when its cost so far and the least the rest of the utterance can add exceed it
     * ({@link #prepareCeiling}, which must come first): every utterance frame is matched exactly once, by a template
     * frame or the quiet, so no path that ends within the ceiling is ever dropped.
     */
    synchronized void atMost(double cost) {
        if (free == null) {
            throw new IllegalStateException("prepareCeiling() first");
        }
        if (cost < ceiling) {
            ceiling = cost;
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

    /**
     * One more word after the paths ending in {@code entry}: the best over its templates for every end frame. Only
     * the template frames where a path is alive are visited: from the first to two past the last (a path moves on
     * at most two frames at a time), and the first when a path enters.
     */
    private Level word(List<float[][]> wordTemplates, double[] entry, Level previous) {
        int n = frames.length;
        double ceiling = this.ceiling;
        boolean bounded = ceiling < INFINITY;
        double[] out = new double[n + 1];
        int[] outStart = new int[n + 1];
        java.util.Arrays.fill(out, INFINITY);
        for (float[][] template : wordTemplates) {
            double[][] d = table(template);
            float[][] after = bounded ? toGo.get(template) : null;
            int length = template.length;
            int last = length - 1;
            // two states per template frame (a Column): entered at this utterance frame (fresh) or held once (held);
            // a frame is held at most once and at most one is skipped, so a word is said at half to twice its
            // template's pace
            Column now = new Column(length);
            Column next = new Column(length);
            int lo = length;    // the states alive lie in lo..hi (none when hi < lo)
            int hi = -1;
            for (int k = 1; k <= n; k++) {
                int t = k - 1;
                boolean enters = entry[t] < INFINITY && (!bounded || entry[t] + free[t] <= ceiling);
                if (hi < lo && !enters) {
                    continue;
                }
                int from = enters ? 0 : lo;
                int to = hi < lo ? 0 : Math.min(last, hi + 2);
                double[] here = d[t];
                for (int j = from; j <= to; j++) {
                    double local = here[j];
                    boolean alive = j >= lo && j <= hi;
                    next.held[j] = (alive ? now.fresh[j] : INFINITY) + local;
                    next.heldStart[j] = alive ? now.freshStart[j] : 0;
                    double best = INFINITY;
                    int start = 0;
                    for (int back = 1; back <= 2 && j - back >= lo; back++) {
                        int i = j - back;
                        if (i > hi) {
                            continue;
                        }
                        if (now.fresh[i] < best) {
                            best = now.fresh[i];
                            start = now.freshStart[i];
                        }
                        if (now.held[i] < best) {
                            best = now.held[i];
                            start = now.heldStart[i];
                        }
                    }
                    if (j == 0 && enters && entry[t] < best) {
                        best = entry[t];
                        start = t;
                    }
                    next.fresh[j] = best + local;
                    next.freshStart[j] = start;
                }
                lo = length;
                hi = -1;
                for (int j = from; j <= to; j++) {
                    if (bounded) {
                        double limit = ceiling - after[t][j];
                        if (next.fresh[j] > limit) {
                            next.fresh[j] = INFINITY;
                        }
                        if (next.held[j] > limit) {
                            next.held[j] = INFINITY;
                        }
                    }
                    if (next.fresh[j] < INFINITY || next.held[j] < INFINITY) {
                        lo = Math.min(lo, j);
                        hi = j;
                    }
                }
                Column swap = now;
                now = next;
                next = swap;
                if (hi == last) {
                    if (now.fresh[last] < out[k]) {
                        out[k] = now.fresh[last];
                        outStart[k] = now.freshStart[last];
                    }
                    if (now.held[last] < out[k]) {
                        out[k] = now.held[last];
                        outStart[k] = now.heldStart[last];
                    }
                }
            }
        }
        return new Level(out, outStart, previous);
    }

    /** A template's distances, computed by the first thread that asks. */
    private double[][] table(float[][] template) {
        return distances.computeIfAbsent(template, this::distances);
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

    /**
     * How many frames before the phrase's first word (on its best path) stand more than {@code db} above the room:
     * speech the phrase leaves to the quiet; 0 when the phrase cannot be fitted.
     */
    int speechBefore(List<String> words, double db) {
        int[] b = boundaries(words);
        if (b == null) {
            return 0;
        }
        int n = 0;
        for (int t = 0; t < b[0]; t++) {
            n += loud[t] > db ? 1 : 0;
        }
        return n;
    }

    /** For tests and tuning: the words' templates known here. */
    List<String> words() {
        return new ArrayList<>(templates.keySet());
    }
}
