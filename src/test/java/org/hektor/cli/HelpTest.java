package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** Every subcommand answers --help with its options, and an option with a fixed set of values lists them. */
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
            // play says first how to start, stop and go on later (its header); every other command starts with Usage
            assertTrue(help.out().startsWith("Usage: " + name + " ") || name.equals("hektor play")
                    && help.out().contains("\nUsage: " + name + " "), name + ": " + help.out());
            String text = normalized(help.out());
            for (OptionSpec o : command.getCommandSpec().options()) {
                if (o.hidden()) {
                    continue;
                }
                String description = normalized(String.join(" ", o.description()));
                // picocli wraps lines anywhere, even inside a path ("~/. hektor"): compared without white space
                // a negatable option is shown once for both forms: --[no-]ask-review
                String shown = o.negatable() ? "--[no-]" + o.longestName().substring(2) : o.longestName();
                assertTrue(text.contains(shown) && text.replace(" ", "").contains(description.replace(" ", "")),
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
        assertEquals(new CliRun(2, "", "hektor say --voice cannot be 'loud': choose freetts, espeak or system; "
                + "hektor say --help says more.\n"), r);
    }

    /** hektor, hektor models and hektor speaker alone print their usage, which lists what they do, and end well. */
    @Test
    void aCommandOfSubcommandsCalledAloneShowsItsHelp() {
        for (List<String> command : List.of(List.<String>of(), List.of("models"), List.of("speaker"))) {
            List<String> help = new ArrayList<>(command);
            help.add("--help");
            CliRun alone = CliRun.of(command.toArray(String[]::new));
            assertEquals(new CliRun(0, CliRun.of(help.toArray(String[]::new)).out(), ""), alone, command.toString());
            assertTrue(alone.out().contains("Usage: hektor"), alone.out());
        }
    }

    /** A newcomer's hektor --help listed perft first and play tenth of 15: groups now, playing first. */
    @Test
    void hektorHelpListsTheCommandsInGroupsWithPlayFirst() {
        String out = CliRun.of("--help").out();
        int at = -1;
        for (String heading : List.of("Playing:", "Speech:", "Rules and files:", "Engine:", "Developer tools:")) {
            int next = out.indexOf("\n" + heading + "\n");
            assertTrue(next > at, heading + " in order in:\n" + out);
            at = next;
        }
        assertTrue(out.contains("\nPlaying:\n  play "), out);
        assertTrue(out.indexOf("  perft ") > out.indexOf("Developer tools:"), out);
        assertFalse(out.contains("Other:"), "every command has its group: " + out);
    }

    /** play --help says first how to start by voice or by keys, how to stop and how to go on later. */
    @Test
    void playHelpSaysFirstHowToStartStopAndGoOn() {
        List<String> first = CliRun.of("play", "--help").out().lines().limit(4).toList();
        assertEquals(List.of("Start by voice: hektor play, say a move (\"Bauer Eva vier\"), then \"ja\".",
                "Start by keys:  hektor play --keyboard, type a move (e4, Nf3), then Enter twice.",
                "Stop:           type q and Enter; the game is kept.",
                "Go on later:    hektor play --resume"), first);
    }

    /**
     * picocli's own messages ("Unmatched argument at index 0: 'frobnicate'", "... is not an int") are one sentence
     * each in the player's language, naming where help is; exit status 2.
     */
    @Test
    void aBadCommandLineIsOneSentenceNamingTheHelpInThePlayersLanguage() {
        assertEquals(new CliRun(2, "", "'frobnicate' is not a Hektor command; hektor --help lists the commands.\n"),
                CliRun.of("frobnicate"));
        assertEquals(new CliRun(2, "", "hektor perft DEPTH cannot be 'abc': it takes a whole number; hektor perft --help "
                + "says more.\n"), CliRun.of("perft", "abc"));
        assertEquals(new CliRun(2, "", "hektor play has no option '--colr'; hektor play --help lists its options.\n"),
                CliRun.of("play", "--colr=black"));
        assertEquals(new CliRun(2, "", "hektor perft does not take '2' here; hektor perft --help says what it takes.\n"),
                CliRun.of("perft", "1", "2"));
        assertEquals(new CliRun(2, "", "hektor perft needs DEPTH; hektor perft --help says what it takes.\n"),
                CliRun.of("perft"));
        assertEquals(new CliRun(2, "", "Bei hektor play kann --level nicht 'leicht' sein: es braucht eine ganze Zahl; "
                + "hektor play --help sagt mehr.\n"), CliRun.of("play", "--profile", "ibca", "--level", "leicht"));
        assertEquals(new CliRun(2, "", "Bei hektor play kann --mode nicht 'x' sein: wählen Sie practice, tablet oder "
                + "assisted; hektor play --help sagt mehr.\n"), CliRun.of("play", "--profile=ibca", "--mode=x"));
        assertEquals(new CliRun(2, "", "hektor play hat keine Option '--lout'; hektor play --help nennt alle Optionen.\n"),
                CliRun.of("play", "--profile", "ibca", "--lout"));
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
