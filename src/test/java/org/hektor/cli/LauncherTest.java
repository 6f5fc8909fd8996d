package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launchers, {@code ./hektor} of a fresh clone and the Debian package's {@code /usr/bin/hektor}. What the first
 * run of {@code ./hektor} prints while it builds reaches a screen reader, so no colour codes. Maven 3.8 (Debian's)
 * writes {@code ESC [0m} even with {@code -B}; building for real takes a minute, so the clone here has a stand-in
 * {@code mvn} on the PATH that writes what Maven 3.8 writes.
 */
class LauncherTest {
    @TempDir
    Path clone;

    @Test
    void theFirstRunPrintsNoColourCodesAndKeepsTheBuildsExitStatus() throws Exception {
        Path bin = freshClone();
        executable(bin.resolve("mvn"), "#!/bin/sh\nprintf '\\033[0m\\033[0m[ERROR] COMPILATION ERROR\\n\\033[1;31mred\\033[m\\n' >&2\n"
                + "printf '\\033[0m\\033[0m'\nexit 3\n");
        ProcessBuilder pb = new ProcessBuilder("bash", clone.resolve("hektor").toString(), "play");
        pb.environment().put("PATH", bin + ":/usr/bin:/bin");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(3, p.waitFor(), "a failed build is the launcher's failure: " + printed);
        assertFalse(printed.contains("\u001b"), "no escape code in:\n" + printed.replace("\u001b", "^["));
        assertTrue(printed.contains("[ERROR] COMPILATION ERROR\nred\n"), printed);
    }

    /**
     * A Cyrillic argument comes through where the locale the environment names is not installed (ru_RU.UTF-8 is not,
     * on the machines the tests run on): Java read it as ASCII, "????????". The launcher runs this build's classes
     * through a stand-in {@code java} on the PATH; Hektor answers in Russian, the language LANG names, and says the
     * name back.
     */
    @Test
    void aCyrillicArgumentComesThroughTheLauncherWhereTheLocaleIsNotInstalled() throws Exception {
        Path bin = freshClone();
        Path jar = Files.writeString(Files.createDirectories(clone.resolve("target")).resolve("hektor.jar"), "");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));     // built: no build
        // the launcher's "java OPTIONS -jar JAR ARGS", with this build's classes for the jar
        executable(bin.resolve("java"), "#!/bin/sh\nwhile [ \"$1\" != -jar ]; do shift; done\nshift 2\n"
                + thisHektor());
        assertSaysAnnaBackInRussian(new ProcessBuilder("bash", clone.resolve("hektor").toString()), bin);
    }

    /** The same through the Debian package's /usr/bin/hektor, before jpackage's launcher (a stand-in here). */
    @Test
    void aCyrillicArgumentComesThroughThePackagesLauncherWhereTheLocaleIsNotInstalled() throws Exception {
        Path usrBin = Files.createDirectories(clone.resolve("usr/bin"));
        Files.copy(Path.of("src/deb/hektor"), usrBin.resolve("hektor"));
        executable(Files.createDirectories(clone.resolve("usr/lib/hektor/bin")).resolve("hektor"),
                "#!/bin/sh\n" + thisHektor());
        assertSaysAnnaBackInRussian(new ProcessBuilder("sh", usrBin.resolve("hektor").toString()), usrBin);
    }

    /** A fresh clone (its {@code ./hektor}, sources and pom); answers the folder for stand-ins, first on the PATH. */
    private Path freshClone() throws IOException {
        Files.copy(Path.of("hektor"), clone.resolve("hektor"));
        Files.createDirectories(clone.resolve("src/main"));
        Files.writeString(clone.resolve("pom.xml"), "<project/>");
        return Files.createDirectories(clone.resolve("bin"));
    }

    /** The shell line that runs this build's Hektor with the arguments of the script it ends. */
    private String thisHektor() {
        return "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -Duser.home='" + clone
                + "' -cp '" + System.getProperty("java.class.path") + "' " + Hektor.class.getName() + " \"$@\"\n";
    }

    private static void assertSaysAnnaBackInRussian(ProcessBuilder launcher, Path bin) throws Exception {
        launcher.command().addAll(List.of("speaker", "forget", "анна"));
        Map<String, String> env = launcher.environment();
        env.keySet().removeIf(v -> v.startsWith("LC_") || v.equals("LANGUAGE") || v.equals("JAVA_TOOL_OPTIONS"));
        env.put("LANG", "ru_RU.UTF-8");
        env.put("PATH", bin + ":/usr/bin:/bin");
        Process p = launcher.redirectErrorStream(true).start();
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        // speakers' names are ASCII (they name folders): the refusal says the name back, in Russian
        assertTrue(printed.contains(Words.forLanguage("ru").say("error.voice.name", "min", 1, "max", 40, "name",
                "анна")), printed);
    }

    private static void executable(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
