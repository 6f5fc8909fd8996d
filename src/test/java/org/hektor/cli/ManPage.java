package org.hektor.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The man page {@code hektor(1)}, written from the picocli commands, so it lists exactly the commands and options
 * that exist. A build tool (the Debian package runs it), not part of Hektor: {@code ManPage OUT.1}.
 */
final class ManPage {
    /** Where the Debian package installs README.md and docs/ (src/deb/build-deb). */
    static final String DOCS = "/usr/share/doc/hektor";

    private ManPage() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: ManPage OUT.1");
        }
        Path out = Path.of(args[0]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, page(Hektor.commandLine()), StandardCharsets.UTF_8);
    }

    /** The whole page in roff (man macros). */
    static String page(CommandLine hektor) {
        BuildVersion.Build build = BuildVersion.build();
        CommandSpec top = hektor.getCommandSpec();
        List<String> r = new ArrayList<>();
        r.add(".TH HEKTOR 1 \"" + escape(build.built().split(" ")[0]) + "\" \"Hektor " + escape(build.version())
                + "\" \"Hektor manual\"");
        r.add(".SH NAME");
        r.add("hektor \\- " + escape(decapitalise(String.join(" ", top.usageMessage().description()))));
        r.add(".SH SYNOPSIS");
        r.add(".B hektor");
        r.add("[\\fIOPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGUMENTS\\fR]");
        r.add(".SH DESCRIPTION");
        r.add(paragraph("Hektor is chess by ear: every move is said aloud and printed as one plain line, moves are "
                + "spoken or typed, and the sighted opponent plays on a tablet or a normal board. Start a game with "
                + "\"hektor play\"."));
        r.add(".SH OPTIONS");
        options(top, r);
        r.add(".SH COMMANDS");
        r.add(paragraph("In groups, as \"hektor --help\" lists them: playing first."));
        for (java.util.Map.Entry<CommandGroup, List<CommandLine>> group : CommandGroup.grouped(hektor).entrySet()) {
            r.add(".SH \"" + escape(group.getKey().heading().toUpperCase(java.util.Locale.ROOT)) + "\"");
            for (CommandLine first : group.getValue()) {
                command(first.getCommandSpec(), r);
                for (CommandLine sub : commands(first)) {
                    command(sub.getCommandSpec(), r);
                }
            }
        }
        r.add(".SH FILES");
        definition(r, bold("~/.hektor/games"), "Games: a journal per game (resumed by \"hektor play --resume\") and its "
                + "scoresheets (.pgn, .braille.txt, .brf).");
        definition(r, bold("~/.hektor/models"), "Speech models the player adds (\"hektor models download de\"). A model here "
                + "is preferred to a model of the same language that came with Hektor.");
        definition(r, bold("/usr/lib/hektor/lib/app/models"), "The speech models installed with Hektor (the English model).");
        definition(r, bold(DOCS), "The player's guide (README.md) and the reference (docs/index.md: the commands, the "
                + "spoken notation, the rules with their article numbers, the tablet, reliability, privacy). In a clone "
                + "of the source: its top folder.");
        r.add(".SH ENVIRONMENT");
        definition(r, bold("HEKTOR_MODELS_URL"), "A mirror for \"hektor models download\": the folder URL the catalog's files "
                + "are fetched from.");
        r.add(".SH EXIT STATUS");
        definition(r, bold("0"), "The input was processed, whatever the answer.");
        definition(r, bold("1"), "Something failed that is not the input's fault (said in one sentence).");
        definition(r, bold("2"), "The input is unusable (a bad argument, FEN or file): one sentence on standard error.");
        r.add(".SH SEE ALSO");
        r.add(escape(DOCS + "/README.md, " + DOCS + "/docs/commands.md,"));
        r.add(".BR espeak\\-ng (1),");
        r.add(".BR stockfish (6)");
        return String.join("\n", r) + "\n";
    }

    /** Every command below {@code hektor}, depth first, each once (aliases are the same command). */
    static List<CommandLine> commands(CommandLine parent) {
        Set<CommandLine> seen = new LinkedHashSet<>();
        for (CommandLine sub : parent.getSubcommands().values()) {
            if (!sub.getCommandSpec().usageMessage().hidden() && seen.add(sub)) {
                seen.addAll(commands(sub));
            }
        }
        return List.copyOf(seen);
    }

    private static void command(CommandSpec spec, List<String> r) {
        r.add(".SS \"" + escape(spec.qualifiedName()) + "\"");
        if (spec.usageMessage().header().length > 0) {
            // play's first lines: how to start, stop and go on later
            r.add(".nf");
            r.add(escape(String.join("\n", spec.usageMessage().header()).strip()));
            r.add(".fi");
        }
        r.add(".nf");
        r.add(escape(spec.commandLine().getHelp().synopsis(0).strip()));
        r.add(".fi");
        r.add(".PP");
        r.add(paragraph(String.join(" ", spec.usageMessage().description())));
        for (PositionalParamSpec p : spec.positionalParameters()) {
            if (!p.hidden()) {
                definition(r, "\\fI" + escape(p.paramLabel()) + "\\fR", String.join(" ", p.description()));
            }
        }
        options(spec, r);
    }

    private static void options(CommandSpec spec, List<String> r) {
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) {
                continue;
            }
            String names = String.join(", ", List.of(o.names()).stream().map(ManPage::bold).toList());
            String label = o.typeInfo().isBoolean() ? "" : " \\fI" + escape(o.paramLabel()) + "\\fR";
            definition(r, names + label, String.join(" ", o.description()));
        }
    }

    /** {@code term} is roff already; {@code text} is plain text. */
    private static void definition(List<String> r, String term, String text) {
        r.add(".TP");
        r.add(term);
        r.add(paragraph(text));
    }

    private static String bold(String plain) {
        return "\\fB" + escape(plain) + "\\fR";
    }

    private static String paragraph(String text) {
        return escape(text.strip());
    }

    private static String decapitalise(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1).replaceAll("\\.$", "");
    }

    /**
     * Text as roff reads it literally: backslashes escaped, hyphens as minus signs (so options can be copied),
     * and a line never starting with a control character.
     */
    static String escape(String s) {
        return s.lines().map(line -> {
            String e = line.replace("\\", "\\e").replace("-", "\\-");
            return e.startsWith(".") || e.startsWith("'") ? "\\&" + e : e;
        }).collect(java.util.stream.Collectors.joining("\n"));
    }
}
