package org.hektor.cli;

import picocli.CommandLine.Option;

/** {@code --silent}, the same for every command that talks with the player at the console (play and review). */
final class SilentOption {
    @Option(names = "--silent", description = "Do not speak; print only (for a screen reader that reads the console).")
    boolean silent;
}
