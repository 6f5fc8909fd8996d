package org.hektor.speech.hearing.learned;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Stream;
import org.hektor.chess.Position;
import org.hektor.cli.HearCommand;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.RealTimeSource;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.Condition;
import org.hektor.speech.corpus.Corpus;
import org.hektor.speech.hearing.ListeningTable;
import org.hektor.speech.hearing.LiveHearing;
import org.hektor.speech.hearing.PhraseGrammar;
import org.hektor.speech.hearing.SpeechRecognizer;

/**
 * How long a player waits, with a learned voice, from the end of his speech to the answer: each voice's clean test
 * utterances (moves in their positions, command words), as {@code LearnedVoiceBench} spoke and kept them, played in
 * real time as the microphone of a game's hearing ({@link LiveHearing}: the end-pointer, the guess at the end, the
 * recogniser, everything a game uses but the read-back's printing), 1.5 s apart. Per utterance: from its last audible
 * sample (as it would have been said) to the hypotheses handed on. Also the memory the recogniser adds: the voice's
 * templates kept, and the working set of one match of the longest utterance.
 * <pre>
 * java -cp target/test-classes:target/classes:... org.hektor.speech.hearing.learned.LearnedLatencyBench \
 *     --from target/learned --voices de,de_m3,ru,es
 * </pre>
 * {@code --from} is a {@code LearnedVoiceBench --out} folder (voices learned, corpora spoken).
 */
public final class LearnedLatencyBench {
    private static final int GAP_MILLIS = 1500;
    /** A sample louder than this is speech (the end-pointer's loudness floor, about -40 dBFS). */
    private static final int AUDIBLE = 330;

    /** {@code -Dguess=false}: as before guessing, every utterance recognised when the hangover has ended. */
    private static final boolean GUESS = !"false".equals(System.getProperty("guess"));

    private LearnedLatencyBench() {
    }

    /** The learned voice heard only at the end of each utterance. */
    private record AtTheEnd(LearnedRecognizer learned) implements SpeechRecognizer {
        @Override
        public Optional<List<Hypothesis>> recognize(Sound utterance, PhraseGrammar grammar) {
            return learned.recognize(utterance, grammar);
        }

        @Override
        public void warmUp(PhraseGrammar grammar) {
            learned.warmUp(grammar);
        }

        @Override
        public void close() {
            learned.close();
        }
    }

    /** One utterance as played: the position it was said in, what it should be, and when its speech ended. */
    private record Played(Corpus.Item item, Position position, long startNanos, long speechEndNanos) {
    }

    /** An answer handed on, and when. */
    private record Answer(List<Hypothesis> hypotheses, long nanos) {
    }

    public static void main(String[] args) throws Exception {
        Path from = Path.of(option(args, "from", "target/learned"));
        List<String> voices = List.of(option(args, "voices", "de,de_m3,ru,es").split(","));
        Profile profile = Profile.load("ibca");
        List<Long> moves = new ArrayList<>();
        List<Long> commands = new ArrayList<>();
        int early = 0;
        int right = 0;
        int total = 0;
        long memory = 0;
        for (String slug : voices) {
            Path dir = from.resolve(slug);
            Path test;
            try (Stream<Path> s = Files.list(dir)) {
                test = s.filter(p -> p.getFileName().toString().startsWith("test-")).findFirst().orElseThrow();
            }
            List<Corpus.Item> items = Corpus.read(test).stream().filter(i -> i.condition() == Condition.CLEAN).toList();
            long before = usedAfterGc();
            LearnedVoice voice = new VoiceStore(dir.resolve("voices")).load(slug, TuningFlags.read());
            long kept = usedAfterGc() - before;
            long working = workingSet(voice, items, test, profile);
            memory = Math.max(memory, kept + working);
            List<String> lines = new ArrayList<>();
            List<String> trace = new java.util.concurrent.CopyOnWriteArrayList<>();
            List<Long> latencies = game(voice, profile, items, test, lines, trace);
            early += trace.stream().filter(l -> l.contains("answered ")).count();
            for (int i = 0; i < items.size(); i++) {
                total++;
                right += lines.get(i).startsWith(items.get(i).expected() + " ") ? 1 : 0;
            }
            List<Long> voiceMoves = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                if (latencies.get(i) != null) {
                    (items.get(i).isMove() ? voiceMoves : commands).add(latencies.get(i));
                }
            }
            moves.addAll(voiceMoves);
            System.out.printf("%s: %d moves, median %d ms, 90th percentile %d ms; voice %.1f MB, match %.1f MB%n",
                    slug, voiceMoves.size(), percentile(voiceMoves, 50), percentile(voiceMoves, 90), kept / 1e6,
                    working / 1e6);
            lines.forEach(l -> System.out.println("  " + l));
            trace.forEach(l -> System.out.println("    " + l));
        }
        System.out.printf("learned voice, end of speech to answer: %d moves: median %d ms, 90th percentile %d ms, "
                        + "max %d ms; %d commands: median %d ms, 90th percentile %d ms; %d of %d utterances answered "
                        + "from the guess, %d answered as said; recogniser's memory at most %.1f MB; load average %.1f%n",
                moves.size(), percentile(moves, 50), percentile(moves, 90), percentile(moves, 100), commands.size(),
                percentile(commands, 50), percentile(commands, 90), early, total, right, memory / 1e6,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** Plays {@code items} through a game's hearing in real time; each utterance's wait (null: no answer). */
    private static List<Long> game(LearnedVoice voice, Profile profile, List<Corpus.Item> items, Path test,
                                   List<String> lines, List<String> trace) throws Exception {
        List<Sound> sounds = new ArrayList<>();
        for (Corpus.Item i : items) {
            sounds.add(Wav.read(test.resolve(i.wav())));
        }
        Grammar grammar = new Grammar(profile);
        Understanding understanding = new Understanding(profile);
        List<Played> played = new java.util.concurrent.CopyOnWriteArrayList<>();
        LinkedBlockingQueue<Answer> answers = new LinkedBlockingQueue<>();
        Paced mic = new Paced(sounds, items, played);
        LiveHearing hearing = new LiveHearing(mic.source, () -> GUESS ? new LearnedRecognizer(voice, profile)
                        : new AtTheEnd(new LearnedRecognizer(voice, profile)),
                () -> ListeningTable.Listening.same(new PhraseGrammar(grammar.phrases(mic.position()))),
                h -> answers.add(new Answer(h, System.nanoTime())), Set.of(), null);
        try (hearing) {
            hearing.traceTo(trace::add).start();
            if (!hearing.awaitEnd(items.size() * 20_000L)) {
                throw new IllegalStateException("the hearing did not end");
            }
        }
        // each answer belongs to the utterance played last before it; a second answer to one is a split utterance
        List<List<Answer>> per = new ArrayList<>();
        items.forEach(i -> per.add(new ArrayList<>()));
        for (Answer a : answers) {
            int i = played.size() - 1;
            while (i > 0 && played.get(i).startNanos() > a.nanos()) {
                i--;
            }
            per.get(i).add(a);
        }
        List<Long> latencies = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            Played p = played.get(i);
            if (per.get(i).isEmpty()) {
                lines.add("NO ANSWER: " + p.item().text());
                latencies.add(null);
                continue;
            }
            Answer a = per.get(i).get(0);
            long millis = (a.nanos() - p.speechEndNanos()) / 1_000_000;
            latencies.add(millis);
            lines.add(HearCommand.answer(understanding.understand(p.position(), a.hypotheses())) + " " + millis
                    + " ms" + (per.get(i).size() > 1 ? " (SPLIT in " + per.get(i).size() + ")" : "") + ": "
                    + p.item().text());
        }
        return latencies;
    }

    /**
     * The utterances one after another as a microphone gives them, in real time, with {@link #GAP_MILLIS} of silence
     * after each (and two seconds before the first, while the voice warms up); the position is each utterance's
     * from its first sample on.
     */
    private static final class Paced {
        private final long[] starts;
        private final long[] speechEnds;
        private final List<Corpus.Item> items;
        private final List<Played> played;
        private final RealTimeSource source;
        private volatile Position position = Position.initial();
        private int next;

        Paced(List<Sound> sounds, List<Corpus.Item> items, List<Played> played) {
            this.items = items;
            this.played = played;
            Sound all = Sound.silence(2000);
            starts = new long[sounds.size()];
            speechEnds = new long[sounds.size()];
            for (int i = 0; i < sounds.size(); i++) {
                Sound s = sounds.get(i);
                starts[i] = all.sampleCount();
                int last = s.sampleCount() - 1;
                while (last > 0 && Math.abs(s.sample(last)) <= AUDIBLE) {
                    last--;
                }
                speechEnds[i] = starts[i] + last + 1;
                all = all.then(s).then(Sound.silence(GAP_MILLIS));
            }
            source = new RealTimeSource(all, this::reached);
        }

        private void reached(int samples) {
            while (next < starts.length && starts[next] < samples) {   // this utterance has begun
                position = Position.fromFen(items.get(next).fen());
                played.add(new Played(items.get(next), position, source.nanosAt(starts[next]),
                        source.nanosAt(speechEnds[next])));
                next++;
            }
        }

        Position position() {
            return position;
        }
    }

    /** The memory one match of the longest utterance holds at once (its distances, every phrase's prefix costs). */
    private static long workingSet(LearnedVoice voice, List<Corpus.Item> items, Path test, Profile profile)
            throws Exception {
        Corpus.Item longest = items.get(0);
        for (Corpus.Item i : items) {
            if (Files.size(test.resolve(i.wav())) > Files.size(test.resolve(longest.wav()))) {
                longest = i;
            }
        }
        double[][] mel = FrontEnd.melPower(Wav.read(test.resolve(longest.wav())));
        List<String> phrases = new Grammar(profile).phrases(Position.fromFen(longest.fen()));
        Set<String> words = new LinkedHashSet<>();
        phrases.forEach(p -> words.addAll(List.of(PhraseGrammar.of(p).phrases().get(0).split(" "))));
        long before = usedAfterGc();
        PhraseMatch match = Utterance.of(mel, Span.of(mel, voice.tuning().features().minRiseDb()),
                voice.tuning()).match(voice, words);
        match.prepareCeiling();     // the bound's table too; every phrase matched in full, as none under a ceiling
        for (String p : phrases) {
            List<String> w = List.of(PhraseGrammar.of(p).phrases().get(0).split(" "));
            if (match.canMatch(w)) {
                match.cost(w);
            }
        }
        long used = usedAfterGc() - before;
        return match.frameCount() > 0 ? used : 0;
    }

    private static long usedAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    private static long percentile(List<Long> values, int p) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * p / 100));
    }

    private static String option(String[] args, String name, String otherwise) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--" + name)) {
                return args[i + 1];
            }
        }
        return otherwise;
    }
}
