package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** hektor --version names the version, the commit and the time of the build, and the Java running it. */
class VersionTest {
    @Test
    void versionNamesTheBuildOfThisCommit() throws IOException, InterruptedException {
        CliRun r = ListenCommandTest.run("--version");
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().split("\\R");
        assertTrue(lines[0].matches("Hektor \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit [0-9a-f]{10}(-dirty)?, "
                + "built \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)"), lines[0]);
        Process git = new ProcessBuilder("git", "rev-parse", "HEAD").redirectErrorStream(true).start();
        String head = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(git.waitFor(30, TimeUnit.SECONDS) && git.exitValue() == 0, "the tests run in a git clone: " + head);
        assertTrue(lines[0].contains("(commit " + head.substring(0, 10)), lines[0] + " names " + head);
        assertEquals("Java " + System.getProperty("java.version") + " in " + System.getProperty("java.home"), lines[1]);
    }
}
