package org.hektor.speech.corpus;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Margins;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.hearing.ListeningTable;
import org.hektor.speech.hearing.ModelVocabulary;
import org.hektor.speech.hearing.ProfileListening;
import org.hektor.speech.hearing.QuietEdges;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.speech.hearing.VoskRecognizer;

/**
 * Chooses how much voice before an alternative's first word means a lost word (VoskRecognizer.LOST_WORD_MILLIS) and
 * whether a move must outweigh what was heard that is no phrase (Margins.noPhrase), on a TUNING corpus heard once by
 * {@link HeardDump}: the table gives moves right, harmful answers and commands right for each choice.
 * <pre>
 * mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.5.0:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.hektor.speech.corpus.TuneLostWords -Dexec.args="target/corpus/en-tune en"
 * </pre>
 */
public final class TuneLostWords {
    private TuneLostWords() {
    }

    record Heard(String json, boolean[] voiced) {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Profile profile = Profile.load(args.length > 1 ? args[1] : "en");
        List<Corpus.Item> items = Corpus.read(dir);
        Map<String, Heard> heard = new HashMap<>();
        for (String line : Files.readAllLines(dir.resolve("heard.tsv"), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            double[] rms = f.length < 3 ? new double[0] : Arrays.stream(f[2].split(",")).mapToDouble(Double::parseDouble)
                    .toArray();
            heard.put(f[0], new Heard(f[1], QuietEdges.voiced(rms)));
        }
        ProfileListening listening = ProfileListening.forModel(profile, ModelVocabulary.of(VoskModel.DEFAULT_ENGLISH));
        String show = System.getProperty("harmful", "");
        java.util.TreeMap<Integer, Integer> before = new java.util.TreeMap<>();
        for (Corpus.Item item : items) {
            Heard h = heard.get(item.id());
            before.merge(VoskRecognizer.voiceBefore(h.json(), h.voiced()) / 100 * 100, 1, Integer::sum);
        }
        System.out.println("voice before the best alternative's first word (ms, by 100): " + before);
        System.out.println("| lost word ms | move over no phrase | moves right | harmful | commands right | not understood |");
        System.out.println("|---|---|---|---|---|---|");
        for (int lost : new int[] {Integer.MAX_VALUE, 400, 300, 200, 100}) {
            for (double noPhrase : new double[] {Double.NaN, -0.7, -0.5, -0.3, 0}) {
                Understanding u = new Understanding(profile, new Margins(0.6, 0.4, noPhrase));
                Tally tally = new Tally();
                for (Corpus.Item item : items) {
                    Heard h = heard.get(item.id());
                    Position p = Position.fromFen(item.fen().isEmpty() ? Position.INITIAL_FEN : item.fen());
                    ListeningTable.Listening l = listening.listening(p);
                    List<Hypothesis> hyps = l.meaning(VoskRecognizer.hypotheses(h.json(), l.grammar(), h.voiced(), lost));
                    tally.add(new Tally.Outcome(item, HearCommand.answer(u.understand(p, hyps))));
                }
                Tally.Counts c = tally.total();
                long harmful = tally.outcomes().stream().filter(Tally.Outcome::harmful).count();
                long notUnderstood = tally.outcomes().stream().filter(o -> o.answer().startsWith("REJECT")).count();
                System.out.printf(Locale.ROOT, "| %s | %s | %d of %d (%.1f %%) | %d | %d of %d (%.1f %%) | %d |%n",
                        lost == Integer.MAX_VALUE ? "off" : lost, Double.isNaN(noPhrase) ? "no" : String.format(Locale.ROOT, "by %.1f", noPhrase), c.movesRight(), c.moves(),
                        100 * c.moveShare(), harmful, c.commandsRight(), c.commands(), 100 * c.commandShare(),
                        notUnderstood);
                if (show.equals(lost + "," + noPhrase)) {
                    tally.outcomes().stream().filter(o -> o.harmful() || !o.right()).forEach(o -> System.out.println(
                            "  " + (o.harmful() ? "HARM " : "") + o.item().id() + " \"" + o.item().text() + "\" → "
                                    + o.answer() + " " + heard.get(o.item().id()).json()));
                }
            }
        }
    }
}
