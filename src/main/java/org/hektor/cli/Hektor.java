package org.hektor.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code hektor} command. Bad input gets one sentence on stderr and exit status 2, never a stack trace. */
@Command(name = "hektor", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = "Accessible audio chess for blind and visually impaired players.",
        subcommands = {
            PerftCommand.class,
            LegalCommand.class,
            PgnCommand.class,
            ClockCommand.class,
            SayCommand.class,
            HearCommand.class,
            GrammarCommand.class,
            ModelsCommand.class,
            ListenCommand.class,
            HearServerCommand.class,
            PlayCommand.class,
            EngineCommand.class,
            UciCommand.class,
            EngineMatchCommand.class,
            EngineBenchCommand.class,
            ArbiterCommand.class,
        })
public final class Hektor implements Runnable {
    public static final int USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (tests call this without exiting). */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Hektor());
        // UTF-8 whatever the platform default (Java 17 follows the locale): umlauts of the spoken words must survive
        cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println(ex.getMessage());
            err.flush();
            return USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            if (ex instanceof IllegalArgumentException) {
                err.println(ex.getMessage());
                err.flush();
                return USAGE;
            }
            err.println("Hektor stopped: " + ex);
            err.flush();
            return 1;
        });
        return cl;
    }
}
