package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.hektor.notation.Profile;
import org.hektor.review.ReviewHearing;
import org.hektor.speech.hearing.learned.LearnedVoice;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.speech.voice.Speaker;
import org.hektor.words.Words;

/**
 * {@code play}'s offer to learn the player's voice, for a game heard in move words no installed model is of (the
 * IBCA words with no German model: the English model hears them badly, a learned voice hears any accent). One
 * sentence asks it, answered yes or no by keyboard in the game's words; an unclear answer is asked again once, then
 * taken as no. Yes learns the voice by ear ({@link VoiceEnrollment}) and the game is heard through it; no is kept in
 * the voices folder ({@value #DECLINED}, one speaker a line), so that it is never asked again ({@code hektor speaker
 * learn} still learns it any time).
 */
final class VoiceOffer {
    /** The file in the voices folder naming the speakers who said no, one a line. */
    static final String DECLINED = ".offer-declined";

    /** What the game hears through: the player's voice (learned now), or the model as before; and its keyboard. */
    record Outcome(Optional<LearnedVoice> voice, BufferedReader keys) {
    }

    private final Profile profile;
    private final Words words;
    private final VoiceStore store;
    private final String speaker;

    VoiceOffer(Profile profile, VoiceStore store, String speaker) {
        this.profile = profile;
        this.words = Words.forLanguage(profile.language());
        this.store = store;
        this.speaker = speaker;
    }

    /** Whether the player said no before. */
    boolean declined() {
        Path file = store.root().resolve(DECLINED);
        try {
            return Files.isRegularFile(file) && Files.readAllLines(file, StandardCharsets.UTF_8).contains(speaker);
        } catch (IOException e) {
            return false;    // an unreadable note asks once more: the player can still say no
        }
    }

    /**
     * Asks, and on yes learns the voice by ear with {@code voice} (closed by the caller). A learning stopped with q
     * leaves the game heard as before; the next game asks again and goes on where it stopped.
     *
     * @param in the keyboard; the outcome's keys are what the game reads after it
     */
    Outcome ask(Speaker voice, BufferedReader in, PrintWriter out, PrintWriter err)
            throws IOException, InterruptedException {
        ReviewHearing.Answer answer = answer(voice, in, out);
        if (answer == ReviewHearing.Answer.YES) {
            KeyboardRelay keys = new KeyboardRelay(in);
            Optional<VoiceEnrollment.Outcome> learning = VoiceEnrollment.byEar(profile, voice, out, err, store,
                    speaker, keys);
            boolean learned = learning.isPresent() && learning.get().finished();
            voice.awaitQuiet(Duration.ofSeconds(30));
            return new Outcome(learned ? Optional.of(store.load(speaker)) : Optional.empty(), keys.rest());
        }
        if (answer == ReviewHearing.Answer.NO) {
            remember();
            say(voice, out, words.say("session.voice.offer.declined", "command", "hektor speaker learn"));
            voice.awaitQuiet(Duration.ofSeconds(30));
        }
        return new Outcome(Optional.empty(), in);
    }

    /**
     * Yes or no, asked once and again once if unclear; unclear twice is no. The end of the input is no answer
     * (OTHER): nothing is remembered.
     */
    private ReviewHearing.Answer answer(Speaker voice, BufferedReader in, PrintWriter out) throws IOException {
        ReviewHearing hearing = new ReviewHearing(profile, words);
        say(voice, out, words.say("session.voice.offer"));
        for (String key : List.of("session.voice.offer.again", "")) {
            String line = in.readLine();
            if (line == null) {
                return ReviewHearing.Answer.OTHER;
            }
            // Enter alone is not yes here: five minutes of learning, or never being asked again, is not a slip's
            ReviewHearing.Answer a = line.isBlank() ? ReviewHearing.Answer.OTHER : hearing.answer(line);
            if (a != ReviewHearing.Answer.OTHER) {
                return a;
            }
            if (!key.isEmpty()) {
                say(voice, out, words.say(key));
            }
        }
        return ReviewHearing.Answer.NO;
    }

    private void remember() {
        try {
            Files.createDirectories(store.root());
            Files.writeString(store.root().resolve(DECLINED), speaker + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // a folder that cannot be written: the game goes on, and the next one asks again (a no is said again)
        }
    }

    private void say(Speaker voice, PrintWriter out, String sentence) {
        Spoken.printAndSay(voice, out, profile, sentence);
    }
}
