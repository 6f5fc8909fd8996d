package org.hektor.speech;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.PhraseGrammar;
import org.hektor.speech.hearing.VoskRecognizer;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.Pronunciations;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Start-up to ready-to-listen, cold, in a fresh JVM each time: load the voice and the model, read the model's
 * vocabulary, build the first recognizer. Prints the resident memory with everything loaded (the model lives
 * in native memory, so the Java heap alone would not show it).
 * Run: {@code mvn -q -Pbench test-compile exec:exec -Dbench="SpeechStartupBenchmark"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(5)
public class SpeechStartupBenchmark {
    @Benchmark
    public int startUpToReadyToListen() throws Exception {
        long before = SpeechBenchmark.rssKb();
        try (FreeTtsVoice voice = FreeTtsVoice.open(Pronunciations.NONE);
             VoskRecognizer recognizer = VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH)) {
            int n = recognizer.recognize(Sound.silence(100), openingGrammar()).orElse(List.of()).size();
            System.gc();
            long after = SpeechBenchmark.rssKb();
            Runtime rt = Runtime.getRuntime();
            System.out.printf("%nresident memory: %d MB before, %d MB with voice and model loaded (Java heap used %d MB)%n",
                    before / 1024, after / 1024, (rt.totalMemory() - rt.freeMemory()) >> 20);
            return n;
        }
    }

    /** The 20 opening moves as NATO long phrases (a fixed grammar of realistic size for the benchmarks). */
    static PhraseGrammar openingGrammar() {
        String[] files = {"alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"};
        String[] ranks = {"one", "two", "three", "four", "five", "six", "seven", "eight"};
        String[] pieces = {"pawn", "knight", "bishop", "rook", "queen", "king"};
        Position p = Position.initial();
        List<String> phrases = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            phrases.add(pieces[p.movingPiece(m).type().ordinal()] + " " + files[m.from().file()] + " "
                    + ranks[m.from().rank()] + " " + files[m.to().file()] + " " + ranks[m.to().rank()]);
        }
        phrases.add(PhraseGrammar.UNKNOWN);
        return new PhraseGrammar(phrases);
    }
}
