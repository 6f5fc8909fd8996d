package org.hektor.speech.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.nio.charset.StandardCharsets;
import org.hektor.ChildJava;
import org.hektor.cli.ListenHearingForeignWords;
import org.hektor.notation.Profile;
import org.hektor.speech.hearing.Recognition;
import org.hektor.speech.hearing.VoskModel;

/**
 * The voice-input benchmark: generates a corpus (unless DIR already holds one) and prints what Hektor's recognition
 * makes of it, per condition, per voice and per command word.
 * <pre>
 * mvn -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=org.hektor.speech.corpus.VoiceBench \
 *     -Dexec.args="--profile ibca --voices heldout --moves 30 --out target/corpus/ibca-heldout"
 * </pre>
 * Options: {@code --voices heldout|tuning|NAME,NAME}, {@code --conditions all|clean,white-10db,...},
 * {@code --moves N} per voice and condition (every command phrase comes once each unless {@code --commands no}),
 * {@code --seed S}, {@code --edges none} (recordings start and end with sound: no quiet around the words),
 * {@code --model DIR}, {@code --threads N} (child processes), {@code --foreign-words
 * own-voice-table|many-voice-table|sphinx} (how a profile the model cannot say is heard; Hektor ships the first).
 * Every answer goes to {@code answers.tsv} in DIR.
 */
public final class VoiceBench {
    private VoiceBench() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = options(args);
        Profile profile = Profile.load(o.getOrDefault("profile", "ibca"));
        Path out = Path.of(o.getOrDefault("out", "target/corpus/" + profile.name()));
        int threads = Integer.parseInt(o.getOrDefault("threads", "2"));
        List<Corpus.Item> items;
        if (Files.exists(out.resolve("corpus.tsv"))) {
            items = Corpus.read(out);
        } else {
            List<Voice> voices = voices(profile.name(), o.getOrDefault("voices", "heldout"));
            List<Condition> conditions = conditions(o.getOrDefault("conditions", "all"));
            long seed = Long.parseLong(o.getOrDefault("seed", "12"));
            List<Corpus.Item> plan = Corpus.plan(profile, voices, conditions,
                    Integer.parseInt(o.getOrDefault("moves", "20")), !o.getOrDefault("commands", "yes").equals("no"), seed);
            long t0 = System.nanoTime();
            items = write(plan, out, seed, threads, !o.getOrDefault("edges", "quiet").equals("none"));
            System.err.printf("Spoke %d utterances into %s in %.0f s%n", items.size(), out, (System.nanoTime() - t0) / 1e9);
        }
        Path model = Path.of(o.getOrDefault("model", VoskModel.DEFAULT_ENGLISH.toString()));
        long t0 = System.nanoTime();
        Recognition.ForeignWords foreign = Recognition.ForeignWords.valueOf(o.getOrDefault("foreign-words",
                Recognition.ForeignWords.SHIPPED.name()).toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
        Tally tally = measure(profile, model, foreign, items, out, threads);
        System.out.println(tally.report(profile.name() + " — " + items.size() + " utterances of " + out));
        // every answer, so two runs (or two versions) can be compared item by item
        Files.write(out.resolve("answers.tsv"), tally.outcomes().stream().map(t -> String.join("\t", t.item().id(),
                t.item().expected(), t.answer())).toList(), StandardCharsets.UTF_8);
        System.err.printf("Heard %d utterances in %.0f s%n", items.size(), (System.nanoTime() - t0) / 1e9);
    }

    /**
     * Every item heard by {@code hektor listen --batch} itself (each loading the model once), so the benchmark
     * measures exactly what a player's recordings would get. Each slice is heard in a child process of its own, for
     * Vosk gives different scores to the same audio when two recognisers work at once in one process (measured: 288
     * of 288 tuning utterances scored differently, a few answers changed run to run; a test class beside this one may
     * be using Vosk), while one per process gives the same answers to the same batch every time. (What a process heard
     * before still moves scores a little, so another split of the same files may answer a few near-margin items
     * otherwise: docs/measurements.md.)
     */
    public static Tally measure(Profile profile, Path model, Recognition.ForeignWords foreign, List<Corpus.Item> items,
                                Path dir, int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            int size = (items.size() + threads - 1) / threads;
            List<Future<List<String>>> parts = new ArrayList<>();
            for (int i = 0, n = 0; i < items.size(); i += size, n++) {
                List<Corpus.Item> slice = items.subList(i, Math.min(items.size(), i + size));
                Path batch = dir.resolve("batch-" + n + ".tsv");
                Files.write(batch, slice.stream().map(it -> it.fen() + "\t" + it.wav()).toList(), StandardCharsets.UTF_8);
                parts.add(pool.submit(() -> listenApart(profile, model, foreign, batch, slice.size())));
            }
            Tally tally = new Tally();
            int i = 0;
            for (Future<List<String>> f : parts) {
                for (String answer : f.get()) {
                    tally.add(new Tally.Outcome(items.get(i++), answer));
                }
            }
            return tally;
        } finally {
            pool.shutdownNow();
        }
    }

    /** {@code listen --batch} in a child JVM with this one's class path, hearing foreign words as {@code foreign}. */
    private static List<String> listenApart(Profile profile, Path model, Recognition.ForeignWords foreign, Path batch,
                                            int expected) throws IOException, InterruptedException {
        List<String> command = ChildJava.withClassPath(classPath(), ListenHearingForeignWords.class.getName(),
                foreign.name(), "listen", "--profile", profile.name(), "--model", model.toString(), "--batch",
                batch.toString());
        Path err = Path.of(batch + ".err");
        Process child = new ProcessBuilder(command).redirectError(err.toFile()).start();
        List<String> lines;
        try (var in = child.inputReader(StandardCharsets.UTF_8)) {
            lines = in.lines().toList();
        }
        int status = child.waitFor();
        if (status != 0 || lines.size() != expected) {
            throw new IllegalStateException("listen --batch " + batch + " failed (" + status + "): "
                    + Files.readString(err));
        }
        return lines;
    }

    /**
     * This benchmark's class path for a child JVM: under {@code mvn exec:java} the JVM's own class path is Maven's
     * launcher, and the benchmark's classes come from the loader exec:java made.
     */
    private static String classPath() {
        if (VoiceBench.class.getClassLoader() instanceof java.net.URLClassLoader loader) {
            return java.util.Arrays.stream(loader.getURLs()).map(u -> {
                try {
                    return Path.of(u.toURI()).toString();
                } catch (java.net.URISyntaxException e) {
                    throw new IllegalStateException(e);
                }
            }).collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
        }
        return System.getProperty("java.class.path");
    }

    /** Speaks the plan in {@code threads} slices (espeak-ng and sox are separate processes). */
    static List<Corpus.Item> write(List<Corpus.Item> plan, Path out, long seed, int threads, boolean quietEdges)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<Corpus.Item>>> parts = new ArrayList<>();
            int size = (plan.size() + threads - 1) / threads;
            for (int i = 0; i < plan.size(); i += size) {
                List<Corpus.Item> slice = plan.subList(i, Math.min(plan.size(), i + size));
                parts.add(pool.submit(() -> Corpus.write(slice, out, seed, quietEdges)));
            }
            List<Corpus.Item> all = new ArrayList<>();
            for (Future<List<Corpus.Item>> f : parts) {
                all.addAll(f.get());
            }
            Corpus.writeLists(all, out);
            return all;
        } finally {
            pool.shutdownNow();
        }
    }

    static List<Voice> voices(String profile, String which) {
        return switch (which) {
            case "heldout" -> Voices.heldOut(profile);
            case "tuning" -> Voices.tuning(profile);
            default -> Arrays.stream(which.split(",")).map(Voice::new).toList();
        };
    }

    public static List<Condition> conditions(String which) {
        return which.equals("all") ? List.of(Condition.values())
                : Arrays.stream(which.split(",")).map(Condition::of).toList();
    }

    static Map<String, String> options(String[] args) {
        Map<String, String> m = new java.util.HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("Options come as --name value, not " + args[i]);
            }
            m.put(args[i].substring(2), args[i + 1]);
        }
        return m;
    }
}
