package org.hektor.speech;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Pronunciation;

/**
 * A vocabulary profile at the speech edges: its phones as the voice's lexicon addenda, and the grammar to listen
 * with in a position, in the words of the model at hand. A model that knows the profile's words (English with
 * {@code en}, German with {@code ibca}) hears them directly; otherwise the profile's listening table stands in
 * English words that sound alike and maps what is heard back.
 */
public final class ProfileSpeech {
    /** The German words of Hektor's sentences, as CMU phones. */
    public static final String GERMAN_WORDS = "german-word-phones.tsv";

    private final Profile profile;
    private final Grammar grammar;
    private final ModelVocabulary vocabulary;
    private final ListeningTable table;

    public ProfileSpeech(Profile profile, ModelVocabulary vocabulary, ListeningTable table) {
        this.profile = profile;
        this.grammar = new Grammar(profile);
        this.vocabulary = vocabulary;
        this.table = table;
    }

    /** Picks the table: none when the model knows the profile's words, else {@code <profile>-listening.tsv}. */
    public static ProfileSpeech forModel(Profile profile, ModelVocabulary vocabulary) {
        boolean knowsAll = profile.canonicalWords().stream()
                .map(ListeningTable::key).allMatch(vocabulary::contains);
        if (knowsAll) {
            return new ProfileSpeech(profile, vocabulary, ListeningTable.IDENTITY);
        }
        String resource = "/org/hektor/speech/" + profile.name() + "-listening.tsv";
        if (ProfileSpeech.class.getResource(resource) == null) {
            throw new IllegalArgumentException("The speech model does not know the words of the " + profile.name()
                    + " profile and there is no listening table for it.");
        }
        return new ProfileSpeech(profile, vocabulary, ListeningTable.load(resource));
    }

    /** The profile's CMU phones as FreeTTS lexicon addenda (section 5). */
    public static Pronunciations pronunciations(Profile profile) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (Pronunciation p : profile.pronunciations().values()) {
            m.put(p.word(), p.phones());
        }
        return new Pronunciations(m);
    }

    /**
     * Everything the English voice needs to speak this profile: its words' phones, and for a German profile every
     * German number word (the clock and the assistant speak numbers as German words) and every German word of
     * Hektor's sentences ({@code german-word-phones.tsv}, rule 2.1). The profile's own entries come first, then the
     * numbers; a word is in one of them only (GermanWordsTest).
     */
    public static Pronunciations lexicon(Profile profile) {
        Pronunciations p = pronunciations(profile);
        if (isGermanProfile(profile)) {
            p = Pronunciations.read(GERMAN_WORDS).with(GermanNumbers.load().pronunciations()).with(p);
        }
        return p;
    }

    /** The English voice set up to speak this profile ({@link #lexicon}). */
    public static FreeTtsVoice openVoice(Profile profile) {
        return FreeTtsVoice.open(lexicon(profile));
    }

    /** The text as the voice should get it: a German profile never hands the voice digits. */
    public static String speakable(Profile profile, String text) {
        return isGermanProfile(profile) ? GermanNumbers.spellOut(text) : text;
    }

    public static boolean isGermanProfile(Profile profile) {
        return profile.letters() == org.hektor.chess.PieceLetters.GERMAN;
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
            PhraseGrammar g = PhraseGrammar.fromJson(grammar.json(position, vocabulary.words()));
            Map<String, List<String>> same = new LinkedHashMap<>();
            g.phrases().forEach(p -> same.put(p, List.of(p)));
            return new ListeningTable.Listening(g, same);
        }
        List<String> phrases = new java.util.ArrayList<>();
        Set<String> fillers = new java.util.HashSet<>();
        fillers.add(profile.fromWord().toLowerCase(java.util.Locale.ROOT));
        fillers.add(profile.toWord().toLowerCase(java.util.Locale.ROOT));
        profile.hesitations().forEach(h -> fillers.add(h.toLowerCase(java.util.Locale.ROOT)));
        for (String phrase : grammar.phrases(position)) {
            // the listening table was measured without the fillers: phrases with them stay out of its grammar
            if (java.util.Arrays.stream(phrase.split(" ")).noneMatch(fillers::contains)) {
                phrases.add(phrase);
            }
        }
        phrases.add(PhraseGrammar.UNKNOWN);
        return table.listeningFor(phrases);
    }

    public Set<String> words() {
        return profile.canonicalWords();
    }
}
