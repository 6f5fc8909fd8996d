package org.hektor.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * A subcommand of a command group ({@code hektor models list}, {@code hektor speaker forget}): picocli hands it the
 * group, whose options (a folder, a mirror) it works with, and its own command line, which it prints to.
 *
 * @param <G> the group's command
 */
abstract class Subcommand<G> implements Callable<Integer> {
    @CommandLine.ParentCommand
    G parent;
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
}
