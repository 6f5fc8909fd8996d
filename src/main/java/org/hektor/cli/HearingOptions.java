package org.hektor.cli;

import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How a command that hears the player ({@code play}, {@code listen}) hears him: through a speech model
 * ({@code --model}) or through the voice Hektor learned from his recordings ({@code --speaker}, {@code --voices}).
 * Declared once; what a missing model means is each command's own (listen falls back to the English model, play to
 * the keyboard when there is none).
 */
final class HearingOptions {
    @Option(names = "--model", paramLabel = "DIR", description = "The speech model folder (default: a model of the "
            + "language of --language in ~/.hektor/models, else next to the installation; without one, the English one).")
    Path model;

    @Mixin
    LearnedVoiceOptions learnedVoice;

    /** The model folder {@code --model} names; null when it was not given. */
    Path model() {
        return model;
    }

    LearnedVoiceOptions learnedVoice() {
        return learnedVoice;
    }
}
