package org.hektor.speech.hearing.learned;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.hektor.notation.Profile;

/**
 * Tuning aid: one voice's folder kept by LearnedVoiceBench (target/learned/VOICE): its learned voice, a recogniser of
 * it (the voice learned with the tuning of the hektor.learned.* properties, {@link TuningFlags}), and its test
 * corpus's lines split into fields (only the conditions named by the system property "cond", when given).
 */
record KeptCorpus(String slug, LearnedRecognizer recognizer, Path test, List<String[]> lines) {
    static KeptCorpus of(Path dir, Profile profile) throws IOException {
        return of(dir, profile, "test-");
    }

    /** As {@link #of(Path, Profile)}, the corpus being the folder whose name starts with {@code prefix}. */
    static KeptCorpus of(Path dir, Profile profile, String prefix) throws IOException {
        String slug = dir.getFileName().toString();
        LearnedVoice voice = new VoiceStore(dir.resolve("voices")).load(slug, TuningFlags.read());
        Path test;
        try (Stream<Path> s = Files.list(dir)) {
            test = s.filter(p -> p.getFileName().toString().startsWith(prefix)).findFirst().orElseThrow();
        }
        String only = System.getProperty("cond");
        List<String[]> lines = Files.readAllLines(test.resolve("corpus.tsv")).stream().map(l -> l.split("\t", -1))
                .filter(f -> only == null || only.contains(f[3])).toList();
        return new KeptCorpus(slug, new LearnedRecognizer(voice, profile), test, lines);
    }
}
