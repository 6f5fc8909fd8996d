package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** Issue 16: every subcommand answers --help with its options, and an option with a fixed set of values lists them. */
class HelpTest {
    /** The options whose values are a closed set wherever they appear: their help must list the set. */
    private static final Set<String> CLOSED = Set.of("--profile", "--style", "--mode", "--color", "--calls", "--voice", "--verbosity");

    @Test
    void everySubcommandAnswersHelpWithEachOfItsOptionsAndTheirValues() {
        List<CommandLine> commands = new ArrayList<>();
        collect(Hektor.commandLine(), commands);
        assertTrue(commands.size() >= 20, "every subcommand, nested ones too: " + commands.size());
        for (CommandLine command : commands) {
            String name = command.getCommandSpec().qualifiedName();
            List<String> args = new ArrayList<>(List.of(name.split(" ")).subList(1, name.split(" ").length));
            args.add("--help");
            CliRun help = CliRun.of(args.toArray(String[]::new));
            assertEquals(0, help.status(), name + ": " + help.err());
            assertEquals("", help.err(), name);
            assertTrue(help.out().startsWith("Usage: " + name + " "), name + ": " + help.out());
            String text = normalized(help.out());
            for (OptionSpec o : command.getCommandSpec().options()) {
                if (o.hidden()) {
                    continue;
                }
                String description = normalized(String.join(" ", o.description()));
                // picocli wraps lines anywhere, even inside a path ("~/. hektor"): compared without white space
                assertTrue(text.contains(o.longestName()) && text.replace(" ", "").contains(description.replace(" ", "")),
                        name + " " + o.longestName() + " in:\n" + help.out());
                if (CLOSED.contains(o.longestName())) {
                    assertNotNull(o.completionCandidates(), name + " " + o.longestName() + " names its values");
                }
                if (o.completionCandidates() != null) {
                    for (String value : o.completionCandidates()) {
                        assertTrue(Pattern.compile("(?<![\\w,])" + Pattern.quote(value) + "(?!\\w|,\\S)")
                                .matcher(description).find(), name + " " + o.longestName() + " lists " + value
                                + ": " + description);
                    }
                }
            }
        }
    }

    @Test
    void aBadVoiceNamesTheVoicesInOneSentence() {
        CliRun r = CliRun.of("say", "--voice", "loud", "e4");
        assertEquals(new CliRun(2, "", "Invalid value for option '--voice': There is no voice 'loud'; choose freetts, "
                + "espeak or system.\n"), r);
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        for (CommandLine sub : command.getSubcommands().values()) {
            into.add(sub);
            collect(sub, into);
        }
    }

    private static String normalized(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }
}
