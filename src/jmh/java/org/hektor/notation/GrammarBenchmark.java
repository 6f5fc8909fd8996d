package org.hektor.notation;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Building the recogniser's grammar for a middlegame position (Kiwipete, 48 legal moves), from its FEN, so
 * move generation is included (goal: well under 20 ms). Once with every word allowed, once restricted to a
 * model vocabulary of 100,000 words.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class GrammarBenchmark {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private Grammar grammar;
    private Set<String> vocabulary;

    @Setup
    public void setUp() {
        grammar = new Grammar(Profile.ibca());
        vocabulary = new HashSet<>();
        Random random = new Random(1);
        while (vocabulary.size() < 100_000) {
            vocabulary.add(Integer.toString(random.nextInt(Integer.MAX_VALUE), 36));
        }
        for (String phrase : grammar.phrases(Position.initial())) {
            for (String word : phrase.split(" ")) {
                vocabulary.add(word);
            }
        }
        vocabulary.remove("hektor");     // a word the model lacks: its phrases are dropped
    }

    @Benchmark
    public List<String> everyWord() {
        return grammar.listenFor(Position.fromFen(KIWIPETE));
    }

    @Benchmark
    public List<String> modelVocabulary() {
        return grammar.listenFor(Position.fromFen(KIWIPETE), vocabulary);
    }
}
