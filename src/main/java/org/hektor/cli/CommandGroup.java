package org.hektor.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/**
 * The groups {@code hektor --help} and the man page list the commands in, in the order a newcomer reads them: playing
 * first, the developer's tools last. A command in none of them is listed under {@link #OTHER}, so a new command is
 * never left out of the help.
 */
enum CommandGroup {
    PLAYING("Playing", "play", "review"),
    SPEECH("Speech", "say", "hear", "listen", "grammar", "models"),
    RULES_AND_FILES("Rules and files", "legal", "pgn", "clock", "arbiter"),
    ENGINE("Engine", "engine", "uci", "engine-match", "engine-bench"),
    DEVELOPER_TOOLS("Developer tools", "perft", "review-bench"),
    OTHER("Other");

    private final String heading;
    private final List<String> names;

    CommandGroup(String heading, String... names) {
        this.heading = heading;
        this.names = List.of(names);
    }

    String heading() {
        return heading;
    }

    /** The group of a command by its name. */
    static CommandGroup of(String name) {
        for (CommandGroup g : values()) {
            if (g.names.contains(name)) {
                return g;
            }
        }
        return OTHER;
    }

    /** The visible subcommands of {@code parent}, each group in order, a group only when it has some. */
    static Map<CommandGroup, List<CommandLine>> grouped(CommandLine parent) {
        Map<CommandGroup, List<CommandLine>> grouped = new LinkedHashMap<>();
        for (CommandGroup g : values()) {
            List<CommandLine> members = new ArrayList<>();
            for (CommandLine sub : parent.getSubcommands().values()) {
                String name = sub.getCommandName();
                if (!sub.getCommandSpec().usageMessage().hidden() && of(name) == g && !members.contains(sub)) {
                    members.add(sub);
                }
            }
            members.sort(java.util.Comparator.comparingInt(c -> g.names.indexOf(c.getCommandName())));
            if (!members.isEmpty()) {
                grouped.put(g, members);
            }
        }
        return grouped;
    }

    /** The command list of {@code hektor --help}: a heading per group, its commands below it. */
    static String commandList(CommandLine.Help help) {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<CommandGroup, List<CommandLine>> g : grouped(help.commandSpec().commandLine()).entrySet()) {
            Map<String, CommandLine.Help> members = new LinkedHashMap<>();
            for (CommandLine c : g.getValue()) {
                members.put(c.getCommandName(), help.subcommands().get(c.getCommandName()));
            }
            b.append(g.getKey().heading()).append(":\n").append(help.commandList(members));
        }
        return b.toString();
    }
}
