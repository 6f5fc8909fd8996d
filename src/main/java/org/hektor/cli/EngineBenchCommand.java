package org.hektor.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.hektor.engine.EngineBenchmark;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "engine-bench", description = "Benchmark Hektor's engine on this machine: nodes per second, and the "
        + "largest overshoot of the time allotted to a move (per-move times and clocks).")
final class EngineBenchCommand implements Callable<Integer> {
    @Option(names = "--nodes", paramLabel = "N", description = "Nodes searched per position for the speed test (default 3000000).")
    long nodes = 3_000_000;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (nodes < 1000) {
            throw new IllegalArgumentException("Search at least 1000 nodes per position, not " + nodes + ".");
        }
        PrintWriter out = spec.commandLine().getOut();
        EngineBenchmark.run(out, nodes);
        return 0;
    }
}
