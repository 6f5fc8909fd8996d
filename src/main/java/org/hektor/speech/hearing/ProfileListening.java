package org.hektor.speech.hearing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Profile;

/**
 * A vocabulary profile at the listening edge: the grammar to listen with in a position, in the words of the model
 * at hand. A model that knows the profile's words (English with {@code en}, German with {@code ibca}) hears them
 * directly; otherwise the profile's listening table stands in English words that sound alike and maps what is
 * heard back.
 */
public final class ProfileListening {
    /** Which listening table stands in for a profile the model cannot say. */
    public enum Tables {
        /** Measured on Hektor's own voice: what Hektor ships ({@code <profile>-listening.tsv}). */
        OWN_VOICE("-listening.tsv"),
        /**
         * Measured on many voices and heard by costs (WordCosts; {@code <profile>-listening-voices.tsv}): for the
         * benchmarks until the tests built around Hektor's own voice are moved to it (docs/measurements.md).
         */
        MANY_VOICES("-listening-voices.tsv");

        private final String suffix;

        Tables(String suffix) {
            this.suffix = suffix;
        }
    }

    /**
     * Phrases listed more than once in the grammar (PhraseGrammar's weights): said alone, "draw" and "help" lost to a
     * lone file word of Vosk's bigram model ("bravo", "hotel": no phrase, a command's rival) or to other words of the
     * grammar. Tuning voices, 1,152 commands (docs/measurements.md): "draw" 31 -> 42 of 48, "help" 36 -> 42.
     * English words: another language's grammar has none of them.
     */
    static final Map<String, Integer> WEIGHTS = Map.of("draw", 4, "help", 4);

    private final Profile profile;
    private final Grammar grammar;
    private final ModelVocabulary vocabulary;
    private final ListeningTable table;

    public ProfileListening(Profile profile, ModelVocabulary vocabulary, ListeningTable table) {
        this.profile = profile;
        this.grammar = new Grammar(profile);
        this.vocabulary = vocabulary;
        this.table = table;
    }

    /**
     * Picks the table: none when the model knows the profile's words, else {@code <profile>-listening.tsv}; one
     * sentence is an exception when there is none.
     */
    public static ProfileListening forModel(Profile profile, ModelVocabulary vocabulary) {
        return forModel(profile, vocabulary, Tables.OWN_VOICE);
    }

    /** The same with the {@code tables} given (the benchmarks'). */
    public static ProfileListening forModel(Profile profile, ModelVocabulary vocabulary, Tables tables) {
        return find(profile, vocabulary, tables).orElseThrow(() -> new IllegalArgumentException("The speech model does not know"
                + " the words of the " + profile.name() + " profile and there is no listening table for it."));
    }

    /** The same, empty when the model does not know the profile's words and there is no table for it. */
    public static Optional<ProfileListening> find(Profile profile, ModelVocabulary vocabulary) {
        return find(profile, vocabulary, Tables.OWN_VOICE);
    }

    /** The same with the {@code tables} given (the benchmarks'). */
    public static Optional<ProfileListening> find(Profile profile, ModelVocabulary vocabulary, Tables tables) {
        boolean knowsAll = profile.canonicalWords().stream()
                .map(ListeningTable::key).allMatch(vocabulary::contains);
        if (knowsAll) {
            return Optional.of(new ProfileListening(profile, vocabulary, ListeningTable.IDENTITY));
        }
        String resource = profile.name() + tables.suffix;
        if (ProfileListening.class.getResource(resource) == null) {
            return Optional.empty();
        }
        return Optional.of(new ProfileListening(profile, vocabulary, ListeningTable.load(resource)));
    }

    public Profile profile() {
        return profile;
    }

    public ListeningTable table() {
        return table;
    }

    /** What to listen for in {@code position}, and the way back to the profile's words. */
    public ListeningTable.Listening listening(Position position) {
        if (table == ListeningTable.IDENTITY) {
            return ListeningTable.Listening.same(new PhraseGrammar(grammar.listenFor(position, vocabulary.words()))
                    .weighted(WEIGHTS));
        }
        List<String> phrases = new ArrayList<>(spokenPhrases(position));
        phrases.add(PhraseGrammar.UNKNOWN);
        return table.listeningFor(phrases);
    }

    /**
     * What to listen for in {@code position} and, beside it, {@code also} (the review's words): each of those whose
     * words the model knows, heard as it is.
     */
    public ListeningTable.Listening listening(Position position, List<String> also) {
        ListeningTable.Listening game = listening(position);
        List<String> known = also.stream().map(PhraseGrammar::normalize)
                .filter(p -> java.util.Arrays.stream(p.split(" ")).allMatch(vocabulary::contains)).toList();
        if (known.isEmpty() || game.scoring() != null) {
            return game;        // a table heard by costs has no place for phrases of its own
        }
        Map<String, List<String>> back = new LinkedHashMap<>(game.back());
        known.forEach(p -> back.putIfAbsent(p, List.of(p)));
        return new ListeningTable.Listening(game.grammar().plus(known), back);
    }

    /** The phrases the table path listens for: the listening table was measured without the fillers. */
    List<String> spokenPhrases(Position position) {
        Set<String> fillers = new java.util.HashSet<>();
        fillers.add(profile.fromWord().toLowerCase(java.util.Locale.ROOT));
        fillers.add(profile.toWord().toLowerCase(java.util.Locale.ROOT));
        profile.hesitations().forEach(h -> fillers.add(h.toLowerCase(java.util.Locale.ROOT)));
        List<String> phrases = new ArrayList<>();
        for (String phrase : grammar.phrases(position)) {
            if (java.util.Arrays.stream(phrase.split(" ")).noneMatch(fillers::contains)) {
                phrases.add(phrase);
            }
        }
        return phrases;
    }

    public Set<String> words() {
        return profile.canonicalWords();
    }
}
