package org.hektor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hektor.chess.FenException;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.Recognition;
import org.hektor.speech.hearing.VoskRecognizer;
import org.hektor.speech.hearing.learned.LearnedRecognizer;
import org.hektor.speech.hearing.learned.LearnedVoice;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.words.Mistake;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "listen", description = "Recognise a 16 kHz mono 16-bit WAV with the position's grammar and print "
        + "the answer line of 'hektor hear': MOVE <uci>, ASK <uci> ..., REJECT <reason> or COMMAND <name>.")
final class ListenCommand extends LanguageCommand {
    static final long MAX_WAV_BYTES = 64_000_000;

    @Option(names = "--wav", paramLabel = "FILE", description = "The utterance (16 kHz mono 16-bit PCM).")
    Path wav;

    @Option(names = "--batch", paramLabel = "FILE", description = "Lines of FEN<TAB>WAV (an empty FEN is the initial "
            + "position; a relative WAV path is read from the batch file's folder); one answer line per line, the model "
            + "loaded once. A bad line is answered 'REJECT <reason>' and the batch goes on.")
    Path batch;

    @CommandLine.Mixin
    PositionOption positionOption;

    @CommandLine.Mixin
    HearingOptions hearing;

    /** How a profile the model cannot say is heard: Hektor's own way; the benchmark's runner sets another. */
    Recognition.ForeignWords foreignWords = Recognition.ForeignWords.SHIPPED;

    @Override
    public Integer call() throws IOException {
        if ((wav == null) == (batch == null)) {
            throw new Mistake("error.listen.what", "wav", "--wav", "option", "--batch");
        }
        if (batch != null && positionOption.given()) {
            throw new Mistake("error.batch.fen", "option", "--batch");
        }
        Profile p = languageOptions.notation();
        // everything the user gave is checked before the model is loaded (seconds) or a line is answered
        Position position = positionOption.position();
        Sound utterance = wav == null ? null : readWav(wav);
        List<String> lines = batch == null ? List.of() : InputFile.readAll(batch, "batch file");
        PrintWriter out = spec.commandLine().getOut();
        if (hearing.learnedVoice().given()) {
            LearnedVoice voice = hearing.learnedVoice().load();
            try (LearnedRecognizer learned = new LearnedRecognizer(voice, p);
                 Recognition recognition = Recognition.learned(p, learned)) {
                answerAll(new Heard(recognition, new Understanding(p)), position, utterance, lines, out);
            }
            return 0;
        }
        try (VoskRecognizer vosk = VoskRecognizer.load(hearing.model() != null ? hearing.model()
                : Places.ofThisHektor().model(p.language()));
             Recognition recognition = Recognition.open(p, vosk, foreignWords)) {
            answerAll(new Heard(recognition, new Understanding(p)), position, utterance, lines, out);
        }
        return 0;
    }

    private void answerAll(Heard heard, Position position, Sound utterance, List<String> lines, PrintWriter out) {
        if (utterance != null) {
            out.println(heard.answer(position, utterance));
        } else {
            Path folder = batch.toAbsolutePath().getParent();
            for (String line : lines) {
                out.println(heard.batchLine(line, folder));
                out.flush();
            }
        }
        out.flush();
    }

    /** The utterance, or one sentence (an IllegalArgumentException) saying why the file cannot be it. */
    static Sound readWav(Path file) {
        InputFile.requireFile(file, "sound file");
        try {
            if (Files.size(file) > MAX_WAV_BYTES) { // read whole: a larger file would fill the memory
                throw new Mistake("error.sound.too.long", "file", file, "megabytes", MAX_WAV_BYTES / 1_000_000);
            }
            return Wav.read(file);
        } catch (IOException e) {
            throw InputFile.cannotRead(file, "sound file", e);
        } catch (Mistake e) {
            throw e;
        } catch (IllegalArgumentException e) {     // the WAV format's own detail, in English
            throw new Mistake(e, "error.sound.unreadable", "reason", e.getMessage());
        }
    }

    /** One profile heard through one loaded model: the same recognition for --wav and every --batch line. */
    private record Heard(Recognition recognition, Understanding understanding) {
        String answer(Position position, Sound utterance) {
            return HearCommand.answer(understanding.understand(position, recognition.hear(position, utterance)));
        }

        /** FEN TAB WAV; whatever is wrong with the line is its answer, and the batch goes on. */
        String batchLine(String line, Path folder) {
            int tab = line.indexOf('\t');
            if (tab < 0) {
                return "REJECT a batch line is FEN, a tab, and the path of a WAV file";
            }
            String fenField = line.substring(0, tab).strip();
            Position position;
            try {
                position = Position.fromFen(fenField.isEmpty() ? Position.INITIAL_FEN : fenField);
            } catch (FenException e) {
                return "REJECT bad FEN: " + String.join("; ", e.problems());
            }
            String pathField = line.substring(tab + 1).strip();
            if (pathField.isEmpty()) {
                return "REJECT a batch line is FEN, a tab, and the path of a WAV file";
            }
            try {
                return answer(position, readWav(folder.resolve(pathField)));
            } catch (IllegalArgumentException e) {
                String m = e.getMessage() == null ? "the WAV file cannot be read" : e.getMessage();
                return "REJECT " + (m.endsWith(".") ? m.substring(0, m.length() - 1) : m);
            }
        }
    }
}
