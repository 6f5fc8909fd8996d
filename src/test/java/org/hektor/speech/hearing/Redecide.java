package org.hektor.speech.hearing;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Margins;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.corpus.Corpus;

/**
 * Tuning tool: the answers of {@link AnswerDump} output decided again from its saved Vosk JSON with other margins
 * (no recogniser runs). {@code java ... Redecide CORPUS_DIR DUMP.tsv COMMAND_MARGIN MOVE_MARGIN}
 */
public final class Redecide {
    private Redecide() {
    }

    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("en");
        Map<String, Corpus.Item> byId = new HashMap<>();
        Corpus.read(Path.of(args[0])).forEach(i -> byId.put(i.id(), i));
        Understanding understanding = new Understanding(profile,
                new Margins(Double.parseDouble(args[2]), Double.parseDouble(args[3])));
        try (VoskModel model = VoskModel.load(VoskModel.DEFAULT_ENGLISH)) {
            ProfileListening speech = ProfileListening.forModel(profile, model.vocabulary());
            for (String line : Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8)) {
                String[] f = line.split("\t", 4);
                Corpus.Item item = byId.get(f[0]);
                Position position = Position.fromFen(item.fen());
                ListeningTable.Listening listening = speech.listening(position);
                String answer = HearCommand.answer(understanding.understand(position, listening.meaning(
                        VoskRecognizer.hypotheses(f[3], listening.grammar(), new boolean[0],
                                VoskRecognizer.LOST_WORD_OFF))));
                System.out.println(String.join("\t", f[0], f[1], answer, f[3]));
            }
        }
    }
}
