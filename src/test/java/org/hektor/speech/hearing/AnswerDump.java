package org.hektor.speech.hearing;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.Corpus;

/**
 * Tuning tool: each corpus item (ids matching a pattern) heard as {@code listen --batch} hears it, with Vosk's raw
 * n-best JSON beside the answer, so two runs over the same files can be compared line by line.
 * <pre>
 * java -cp CP org.hektor.speech.hearing.AnswerDump CORPUS_DIR ID_REGEX reuse|fresh OUT.tsv [THREADS]
 * </pre>
 * {@code reuse}: one recogniser per grammar kept as {@code listen --batch} does; {@code fresh}: a new one per item.
 */
public final class AnswerDump {
    private AnswerDump() {
    }

    public static void main(String[] args) throws Exception {
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        if (threads == 1) {
            dump(args, Path.of(args[3]));
            return;
        }
        // as VoiceBench: several recognitions at once in one process, each with its own model
        List<Thread> running = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Path out = Path.of(args[3] + "." + t);
            Thread th = new Thread(() -> {
                try {
                    dump(args, out);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            th.start();
            running.add(th);
        }
        for (Thread th : running) {
            th.join();
        }
    }

    static void dump(String[] args, Path outFile) throws Exception {
        Path dir = Path.of(args[0]);
        Pattern ids = Pattern.compile(args[1]);
        boolean fresh = args[2].equals("fresh");
        Profile profile = Profile.load("en");
        Understanding understanding = new Understanding(profile);
        List<Corpus.Item> items = Corpus.read(dir).stream().filter(i -> ids.matcher(i.id()).find()).toList();
        try (VoskModel model = VoskModel.load(VoskModel.DEFAULT_ENGLISH);
             PrintWriter out = new PrintWriter(Files.newBufferedWriter(outFile, StandardCharsets.UTF_8))) {
            ProfileListening speech = ProfileListening.forModel(profile, model.vocabulary());
            VoskRecognizer kept = new VoskRecognizer(model);
            for (Corpus.Item item : items) {
                Position position = Position.fromFen(item.fen());
                Sound framed = QuietEdges.framed(Wav.read(dir.resolve(item.wav())));
                ListeningTable.Listening listening = speech.listening(position);
                String json;
                if (fresh) {
                    try (VoskRecognizer once = new VoskRecognizer(model)) {
                        json = once.json(framed, listening.grammar());
                    }
                } else {
                    json = kept.json(framed, listening.grammar());
                }
                List<Hypothesis> hyps = listening.meaning(VoskRecognizer.hypotheses(json, listening.grammar(),
                        QuietEdges.rms(framed), VoskRecognizer.LOST_WORD_OFF, VoskRecognizer.UNFINISHED_MILLIS));
                String answer = HearCommand.answer(understanding.understand(position, hyps));
                out.println(String.join("\t", item.id(), item.expected(), answer,
                        json.replaceAll("\\s+", " ")));
                out.flush();
            }
            kept.close();
        }
    }
}
