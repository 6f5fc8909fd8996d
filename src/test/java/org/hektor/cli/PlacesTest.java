package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.hektor.notation.Profile;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.speech.models.ModelStore;
import org.hektor.words.RussianText;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where the speech model is found (docs/commands.md): --model, else the player's ~/.hektor/models, else next
 * to the installation, else the clone's models/; a model of the game's language first, English for German only when
 * no folder has a German one. And it is found from any working directory.
 */
class PlacesTest {
    @TempDir
    Path dir;

    /** An installed package: /usr/lib/hektor/lib/app/hektor.jar with app/models beside it, and a player's home. */
    private Places installed() throws IOException {
        Path app = Files.createDirectories(dir.resolve("usr/lib/hektor/lib/app"));
        return new Places(dir.resolve("home/.hektor"), Optional.of(app.resolve("hektor.jar")));
    }

    private Path model(Path folder, String name) throws IOException {
        Path m = folder.resolve(name);
        for (String f : VoskModel.MODEL_FILES) {
            Files.createDirectories(m.resolve(f).getParent());
            Files.writeString(m.resolve(f), "x");
        }
        return m;
    }

    @Test
    void thePlayersFolderComesFirstThenTheInstallationThenTheClone() throws IOException {
        Places p = installed();
        Path app = dir.resolve("usr/lib/hektor/lib/app");
        assertEquals(List.of(dir.resolve("home/.hektor/models"), app.resolve("models"), dir.resolve("usr/lib/hektor/lib/models")),
                p.modelFolders());
        assertEquals(dir.resolve("home/.hektor/games"), p.games());

        Path packaged = model(app.resolve("models"), "vosk-model-en-us");
        assertEquals(packaged, p.model("en"));
        assertEquals(packaged, p.model("de"), "German words through the English model while there is no German one");

        Path german = model(p.userModels(), "vosk-model-small-de-0.15");
        assertEquals(german, p.model("de"));
        assertEquals(packaged, p.model("en"), "a German model in the player's folder does not hide the English one");

        Path ownEnglish = model(p.userModels(), "vosk-model-small-en-us-0.15");
        assertEquals(ownEnglish, p.model("en"), "the player's own model wins over the packaged one of its language");
    }

    /**
     * A German game with only the English model hears the German words through a listening table: the model found
     * says it is not German's own, so that "no German model" (when play offers to learn the player's voice) is told
     * apart from "a German model".
     */
    @Test
    void theModelFoundSaysWhetherItIsTheLanguagesOwnOrTheEnglishOneStandingIn() throws IOException {
        Places p = installed();
        assertEquals(Optional.empty(), p.findModel("de"), "no model at all");
        assertEquals(Optional.empty(), p.findModel("en"));
        Path english = model(dir.resolve("usr/lib/hektor/lib/app/models"), "vosk-model-en-us");
        assertEquals(Optional.of(new ModelStore.Found(english, false)), p.findModel("de"));
        assertEquals(Optional.of(new ModelStore.Found(english, false)), p.findModel("ru"));
        assertEquals(Optional.of(new ModelStore.Found(english, true)), p.findModel("en"));
        Path german = model(dir.resolve("usr/lib/hektor/lib/models"), "vosk-model-small-de-0.15");
        assertEquals(Optional.of(new ModelStore.Found(german, true)), p.findModel("de"),
                "a German model in the last folder is German's own");
        assertEquals(Optional.of(new ModelStore.Found(english, true)), p.findModel("en"));
        Path russian = model(p.userModels(), "vosk-model-small-ru-0.22");
        assertEquals(Optional.of(new ModelStore.Found(russian, true)), p.findModel("ru"),
                "a Russian model the player added (models install) is Russian's own");
        assertEquals(Optional.of(new ModelStore.Found(german, true)), p.findModel("de"));
    }

    @Test
    void aModelOfTheLanguageAnywhereWinsOverEnglishInAnEarlierFolder() throws IOException {
        Places p = installed();
        model(p.userModels(), "vosk-model-small-en-us-0.15");
        Path german = model(dir.resolve("usr/lib/hektor/lib/app/models"), "vosk-model-de-0.21");
        assertEquals(german, p.model("de"));
    }

    @Test
    void anIncompleteOrUnnamedModelIsPassedOverAndNoModelAtAllIsOneSentence() throws IOException {
        Places p = installed();
        Path half = model(p.userModels(), "vosk-model-small-de-0.15");
        Files.delete(half.resolve("am/final.mdl"));
        model(p.userModels(), "mein-modell"); // a language Hektor cannot read from the name: only with --model
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.model("de"));
        assertEquals("There is no speech model in " + p.userModels() + " or " + dir.resolve("usr/lib/hektor/lib/app/models")
                + " or " + dir.resolve("usr/lib/hektor/lib/models") + ": hektor models download de fetches one, or give "
                + "the folder of one with --model.", e.getMessage());
    }

    /**
     * A game without any model says why in the player's language, not in the English of {@code listen}'s error: the
     * folders looked in, and how a model gets there (Russian from a file the player brings: none can be downloaded).
     */
    @Test
    void noModelForAGameIsSaidInThePlayersLanguageWithHowToAddOne() throws IOException {
        Places p = installed();
        String folders = p.userModels() + ", " + dir.resolve("usr/lib/hektor/lib/app/models") + ", "
                + dir.resolve("usr/lib/hektor/lib/models");
        assertEquals(Optional.empty(), p.findModel("ru"));
        String russian = p.noModel(Words.forLanguage("ru"), "ru");
        assertEquals("Модели речи нет ни в одной папке (" + folders + "): её добавит команда hektor models install "
                + "vosk-model-small-ru.zip, или укажите её папку параметром --model. Набирайте ходы.", russian);
        assertEquals(List.of(), new RussianText(Profile.load("ibca", "ru")).problems(russian.replace(folders, "")
                .replace("hektor models install vosk-model-small-ru.zip", "").replace("--model", "")));
        assertEquals("In " + folders + " ist kein Modell für die Sprache: hektor models download de fügt eines hinzu, oder geben "
                + "Sie seinen Ordner mit --model an. Tippen Sie Ihre Züge.", p.noModel(Words.forLanguage("de"), "de"));
        assertEquals("There is no speech model in " + folders + ": hektor models download en adds one, or give the "
                + "folder of one with --model. Type your moves.", p.noModel(Words.forLanguage("en"), "en"));
    }

    @Test
    void inTheCloneTheModelTheBuildUnpacksIsFound() {
        Places p = Places.ofThisHektor();
        assertEquals(Path.of(System.getProperty("user.home"), ".hektor", "games"), p.games());
        assertTrue(p.modelFolders().contains(Path.of("models").toAbsolutePath()), p.modelFolders().toString());
    }

    @Test
    void modelsListsTheModelsOfEveryFolderInTheOrderHektorLooksAndAddsToThePlayersFolder() throws IOException {
        Path home = dir.resolve("home");
        Path own = model(home.resolve(".hektor/models"), "vosk-model-small-de-0.15");
        Path clone = Path.of("models", "vosk-model-en-us").toAbsolutePath();
        assertEquals("installed\tvosk-model-small-de-0.15\t" + own + "\n"
                + "installed\tvosk-model-en-us\t" + clone + "\n"
                + "available\tvosk-model-small-en-us-0.15\ten: hektor models download en\n", elsewhere(home, "models", "list"));
        assertEquals("available\tvosk-model-small-en-us-0.15\ten: hektor models download en\n"
                + "available\tvosk-model-small-de-0.15\tde: hektor models download de\n",
                elsewhere(home, "models", "--dir", dir.resolve("none").toString(), "list"));
    }

    /** Standard output of {@code hektor ARGS} run in another folder with {@code home} as the home folder. */
    private String elsewhere(Path home, String... args) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("elsewhere"));
        ProcessBuilder pb = HektorProcess.command(args).directory(folder.toFile());
        pb.command().add(1, "-Duser.home=" + home);
        HektorProcess.Result r = HektorProcess.run(pb, Duration.ofSeconds(60));
        assertEquals(0, r.status(), r.err());
        return r.out();
    }

    @Test
    void listenFindsTheModelFromAnUnrelatedFolder() throws IOException {
        Path wav = dir.resolve("e4.wav");
        assertEquals(0, ListenCommandTest.run("say", "--profile", "en", "--wav", wav.toString(), "e4").status());
        assertEquals("MOVE e2e4\n", elsewhere(dir.resolve("empty home"), "listen", "--profile", "en", "--wav", wav.toString()));
    }
}
