package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.hektor.arbiter.script.ArbiterScript;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "arbiter", description = "Run an arbiter scenario: lines of events at the two boards in, each "
        + "resulting event and plan out, one per line (docs/arbiter-scenarios.md); its explain and say lines in --language, "
        + "the players' pieces and squares in --words unless the scenario says otherwise. A line that cannot be read stops "
        + "the run: one sentence naming it on stderr, exit status 2.")
final class ArbiterCommand extends LanguageCommand {
    @Option(names = "--script", paramLabel = "FILE", required = true, description = "The scenario file (UTF-8).")
    Path script;

    @Option(names = "--numbered", description = "Start each printed line with the number of the script line that "
            + "caused it and a colon.")
    boolean numbered;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        // Read and run one line at a time, each printed line out at once: a script of any length costs the memory of
        // one line, and what the lines before a bad one caused is printed before the sentence about the bad one.
        ArbiterScript runner = new ArbiterScript(o -> out.println(numbered ? o.line() + ": " + o.text() : o.text()),
                languageOptions.notation());
        try (InputFile lines = InputFile.open(script, "scenario file")) {
            while (lines.hasNext()) {
                runner.read(lines.next());
            }
        } finally {
            out.flush();
        }
        return 0;
    }
}
