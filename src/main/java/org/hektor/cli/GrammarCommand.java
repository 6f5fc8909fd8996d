package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Profile;
import org.hektor.speech.hearing.PhraseGrammar;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "grammar", description = "Print the speech recogniser's grammar for a position: a JSON array of "
        + "every phrase the player may say there, and \"[unk]\".")
final class GrammarCommand implements Callable<Integer> {
    @Option(names = "--profile", paramLabel = "NAME", completionCandidates = Choices.Profiles.class, description = "The vocabulary: ibca (default) or en.")
    String profile = Profile.DEFAULT;

    @CommandLine.Mixin
    PositionOption positionOption;

    @Option(names = "--words", paramLabel = "FILE", description = "The words the speech model knows, one per line "
            + "(a model's words.txt; anything after the first space is ignored). Default: every word.")
    Path words;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Grammar grammar = new Grammar(Profile.load(profile));
        Position position = positionOption.position();
        String json = PhraseGrammar.write(words == null ? grammar.listenFor(position)
                : grammar.listenFor(position, readWords(words)));
        PrintWriter out = spec.commandLine().getOut();
        out.println(json);
        out.flush();
        return 0;
    }

    static Set<String> readWords(Path file) {
        Set<String> set = new HashSet<>();
        try (InputFile lines = InputFile.open(file, "word list")) {
            while (lines.hasNext()) {
                String[] fields = lines.next().strip().split("\\s+");
                if (!fields[0].isEmpty()) {
                    set.add(Normalizer.normalize(fields[0], Normalizer.Form.NFC).toLowerCase(Locale.ROOT));
                }
            }
        }
        return set;
    }
}
