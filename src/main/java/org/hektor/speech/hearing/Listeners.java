package org.hektor.speech.hearing;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.words.Mistake;
import org.hektor.words.Refusable;
import org.hektor.words.Words;

/**
 * Picks how Hektor hears the player: the microphone, recognised by a hear-server child process, when the
 * microphone and the model both exist, or by the player's learned voice in the game's own process; otherwise one
 * sentence on the console and the keyboard alone.
 */
public final class Listeners {
    /**
     * What the game's hearing needs.
     *
     * @param modelDir     the speech model
     * @param profile      the player's words
     * @param talkKey      push-to-talk when not null
     * @param bargeInWords the words heard even while Hektor speaks (stop, repeat), in the profile's words
     * @param position     the position now (its grammar is what may be heard)
     * @param heard        each utterance's hypotheses
     * @param server       how to start {@code hektor hear-server} for {@code modelDir}
     * @param log          the hearing log (one line per utterance) and the hear-server's errors
     * @param status       told when hearing is lost and back
     */
    public record Game(Path modelDir, Profile profile, PushToTalk talkKey, Set<String> bargeInWords,
                       Supplier<Position> position, Consumer<List<Hypothesis>> heard, List<String> server, Path log,
                       Consumer<HearServerClient.Status> status) {
    }

    private Listeners() {
    }

    /** Starts hearing for a game, or says in one sentence on {@code console} why the keyboard alone is used. */
    public static Optional<LiveHearing> open(Game game, PrintWriter console) {
        return open(game, List.of(), console);
    }

    /** The same, listening also for {@code also} (the review's words) in every position. */
    public static Optional<LiveHearing> open(Game game, List<String> also, PrintWriter console) {
        Words words = Words.forLanguage(game.profile().language());
        if (!Microphone.isAvailable()) {
            return say(console, words.say("session.no.microphone"));
        }
        Optional<Mistake> noModel = VoskModel.folderProblem(game.modelDir());
        if (noModel.isPresent()) {
            return say(console, words.say("session.no.hearing", "reason", noModel.get().in(words)));
        }
        Refusable<ModelVocabulary> reading = ModelVocabulary.read(game.modelDir());
        if (reading instanceof Refusable.Refused<ModelVocabulary> unreadable) {
            // what is damaged is told in the file's terms, in English: for whoever looks into it later, in the log
            new HearingLog(game.log()).accept(unreadable.sentence());
            return say(console, words.say("session.no.hearing", "reason",
                    words.say("error.model.unloadable", "folder", game.modelDir())));
        }
        ModelVocabulary vocabulary = reading.orElseThrow();
        // a model that cannot hear the game's words (an English model in a Russian game: its command words) is said
        // now, in the player's language, not found by the hear server at the first utterance
        String unknownWords = words.say("session.no.hearing", "reason", words.say("session.model.words",
                "model", game.modelDir().getFileName()));
        Optional<ProfileListening> found = ProfileListening.find(game.profile(), vocabulary);
        if (found.isEmpty()) {
            return say(console, unknownWords);
        }
        ProfileListening listening = found.get();
        if (!listening.listening(game.position().get()).grammar().unknownWords(vocabulary).isEmpty()) {
            return say(console, unknownWords);
        }
        HearServerClient server;
        try {
            server = HearServerClient.start(game.server(), game.log(), game.status());
        } catch (IllegalStateException e) {
            // the system's reason is English and for whoever looks into it later: it is in the log
            return say(console, words.say("session.no.hearing", "reason",
                    words.say("session.recogniser.failed", "log", game.log())));
        }
        Microphone mic;
        try {
            mic = Microphone.open(words);
        } catch (IllegalStateException e) {
            server.close();
            return say(console, e.getMessage());
        }
        Set<String> bargeIn = game.bargeInWords().stream().filter(vocabulary::contains).collect(Collectors.toSet());
        return Optional.of(new LiveHearing(mic, () -> server, () -> listening.listening(game.position().get(), also),
                game.heard(), bargeIn, game.talkKey()));
    }

    /**
     * What a game heard through the player's learned voice needs: no model and no child process, the recogniser
     * runs in the game's process (its templates are plain memory, a match takes a few hundred milliseconds).
     *
     * @param recognizer   the player's learned voice (closed with the hearing)
     * @param bargeInWords the words heard even while Hektor speaks (stop, repeat), in the profile's words
     * @param position     the position now (its grammar is what may be heard)
     * @param heard        each utterance's hypotheses, in the profile's words
     */
    public record OwnVoice(Profile profile, SpeechRecognizer recognizer, PushToTalk talkKey,
                           Set<String> bargeInWords, Supplier<Position> position,
                           Consumer<List<Hypothesis>> heard) {
    }

    /**
     * Starts hearing a game through the player's own recordings, or says in one sentence on {@code console} why
     * the keyboard alone is used (no microphone). Every phrase of the position's grammar is heard as itself: the
     * learned voice knows the profile's own words, so there is no listening table between them.
     */
    public static Optional<LiveHearing> open(OwnVoice game, PrintWriter console) {
        Words words = Words.forLanguage(game.profile().language());
        if (!Microphone.isAvailable()) {
            return say(console, words.say("session.no.microphone"));
        }
        Microphone mic;
        try {
            mic = Microphone.open(words);
        } catch (IllegalStateException e) {
            return say(console, e.getMessage());
        }
        Grammar grammar = new Grammar(game.profile());
        Set<String> bargeIn = game.bargeInWords().stream().map(PhraseGrammar::normalize).collect(Collectors.toSet());
        return Optional.of(new LiveHearing(mic, game::recognizer,
                () -> ListeningTable.Listening.same(new PhraseGrammar(grammar.phrases(game.position().get()))),
                game.heard(), bargeIn, game.talkKey()));
    }

    private static Optional<LiveHearing> say(PrintWriter console, String sentence) {
        console.println(sentence);
        console.flush();
        return Optional.empty();
    }
}
