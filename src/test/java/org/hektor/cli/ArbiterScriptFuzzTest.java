package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Hostile scripts. Random bytes, real scenarios cut off anywhere (in the middle of a UTF-8 character too),
 * and scenarios whose words are swapped for other words and huge numbers: {@code hektor arbiter} never prints a stack
 * trace, never stops for a reason of its own, and exits with 0 (the script ran) or 2 (one sentence on stderr naming
 * the bad line or the file).
 */
class ArbiterScriptFuzzTest {
    private static final String[] WORDS = {"white", "black", "lift", "place", "remove", "put", "touch", "adjust",
            "board", "follows", "announces", "corrects", "press", "writes", "sheet", "offers", "draw", "accepts",
            "declines", "resigns", "claims", "repetition", "fifty", "flag", "illegal", "touch", "seals", "adjourn",
            "resume", "move", "time", "clock", "clocks", "stop", "start", "check", "reconcile", "discipline", "rapid",
            "blitz", "standard", "control", "blind", "players", "profile", "ibca", "en", "language", "fen", "laws",
            "current", "flags", "called", "claimed", "resumption", "e4", "e2e4", "e7e8q", "Nf3", "Sf3", "O-O", "Q",
            "k", "P", "-", "(=)", "\"", "#", ">", "99999999999999999999", "-1", "0", "1:99:00", "0:00:60",
            "9223372036854775807h", "999999999:59:59", "1h90m", "59s", "8/8/8/8/8/8/8/8", "Springer", "Gustav",
            "eins", "Felix", "drei", "Dame", "Eva", "acht", "ü", "\u00a0", "e9", "z", "40/5400+30:1800", "5400+30"};
    private static List<byte[]> scenarios;
    private static Path dir;

    @BeforeContainer
    static void readScenarios() throws IOException, URISyntaxException {
        Path resources = Path.of(ArbiterScriptFuzzTest.class.getResource("/org/hektor/arbiter").toURI());
        try (Stream<Path> files = Files.list(resources)) {
            scenarios = files.filter(p -> p.toString().endsWith(".scenario")).sorted().map(p -> {
                try {
                    return Files.readAllBytes(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        }
        dir = Files.createTempDirectory("arbiter-fuzz");
    }

    @AfterContainer
    static void removeFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    @Property(tries = 60)
    void randomBytes(@ForAll long seed, @ForAll @IntRange(max = 3000) int length) throws IOException {
        Random random = new Random(seed);
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        if (random.nextBoolean()) {
            for (int i = 0; i < length; i++) {
                bytes[i] = (byte) (bytes[i] & 0x7f); // ASCII, control characters and all: past the UTF-8 check
            }
        }
        runs(bytes);
    }

    @Property(tries = 50)
    void scenariosCutAnywhere(@ForAll long seed) throws IOException {
        Random random = new Random(seed);
        byte[] whole = scenarios.get(random.nextInt(scenarios.size()));
        byte[] cut = new byte[random.nextInt(whole.length + 1)];
        System.arraycopy(whole, 0, cut, 0, cut.length);
        runs(cut);
    }

    @Property(tries = 50)
    void scenariosWithWordsAndHugeNumbersSwapped(@ForAll long seed) throws IOException {
        Random random = new Random(seed);
        String text = new String(scenarios.get(random.nextInt(scenarios.size())), StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith(">") || random.nextInt(4) > 0) {
                lines.add(line);
                continue;
            }
            String[] words = line.split(" ");
            words[random.nextInt(words.length)] = random.nextInt(3) == 0 ? String.valueOf(random.nextLong())
                    : WORDS[random.nextInt(WORDS.length)];
            lines.add(String.join(" ", words));
        }
        runs(String.join("\n", lines).getBytes(StandardCharsets.UTF_8));
    }

    private static void runs(byte[] script) throws IOException {
        Path file = Files.write(dir.resolve("fuzz.scenario"), script);
        CliRun run = CliRun.of("arbiter", "--script", file.toString());
        String err = run.err().strip();
        assertTrue(run.status() == 0 || run.status() == 2, "exit " + run.status() + ": " + err);
        assertFalse(err.contains("Exception") || err.contains("\tat ") || err.contains("Hektor stopped")
                || err.contains("Error"), err);
        assertTrue(err.lines().count() <= 1, "one sentence: " + err);
        assertTrue(run.status() == 0 ? err.isEmpty() : err.startsWith("Line ") || err.startsWith("The scenario file"),
                err);
    }
}
