package org.hektor.speech.hearing;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.Corpus;

/**
 * Tuning tool for {@link VoskRecognizer#UNFINISHED_MILLIS}: the answers of an {@link AnswerDump} output decided again
 * from its saved Vosk JSON (no recogniser runs) with the corpus files' voiced frames, for each threshold given;
 * prints every alternative the grammar goes on from with the voice after its last word, then per threshold the
 * answers right, commands heard as another, moves wrong or taken as a command or query.
 * {@code java ... TuneUnfinished CORPUS_DIR DUMP.tsv MILLIS...}
 */
public final class TuneUnfinished {
    private static final boolean ALL = Boolean.getBoolean("all");

    private TuneUnfinished() {
    }

    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("en");
        Path dir = Path.of(args[0]);
        Map<String, Corpus.Item> byId = new HashMap<>();
        Corpus.read(dir).forEach(i -> byId.put(i.id(), i));
        Understanding understanding = new Understanding(profile);
        List<String> lines = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8);
        List<double[]> voicedOf = new ArrayList<>();
        for (String line : lines) {
            Corpus.Item item = byId.get(line.split("\t", 2)[0]);
            voicedOf.add(QuietEdges.rms(QuietEdges.framed(Wav.read(dir.resolve(item.wav())))));
        }
        try (VoskModel model = VoskModel.load(VoskModel.DEFAULT_ENGLISH)) {
            ProfileListening speech = ProfileListening.forModel(profile, model.vocabulary());
            for (int i = 0; i < lines.size(); i++) {
                String[] f = lines.get(i).split("\t", 4);
                Position position = Position.fromFen(byId.get(f[0]).fen());
                PhraseGrammar grammar = speech.listening(position).grammar();
                for (VoskResult.Alternative a : VoskResult.parse(f[3]).alternatives()) {
                    if (a.end().isPresent() && grammar.isPhrase(a.text()) && (ALL || grammar.isCutShort(a.text()))) {
                        System.out.printf("goes-on\t%s\t%s\t%s\t%.1f\t%d%n", f[0], f[1], a.text(), a.confidence(),
                                VoskRecognizer.voiceAfter(VoskRecognizer.loud(voicedOf.get(i), a.start().getAsDouble()), a.end().getAsDouble()));
                    }
                }
            }
            for (int k = 2; k < args.length; k++) {
                int millis = Integer.parseInt(args[k]);
                int right = 0;
                int another = 0;
                int moveWrong = 0;
                int moveAsOther = 0;
                List<String> changed = new ArrayList<>();
                for (int i = 0; i < lines.size(); i++) {
                    String[] f = lines.get(i).split("\t", 4);
                    Position position = Position.fromFen(byId.get(f[0]).fen());
                    ListeningTable.Listening listening = speech.listening(position);
                    String answer = HearCommand.answer(understanding.understand(position, listening.meaning(
                            VoskRecognizer.hypotheses(f[3], listening.grammar(), voicedOf.get(i),
                                    VoskRecognizer.LOST_WORD_OFF, millis))));
                    String base = HearCommand.answer(understanding.understand(position, listening.meaning(
                            VoskRecognizer.hypotheses(f[3], listening.grammar(), voicedOf.get(i),
                                    VoskRecognizer.LOST_WORD_OFF, Integer.MAX_VALUE))));
                    if (!answer.equals(base)) {
                        changed.add(f[0] + " " + f[1] + ": " + base + " -> " + answer);
                    }
                    if (k == 2) {
                        System.out.println("answer\t" + f[0] + "\t" + f[1] + "\t" + answer);
                    }
                    boolean move = f[1].startsWith("MOVE");
                    if (answer.equals(f[1])) {
                        right++;
                    } else if (move && answer.startsWith("MOVE")) {
                        moveWrong++;
                    } else if (move && (answer.startsWith("COMMAND"))) {
                        moveAsOther++;
                    } else if (!move && (answer.startsWith("COMMAND") || answer.startsWith("MOVE"))) {
                        another++;
                    }
                }
                System.out.printf("threshold %d ms: %d of %d right, %d commands heard as another, %d moves wrong, "
                        + "%d moves as a command; changed %s%n", millis, right, lines.size(), another, moveWrong,
                        moveAsOther, changed);
            }
        }
    }
}
