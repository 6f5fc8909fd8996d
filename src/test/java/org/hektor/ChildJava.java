package org.hektor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The command line of a second JVM for a test: this JVM's own {@code java} with the test class path, running one main
 * class in a process of its own (a real {@code hektor}, a player, a microphone reader), so that what the test checks
 * crosses a process boundary as it does for a player.
 */
public final class ChildJava {
    private ChildJava() {
    }

    /** {@code java -cp <test class path> MAIN ARGS}, as a list the caller may still add to. */
    public static List<String> command(String mainClass, String... args) {
        return command(List.of(), mainClass, args);
    }

    /** {@code java OPTIONS -cp <test class path> MAIN ARGS}, as a list the caller may still add to. */
    public static List<String> command(List<String> options, String mainClass, String... args) {
        return build(options, System.getProperty("java.class.path"), mainClass, args);
    }

    /** {@code java -cp CLASSPATH MAIN ARGS}: a benchmark under {@code mvn exec:java} reads its class path from its loader. */
    public static List<String> withClassPath(String classPath, String mainClass, String... args) {
        return build(List.of(), classPath, mainClass, args);
    }

    /**
     * Runs {@code java -cp <test class path> MAIN ARGS} with {@code environment} added (a virtual sound card's, say) to
     * its end and gives what it printed (standard output and error), stripped.
     */
    public static String output(Map<String, String> environment, String mainClass, String... args)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command(mainClass, args)).redirectErrorStream(true);
        pb.environment().putAll(environment);
        Process child = pb.start();
        String printed = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!child.waitFor(1, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            throw new IllegalStateException(mainClass + " did not end: " + printed);
        }
        return printed;
    }

    private static List<String> build(List<String> options, String classPath, String mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.add("-cp");
        command.add(classPath);
        command.add(mainClass);
        command.addAll(List.of(args));
        return command;
    }
}
