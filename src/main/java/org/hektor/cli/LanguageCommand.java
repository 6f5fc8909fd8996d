package org.hektor.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * A command that says or prints in the language and move words chosen by {@code --language}, {@code --words} and
 * {@code --profile} (play, say, hear, listen, clock, arbiter), to its own command line, which it prints to.
 */
abstract class LanguageCommand implements Callable<Integer> {
    @CommandLine.Mixin
    LanguageOptions languageOptions;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
}
