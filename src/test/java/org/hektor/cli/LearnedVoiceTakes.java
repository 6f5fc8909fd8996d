package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.words.Words;

/**
 * A player's voice, learned as Hektor asks: an espeak-ng voice says every line of {@code hektor speaker prompts
 * --language L --words W} once, and {@code hektor speaker learn --batch} learns it. The takes are said the way
 * Hektor's own voice of that language says the words ({@link ProfileVoice#speakable}: the IBCA words in Cyrillic for
 * a Russian reader, respelled for an English one).
 */
final class LearnedVoiceTakes {
    /** The script is said at one rate, what is heard later at another: a player never says a word twice alike. */
    static final int SCRIPT_RATE = 170;

    private LearnedVoiceTakes() {
    }

    /** Learns {@code speaker} into {@code voices} from the pair's own prompts, said by {@code voice}. */
    static void learn(Profile pair, String voice, String speaker, Path voices, Path work) throws Exception {
        String language = pair.language();
        String words = pair.name();
        List<String> lines = new ArrayList<>();
        int n = 0;
        for (String prompt : LearnedVoiceBench.hektor("speaker", "prompts", "--language", language, "--words", words)
                .lines().toList()) {
            Path wav = work.resolve("take-" + n++ + ".wav");
            Wav.write(wav, padded(speak(pair, voice, prompt, SCRIPT_RATE, work)));
            lines.add(prompt + "\t" + wav.getFileName());
        }
        Path batch = work.resolve("learn.tsv");
        Files.write(batch, lines, StandardCharsets.UTF_8);
        String learned = LearnedVoiceBench.hektor("speaker", "--voices", voices.toString(), "learn", "--language",
                language, "--words", words, "--batch", batch.toString(), "--speaker", speaker);
        assertEquals(Words.forLanguage(language).say("session.learn.learned", "speaker", speaker, "takes", lines.size(),
                "profile", words), learned.strip(), "every word, said in the player's language");
    }

    /** {@code text} as {@code voice} says it at {@code rate}, read the way Hektor's voice of the pair reads it. */
    static Sound speak(Profile pair, String voice, String text, int rate, Path work) throws Exception {
        return LearnedVoiceBench.speak(voice, ProfileVoice.speakable(pair, text), rate, 50, work);
    }

    /** A take as a recording has it: a little silence before, more after. */
    static Sound padded(Sound speech) {
        return Sound.silence(100).then(speech).then(Sound.silence(400));
    }
}
