package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code hektor play} from the launch of a fresh JVM to its first prompt ("Your move."), as a player meets it: a
 * new process each time, a new games directory (so no resume offer), the built-in engine at level 1.
 * {@code text}: keyboard and console only; {@code voice}: the FreeTTS voice loaded too (forced with
 * {@code --record}, since a machine without a sound device would not load it); {@code microphone}: the default
 * start, which also looks for a microphone and the speech model (without a microphone it says so and goes on).
 * Run: {@code mvn -q -Pbench test-compile exec:exec -Dbench="PlayStartupBenchmark"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 10)
@Fork(1)
public class PlayStartupBenchmark {
    @Param({"text", "voice", "microphone"})
    public String start;

    @Benchmark
    public String toFirstPrompt() throws IOException, InterruptedException {
        Path games = Files.createTempDirectory("hektor-startup");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Hektor.class.getName(), "play", "--profile", "en",
                "--level", "1", "--time", "300", "--journal", games.toString()));
        switch (start) {
            case "text" -> command.addAll(List.of("--keyboard", "--silent"));
            case "voice" -> command.addAll(List.of("--keyboard", "--record", games.resolve("tape.wav").toString()));
            default -> { }
        }
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.equals("Your move.")) {
                    return line;
                }
            }
            throw new IllegalStateException("hektor play ended before its first prompt");
        } finally {
            p.destroyForcibly();
            p.waitFor();
        }
    }
}
