package org.hektor.speech.hearing.learned;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.hearing.PhraseGrammar;
import org.hektor.speech.hearing.SpeechRecognizer;

/**
 * Whether a guess at an utterance's end ever answers a move the player has not finished: for each voice's clean test
 * moves (as {@code LearnedVoiceBench} kept them), every beginning of the move ("Springer", "Springer Gustav", ...)
 * said alone by the same espeak-ng voice at {@code RATE} words a minute, as a player who stops to think would have
 * said it, and the whole move; prints how many of each the guess would answer before the hangover ends (for the
 * beginnings it must be none).
 * <pre>
 * java -cp ... org.hektor.speech.hearing.learned.UnfinishedMovesBench target/learned de,de_m3,es,ru,de_f2 130
 * </pre>
 */
final class UnfinishedMovesBench {
    private UnfinishedMovesBench() {
    }

    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Path work = Files.createTempDirectory("unfinished");
        int rate = Integer.parseInt(args[2]);
        for (String slug : args[1].split(",")) {
            KeptCorpus k = KeptCorpus.of(Path.of(args[0]).resolve(slug), profile);
            int whole = 0;
            int wholeEarly = 0;
            int beginnings = 0;
            int beginningsEarly = 0;
            for (String[] f : k.lines()) {
                if (!f[3].equals("clean") || !f[5].startsWith("MOVE")) {
                    continue;
                }
                PhraseGrammar g = new PhraseGrammar(new Grammar(profile).phrases(Position.fromFen(f[4])));
                List<String> words = List.of(f[6].split(" "));
                for (int n = 1; n <= words.size(); n++) {
                    String text = String.join(" ", words.subList(0, n));
                    Sound s = Sound.silence(300).then(LearnedVoiceBench.speak(f[1], text, rate, 50, work))
                            .then(Sound.silence(400));
                    SpeechRecognizer.Guessed r = k.recognizer().guess(s, g).orElseThrow();
                    if (n == words.size()) {
                        whole++;
                        wholeEarly += r.finished() ? 1 : 0;
                    } else {
                        beginnings++;
                        if (r.finished()) {
                            beginningsEarly++;
                            System.out.println("ANSWERED UNFINISHED: \"" + text + "\" of \"" + f[6] + "\" as "
                                    + r.heard());
                        }
                    }
                }
            }
            System.out.printf("%s at %d: whole moves %d, answered from the guess %d; beginnings %d, answered %d%n",
                    slug, rate, whole, wholeEarly, beginnings, beginningsEarly);
        }
    }
}
