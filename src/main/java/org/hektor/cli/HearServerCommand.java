package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.hektor.speech.hearing.HearServer;
import org.hektor.speech.hearing.VoskRecognizer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code hektor hear-server}: the child process that {@code hektor play} hears through (see {@link HearServer}).
 * Not for people: it reads and writes one JSON line per utterance.
 */
@Command(name = "hear-server", hidden = true, description = "Recognise utterances sent as JSON lines on standard "
        + "input (used by play, which restarts it if it dies).")
final class HearServerCommand implements Callable<Integer> {
    @Option(names = "--model", required = true, paramLabel = "DIR", description = "The Vosk model folder.")
    Path model;

    @Override
    public Integer call() throws IOException {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        try (VoskRecognizer recognizer = VoskRecognizer.load(model)) {
            // standard error goes to the hearing log: when each hear-server was ready to hear
            System.err.println(org.hektor.speech.hearing.HearingLog.stamp(java.time.LocalTime.now())
                    + " hear-server " + ProcessHandle.current().pid() + " ready");
            HearServer.serve(recognizer, new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                    out);
        }
        return 0;
    }

    /**
     * How this very Hektor starts a hear-server: the same Java and class path, a small heap and a quick start
     * (the child only moves audio between the pipe and Vosk, whose memory lies outside the heap).
     */
    static List<String> command(Path model) {
        String launcher = System.getProperty("jpackage.app-path");
        if (launcher != null) {
            // the installed package: its launcher is no java binary (it takes no Java options) and brings the
            // runtime, the class path and where the native libraries lie (InstalledPackageIT plays by voice).
            // The launcher marks its own process with _JPACKAGE_LAUNCHER; a child that inherits the mark takes its
            // arguments as plain java's ("Could not find or load main class hear-server"), so env drops it.
            return List.of("/usr/bin/env", "-u", "_JPACKAGE_LAUNCHER", launcher, "hear-server", "--model",
                    model.toAbsolutePath().toString());
        }
        List<String> c = new ArrayList<>();
        c.add(ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        c.addAll(List.of("-Xms16m", "-Xmx96m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true",
                "-cp", System.getProperty("java.class.path"), Hektor.class.getName(), "hear-server",
                "--model", model.toAbsolutePath().toString()));
        return c;
    }
}
