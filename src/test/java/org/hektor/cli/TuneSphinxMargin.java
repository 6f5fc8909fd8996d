package org.hektor.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.hearing.SphinxRecognizer;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.Corpus;

/**
 * Chooses {@code SphinxRecognizer.MARGIN} on tuning voices only, with cross-validation by voice: each fold of voices
 * is answered with the margin chosen on the other folds (no wrong answer there, then the most right ones).
 * <pre>
 * java -cp ... org.hektor.cli.TuneSphinxMargin CORPUS_DIR   (a corpus of tuning voices made by VoiceBench)
 * </pre>
 */
public final class TuneSphinxMargin {
    static final double[] MARGINS = {0, 100, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 12000};
    static final int FOLDS = 4;

    private TuneSphinxMargin() {
    }

    record Case(Corpus.Item item, List<SphinxRecognizer.Scored> ranked) {
    }

    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Path dir = Path.of(args[0]);
        List<Corpus.Item> items = Corpus.read(dir);
        List<Case> cases = new ArrayList<>();
        try (SphinxRecognizer sphinx = SphinxRecognizer.open(profile)) {
            Grammar grammar = new Grammar(profile);
            for (Corpus.Item item : items) {
                Position p = Position.fromFen(item.fen());
                cases.add(new Case(item, sphinx.ranked(grammar.phrases(p), Wav.read(dir.resolve(item.wav())))));
            }
        }
        Understanding understanding = new Understanding(profile);
        List<String> voices = new ArrayList<>(new TreeSet<>(items.stream().map(Corpus.Item::voice).toList()));
        StringBuilder report = new StringBuilder("margin\tright\twrong\tother (all tuning voices)\n");
        for (double m : MARGINS) {
            int[] t = tally(cases, m, understanding, v -> true);
            report.append(m).append('\t').append(t[0]).append('\t').append(t[1]).append('\t').append(t[2]).append('\n');
        }
        report.append("\ncross-validation by voice (").append(FOLDS).append(" folds):\n");
        int[] sum = new int[3];
        for (int f = 0; f < FOLDS; f++) {
            final int fold = f;
            java.util.function.Predicate<String> inFold = v -> voices.indexOf(v) % FOLDS == fold;
            double chosen = choose(cases, understanding, inFold.negate());
            int[] t = tally(cases, chosen, understanding, inFold);
            report.append("fold ").append(f).append(": margin ").append(chosen).append(" → right ").append(t[0])
                    .append(", wrong ").append(t[1]).append(", other ").append(t[2]).append('\n');
            for (int i = 0; i < 3; i++) {
                sum[i] += t[i];
            }
        }
        report.append("all folds: right ").append(sum[0]).append(", wrong ").append(sum[1]).append(", other ")
                .append(sum[2]).append("\nchosen on all tuning voices: ").append(choose(cases, understanding, v -> true))
                .append('\n');
        if (args.length > 1) {
            // the table of this corpus at a margin chosen elsewhere (on tuning voices): per condition and per voice
            double m = Double.parseDouble(args[1]);
            report.append("\nat margin ").append(m).append(":\n");
            for (String key : new TreeSet<>(items.stream().map(i -> i.condition().key()).toList())) {
                int[] t = tallyWhere(cases, m, understanding, c -> c.item().condition().key().equals(key));
                report.append(key).append("\tright ").append(t[0]).append("\twrong ").append(t[1]).append("\tother ")
                        .append(t[2]).append('\n');
            }
            for (boolean moves : new boolean[] {true, false}) {
                int[] t = tallyWhere(cases, m, understanding, c -> c.item().isMove() == moves);
                report.append(moves ? "moves" : "commands").append("\tright ").append(t[0]).append("\twrong ")
                        .append(t[1]).append("\tother ").append(t[2]).append('\n');
            }
        }
        System.out.print(report);
        Files.writeString(dir.resolve("margin.txt"), report, StandardCharsets.UTF_8);
    }

    /** The margin with no wrong answer on the voices accepted, and the most right answers; the safest if none. */
    static double choose(List<Case> cases, Understanding u, java.util.function.Predicate<String> voices) {
        double best = MARGINS[MARGINS.length - 1];
        int bestRight = -1;
        int fewestWrong = Integer.MAX_VALUE;
        for (double m : MARGINS) {
            int[] t = tally(cases, m, u, voices);
            if (t[1] < fewestWrong || t[1] == fewestWrong && t[0] > bestRight) {
                fewestWrong = t[1];
                bestRight = t[0];
                best = m;
            }
        }
        return best;
    }

    static int[] tally(List<Case> cases, double margin, Understanding u, java.util.function.Predicate<String> voices) {
        return tallyWhere(cases, margin, u, c -> voices.test(c.item().voice()));
    }

    static int[] tallyWhere(List<Case> cases, double margin, Understanding u, java.util.function.Predicate<Case> which) {
        int[] t = new int[3];
        for (Case c : cases) {
            if (!which.test(c)) {
                continue;
            }
            Position p = Position.fromFen(c.item().fen());
            String answer = HearCommand.answer(u.understand(p, SphinxRecognizer.within(c.ranked(), margin)));
            boolean right = answer.equals(c.item().expected());
            boolean wrong = !right && (answer.startsWith("MOVE ") || !c.item().isMove() && answer.startsWith("COMMAND "));
            t[right ? 0 : wrong ? 1 : 2]++;
        }
        return t;
    }

}
