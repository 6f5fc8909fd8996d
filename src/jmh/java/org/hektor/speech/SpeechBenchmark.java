package org.hektor.speech;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The speech edges' latencies: phrase → first audio bytes, the whole phrase, Vosk decoding one utterance
 * (recognizer with the position's grammar built each time, as in play), and checking a grammar.
 * Start-up and memory: {@link SpeechStartupBenchmark}.
 * Run: {@code mvn -q -Pbench test-compile exec:exec -Dbench="SpeechBenchmark -f 1"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SpeechBenchmark {
    static final String PHRASE = "knight golf one foxtrot three";

    FreeTtsVoice voice;
    VoskModel model;
    Sound utterance;
    PhraseGrammar grammar;
    String grammarJson;

    @Setup(Level.Trial)
    public void setUp() {
        voice = FreeTtsVoice.open(Pronunciations.NONE);
        model = VoskModel.load(VoskModel.DEFAULT_ENGLISH);
        utterance = voice.synthesize(PHRASE);
        grammar = SpeechStartupBenchmark.openingGrammar();
        grammarJson = grammar.json();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        model.close();
        voice.close();
    }

    /** Phrase handed to FreeTTS → the first PCM piece arrives (then FreeTTS is told to stop). */
    @Benchmark
    public int phraseToFirstAudioBytes() {
        int[] first = new int[1];
        voice.speak(PHRASE, chunk -> {
            first[0] = chunk.length;
            return false;
        });
        return first[0];
    }

    @Benchmark
    public Sound wholePhrase() {
        return voice.synthesize(PHRASE);
    }

    /** One utterance, as in play: a recognizer with this position's grammar, decode, n-best to hypotheses. */
    @Benchmark
    public List<Hypothesis> voskDecodePerUtterance() {
        return VoskListener.recognize(model, grammar, utterance);
    }

    /** The grammar checks done before any native call: parse the JSON, every word known to the model. */
    @Benchmark
    public int grammarValidate() {
        return PhraseGrammar.fromJson(grammarJson).unknownWords(model.vocabulary()).size();
    }

    static long rssKb() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }
}
