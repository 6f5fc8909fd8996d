package org.hektor.cli;

import java.util.Locale;
import org.hektor.notation.Profile;
import org.hektor.words.Mistake;
import picocli.CommandLine.Option;

/**
 * The player's language and the words moves are said in, chosen apart: a blind player announces moves in the IBCA
 * words at any FIDE event (rule 2.1 for visually impaired players) and hears everything else in his own language.
 * {@code --profile} still names the pair it always meant (ibca: German with the IBCA words; en: English with the
 * en words); {@code --language} and {@code --words} given beside it change their half of it.
 */
final class LanguageOptions {
    @Option(names = "--language", paramLabel = "LANG", completionCandidates = Choices.Languages.class,
            description = "The language of every sentence, the voice, the help and the command words: de, en or ru. "
                    + "Default for play: the system's (LC_ALL, LC_MESSAGES, LANG), else en; for review: the game's, "
                    + "else as for play; for say, hear, listen, clock and arbiter: the language of the words (ibca: de, "
                    + "en: en).")
    String language;

    @Option(names = "--words", paramLabel = "WORDS", completionCandidates = Choices.Profiles.class,
            description = "How moves are said and heard: ibca (the rules' words Anna, Bella, Cäsar ..., default) "
                    + "or en (alfa, bravo, charlie ...).")
    String words;

    @Option(names = "--profile", paramLabel = "NAME", completionCandidates = Choices.Profiles.class,
            description = "Both at once, as before: ibca (German sentences with the IBCA words) or en (English "
                    + "sentences with the en words).")
    String profile;

    /**
     * The notation of a game: the chosen move words with the chosen language's command words, the language by
     * default the system's (a player hears his own language without asking for it).
     */
    Profile playerNotation() {
        return notation(Profile.DEFAULT, systemLanguage());
    }

    /**
     * The notation of a game played before (a review of it): its own words and language, each unless {@code --words},
     * {@code --language} or {@code --profile} asks for another.
     */
    Profile notationOf(Profile game) {
        return notation(game.name(), game.language());
    }

    /**
     * The notation of the tools (say, hear, listen, clock, arbiter): by default the language of the words, so that
     * {@code hektor hear ja} means the same on every machine, as scripts and tests that call them rely on.
     */
    Profile notation() {
        return notation(Profile.DEFAULT, load(wordsOr(Profile.DEFAULT)).language());
    }

    /** The chosen words and language, each the given default unless an option names it. */
    private Profile notation(String defaultWords, String defaultLanguage) {
        String l = language != null ? language
                : profile != null ? load(profile).language() : defaultLanguage;
        Profile words = load(wordsOr(defaultWords));
        if (!(Profile.find(words.name(), l) instanceof Profile.Finding.Found found)) {
            throw unknownLanguage(l);
        }
        return found.profile();
    }

    /** {@code asked} (de, en, ru; null: the system's language), or the sentence naming the languages Hektor speaks. */
    static String checkedLanguage(String asked) {
        String l = asked == null ? systemLanguage() : asked.strip().toLowerCase(Locale.ROOT);
        if (!Profile.LANGUAGES.contains(l)) {
            throw unknownLanguage(asked);
        }
        return l;
    }

    private static Mistake unknownLanguage(String asked) {
        return new Mistake("error.language.unknown", "name", asked, "languages", String.join(", ", Profile.LANGUAGES));
    }

    /** The move words named so, or the sentence that there are none of that name, in the player's language. */
    private static Profile load(String words) {
        if (!(Profile.find(words) instanceof Profile.Finding.Found found)) {
            throw new Mistake("error.words.unknown", "name", words, "first", "ibca", "second", "en");
        }
        return found.profile();
    }

    /** The words --words or --profile names, else {@code defaultWords}. */
    private String wordsOr(String defaultWords) {
        return words != null ? words : profile != null ? profile : defaultWords;
    }

    /**
     * The language the environment asks for when Hektor speaks it (LC_ALL, else LC_MESSAGES, else LANG: {@code
     * de_DE.UTF-8} is German), else English.
     */
    static String systemLanguage() {
        String asked = UsageMistake.systemLanguage().getLanguage().toLowerCase(Locale.ROOT);
        return Profile.LANGUAGES.contains(asked) ? asked : "en";
    }
}
