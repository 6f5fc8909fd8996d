package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.learned.EnrollmentScript;
import org.hektor.speech.hearing.learned.LearnedVoice;
import org.hektor.speech.hearing.learned.Take;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.speech.voice.Speaker;
import org.hektor.speech.voice.VoiceSpeaker;
import org.hektor.words.Mistake;
import org.hektor.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "speaker", description = "Voices Hektor learns from the player's own recordings, so it hears his "
        + "moves in any accent without a speech model: learn, prompts, list, forget. Kept in ~/.hektor/voices/NAME.",
        subcommands = {SpeakerCommand.Learn.class, SpeakerCommand.Prompts.class, SpeakerCommand.ListVoices.class,
                SpeakerCommand.Forget.class})
final class SpeakerCommand extends CommandWithSubcommands {
    /** Before or after the subcommand's name: "hektor speaker learn --voices DIR" as play's "--voices DIR". */
    @Option(names = "--voices", paramLabel = "DIR", scope = CommandLine.ScopeType.INHERIT,
            description = "Where voices are kept (default: ~/.hektor/voices).")
    Path voices;

    VoiceStore store() {
        return new VoiceStore(voices != null ? voices : Places.ofThisHektor().voices());
    }

    @Command(name = "learn", description = {"Learn a voice by ear: Hektor says each word and move of the script, you "
            + "say it after him, once each (about three minutes). Keys, then Enter: r says the word again, u takes "
            + "back your last take, s skips the word, q stops; the next run goes on where it stopped.",
            "With --batch FILE, from recordings instead: one TEXT<TAB>WAV per line (TEXT: words of the profile, as "
            + "'hektor speaker prompts' prints them; a relative WAV path is read from FILE's folder); the voice is "
            + "learned anew from these takes."})
    static final class Learn extends Subcommand<SpeakerCommand> {
        /** A take quieter than this (peak, about -40 dBFS) holds no words. */
        static final int MIN_PEAK = 330;

        @Option(names = "--batch", paramLabel = "FILE", description = "Lines of TEXT<TAB>WAV; without it, by ear.")
        Path batch;

        @CommandLine.Mixin
        VoiceOptions voiceOptions;

        @CommandLine.Mixin
        LanguageOptions languageOptions;

        @Option(names = "--speaker", paramLabel = "NAME", description = "The voice's name (default: default).")
        String speaker = VoiceStore.DEFAULT_SPEAKER;

        @Override
        public Integer call() throws IOException, InterruptedException {
            if (batch == null) {
                return byEar();
            }
            Profile p = languageOptions.notation();
            Words words = Words.forLanguage(p.language());
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
                Mistake problem = take(line, folder, known, takes);
                if (problem != null) {
                    err.println(words.say("error.learn.line", "line", n, "problem", problem.in(words)));
                }
            }
            err.flush();
            if (takes.isEmpty()) {
                throw new Mistake("error.learn.nothing", "file", batch, "speaker", speaker);
            }
            VoiceStore store = parent.store();
            store.forget(speaker);
            for (Take t : takes) {
                store.add(speaker, t);
            }
            LearnedVoice voice = store.load(speaker);
            List<String> missing = VoiceEnrollment.missing(p, voice);
            out.println(missing.isEmpty()
                    ? words.say("session.learn.learned", "speaker", speaker, "takes", takes.size(), "profile", p.name())
                    : words.say("session.learn.learned.part", "speaker", speaker, "takes", takes.size(),
                            "words", voice.counts().size(), "missing", String.join(", ", missing)));
            out.flush();
            return 0;
        }

        /**
         * By ear, in the player's language and with his command words, as {@code play} hears him: Hektor's voice
         * says each prompt, the microphone takes what the player says after it ({@link VoiceEnrollment}).
         */
        private int byEar() throws IOException, InterruptedException {
            Profile p = languageOptions.playerNotation();
            VoiceStore.checkName(speaker);
            voiceOptions.rate();       // a bad rate is refused before anything is said
            PrintWriter out = spec.commandLine().getOut();
            Words words = Words.forLanguage(p.language());
            VoiceStore store = parent.store();
            if (VoiceEnrollment.learned(p, store, speaker)) {
                out.println(words.say("session.learn.complete", "speaker", speaker, "command",
                        "hektor speaker forget " + speaker));
                out.flush();
                return 0;
            }
            try (Speaker voice = VoiceSpeaker.open(voiceOptions.open(p, () -> { }),
                    new PrintWriter(Writer.nullWriter()), null)) {
                KeyboardRelay keys = new KeyboardRelay(
                        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
                if (VoiceEnrollment.byEar(p, voice, out, spec.commandLine().getErr(), store, speaker, keys).isEmpty()) {
                    return 2;
                }
                voice.awaitQuiet(Duration.ofSeconds(30));
            }
            return 0;
        }

        /** Adds the line's take; returns why it cannot be one (a sentence of the catalogue), or null. */
        private static Mistake take(String line, Path folder, Set<String> known, List<Take> takes) {
            int tab = line.indexOf('\t');
            if (tab < 0 || line.substring(tab + 1).isBlank()) {
                return new Mistake("error.learn.line.format");
            }
            String text = Take.normalize(line.substring(0, tab));
            if (text.isEmpty()) {
                return new Mistake("error.learn.line.empty");
            }
            for (String w : text.split(" ")) {
                if (!known.contains(w)) {
                    return new Mistake("error.learn.line.unknown", "word", w, "command", "hektor speaker prompts");
                }
            }
            Sound sound;
            try {
                sound = ListenCommand.readWav(folder.resolve(line.substring(tab + 1).strip()));
            } catch (Mistake e) {
                return e;
            }
            if (sound.peak() < MIN_PEAK) {
                return new Mistake("error.learn.line.quiet");
            }
            takes.add(new Take(text, sound));
            return null;
        }
    }

    @Command(name = "prompts", description = "The learning script: every word of the profile alone (the move words of "
            + "--words, the command words of --language), then a few whole moves, then the command words again, "
            + "three or four to a line.")
    static final class Prompts extends Subcommand<SpeakerCommand> {
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
    static final class ListVoices extends Subcommand<SpeakerCommand> {
        @CommandLine.Mixin
        LanguageOptions languageOptions;

        @Override
        public Integer call() throws IOException {
            Words words = Words.forLanguage(languageOptions.playerNotation().language());
            PrintWriter out = spec.commandLine().getOut();
            VoiceStore store = parent.store();
            List<String> speakers = store.speakers();
            if (speakers.isEmpty()) {       // a list read out that says nothing leaves the player wondering
                out.println(words.say("session.voices.none", "command", "hektor speaker learn"));
            }
            for (String name : speakers) {
                out.println(words.say("session.voices.one", "speaker", name, "takes", store.takes(name).size(),
                        "folder", store.root().resolve(name)));
            }
            out.flush();
            return 0;
        }
    }

    @Command(name = "forget", description = "Delete a learned voice and its recordings.")
    static final class Forget extends Subcommand<SpeakerCommand> {
        @Parameters(paramLabel = "NAME", description = "The voice.")
        String name;

        @CommandLine.Mixin
        LanguageOptions languageOptions;

        @Override
        public Integer call() throws IOException {
            VoiceStore.checkName(name);
            if (!parent.store().forget(name)) {
                throw new Mistake("error.voice.forget.unknown", "speaker", name);
            }
            Words words = Words.forLanguage(languageOptions.playerNotation().language());
            spec.commandLine().getOut().println(words.say("session.voice.forgotten", "speaker", name));
            spec.commandLine().getOut().flush();
            return 0;
        }
    }
}
