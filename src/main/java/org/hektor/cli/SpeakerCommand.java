package org.hektor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.learned.EnrollmentScript;
import org.hektor.speech.hearing.learned.LearnedVoice;
import org.hektor.speech.hearing.learned.Take;
import org.hektor.speech.hearing.learned.VoiceStore;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "speaker", description = "Voices Hektor learns from the player's own recordings, so it hears his "
        + "moves in any accent without a speech model: learn, prompts, list, forget. Kept in ~/.hektor/voices/NAME.",
        subcommands = {SpeakerCommand.Learn.class, SpeakerCommand.Prompts.class, SpeakerCommand.ListVoices.class,
                SpeakerCommand.Forget.class})
final class SpeakerCommand implements Callable<Integer> {
    @Option(names = "--voices", paramLabel = "DIR", description = "Where voices are kept (default: ~/.hektor/voices).")
    Path voices;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }

    VoiceStore store() {
        return new VoiceStore(voices != null ? voices : Places.ofThisHektor().voices());
    }

    @Command(name = "learn", description = "Learn a voice from recordings: --batch FILE has one TEXT<TAB>WAV per line "
            + "(TEXT: words of the profile, as 'hektor speaker prompts' prints them; a relative WAV path is read from "
            + "FILE's folder). The voice is learned anew from these takes.")
    static final class Learn implements Callable<Integer> {
        /** A take quieter than this (peak, about -40 dBFS) holds no words. */
        static final int MIN_PEAK = 330;
        @CommandLine.ParentCommand
        SpeakerCommand parent;
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--batch", paramLabel = "FILE", required = true, description = "Lines of TEXT<TAB>WAV.")
        Path batch;

        @CommandLine.Mixin
        LanguageOptions languageOptions;

        @Option(names = "--speaker", paramLabel = "NAME", description = "The voice's name (default: default).")
        String speaker = VoiceStore.DEFAULT_SPEAKER;

        @Override
        public Integer call() throws IOException {
            Profile p = languageOptions.notation();
            VoiceStore.checkName(speaker);
            List<String> lines = InputFile.readAll(batch, "batch file");
            Set<String> known = new LinkedHashSet<>();
            EnrollmentScript.words(p).forEach(w -> known.add(Take.normalize(w)));
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Path folder = batch.toAbsolutePath().getParent();
            List<Take> takes = new ArrayList<>();
            int n = 0;
            for (String line : lines) {
                n++;
                if (line.isBlank()) {
                    continue;
                }
                String problem = take(line, folder, known, takes);
                if (problem != null) {
                    err.println("Line " + n + " is left out: " + problem);
                }
            }
            err.flush();
            if (takes.isEmpty()) {
                throw new IllegalArgumentException("No line of " + batch + " could be learned, so the voice '" + speaker
                        + "' is unchanged.");
            }
            VoiceStore store = parent.store();
            store.forget(speaker);
            for (Take t : takes) {
                store.add(speaker, t);
            }
            LearnedVoice voice = store.load(speaker);
            List<String> missing = EnrollmentScript.words(p).stream().map(Take::normalize).filter(w -> !voice.knows(w))
                    .toList();
            out.println("Learned '" + speaker + "' from " + takes.size() + " takes: " + voice.counts().size()
                    + " words" + (missing.isEmpty() ? ", every word of " + p.name() + "."
                    : "; not yet: " + String.join(", ", missing) + "."));
            out.flush();
            return 0;
        }

        /** Adds the line's take; returns why it cannot be one (a sentence), or null. */
        private static String take(String line, Path folder, Set<String> known, List<Take> takes) {
            int tab = line.indexOf('\t');
            if (tab < 0 || line.substring(tab + 1).isBlank()) {
                return "a line is the words said, a tab, and the path of a WAV file.";
            }
            String text = Take.normalize(line.substring(0, tab));
            if (text.isEmpty()) {
                return "it names no words.";
            }
            for (String w : text.split(" ")) {
                if (!known.contains(w)) {
                    return "'" + w + "' is not a word of the profile ('hektor speaker prompts' lists them).";
                }
            }
            Sound sound;
            try {
                sound = ListenCommand.readWav(folder.resolve(line.substring(tab + 1).strip()));
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
            if (sound.peak() < MIN_PEAK) {
                return "the recording is too quiet to hold words.";
            }
            takes.add(new Take(text, sound));
            return null;
        }
    }

    @Command(name = "prompts", description = "The learning script: every word of the profile alone (the move words of "
            + "--words, the command words of --language), then a few whole moves, one per line.")
    static final class Prompts implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @CommandLine.Mixin
        LanguageOptions languageOptions;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            EnrollmentScript.prompts(languageOptions.notation()).forEach(out::println);
            out.flush();
            return 0;
        }
    }

    @Command(name = "list", description = "The learned voices, one per line: name, takes, folder.")
    static final class ListVoices implements Callable<Integer> {
        @CommandLine.ParentCommand
        SpeakerCommand parent;
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            PrintWriter out = spec.commandLine().getOut();
            VoiceStore store = parent.store();
            for (String name : store.speakers()) {
                out.println(name + "\t" + store.takes(name).size() + " takes\t" + store.root().resolve(name));
            }
            out.flush();
            return 0;
        }
    }

    @Command(name = "forget", description = "Delete a learned voice and its recordings.")
    static final class Forget implements Callable<Integer> {
        @CommandLine.ParentCommand
        SpeakerCommand parent;
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "NAME", description = "The voice.")
        String name;

        @Override
        public Integer call() throws IOException {
            VoiceStore.checkName(name);
            if (!parent.store().forget(name)) {
                throw new IllegalArgumentException("There is no learned voice called '" + name + "'.");
            }
            spec.commandLine().getOut().println("Forgot the voice '" + name + "' and its recordings.");
            spec.commandLine().getOut().flush();
            return 0;
        }
    }
}
