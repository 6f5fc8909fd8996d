package org.hektor.cli;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.speech.models.ModelStore;
import org.hektor.words.Words;

/**
 * Where Hektor keeps the player's things and finds its speech models, wherever it is started (docs/commands.md).
 * The player's folder {@code ~/.hektor} holds his games and the models he adds; the models that came
 * with Hektor lie next to its code: {@code models/} beside the jar in the installed package, the clone's
 * {@code models/} beside {@code target/} in a clone. Nothing is ever written next to the code.
 *
 * @param home the player's folder, {@code ~/.hektor}
 * @param code the jar (or class folder) Hektor runs from, when known
 */
record Places(Path home, Optional<Path> code) {
    /** The places of the Hektor that is running. */
    static Places ofThisHektor() {
        Optional<Path> code;
        try {
            code = Optional.of(Path.of(Places.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            code = Optional.empty(); // no code location (an unusual class loader): the player's folder alone
        }
        return new Places(Path.of(System.getProperty("user.home"), ".hektor"), code);
    }

    /** {@code ~/.hektor/games}: journals and scoresheets. */
    Path games() {
        return home.resolve("games");
    }

    /** {@code ~/.hektor/voices}: the voices Hektor learned ({@code hektor speaker learn}), one folder each. */
    Path voices() {
        return home.resolve("voices");
    }

    /** {@code ~/.hektor/models}: the models the player downloads or installs. */
    Path userModels() {
        return home.resolve("models");
    }

    /**
     * The folders a speech model is looked for in, in order: the player's, next to the code (the installation),
     * then the clone's ({@code target/hektor.jar} or {@code target/classes} → {@code models/}).
     */
    List<Path> modelFolders() {
        Set<Path> folders = new LinkedHashSet<>();
        folders.add(userModels());
        code.ifPresent(c -> {
            folders.add(c.resolveSibling("models"));
            if (c.getParent() != null) {
                folders.add(c.getParent().resolveSibling("models"));
            }
        });
        return List.copyOf(folders);
    }

    /**
     * The model to listen with when {@code --model} is not given: the first folder holding a model of the language
     * wins; for German with no German model anywhere, the English one (heard through the listening table).
     *
     * @throws IllegalArgumentException naming the folders looked in, when none holds a model
     */
    Path model(String language) {
        return findModel(language).map(ModelStore.Found::folder).orElseThrow(() -> new IllegalArgumentException(
                "There is no speech model in " + String.join(" or ", modelFolders().stream().map(Path::toString).toList())
                        + ": hektor models download " + language + " fetches one, or give the folder of one with --model."));
    }

    /**
     * {@link #model} with whether it is the language's own model or the English one standing in for it; empty when
     * no folder holds a model Hektor can listen with.
     */
    Optional<ModelStore.Found> findModel(String language) {
        return ModelStore.find(modelFolders(), language);
    }

    /**
     * Why a game of {@code words}' language is played by keyboard when {@link #findModel} found nothing, in that
     * language: the folders looked in, and how a model gets there. The catalog's languages are downloaded; another
     * (Russian: no Russian model can be fetched here) is installed from a Vosk file the player brings.
     */
    String noModel(Words words, String language) {
        String install = new ModelStore(userModels(), null).catalog().entries().stream().anyMatch(e -> e.language().equals(language))
                ? "hektor models download " + language : "hektor models install vosk-model-small-" + language + ".zip";
        return words.say("session.no.hearing", "reason", words.say("session.no.model", "folders",
                String.join(", ", modelFolders().stream().map(Path::toString).toList()), "install", install,
                "option", "--model"));
    }
}
