package org.hektor.speech.hearing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.hektor.words.Mistake;
import org.vosk.LibVosk;
import org.vosk.LogLevel;
import org.vosk.Model;

/**
 * A loaded Vosk model and its vocabulary. The folder is checked before any native call: a Recognizer built on
 * a model that failed to load kills the JVM, so a bad folder must never get that far.
 */
public final class VoskModel implements AutoCloseable {
    /** Where the build unpacks the English model (see pom.xml, profile vosk-model-en). */
    public static final Path DEFAULT_ENGLISH = Path.of("models", "vosk-model-en-us");

    /** The files every small Vosk model has, and the ones Hektor needs (the model store checks archives for them). */
    public static final List<String> MODEL_FILES = List.of("am/final.mdl", "graph/HCLr.fst", "graph/Gr.fst",
            "conf/model.conf", "conf/mfcc.conf");

    private final Model model;
    private final ModelVocabulary vocabulary;
    private final Path dir;

    private VoskModel(Model model, ModelVocabulary vocabulary, Path dir) {
        this.model = model;
        this.vocabulary = vocabulary;
        this.dir = dir;
    }

    public static VoskModel load(Path dir) {
        checkFolder(dir);
        ModelVocabulary vocabulary = ModelVocabulary.of(dir);
        LibVosk.setLogLevel(LogLevel.WARNINGS);
        try {
            return new VoskModel(new Model(dir.toString()), vocabulary, dir);
        } catch (IOException e) {
            throw new Mistake(e, "error.model.unloadable", "folder", dir);
        }
    }

    /** Throws one sentence when {@code dir} does not look like a small Vosk model (the kind Hektor reads). */
    public static void checkFolder(Path dir) {
        Optional<Mistake> problem = folderProblem(dir);
        if (problem.isPresent()) {
            throw problem.get();
        }
    }

    /** What is wrong with {@code dir} as a small Vosk model, as a sentence of any language; empty when it looks like one. */
    public static Optional<Mistake> folderProblem(Path dir) {
        if (!Files.isDirectory(dir)) {
            return Optional.of(new Mistake("error.model.missing", "folder", dir, "install", "hektor models download de|en"));
        }
        for (String f : MODEL_FILES) {
            if (!Files.isRegularFile(dir.resolve(f))) {
                return Optional.of(new Mistake("error.model.incomplete", "folder", dir, "file", f));
            }
        }
        return Optional.empty();
    }

    Model model() {
        return model;
    }

    public ModelVocabulary vocabulary() {
        return vocabulary;
    }

    public Path dir() {
        return dir;
    }

    @Override
    public void close() {
        model.close();
    }
}
