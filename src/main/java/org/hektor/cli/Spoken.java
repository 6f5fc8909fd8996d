package org.hektor.cli;

import java.io.PrintWriter;
import org.hektor.notation.Profile;
import org.hektor.signal.Urgency;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.Speaker;

/** What the commands outside a game (the review, learning a voice, the offer to learn it) tell the player. */
final class Spoken {
    private Spoken() {
    }

    /** Printed on its own line (the screen reader's), then said in the profile's voice as an answer is. */
    static void printAndSay(Speaker voice, PrintWriter out, Profile profile, String sentence) {
        out.println(sentence);
        out.flush();
        if (voice != null) {
            voice.say(ProfileVoice.speakable(profile, sentence), Urgency.REPLY);
        }
    }

    /**
     * Whether to ask a question a player answers (review the game now? learn my voice?): as chosen on the command
     * line, else only at a terminal, where a player is. A script that pipes its input is never left waiting.
     */
    static boolean askAtTerminal(Boolean chosen) {
        return chosen != null ? chosen : System.console() != null;
    }
}
