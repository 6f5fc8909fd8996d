package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.hektor.engine.UciServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(name = "uci", description = "Speak UCI on standard input and output with Hektor's own engine, "
        + "for chess GUIs and engine-testing tools (options: Level 1-10, Skill Level 0-20, Hash).")
final class UciCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        new UciServer(in, spec.commandLine().getOut()).run();
        return 0;
    }
}
