package org.hektor.session;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hektor.chess.Position;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Readings;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.Corpus;
import org.hektor.speech.hearing.Recognition;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.speech.hearing.VoskRecognizer;

/**
 * A small margin waits for "ja", measured on a corpus VoiceBench made: of the moves the recognition proposes, how many
 * the correction window could play by itself (a clear {@link Margin}) and how many wait for "ja", right and wrong
 * apart, per condition. A measurement only: {@link Margin#CLEAR} is not tuned on it.
 * <pre>
 * mvn -q -o exec:java -Dexec.classpathScope=test -Dexec.mainClass=org.hektor.session.MarginBench \
 *     -Dexec.args="target/corpus/ibca ibca"
 * </pre>
 */
public final class MarginBench {
    private MarginBench() {
    }

    /** Per condition: right and wrong proposals, each with a clear margin or not. */
    record Count(int rightClear, int rightUnsure, int wrongClear, int wrongUnsure) {
        Count plus(boolean right, boolean clear) {
            return new Count(rightClear + (right && clear ? 1 : 0), rightUnsure + (right && !clear ? 1 : 0),
                    wrongClear + (!right && clear ? 1 : 0), wrongUnsure + (!right && !clear ? 1 : 0));
        }
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Profile profile = Profile.load(args.length > 1 ? args[1] : "ibca");
        Path model = args.length > 2 ? Path.of(args[2]) : VoskModel.DEFAULT_ENGLISH;
        Understanding understanding = new Understanding(profile);
        Map<String, Count> counts = new TreeMap<>();
        try (VoskRecognizer vosk = VoskRecognizer.load(model); Recognition recognition = Recognition.open(profile, vosk)) {
            for (Corpus.Item item : Corpus.read(dir)) {
                if (!item.isMove()) {
                    continue;
                }
                Position position = Position.fromFen(item.fen().isEmpty() ? Position.INITIAL_FEN : item.fen());
                List<Hypothesis> hyps = recognition.hear(position, Wav.read(dir.resolve(item.wav())));
                Readings read = understanding.read(hyps);
                if (understanding.understand(position, read) instanceof Heard.Proposal p) {
                    boolean right = item.expected().equals("MOVE " + p.move().uci());
                    boolean clear = Margin.of(read, p, r -> understanding.understand(position, r)).isClear();
                    counts.merge(item.condition().key(), new Count(0, 0, 0, 0).plus(right, clear),
                            (a, b) -> a.plus(right, clear));
                }
            }
        }
        System.out.println("| condition | right, clear margin | right, waits for ja | wrong, clear margin | wrong, waits for ja |");
        System.out.println("|---|---|---|---|---|");
        counts.forEach((c, n) -> System.out.printf("| %s | %d | %d | %d | %d |%n", c, n.rightClear(), n.rightUnsure(),
                n.wrongClear(), n.wrongUnsure()));
    }
}
