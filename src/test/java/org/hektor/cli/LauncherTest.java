package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./hektor} launcher of a fresh clone: what its first run prints while it builds reaches a screen reader,
 * so no colour codes. Maven 3.8 (Debian's) writes {@code ESC [0m} even with {@code -B}; building for real takes a
 * minute, so the clone here has a stand-in {@code mvn} on the PATH that writes what Maven 3.8 writes.
 */
class LauncherTest {
    @TempDir
    Path clone;

    @Test
    void theFirstRunPrintsNoColourCodesAndKeepsTheBuildsExitStatus() throws Exception {
        Path bin = Files.createDirectories(clone.resolve("bin"));
        Files.copy(Path.of("hektor"), clone.resolve("hektor"));
        Files.createDirectories(clone.resolve("src/main"));
        Files.writeString(clone.resolve("pom.xml"), "<project/>");
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

    private static void executable(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
