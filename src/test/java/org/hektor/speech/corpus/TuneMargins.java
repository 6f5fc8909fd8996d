package org.hektor.speech.corpus;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Margins;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.hearing.Recognition;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.speech.hearing.VoskRecognizer;

/**
 * Chooses the margins by which a command must beat a move and a move a command (notation.Margins) on a TUNING corpus
 * only (VoiceBench --voices tuning ...): every utterance is heard once, then read with each pair of margins; the table
 * shows for each pair the moves right, the harmful answers (a wrong move, a move taken as a command or query, a
 * command heard as another) and the commands right. The smallest margins without a harmful answer are the ones to take.
 * <pre>
 * mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.5.0:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.hektor.speech.corpus.TuneMargins -Dexec.args="target/corpus/en-tuning en"
 * </pre>
 */
public final class TuneMargins {
    private TuneMargins() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Profile profile = Profile.load(args.length > 1 ? args[1] : "en");
        List<Corpus.Item> items = Corpus.read(dir);
        List<List<Hypothesis>> heard = new ArrayList<>();
        List<String> dump = new ArrayList<>();
        Path saved = dir.resolve("hypotheses.tsv");
        if (Files.exists(saved)) {
            // heard before: the same recognition, read again (the margins are all that changes)
            for (String line : Files.readAllLines(saved, StandardCharsets.UTF_8)) {
                List<Hypothesis> h = new ArrayList<>();
                String[] f = line.split("\t");
                for (int i = 2; i < f.length; i++) {
                    int space = f[i].lastIndexOf(' ');
                    h.add(Hypothesis.of(f[i].substring(0, space), Double.parseDouble(f[i].substring(space + 1))));
                }
                heard.add(h);
            }
        } else {
            hear(dir, profile, items, heard, dump);
            Files.write(saved, dump, StandardCharsets.UTF_8);
        }
        table(profile, items, heard);
    }

    private static void hear(Path dir, Profile profile, List<Corpus.Item> items, List<List<Hypothesis>> heard,
                             List<String> dump) throws Exception {
        try (VoskRecognizer vosk = VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH);
             Recognition recognition = Recognition.open(profile, vosk)) {
            for (Corpus.Item item : items) {
                Position p = position(item);
                List<Hypothesis> h = recognition.hear(p, Wav.read(dir.resolve(item.wav())));
                heard.add(h);
                StringBuilder line = new StringBuilder(item.id()).append('\t').append(item.expected());
                h.forEach(x -> line.append('\t').append(x.text()).append(String.format(Locale.ROOT, " %.3f",
                        x.confidence().orElse(1))));
                dump.add(line.toString());
            }
        }
    }

    private static void table(Profile profile, List<Corpus.Item> items, List<List<Hypothesis>> heard) {
        System.out.println("| command margin | move margin | moves right | harmful | commands right |");
        System.out.println("|---|---|---|---|---|");
        for (double command : new double[] {0, 0.2, 0.4, 0.6, 0.8, 0.9, 0.95, 0.99}) {
            for (double move : new double[] {0, 0.2, 0.4, 0.6, 0.8}) {
                Understanding u = new Understanding(profile, new Margins(command, move));
                Tally tally = new Tally();
                for (int i = 0; i < items.size(); i++) {
                    tally.add(new Tally.Outcome(items.get(i),
                            HearCommand.answer(u.understand(position(items.get(i)), heard.get(i)))));
                }
                Tally.Counts c = tally.total();
                long harmful = tally.outcomes().stream().filter(Tally.Outcome::harmful).count();
                System.out.printf(Locale.ROOT, "| %.2f | %.2f | %d of %d (%.1f %%) | %d | %d of %d (%.1f %%) |%n",
                        command, move, c.movesRight(), c.moves(), 100 * c.moveShare(), harmful, c.commandsRight(),
                        c.commands(), 100 * c.commandShare());
                if (System.getProperty("harmful") != null && System.getProperty("harmful").equals(command + "," + move)) {
                    tally.outcomes().stream().filter(Tally.Outcome::harmful).forEach(o -> System.out.println("  "
                            + o.item().voice() + " " + o.item().condition().key() + " \"" + o.item().text() + "\" → "
                            + o.answer() + " " + heard.get(items.indexOf(o.item()))));
                }
            }
        }
    }

    private static Position position(Corpus.Item item) {
        return Position.fromFen(item.fen().isEmpty() ? Position.INITIAL_FEN : item.fen());
    }
}
