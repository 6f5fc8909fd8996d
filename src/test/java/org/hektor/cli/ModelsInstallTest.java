package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hektor models install FILE.zip} takes a model the player downloaded by hand (a real German model
 * is not reachable here, so the archives are small hand-made ones with a Vosk model's files).
 */
class ModelsInstallTest {
    private static final String GERMAN = "vosk-model-small-de-0.15";
    private static final List<String> MODEL = List.of("am/final.mdl", "graph/HCLr.fst", "graph/Gr.fst",
            "conf/model.conf", "conf/mfcc.conf", "README");

    @TempDir
    Path dir;

    private Path models() {
        return dir.resolve("models");
    }

    /** A zip holding {@code entries}, each with a line of text, written to {@code name} in the test folder. */
    private Path zip(String name, List<String> entries, String salt) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream z = new ZipOutputStream(out)) {
            for (String e : entries) {
                z.putNextEntry(new ZipEntry(e));
                z.write(("contents of " + e + salt).getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
        return file;
    }

    private static List<String> in(String top, List<String> files) {
        return files.stream().map(f -> top + "/" + f).toList();
    }

    private CliRun install(Path file) {
        return CliRun.of("models", "--dir", models().toString(), "install", file.toString());
    }

    private List<String> modelsFolder() throws IOException {
        if (!Files.isDirectory(models())) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(models())) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static void assertOneSentenceAndExit2(CliRun r, String start) {
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith(start), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void aDownloadedGermanModelIsCheckedUnpackedAndItsChecksumRecorded() throws Exception {
        Path file = zip("model from the browser (1).zip", in(GERMAN, MODEL), "");   // whatever the file is called
        CliRun r = install(file);
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains("Installed " + GERMAN + " in " + models().resolve(GERMAN)), r.err());
        assertEquals("contents of " + GERMAN + "/am/final.mdl", Files.readString(models().resolve(GERMAN + "/am/final.mdl")));
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        assertTrue(Files.readString(models().resolve("catalog.tsv"))
                .contains(GERMAN + "\thttps://alphacephei.com/vosk/models/" + GERMAN + ".zip\t" + Files.size(file) + "\t"
                        + sha + "\n"), "the checksum is recorded");
        assertTrue(CliRun.of("models", "--dir", models().toString(), "list").out()
                .contains("installed\t" + GERMAN + "\t" + models().resolve(GERMAN)));
        assertEquals(List.of("catalog.tsv", GERMAN), modelsFolder(), "nothing else is left behind");

        // once recorded, another archive of that name must match: a damaged copy is refused, the model stays
        Files.walk(models().resolve(GERMAN)).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        CliRun other = install(zip("other.zip", in(GERMAN, MODEL), " but different"));
        assertOneSentenceAndExit2(other, "The file " + dir.resolve("other.zip") + " is ");
        assertEquals(List.of("catalog.tsv"), modelsFolder());
    }

    /**
     * No Russian model can be downloaded here, and a Russian game without one tells the player to install the
     * vosk-model-small-ru file he brings: it is installed by its name, unchecked (the catalog has no checksum and
     * records none), and a Russian game finds it as Russian's own model.
     */
    @Test
    void aRussianModelTheCatalogCannotFetchIsInstalledFromTheFileThePlayerBrings() throws Exception {
        String russian = "vosk-model-small-ru-0.22";
        CliRun r = install(zip("vosk-model-small-ru.zip", in(russian, MODEL), ""));
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains("Installed " + russian + " in " + models().resolve(russian)), r.err());
        assertFalse(r.err().contains("recorded"), r.err());
        assertEquals("contents of " + russian + "/am/final.mdl",
                Files.readString(models().resolve(russian + "/am/final.mdl")));
        assertFalse(Files.exists(models().resolve("catalog.tsv"))
                && Files.readString(models().resolve("catalog.tsv")).contains(russian), "no catalog line");
        assertEquals(java.util.Optional.of(new org.hektor.speech.models.ModelStore.Found(models().resolve(russian),
                true)), org.hektor.speech.models.ModelStore.find(List.of(models()), "ru"));
    }

    @Test
    void aMissingFileIsOneSentenceAndNothingIsInstalled() throws Exception {
        assertOneSentenceAndExit2(install(dir.resolve("nowhere.zip")),
                "There is no file " + dir.resolve("nowhere.zip") + "; nothing was installed.");
        assertEquals(List.of(), modelsFolder());
    }

    @Test
    void somethingThatIsNoModelArchiveIsOneSentenceAndNothingIsInstalled() throws Exception {
        Path text = dir.resolve("model.zip");
        Files.writeString(text, "this is not a zip");
        assertOneSentenceAndExit2(install(text), text + " is no zip archive");
        // a model's files zipped without their folder
        assertOneSentenceAndExit2(install(zip("flat.zip", List.of("README", "am/final.mdl", "graph/HCLr.fst"), "")),
                dir.resolve("flat.zip") + " is no model archive");
        assertOneSentenceAndExit2(install(zip("empty.zip", List.of(), "")), dir.resolve("empty.zip") + " is no model archive");
        assertOneSentenceAndExit2(install(zip("fr.zip", in("vosk-model-small-fr-0.22", MODEL), "")),
                dir.resolve("fr.zip") + " holds the folder vosk-model-small-fr-0.22, which is none of the models");
        assertOneSentenceAndExit2(install(zip("half.zip", in(GERMAN, List.of("README", "conf/model.conf")), "")),
                "The archive for " + GERMAN + " is no Vosk model: am/final.mdl is missing; nothing was installed.");
        List<String> twoFolders = new java.util.ArrayList<>(in(GERMAN, MODEL));
        twoFolders.add("elsewhere/evil.sh");
        assertOneSentenceAndExit2(install(zip("two.zip", twoFolders, "")),
                "The archive for " + GERMAN + " holds elsewhere/evil.sh, outside the folder " + GERMAN + ";");
        assertOneSentenceAndExit2(install(zip("slip.zip", List.of(GERMAN + "/../../escaped"), "")),
                "The archive for " + GERMAN + " holds " + GERMAN + "/../../escaped");
        assertFalse(Files.exists(dir.resolve("escaped")));
        assertFalse(modelsFolder().contains(GERMAN), modelsFolder().toString());
        assertTrue(modelsFolder().stream().allMatch(f -> f.equals("catalog.tsv")), modelsFolder().toString());
    }
    /**
     * A German or Russian player installing the model he brought hears it in his language, with no system text in
     * it (it was English: "… is no zip archive (zip END header not found); nothing was installed.").
     */
    @Test
    void whatInstallingSaysIsInThePlayersLanguage() throws Exception {
        Path text = dir.resolve("modell.zip");
        Files.writeString(text, "this is not a zip");
        assertEquals(new CliRun(2, "", text + " ist kein zip-Archiv; nichts wurde installiert.\n"),
                CliRun.of("models", "--dir", models().toString(), "install", text.toString(), "--language", "de"));
        Path half = zip("half.zip", in(GERMAN, List.of("README", "conf/model.conf")), "");
        assertEquals(new CliRun(2, "", "Архив " + GERMAN + " — не модель Vosk: нет am/final.mdl; ничего не "
                + "установлено.\n"),
                CliRun.of("models", "--language", "ru", "--dir", models().toString(), "install", half.toString()));
        Path good = zip("modell (1).zip", in(GERMAN, MODEL), "");
        CliRun installed = CliRun.of("models", "--dir", models().toString(), "install", good.toString(),
                "--language", "de");
        assertEquals(0, installed.status(), installed.err());
        assertTrue(installed.err().strip().endsWith(GERMAN + " ist in " + models().resolve(GERMAN) + " installiert."),
                installed.err());
        assertTrue(installed.err().contains("Der Katalog hatte keine Prüfsumme für " + GERMAN), installed.err());
    }
}
