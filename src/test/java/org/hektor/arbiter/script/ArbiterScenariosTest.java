package org.hektor.arbiter.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every scenario under {@code src/test/resources/org/hektor/arbiter/} runs through the same runner as
 * {@code hektor arbiter --script}. In a scenario, the lines starting with {@code >} right after an event line are
 * exactly what that line must print, in order; an event line followed by none must print nothing. The file names
 * and comments cite the rules each scenario pins.
 */
class ArbiterScenariosTest {

    @TestFactory
    Stream<DynamicTest> scenarios() throws IOException, URISyntaxException {
        Path dir = Path.of(getClass().getResource("/org/hektor/arbiter").toURI());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no scenario files found in " + dir);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> run(f)));
    }

    static void run(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        TreeMap<Integer, List<String>> expected = new TreeMap<>();
        int eventLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith(">")) {
                assertTrue(eventLine > 0, file.getFileName() + ":" + (i + 1) + ": an expectation before any event line");
                expected.computeIfAbsent(eventLine, k -> new ArrayList<>()).add(line.substring(1).strip());
            } else if (!line.isEmpty() && !line.startsWith("#")) {
                eventLine = i + 1;
                expected.computeIfAbsent(eventLine, k -> new ArrayList<>());
            }
        }
        List<ArbiterScript.Output> output = new ArbiterScript().run(lines);
        TreeMap<Integer, List<String>> actual = new TreeMap<>();
        for (Integer n : expected.keySet()) {
            actual.put(n, new ArrayList<>());
        }
        for (ArbiterScript.Output o : output) {
            actual.computeIfAbsent(o.line(), k -> new ArrayList<>()).add(o.text());
        }
        for (Integer n : expected.keySet()) {
            assertEquals(String.join("\n", expected.get(n)), String.join("\n", actual.get(n)),
                    file.getFileName() + ":" + n + " `" + lines.get(n - 1).strip() + "` printed");
        }
    }
}
