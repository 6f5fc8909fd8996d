package org.hektor.speech;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Position;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.PhraseGrammar;
import org.hektor.speech.hearing.ProfileListening;
import org.hektor.speech.hearing.VoskRecognizer;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.Pronunciations;
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
 * (recognizer with the position's grammar built each time, as in play), and building a position's grammar
 * (the notation package's phrases, in the model's words, validated) for en and for ibca through its table.
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
    Position position;
    ProfileListening en;
    ProfileListening ibca;

    @Setup(Level.Trial)
    public void setUp() {
        voice = FreeTtsVoice.open(Pronunciations.NONE);
        model = VoskModel.load(VoskModel.DEFAULT_ENGLISH);
        utterance = voice.synthesize(PHRASE);
        // a middlegame with 40-odd legal moves, so the grammar has the size it has in play
        position = Position.fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 2 8");
        en = ProfileListening.forModel(Profile.load("en"), model.vocabulary());
        ibca = ProfileListening.forModel(Profile.load("ibca"), model.vocabulary());
        grammar = en.listening(position).grammar();
        utterance = voice.synthesize("knight charlie three bravo five");
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
        try (VoskRecognizer r = new VoskRecognizer(model)) {
            return r.recognize(utterance, grammar).orElse(List.of());
        }
    }

    /** The en grammar of the position: phrases, restricted to the model's words, JSON, validated. */
    @Benchmark
    public PhraseGrammar grammarBuildEn() {
        return en.listening(position).grammar();
    }

    /** The ibca grammar of the position through the listening table, with the way back. */
    @Benchmark
    public PhraseGrammar grammarBuildIbca() {
        return ibca.listening(position).grammar();
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
