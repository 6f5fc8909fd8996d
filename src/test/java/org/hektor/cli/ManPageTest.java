package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** hektor(1) is written from the commands themselves: every command and every option is in it, readable by man. */
class ManPageTest {
    private final String page = ManPage.page(Hektor.commandLine());

    @Test
    void everyCommandAndEveryOptionIsInThePage() {
        List<CommandLine> commands = ManPage.commands(Hektor.commandLine());
        assertTrue(commands.size() >= 15, "all subcommands, nested ones too: " + commands.size());
        assertTrue(commands.stream().anyMatch(c -> c.getCommandSpec().qualifiedName().equals("hektor models download")));
        for (CommandLine c : commands) {
            String name = c.getCommandSpec().qualifiedName();
            assertTrue(page.contains(".SS \"" + ManPage.escape(name) + "\""), name);
            String section = page.substring(page.indexOf(".SS \"" + ManPage.escape(name) + "\""));
            int next = section.indexOf(".SS ", 1);
            section = next < 0 ? section : section.substring(0, next);
            for (OptionSpec o : c.getCommandSpec().options()) {
                assertTrue(section.contains("\\fB" + ManPage.escape(o.longestName()) + "\\fR"), name + " " + o.longestName());
            }
        }
    }

    /** A newcomer found play at line 254 of 493: the commands come in groups, playing first, play at its head. */
    @Test
    void theCommandsComeInGroupsWithPlayFirst() {
        int at = -1;
        for (String group : List.of("PLAYING", "SPEECH", "RULES AND FILES", "ENGINE", "DEVELOPER TOOLS")) {
            int next = page.indexOf("\n.SH \"" + group + "\"\n");
            assertTrue(next > at, group + " after the group before it");
            at = next;
        }
        int play = page.indexOf(".SS \"hektor play\"");
        assertTrue(play > page.indexOf(".SH \"PLAYING\"") && play < page.indexOf(".SS \"hektor say\""), "play first");
        assertTrue(page.substring(play).startsWith(".SS \"hektor play\"\n.nf\nStart by voice: hektor play"),
                page.substring(play, play + 200));
        assertTrue(page.indexOf(".SS \"hektor perft\"") > page.indexOf(".SH \"DEVELOPER TOOLS\""));
    }

    @Test
    void itIsAManPageWithTheUsualSections() {
        assertTrue(page.startsWith(".TH HEKTOR 1 \""), page.lines().findFirst().orElse(""));
        for (String section : List.of("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "FILES", "ENVIRONMENT",
                "EXIT STATUS", "SEE ALSO")) {
            assertTrue(page.contains("\n.SH " + section + "\n"), section);
        }
        assertTrue(page.contains("\nhektor \\- accessible audio chess for blind and visually impaired players\n"),
                "NAME is the one line apropos and whatis read");
    }

    @Test
    void textIsNeverReadAsARequestAndOptionsKeepTheirMinusSigns() {
        assertEquals("\\&.hektor", ManPage.escape(".hektor"));
        assertEquals("\\&'quoted'", ManPage.escape("'quoted'"));
        assertEquals("\\-\\-model C:\\eDIR", ManPage.escape("--model C:\\DIR"));
        assertEquals("a\n\\&.b", ManPage.escape("a\n.b"));
        for (String line : page.split("\n")) {
            assertTrue(!line.startsWith(".") || line.matches("\\.(TH|SH|SS|TP|PP|B|BR|nf|fi)( .*)?"),
                    "only man macros start a line: " + line);
        }
    }
}
