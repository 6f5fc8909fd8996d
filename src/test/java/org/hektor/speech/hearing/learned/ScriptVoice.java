package org.hektor.speech.hearing.learned;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.corpus.LearnedVoiceBench;

/**
 * For tests: an espeak-ng voice learned from the enrollment script said once at 170 words a minute, as a player
 * would, and the folder espeak-ng works in.
 */
record ScriptVoice(LearnedVoice voice, Path work) {
    static ScriptVoice learn(String name, Profile profile, Path dir) throws IOException {
        Path work = Files.createDirectories(dir.resolve("work"));
        List<Take> takes = new ArrayList<>();
        for (String prompt : EnrollmentScript.prompts(profile)) {
            Sound said = LearnedVoiceBench.speak(name, prompt, 170, 50, work);
            for (int i = 0; i < EnrollmentScript.takes(profile, prompt); i++) {
                takes.add(new Take(prompt, said));
            }
        }
        return new ScriptVoice(LearnedVoice.of(takes), work);
    }
}
