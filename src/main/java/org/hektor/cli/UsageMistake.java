package org.hektor.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.hektor.chess.Excerpt;
import org.hektor.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A command line picocli could not read, said as one sentence in the player's language that names what was wrong
 * and where help is ({@code hektor --help}, {@code hektor play --help}), never picocli's own English ("Unmatched
 * argument at index 0"). The player's language: the profile given with {@code --profile}, else the system's
 * language when Hektor has sentences in it (LANG=de_DE.UTF-8: German), else English.
 */
final class UsageMistake {
    private UsageMistake() {
    }

    /** The sentence for {@code ex}, raised while reading {@code args}. */
    static String sentence(CommandLine.ParameterException ex, String[] args) {
        Words words = language(args);
        CommandLine at = ex.getCommandLine();
        String command = at.getCommandSpec().qualifiedName();
        String help = command + " --help";
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String typed = u.getUnmatched().get(0);
            String word = typed.startsWith("--") && typed.contains("=") ? typed.substring(0, typed.indexOf('=')) : typed;
            String key = word.startsWith("-") ? "help.cli.unknown.option"
                    : at.getParent() == null ? "help.cli.not.a.command" : "help.cli.extra";
            return words.say(key, "command", command, "help", help, "word", Excerpt.of(word));
        }
        if (ex instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty()) {
            String what = name(m.getMissing().get(0));
            // "--level" typed without its number is no option left out: the player gave it, its value is missing
            boolean given = Arrays.stream(args).anyMatch(a -> a.equals(what));
            String key = given ? "help.cli.no.value" : "help.cli.missing";
            return words.say(key, "command", command, "help", help, "what", what);
        }
        ArgSpec arg = ex.getArgSpec();
        if (arg != null && ex.getValue() != null) {
            return words.say("help.cli.bad.value", "command", command, "help", help, "what", name(arg), "value", Excerpt.of(ex.getValue()),
                    "expected", expected(words, arg));
        }
        return words.say("help.cli.other", "command", command, "help", help);
    }

    /** What the argument takes: its values when they are a closed set, a whole number, a number. */
    private static String expected(Words words, ArgSpec arg) {
        if (arg.completionCandidates() != null) {
            List<String> values = new ArrayList<>();
            arg.completionCandidates().forEach(values::add);
            String last = values.remove(values.size() - 1);
            String choices = values.isEmpty() ? last
                    : words.say("help.cli.choices", "some", String.join(", ", values), "last", last);
            return words.say("help.cli.expected.choice", "choices", choices);
        }
        Class<?> type = arg.type();
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return words.say("help.cli.expected.whole");
        }
        if (type == double.class || type == Double.class) {
            return words.say("help.cli.expected.number");
        }
        return words.say("help.cli.expected.other");
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec o ? o.longestName() : arg.paramLabel();
    }

    /**
     * The player's language: {@code --language}, else {@code --profile}'s, else the system's when Hektor speaks it,
     * else English.
     */
    static Words language(String[] args) {
        for (int i = 0; i < args.length; i++) {
            Optional<String> language = args[i].startsWith("--language=") ? Optional.of(args[i].substring(11))
                    : args[i].equals("--language") && i + 1 < args.length ? Optional.of(args[i + 1]) : Optional.empty();
            if (language.isPresent() && org.hektor.notation.Profile.LANGUAGES.contains(
                    language.get().strip().toLowerCase(Locale.ROOT))) {
                return Words.forLanguage(language.get().strip().toLowerCase(Locale.ROOT));
            }
        }
        for (int i = 0; i < args.length; i++) {
            Optional<String> profile = args[i].startsWith("--profile=") ? Optional.of(args[i].substring(10))
                    : args[i].equals("--profile") && i + 1 < args.length ? Optional.of(args[i + 1]) : Optional.empty();
            if (profile.isPresent() && Words.PROFILES.contains(profile.get().strip().toLowerCase(Locale.ROOT))) {
                return Words.forProfile(profile.get().strip().toLowerCase(Locale.ROOT));
            }
        }
        try {
            return Words.forLanguage(systemLanguage());
        } catch (IllegalArgumentException noSentencesInIt) {
            return Words.english();
        }
    }

    /**
     * The language the environment asks for (LC_ALL, else LC_MESSAGES, else LANG: {@code de_DE.UTF-8} is German),
     * read from the variables themselves: Java falls back to English when that locale is not installed. The C and
     * POSIX locales name no language, so the next variable is read: the launchers set {@code LC_ALL=C.UTF-8} when the
     * locale asked for is not installed, so that Java reads the arguments as UTF-8, and the player's LANG still counts.
     */
    static Locale systemLanguage() {
        for (String variable : List.of("LC_ALL", "LC_MESSAGES", "LANG")) {
            String value = System.getenv(variable);
            String language = value == null ? "" : value.strip().split("[_.@]")[0].toLowerCase(Locale.ROOT);
            if (!language.isEmpty() && !language.equals("c") && !language.equals("posix")) {
                return Locale.forLanguageTag(language);
            }
        }
        return Locale.getDefault();
    }
}
