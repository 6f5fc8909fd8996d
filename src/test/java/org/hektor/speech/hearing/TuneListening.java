package org.hektor.speech.hearing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.Corpus;
import org.hektor.speech.corpus.Tally;

/**
 * Chooses the costs of {@link WordCosts} on a corpus of the TUNING voices (never the held-out ones): hears every
 * item once with the many-voice table's word list (kept in {@code heard.tsv} beside the corpus), then tries every
 * combination of costs, margin and per-word limit and prints moves right / wrong / asked / not understood and
 * command words right / wrong for each, fewest wrong first.
 * <pre>
 * java -cp ... org.hektor.speech.hearing.TuneListening CORPUS_DIR TABLE.tsv [ibca]
 * </pre>
 */
public final class TuneListening {
    private TuneListening() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        ListeningTable table = ListeningTable.parse(Files.readString(Path.of(args[1])), args[1]);
        Profile profile = Profile.load(args.length > 2 ? args[2] : "ibca");
        List<Corpus.Item> items = Corpus.read(dir);
        Map<String, List<Hypothesis>> heard = heard(dir, items, table, profile);
        ProfileListening listening = new ProfileListening(profile, null, table);
        Understanding understanding = new Understanding(profile);
        Map<String, List<String>> phrases = new HashMap<>();
        List<String> rows = new ArrayList<>();
        for (double missing : new double[] {3, 5, 8}) {
            for (double extra : new double[] {2, 3, 5}) {
                for (double smoothing : new double[] {0.1, 0.5, 1}) {
                    WordCosts costs = WordCosts.of(table, new WordCosts.Params(missing, extra, smoothing, 0, 0));
                    List<List<Map.Entry<String, Double>>> sorted = new ArrayList<>();
                    for (Corpus.Item it : items) {
                        List<String> said = phrases.computeIfAbsent(it.fen(), f -> listening.spokenPhrases(position(f)));
                        sorted.add(costs.costs(heard.get(it.id()), said));
                    }
                    for (double margin : new double[] {0.5, 1, 2, 3, 4, 6}) {
                        for (double perWord : new double[] {2, 3, 4, 6, 100}) {
                            WordCosts.Params p = new WordCosts.Params(missing, extra, smoothing, margin, perWord);
                            Tally tally = new Tally();
                            for (int i = 0; i < items.size(); i++) {
                                Corpus.Item it = items.get(i);
                                List<Hypothesis> h = WordCosts.choose(sorted.get(i), p);
                                tally.add(new Tally.Outcome(it,
                                        HearCommand.answer(understanding.understand(position(it.fen()), h))));
                            }
                            rows.add(row(p, tally.total()));
                        }
                    }
                }
            }
        }
        rows.sort(null);
        Files.write(dir.resolve("tuning.tsv"), rows, StandardCharsets.UTF_8);
        System.out.println("wrongMoves\twrongCommands\t-right\tparams\tmoves right/wrong/asked/other\tcommands right/wrong");
        rows.stream().limit(60).forEach(System.out::println);
    }

    private static String row(WordCosts.Params p, Tally.Counts c) {
        return String.format(Locale.ROOT, "%04d\t%04d\t%05d\t%s\t%d/%d/%d\t%d/%d", c.movesWrong(), c.commandsWrong(),
                100000 - c.movesRight() - c.commandsRight(), p, c.moves(), c.movesRight(), c.movesWrong(),
                c.commands(), c.commandsRight(), c.commandsWrong());
    }

    static Position position(String fen) {
        return fen.isEmpty() ? Position.initial() : Position.fromFen(fen);
    }

    /** What the English model heard in every item with the table's words, read from or written to heard.tsv. */
    static Map<String, List<Hypothesis>> heard(Path dir, List<Corpus.Item> items, ListeningTable table, Profile profile)
            throws IOException {
        Path cache = dir.resolve("heard.tsv");
        Map<String, List<Hypothesis>> heard = new HashMap<>();
        if (Files.exists(cache)) {
            for (String line : Files.readAllLines(cache, StandardCharsets.UTF_8)) {
                String[] f = line.split("\t", -1);
                List<Hypothesis> h = new ArrayList<>();
                for (int i = 1; i + 1 < f.length; i += 2) {
                    h.add(Hypothesis.of(f[i], Double.parseDouble(f[i + 1])));
                }
                heard.put(f[0], h);
            }
            return heard;
        }
        PhraseGrammar grammar = WordCosts.of(table).listeningFor(List.of("x")).grammar();
        List<String> lines = new ArrayList<>();
        try (VoskRecognizer vosk = VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH)) {
            for (Corpus.Item it : items) {
                List<Hypothesis> h = vosk.recognize(Wav.read(dir.resolve(it.wav())), grammar).orElse(List.of());
                heard.put(it.id(), h);
                StringBuilder b = new StringBuilder(it.id());
                h.forEach(x -> b.append('\t').append(x.text()).append('\t').append(x.confidence().orElse(1)));
                lines.add(b.toString());
            }
        }
        Files.write(cache, lines, StandardCharsets.UTF_8);
        return heard;
    }
}
