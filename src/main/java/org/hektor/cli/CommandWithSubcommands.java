package org.hektor.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * A command whose work is done by its subcommands ({@code hektor}, {@code hektor models}, {@code hektor speaker}):
 * called without one, it prints its usage, which lists them, and ends well.
 */
abstract class CommandWithSubcommands implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }
}
