package org.hektor.notation;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Utterances understood per second on one thread (goal: at least 20,000). A middlegame position (Kiwipete),
 * its legal moves generated once as a session does when the position arrives; typical utterances: long and
 * short style, fillers, destination only, an n-best list, a question (Rochade: both are legal), refusals,
 * a command, typed SAN and UCI.
 * The score is per utterance.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class UnderstandingBenchmark {
    private static final List<List<Hypothesis>> UTTERANCES = List.of(
            List.of(Hypothesis.of("Springer Eva fünf schlägt Felix sieben")),
            List.of(Hypothesis.of("Dame Felix drei schlägt Hektor drei Schach")),
            List.of(Hypothesis.of("Kurze Rochade")),
            List.of(Hypothesis.of("Läufer von David zwei nach Gustav fünf")),
            List.of(Hypothesis.of("David schlägt Eva sechs")),
            List.of(Hypothesis.of("Springer Bella fünf")),
            List.of(Hypothesis.of("Springer David drei"), Hypothesis.of("Springer Cäsar drei David drei"),
                    Hypothesis.of("Springer Eva fünf David drei")),
            List.of(Hypothesis.of("äh Turm Anna eins Bella eins")),
            List.of(Hypothesis.of("Bauer Gustav zwei Gustav vier")),
            List.of(Hypothesis.of("Springer Felix sechs")),
            List.of(Hypothesis.of("Zeit")),
            List.of(Hypothesis.of("Nxf7")),
            List.of(Hypothesis.of("e1c1")),
            List.of(Hypothesis.of("[unk] Läufer Eva zwei Anna sechs [unk]")),
            List.of(Hypothesis.of("Rochade")),
            List.of(Hypothesis.of("Eva schlägt David fünf")));

    private Understanding understanding;
    private Position position;

    @Setup
    public void setUp() {
        understanding = new Understanding(Profile.ibca());
        position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        position.legalMoves();
    }

    @Benchmark
    @OperationsPerInvocation(16)
    public int understandTypicalUtterances() {
        int h = 0;
        for (List<Hypothesis> utterance : UTTERANCES) {
            h += understanding.understand(position, utterance).hashCode();
        }
        return h;
    }
}
