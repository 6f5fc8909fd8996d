package org.hektor.speech.corpus;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.ProfileListening;
import org.hektor.speech.hearing.QuietEdges;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.speech.hearing.VoskRecognizer;

/**
 * Speaks a corpus (as VoiceBench) and keeps what Vosk answered for each utterance, raw, with the framed sound's
 * frame loudness, in {@code heard.tsv}: rules that read Vosk's answer can then be tuned without hearing again.
 * Same options as VoiceBench, and {@code --hear no} (speak only).
 */
public final class HeardDump {
    private HeardDump() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = VoiceBench.options(args);
        Profile profile = Profile.load(o.getOrDefault("profile", "en"));
        Path out = Path.of(o.get("out"));
        List<Corpus.Item> items;
        if (Files.exists(out.resolve("corpus.tsv"))) {
            items = Corpus.read(out);
        } else {
            long seed = Long.parseLong(o.getOrDefault("seed", "12"));
            List<Corpus.Item> plan = Corpus.plan(profile, VoiceBench.voices(profile.name(), o.get("voices")),
                    VoiceBench.conditions(o.getOrDefault("conditions", "all")),
                    Integer.parseInt(o.getOrDefault("moves", "20")), !o.getOrDefault("commands", "yes").equals("no"), seed);
            items = VoiceBench.write(plan, out, seed, 2, !o.getOrDefault("edges", "quiet").equals("none"));
        }
        if (o.getOrDefault("hear", "yes").equals("no")) {
            return;
        }
        int half = (items.size() + 1) / 2;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        java.util.concurrent.Future<List<String>> first = pool.submit(() -> hear(profile, out, items.subList(0, half)));
        java.util.concurrent.Future<List<String>> second = pool.submit(() -> hear(profile, out,
                items.subList(half, items.size())));
        List<String> lines = new ArrayList<>(first.get());
        lines.addAll(second.get());
        pool.shutdown();
        Files.write(out.resolve("heard.tsv"), lines, StandardCharsets.UTF_8);
        System.err.println("Heard " + items.size() + " utterances into " + out.resolve("heard.tsv"));
    }

    private static List<String> hear(Profile profile, Path out, List<Corpus.Item> items) throws Exception {
        List<String> lines = new ArrayList<>();
        try (VoskRecognizer vosk = VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH)) {
            ProfileListening listening = ProfileListening.forModel(profile, vosk.model().vocabulary());
            for (Corpus.Item item : items) {
                Position p = Position.fromFen(item.fen().isEmpty() ? Position.INITIAL_FEN : item.fen());
                Sound framed = QuietEdges.framed(Wav.read(out.resolve(item.wav())));
                String json = vosk.json(framed, listening.listening(p).grammar()).replaceAll("\\s*\\n\\s*", " ");
                lines.add(item.id() + "\t" + json + "\t" + rms(framed));
            }
        }
        return lines;
    }

    /** Each 20 ms frame's RMS, rounded, comma-separated. */
    private static String rms(Sound s) {
        return java.util.Arrays.stream(QuietEdges.rms(s)).mapToObj(r -> Long.toString(Math.round(r)))
                .collect(java.util.stream.Collectors.joining(","));
    }
}
