package org.hektor.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.hektor.notation.Style;
import org.hektor.session.Mode;
import org.hektor.session.Verbosity;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code hektor} command. Bad input gets one sentence on stderr and exit status 2, never a stack trace; a file
 * or device that fails gets one sentence and status 1; a bug in Hektor gets one sentence, status 70 and its stack
 * trace in a log file ({@link Failure}).
 */
@Command(name = "hektor", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = "Accessible audio chess for blind and visually impaired players.",
        footer = {"", "The player's guide is README.md, the reference docs/index.md: in /usr/share/doc/hektor once "
                + "installed, at the top of a clone of the source."},
        // listed by CommandGroup in --help and the man page; here in the same order
        subcommands = {
            PlayCommand.class,
            SayCommand.class,
            HearCommand.class,
            ListenCommand.class,
            GrammarCommand.class,
            ModelsCommand.class,
            HearServerCommand.class,
            LegalCommand.class,
            PgnCommand.class,
            ClockCommand.class,
            PerftCommand.class,
            EngineCommand.class,
            UciCommand.class,
            EngineMatchCommand.class,
            EngineBenchCommand.class,
            ArbiterCommand.class,
            ReviewCommand.class,
            ReviewBenchCommand.class,
            SpeakerCommand.class,
        })
public final class Hektor extends CommandWithSubcommands {
    public static final int USAGE = 2;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (tests call this without exiting). */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /**
     * {@code --help} on every subcommand, nested ones too, added here once rather than on each class: a new user
     * discovers {@code --level} or {@code --profile} by asking the command itself.
     */
    private static void addHelpOption(CommandLine command) {
        for (CommandLine sub : command.getSubcommands().values()) {
            if (!sub.getCommandSpec().optionsMap().containsKey("--help")) {
                sub.getCommandSpec().addOption(CommandLine.Model.OptionSpec.builder("-h", "--help").usageHelp(true)
                        .description("Show this command's options and exit.").build());
            }
            addHelpOption(sub);
        }
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Hektor());
        addHelpOption(cl);
        // UTF-8 whatever the platform default (Java 17 follows the locale): umlauts of the spoken words must survive
        cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        // the options with a fixed set of values are enums, converted by their one by-name lookup (notation.Choice)
        cl.registerConverter(Mode.class, Mode::byName);
        cl.registerConverter(Style.class, Style::byName);
        cl.registerConverter(Verbosity.class, Verbosity::byName);
        cl.registerConverter(PlayerColor.class, PlayerColor::byName);
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println(UsageMistake.sentence(ex, args));
            err.flush();
            return USAGE;
        });
        // the commands in groups, playing first (CommandGroup)
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST_HEADING, help -> "");
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, CommandGroup::commandList);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            // the same language as a usage mistake of the same command line: what was asked, else the system's
            Failure failure = Failure.of(ex, UsageMistake.language(parseResult.originalArgs().toArray(String[]::new)));
            err.println(failure.sentence());
            err.flush();
            return failure.status();
        });
        return cl;
    }
}
