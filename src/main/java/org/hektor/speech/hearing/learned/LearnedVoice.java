package org.hektor.speech.hearing.learned;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hektor.speech.audio.Sound;

/**
 * A player's words as he says them: templates cut from his takes. A word said alone is a template as it is; a
 * phrase (a whole move) is cut into its words by matching it against the words said alone, so every word is also
 * known as it sounds in connected speech.
 */
public final class LearnedVoice {
    /** Frames kept around a word said alone (its soft start and end). */
    private static final int MARGIN_FRAMES = 3;
    /** Words are also cut from the whole moves said, so each is known as it sounds in connected speech too. */
    static final boolean CONNECTED = true;
    /**
     * Every word the player said alone also gets a copy of each of its templates at this share of its length. A word
     * said alone is drawn out, and the match lets a template shrink to half its length at most: said in a phrase fast,
     * the female voices' "Was" (64 frames alone; "Wo" and "Was" are said alone only) was too short for its template,
     * which then spread into "Eva", and "Bauer Eva vier", whose "Bauer" is known from whole moves, fitted the query
     * better. On the tuning voices (600 command words, 480 moves, docs/measurements.md): for the words said alone only,
     * commands 585 right without, 590 with 0.6 or 0.45, 589 with 0.75, moves 410 and 409; for every word said alone,
     * 591 and 416 at 0.6 (the female voices' moves said fast), none wrong, a match's processor time a tenth more.
     * 0: none.
     */
    static final double SHORTENED = 0.6;
    private final Map<String, List<Template>> templates;
    /** A whole move the player said, matched once before the game (LearnedRecognizer#warmUp); null: none. */
    private final Sound rehearsal;
    private final LearnedTuning tuning;

    private LearnedVoice(Map<String, List<Template>> templates, Sound rehearsal, LearnedTuning tuning) {
        this.templates = templates;
        this.rehearsal = rehearsal;
        this.tuning = tuning;
    }

    /** The voice of these takes, as Hektor learns and hears it ({@link LearnedTuning#SHIPPED}). */
    public static LearnedVoice of(List<Take> takes) {
        return of(takes, LearnedTuning.SHIPPED);
    }

    /** The voice of these takes, learned and to be heard with {@code tuning}. */
    public static LearnedVoice of(List<Take> takes, LearnedTuning tuning) {
        Map<String, List<Template>> t = new LinkedHashMap<>();
        List<Take> phrases = new ArrayList<>();
        for (Take take : takes) {
            if (take.words().size() > 1) {
                phrases.add(take);
                continue;
            }
            double[][] mel = FrontEnd.melPower(take.sound());
            Span span = Span.of(mel, tuning.features().minRiseDb());
            if (span.isEmpty()) {
                continue;
            }
            Span kept = span.widened(MARGIN_FRAMES, mel.length);
            t.computeIfAbsent(take.text(), w -> new ArrayList<>())
                    .add(new Template(take.text(), java.util.Arrays.copyOfRange(mel, kept.start(), kept.end()), span.level()));
        }
        LearnedVoice alone = new LearnedVoice(t, null, tuning);
        Map<String, List<Template>> connected = new LinkedHashMap<>();
        for (Take take : tuning.matching().connected() ? phrases : List.<Take>of()) {
            alone.cut(take).forEach(c -> connected.computeIfAbsent(c.word(), w -> new ArrayList<>()).add(c));
        }
        double share = tuning.matching().shortened();
        if (share > 0) {
            for (Map.Entry<String, List<Template>> e : t.entrySet()) {
                e.setValue(new ArrayList<>(e.getValue()));
                e.getValue().addAll(e.getValue().stream().map(x -> x.shortened(share)).toList());
            }
        }
        connected.forEach((w, list) -> t.computeIfAbsent(w, x -> new ArrayList<>()).addAll(list));
        return new LearnedVoice(t, phrases.isEmpty() ? null : phrases.get(0).sound(), tuning);
    }

    /** The words of a phrase take as templates, or none when a word of it was never said alone. */
    List<Template> cut(Take take) {
        double[][] mel = FrontEnd.melPower(take.sound());
        Span span = Span.of(mel, tuning.features().minRiseDb());
        if (span.isEmpty() || !templates.keySet().containsAll(take.words())) {
            return List.of();
        }
        Utterance u = Utterance.of(mel, span, tuning);
        PhraseMatch match = u.match(this, take.words());
        int[] b = match.boundaries(take.words());
        if (b == null) {
            return List.of();
        }
        List<Template> out = new ArrayList<>();
        for (int w = 0; w < take.words().size(); w++) {
            int from = u.from() + b[w];
            int to = u.from() + b[w + 1];
            if (to - from >= 4) {
                out.add(new Template(take.words().get(w), java.util.Arrays.copyOfRange(mel, from, to), span.level()));
            }
        }
        return out;
    }

    /** The tuning this voice was learned with, and is heard with. */
    public LearnedTuning tuning() {
        return tuning;
    }

    Optional<Sound> rehearsal() {
        return Optional.ofNullable(rehearsal);
    }

    public boolean knows(String word) {
        return templates.containsKey(word);
    }

    public int templateCount() {
        return templates.values().stream().mapToInt(List::size).sum();
    }

    List<Template> templates(String word) {
        return templates.getOrDefault(word, List.of());
    }

    public Map<String, Integer> counts() {
        Map<String, Integer> c = new LinkedHashMap<>();
        templates.forEach((w, l) -> c.put(w, l.size()));
        return Collections.unmodifiableMap(c);
    }
}
