package org.hektor.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.hektor.speech.hearing.learned.LearnedVoice;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.words.Mistake;
import picocli.CommandLine.Option;

/** {@code --speaker} and {@code --voices}, the same for every command that hears ({@code play}, {@code listen}). */
final class LearnedVoiceOptions {
    @Option(names = "--speaker", paramLabel = "NAME", description = "Hear through the voice Hektor learned from NAME's "
            + "recordings ('hektor speaker learn --speaker NAME') instead of a speech model: any accent, no download. "
            + "In a game, what you say and then confirm is kept as more of your voice.")
    String speaker;

    @Option(names = "--voices", paramLabel = "DIR", description = "Where learned voices are kept (default: "
            + "~/.hektor/voices).")
    Path voices;

    /** Either option was given: a learned voice is asked for (and {@link #load()} says what is missing). */
    boolean given() {
        return speaker != null || voices != null;
    }

    String speaker() {
        return speaker;
    }

    VoiceStore store() {
        return new VoiceStore(voices != null ? voices : Places.ofThisHektor().voices());
    }

    /**
     * The voice named by {@code --speaker}, or one sentence (an IllegalArgumentException) why there is none: a bad
     * name, a voice never learned, or {@code --voices} without {@code --speaker}.
     */
    LearnedVoice load() {
        if (speaker == null) {
            throw new Mistake("error.voices.speaker", "voices", "--voices", "speaker", "--speaker");
        }
        try {
            return store().load(VoiceStore.checkName(speaker));
        } catch (IOException e) {
            throw new UncheckedIOException("The voice '" + speaker + "' could not be read", e);
        }
    }
}
