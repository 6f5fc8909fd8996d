package org.hektor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.hektor.chess.Position;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.ListeningTable;
import org.hektor.speech.hearing.ProfileListening;
import org.hektor.speech.hearing.VoskRecognizer;
import org.hektor.speech.models.ModelStore;
import org.hektor.speech.voice.ProfileVoice;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "listen", description = "Recognise a 16 kHz mono 16-bit WAV with the position's grammar and print "
        + "the answer line of 'hektor hear': MOVE <uci>, ASK <uci> ..., REJECT <reason> or COMMAND <name>.")
final class ListenCommand implements Callable<Integer> {
    static final long MAX_WAV_BYTES = 64_000_000;

    @Option(names = "--wav", required = true, paramLabel = "FILE", description = "The utterance (16 kHz mono 16-bit PCM).")
    Path wav;

    @Option(names = "--profile", paramLabel = "NAME", description = "The vocabulary: ibca (default) or en.")
    String profile = Profile.DEFAULT;

    @Option(names = "--fen", description = "The position (default: the initial position).")
    String fen = Position.INITIAL_FEN;

    @Option(names = "--model", paramLabel = "DIR", description = "The Vosk model folder (default: for ibca the German "
            + "model when installed, otherwise the English model the build unpacks into models/vosk-model-en-us).")
    Path model;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Profile p = Profile.load(profile);
        Position position = Position.fromFen(fen);
        InputFile.requireFile(wav, "sound file");
        Sound utterance;
        try {
            if (Files.size(wav) > MAX_WAV_BYTES) { // read whole: a larger file would fill the memory
                throw new IllegalArgumentException("The sound file " + wav + " is larger than " + MAX_WAV_BYTES / 1_000_000
                        + " MB (half an hour of speech); an utterance is a few seconds.");
            }
            utterance = Wav.read(wav);
        } catch (IOException e) {
            throw InputFile.cannotRead(wav, "sound file", e);
        }
        try (VoskRecognizer vosk = VoskRecognizer.load(model != null ? model : ModelStore.defaultFor(Path.of("models"),
                ProfileVoice.isGermanProfile(p) ? "de" : "en"))) {
            ListeningTable.Listening listening = ProfileListening.forModel(p, vosk.model().vocabulary())
                    .listening(position);
            // the same seam as a live game's hear-server: what a file says is heard as the microphone would be
            List<Hypothesis> heard = listening.meaning(vosk.recognize(utterance, listening.grammar()).orElse(List.of()));
            PrintWriter out = spec.commandLine().getOut();
            out.println(HearCommand.answer(new Understanding(p).understand(position, heard)));
            out.flush();
        }
        return 0;
    }
}
