package org.hektor.speech.hearing.learned;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.hektor.chess.Position;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.PhraseGrammar;
import org.hektor.speech.hearing.SpeechRecognizer;

/**
 * Hears a player by his own recordings: every phrase of the position's grammar, and each file word alone, is matched
 * against the utterance ({@link PhraseMatch}); the cheapest wins when nothing of another meaning comes within
 * {@link #MARGIN}, close moves are handed on together (the Understanding asks between them), and a command close to
 * anything else, or a best match that is too poor ({@link #REJECT}), is not understood — a wrong move or command costs
 * more than a question (spoken-notation section 3).
 *
 * <p>The margin is measured on the phrases' whole costs divided by the square root of the utterance's frames: two
 * moves differ in a word or two, so their difference does not grow with the utterance's length the way a per-frame
 * mean would dilute it, while the chance wobble of a sum over n frames grows as the square root of n.
 */
public final class LearnedRecognizer implements SpeechRecognizer {
    /**
     * Phrases this close to the best (in {@link Scored#evidence()}) stay candidates. On the bench's eight tuning voices
     * (with the script said once, 480 moves in six conditions) no phrase of the wrong meaning won by 4 or more: a
     * margin of 4 gave no wrong answer there and 403 moves right, 5 gave 383, 3.5 already one wrong answer and 3
     * two. Held out it asked 30 % fewer moves back than 5 with the same wrong answers (docs/measurements.md). Never
     * tuned on the voices it is reported on.
     */
    static final double MARGIN = 4.0;
    /**
     * A command word that is the best match stands alone when nothing of another meaning comes within this (in
     * {@link Scored#evidence()}), not {@link #MARGIN}. On the tuning voices no command word won wrongly by more than
     * 1.2 (a "Wo Springer" heard as "Kopfhörer" in 10 dB noise), while "Zeit", "Uhr", "Stellung" or "Hilfe Tasten" were
     * rejected with a number word, "kurz" or "Hilfe" 2.9–3.9 behind. Not for the queries "Was"/"Wo": a filler "also"
     * before a move fits "Was" ("also Bauer Eva vier" heard as "Was Eva vier" 3.9 ahead of the move).
     */
    static final double COMMAND_MARGIN = 3;
    /**
     * A query ("Was Eva vier") and another query one word away from it ("Was Cäsar vier", "Was Eva drei") are told
     * apart by that word alone: the rest of their paths are the same frames, so the difference of their costs wobbles
     * by chance as the square root of the word's frames, not of the utterance's. So such a rival is behind by its cost
     * difference over the square root of the frames the word takes on either phrase's path ({@link Scored#behindInWord()}),
     * and is close when that is within this. A move heard as a query ("also Eva vier" as "Was Eva vier") is not
     * touched: "Bauer Eva vier" is no query, judged as before.
     *
     * <p>Chosen as half again the largest win in the word of a wrong query over the right one on the tuning voices,
     * with the script's queries said whole ({@link EnrollmentScript}): of 1,440 queries of random squares and pieces
     * in pink noise at 20 and 10 dB (QueryCorpus), judged with no such margin, 9 were another query, winning by 0.02 to
     * 2.27 in the word ("Was Bella eins" as "drei", 10 dB). 3.5: 1,261 right, none wrong (6, as before: 1,112; 3:
     * 1,283; 2: one wrong); the 800 command words in that noise 777 -> 783, none wrong ("Was Eva vier" missed 7 -> 1
     * of 32). With "Was" learned alone only, a wrong query won by up to 4.5 and 6 was chosen. Held out
     * (docs/measurements.md): "Was Eva vier" 56 -> 58 of 60, none wrong; 1,200 queries of random squares and pieces
     * 965 -> 1,047 right, 2 -> 4 another query (each answer names its square, so the player hears which he got).
     */
    static final double QUERY_WORD_MARGIN = 3.5;
    /**
     * A command word alone that is the best match is held back by a rank word said alone ("drei", which is "name the
     * square") only when that comes within this, not {@link #COMMAND_MARGIN}. In pink noise at 10 dB the consonant
     * before "-ei" is lost: "Zeit" and "nein" become "zwei" and "drei" with the quiet before them. On the tuning
     * voices' command words (600, and 1,600 more in pink noise said at other rates and pitches) such a rank was 0.03 to 3.3
     * behind a right "Zeit", "nein" or "Stellung"; of 384 ranks said alone by them (clean, 20 and 10 dB) none had a
     * command word best, and the nearest command word was 0.7 behind. 2: commands 2,128 -> 2,138 of 2,200, none
     * wrong (1.5: 2,141; 0: 2,146), every rank said alone as before; a rank said lost to a right "nein" by up to 2.2,
     * so a rank said alone may lose to a command by as much. Held out "Zeit" 55 -> 58 of 60, "nein" 58 -> 60, none
     * wrong (docs/measurements.md).
     *
     * <p>Not for a word that only tells ({@link org.hektor.notation.CommandWord#onlyTells()}: "Zeit", "Uhr", "Stellung",
     * the help): no rank alone holds it back. On the tuning voices in pink noise at 20 and 10 dB (320 each, every test
     * rate and pitch, QueryCorpus -Dtext=...) "Zeit" 302 -> 312 right, "Stellung" 311 -> 317, "Uhr" 306 as before,
     * none wrong; their 768 ranks and files said alone (LoneWords, clean, 20 and 10 dB) answered as before.
     *
     * <p>A file word said alone ("Bella", a phrase here too: "name the square") holds a command word back the same way:
     * on the tuning voices' kept corpora (seeds 25, 30, 31) commands 598 of 600 each as before, none wrong, and none of
     * their 384 files said alone heard as a command (LoneWords; 9 before files were phrases).
     */
    static final double RANK_MARGIN = 2;
    /**
     * An unfinished phrase this close to the best keeps a guess waiting for the player to go on: the margin guessing
     * was measured with (LearnedLiveHearingTest, UnfinishedMovesBench), kept when the answer's margin went to 4.
     */
    static final double UNFINISHED_MARGIN = 5.0;
    /**
     * A best match poorer than this per frame is "something else": the poorest right best match on the tuning voices
     * (5.0, in pink noise at 10 dB), and a fifth more.
     */
    static final double REJECT = 6.0;
    /**
     * Whether the grammar's long phrases are matched with every combination of filler and check word too
     * ({@link FillerForms}); false only to measure what they change.
     */
    static final boolean FILLERS = true;
    /**
     * Phrases further behind the best than this (in {@link Scored#evidence()}) play no part in an answer: beyond the
     * margins of the answer and of an unfinished phrase, with one to spare. The recogniser matches them only as far
     * as it takes to know they are further ({@link PhraseMatch#atMost}), and leaves them out of its ranking.
     */
    static final double KEPT = Math.max(MARGIN, UNFINISHED_MARGIN) + 1;
    /**
     * The player's take is matched this many times before the game: the match is several short loops (the distances,
     * the backward bound, the phrases) that the JIT compiles only after a few matches. LearnedLatencyBench on de+m3
     * alone, a fresh process each, load 10-11: moves median 525 ms with one rehearsal, 395 ms with four.
     */
    static final int WARM_UPS = 3;
    /** Less speech than this is a click or a breath, not a word. */
    private static final int MIN_SPEECH_FRAMES = 8;
    /**
     * A frame this far above the room is speech, for {@link Scored#speechBefore()}: pink noise's frames stay within
     * about a decibel of each other.
     */
    static final double SPEECH_DB = 6;

    private final LearnedVoice voice;
    /** The voice's: it is heard as it was learned. */
    private final LearnedTuning tuning;
    private final Understanding understanding;
    private final Set<String> hesitations;
    private final FillerForms fillerForms;
    private final Set<String> squares;
    /** The file words ("anna", ..., "hektor"), each matched as a phrase of its own ({@link #rank}). */
    private final List<String> files;
    /**
     * The rank and file words: said alone, each names no move and is answered "name the square the piece goes to"
     * ({@link #choose}).
     */
    private final Set<String> lone;

    public LearnedRecognizer(LearnedVoice voice, Profile profile) {
        this.voice = voice;
        this.tuning = voice.tuning();
        this.understanding = new Understanding(profile);
        this.hesitations = profile.hesitations().stream().map(Take::normalize).collect(Collectors.toSet());
        this.fillerForms = new FillerForms(profile);
        this.squares = IntStream.range(0, 64)
                .mapToObj(i -> Take.normalize(profile.square(org.hektor.chess.Square.of(i)))).collect(Collectors.toSet());
        this.files = IntStream.range(0, 8).mapToObj(i -> Take.normalize(profile.file(i))).toList();
        this.lone = IntStream.range(0, 8).boxed().flatMap(i -> Stream.of(profile.file(i), profile.rank(i)))
                .map(Take::normalize).collect(Collectors.toUnmodifiableSet());
    }

    /**
     * A phrase and how well it fits the utterance.
     *
     * @param perFrame its mean distance per frame (how good the fit is at all)
     * @param evidence its whole distance over the square root of the frames (how phrases compare with each other)
     * @param speechBefore for the best phrase when it is a square alone (a pawn move's destination): the frames of
     *                     speech before its first word that no word of it explains; 0 otherwise
     * @param behindInWord for a phrase with the best's first word and one other word not the best's: its whole cost
     *                     less the best's over the square root of the frames that word takes on either phrase's path
     *                     ({@link #QUERY_WORD_MARGIN}); NaN otherwise
     */
    public record Scored(String phrase, double perFrame, double evidence, int speechBefore, double behindInWord) {
    }

    @Override
    public Optional<List<Hypothesis>> recognize(Sound utterance, PhraseGrammar grammar) {
        Ranking r = rank(utterance, grammar, KEPT);
        return r == null ? Optional.empty() : Optional.of(choose(r.ranked(), MARGIN, REJECT));
    }

    /**
     * Matches one of the player's own whole moves as often as the tuning says ({@link #WARM_UPS} shipped): the first
     * matches in a process take two to four times as long as the next ones (the JIT compiles the matching on them),
     * and the player's first move should not wait for that.
     */
    @Override
    public void warmUp(PhraseGrammar grammar) {
        for (int i = 0; i < tuning.effort().warmUps(); i++) {
            voice.rehearsal().ifPresent(s -> rank(s, grammar, KEPT));
        }
    }

    /**
     * A match takes a tenth of a second or two, in this process: guessing at an utterance's end pays. The player has
     * finished when every hypothesis is one phrase, with or without a hesitation ("äh"), that no phrase of the grammar
     * goes on from (a move before "Schach"), and no unfinished phrase (the beginning of one: "Springer", "Springer
     * Gustav eins" before "Felix drei") fits the utterance within {@link #UNFINISHED_MARGIN} of the best: a player
     * who stopped to think after "Springer" is heard as just that, so the answer waits for the end of the hangover,
     * in which he goes on.
     */
    @Override
    public Optional<Guessed> guess(Sound soFar, PhraseGrammar grammar) {
        Ranking r = rank(soFar, grammar, KEPT);
        if (r == null) {
            return Optional.of(new Guessed(Optional.empty(), false));
        }
        List<Hypothesis> heard = choose(r.ranked(), MARGIN, REJECT);
        Set<String> said = new LinkedHashSet<>();
        for (Hypothesis h : heard) {
            if (grammar.goesOn(h.text())) {
                return Optional.of(new Guessed(Optional.of(heard), false));
            }
            said.add(Arrays.stream(h.text().split(" ")).filter(w -> !hesitations.contains(w))
                    .collect(Collectors.joining(" ")));
        }
        double unfinishedBehind = r.unfinished() / Math.sqrt(r.match().frameCount()) - r.ranked().get(0).evidence();
        boolean finished = said.size() == 1 && unfinishedBehind > UNFINISHED_MARGIN;
        return Optional.of(new Guessed(Optional.of(heard), finished));
    }

    /** The phrases ranked, and the match they were ranked by (null: nothing heard). */
    record Ranking(List<Scored> ranked, PhraseMatch match, List<List<String>> phrases) {
        /** The least cost of a beginning of a phrase that is no phrase itself: the player may not have finished. */
        double unfinished() {
            Set<List<String>> whole = new java.util.HashSet<>(phrases);
            Set<List<String>> seen = new java.util.HashSet<>();
            double least = PhraseMatch.INFINITY;
            for (List<String> p : phrases) {
                for (int n = 1; n < p.size(); n++) {
                    List<String> start = p.subList(0, n);
                    if (!whole.contains(start) && match.canMatch(start) && seen.add(start)) {
                        least = Math.min(least, match.cost(start));
                    }
                }
            }
            return least;
        }
    }

    /** Every phrase the voice can say, best first, however far behind (for tuning); null when nothing was heard. */
    public List<Scored> ranked(Sound utterance, PhraseGrammar grammar) {
        Ranking r = rank(utterance, grammar, PhraseMatch.INFINITY);
        return r == null ? null : r.ranked();
    }

    /** The phrases within {@code kept} of the best (in evidence), best first; null when nothing was heard. */
    Ranking rank(Sound utterance, PhraseGrammar grammar, double kept) {
        double[][] mel = FrontEnd.melPower(utterance);
        Span span = Span.of(mel, tuning.features().minRiseDb());
        if (span.end() - span.start() < MIN_SPEECH_FRAMES) {
            return null;
        }
        Utterance u = Utterance.of(mel, span, tuning);
        List<List<String>> phrases = new ArrayList<>();
        Set<String> words = new LinkedHashSet<>();
        for (String p : tuning.matching().fillers() ? fillerForms.completed(grammar.phrases()) : grammar.phrases()) {
            if (!p.equals(PhraseGrammar.UNKNOWN)) {
                List<String> w = List.of(p.split(" "));
                phrases.add(w);
                words.addAll(w);
            }
        }
        // A file word said alone ("Bella") is no phrase of the grammar, which lists what a recogniser may hear: a move,
        // a number, a command. Matched only against those, it was heard as whatever came nearest, a pawn move or
        // "schneller", "ja", "Korrektur". Here it is a phrase of its own, which the Understanding answers as a rank
        // said alone: "name the square the piece goes to". It stays out of the phrases a player may go on from
        // (Ranking#unfinished): "Bella" may be the start of "Bella vier".
        List<List<String>> matched = new ArrayList<>(phrases);
        for (String f : files) {
            if (!phrases.contains(List.of(f))) {
                matched.add(List.of(f));
                words.add(f);
            }
        }
        PhraseMatch match = u.match(voice, words);
        double root = Math.sqrt(match.frameCount());
        // matched exactly up to half an evidence more than kept, so nothing kept is near the prune's rounding
        double[] costs = costs(match, matched, (kept + 0.5) * root, tuning.effort().helpers());
        double best = Arrays.stream(costs).min().orElse(PhraseMatch.INFINITY);
        List<Scored> out = new ArrayList<>();
        for (int i = 0; i < matched.size(); i++) {
            double c = costs[i];
            if (c < PhraseMatch.INFINITY && c - best <= kept * root) {
                out.add(new Scored(String.join(" ", matched.get(i)), c / match.frameCount(), c / root, 0, Double.NaN));
            }
        }
        out.sort(Comparator.comparingDouble(Scored::perFrame));
        // "Eva vier" is the query "Was Eva vier" without its first word: when "Was" is lost in noise the pawn move
        // can win by more than any margin, but the speech it leaves to the quiet before it is still there
        if (!out.isEmpty() && squares.contains(out.get(0).phrase())) {
            Scored b = out.get(0);
            out.set(0, new Scored(b.phrase(), b.perFrame(), b.evidence(),
                    match.speechBefore(List.of(b.phrase().split(" ")), SPEECH_DB), Double.NaN));
        }
        if (!out.isEmpty() && !Double.isNaN(tuning.matching().queryWordMargin())) {
            inWord(out, match);
        }
        return new Ranking(out, match, phrases);
    }

    /**
     * Sets {@link Scored#behindInWord()} of every phrase that has the best's first word and differs from it in one
     * other word.
     */
    private static void inWord(List<Scored> ranked, PhraseMatch match) {
        Scored best = ranked.get(0);
        List<String> bestWords = List.of(best.phrase().split(" "));
        int[] bestBounds = null;
        for (int i = 1; i < ranked.size(); i++) {
            Scored s = ranked.get(i);
            List<String> words = List.of(s.phrase().split(" "));
            int at = oneWordApart(bestWords, words);
            if (at < 0) {
                continue;
            }
            bestBounds = bestBounds == null ? match.boundaries(bestWords) : bestBounds;
            int[] bounds = match.boundaries(words);
            if (bestBounds == null || bounds == null) {
                continue;
            }
            int frames = Math.max(bestBounds[at + 1], bounds[at + 1]) - Math.min(bestBounds[at], bounds[at]);
            double behind = (s.evidence() - best.evidence()) * Math.sqrt(match.frameCount())
                    / Math.sqrt(Math.max(1, frames));
            ranked.set(i, new Scored(s.phrase(), s.perFrame(), s.evidence(), s.speechBefore(), behind));
        }
    }

    /** Where {@code b} differs from {@code a} when they have as many words, the same first, and one other differs; -1 otherwise. */
    private static int oneWordApart(List<String> a, List<String> b) {
        if (a.size() != b.size() || a.size() < 2 || !a.get(0).equals(b.get(0))) {
            return -1;
        }
        int at = -1;
        for (int w = 1; w < a.size(); w++) {
            if (!a.get(w).equals(b.get(w))) {
                if (at >= 0) {
                    return -1;
                }
                at = w;
            }
        }
        return at;
    }

    /**
     * Every phrase's cost (infinite when a word of it was never learned), matched on all cores: the phrases of one
     * first word share their beginnings, so each such group is matched by one thread. A phrase more than
     * {@code slack} dearer than the best found so far is only known to be dearer than that (PhraseMatch#atMost);
     * every other cost is exact, whatever the order the threads went in. At most {@code helpers} other threads help.
     */
    private static double[] costs(PhraseMatch match, List<List<String>> phrases, double slack, int helpers) {
        List<float[][]> templates = match.allTemplates();
        Cores.forEach(helpers, templates.size(), i -> match.distancesOf(templates.get(i)));
        Map<String, List<Integer>> byFirst = new LinkedHashMap<>();
        for (int i = 0; i < phrases.size(); i++) {
            byFirst.computeIfAbsent(phrases.get(i).get(0), w -> new ArrayList<>()).add(i);
        }
        List<List<Integer>> groups = new ArrayList<>(byFirst.values());
        if (slack < PhraseMatch.INFINITY) {
            match.prepareCeiling();
            // the likeliest first: the ceiling falls early and the rest is dropped sooner
            Map<List<Integer>, Double> least = new java.util.HashMap<>();
            groups.forEach(g -> least.put(g, match.leastBeginningWith(phrases.get(g.get(0)).get(0))));
            groups.sort(Comparator.comparingDouble(least::get));
        } else {
            groups.sort(Comparator.comparingInt(g -> -g.size()));      // the largest first: the threads end together
        }
        double[] costs = new double[phrases.size()];
        Arrays.fill(costs, PhraseMatch.INFINITY);
        Cores.forEach(helpers, groups.size(), g -> {
            for (int i : groups.get(g)) {
                if (match.canMatch(phrases.get(i))) {
                    costs[i] = match.cost(phrases.get(i));
                    if (slack < PhraseMatch.INFINITY) {
                        match.atMost(costs[i] + slack);
                    }
                }
            }
        });
        return costs;
    }

    /**
     * The hypotheses for the Understanding: the best alone (always when it is a rank or file said alone), or with the
     * moves close to it (an ASK); none when the best is poor, or a command is close to a phrase of another meaning (a
     * command is never guessed; a move close to a word that only tells does not count), or the best is a square alone
     * with a word's worth of speech before it that it leaves unexplained (a query whose "Was" the noise swallowed is
     * not a pawn move: the query of that square if it comes next, within the margin).
     */
    public List<Hypothesis> choose(List<Scored> ranked, double margin, double reject) {
        if (ranked.isEmpty() || ranked.get(0).perFrame() > reject) {
            return List.of();
        }
        if (ranked.get(0).speechBefore() >= MIN_SPEECH_FRAMES) {
            return swallowedQuery(ranked, margin);
        }
        // a rank or file said alone names no move: handed on with the moves close behind it, it would be dropped for
        // them and one played or asked about ("Cäsar" as c2c4 when "Cäsar vier" came within the margin, "Cäsar drei"
        // not)
        if (lone.contains(ranked.get(0).phrase())) {
            return List.of(Hypothesis.of(ranked.get(0).phrase(), 1));
        }
        double best = ranked.get(0).evidence();
        Heard first = understanding.understand(Position.initial(), ranked.get(0).phrase());
        boolean commandWord = isCommandWord(first);
        double within = commandWord ? Math.min(margin, tuning.matching().commandMargin()) : margin;
        // a rank or file said alone is answered "name the square", a word that only tells by what it tells: either
        // answer given for the other changes nothing, so a rank or file alone does not hold such a word back
        boolean tells = first instanceof Heard.Command c && c.word().onlyTells();
        double rankWithin = tells ? 0
                : Math.min(within, tuning.matching().rankMargin());
        double queryWord = tuning.matching().queryWordMargin();
        boolean query = isQuery(first) && !Double.isNaN(queryWord);
        // the word's frames are at most the utterance's: a phrase beyond both margins in evidence is beyond them in its word
        double far = query ? Math.max(within, queryWord) : within;
        List<Hypothesis> out = new ArrayList<>();
        boolean command = false;
        Set<String> commands = new LinkedHashSet<>();
        for (Scored s : ranked) {
            if (s.evidence() - best > far) {
                break;
            }
            Heard heard = out.isEmpty() ? first : understanding.understand(Position.initial(), s.phrase());
            // a word that only tells, heard where a move was said, changes nothing: the player hears it and says his
            // move again, as after "not understood". So a move close behind does not hold it back ("Was Eva vier"
            // with "Eva vier" within the margin); a rank or file said alone still does, as a sign that the square
            // words are in doubt ("Was Gustav vier" heard as "Was Gustav acht" with "Gustav" close behind), and so
            // does a move after a hesitation, whose "also" sounds like "Was"
            if (tells && !out.isEmpty() && !(heard instanceof Heard.Command) && !lone.contains(s.phrase())
                    && !hesitations.contains(s.phrase().split(" ")[0])) {
                continue;
            }
            boolean inWord = query && !out.isEmpty() && isQuery(heard) && !Double.isNaN(s.behindInWord());
            double allowed = commandWord && lone.contains(s.phrase()) ? rankWithin : within;
            if (inWord ? s.behindInWord() > queryWord : s.evidence() - best > allowed) {
                continue;
            }
            if (heard instanceof Heard.Command c) {
                command = true;
                commands.add(c.toString());
            } else {
                commands.add(s.phrase());
            }
            out.add(Hypothesis.of(s.phrase(), Math.exp(-(s.evidence() - best) / margin)));
        }
        if (command && commands.size() > 1) {
            return List.of();
        }
        return out;
    }

    /**
     * The best is a square alone with a word's worth of speech before it that it leaves unexplained: no pawn move, but
     * the query of that square ("Was Eva vier" with a quiet "Was") when that comes next within the margin; else
     * nothing.
     */
    private List<Hypothesis> swallowedQuery(List<Scored> ranked, double margin) {
        if (ranked.size() < 2 || ranked.get(1).evidence() - ranked.get(0).evidence() > margin
                || !ranked.get(1).phrase().endsWith(" " + ranked.get(0).phrase())
                || !isQuery(understanding.understand(Position.initial(), ranked.get(1).phrase()))) {
            return List.of();
        }
        return List.of(Hypothesis.of(ranked.get(1).phrase(), 1));
    }

    /** A query: a command that names a piece or a square ("Was Eva vier", "Wo Springer"). */
    private static boolean isQuery(Heard heard) {
        return heard instanceof Heard.Command c && (c.piece().isPresent() || c.square().isPresent());
    }

    /** A command said by its word alone: not a query, whose "Was"/"Wo" a filler or the noise can make of a move. */
    private static boolean isCommandWord(Heard heard) {
        return heard instanceof Heard.Command c && c.piece().isEmpty() && c.square().isEmpty();
    }

    @Override
    public void close() {
        // nothing native: the templates are plain memory
    }
}
