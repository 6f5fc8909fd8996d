package org.hektor.speech.hearing;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Set;

/** Picks how Hektor hears the player: the microphone through Vosk when both exist, else the keyboard. */
public final class Listeners {
    private Listeners() {
    }

    /**
     * Opens the microphone with the model in {@code modelDir}; when either is missing, says so on {@code console}
     * in one sentence and listens to the keyboard instead. Push-to-talk when {@code talkKey} is not null.
     */
    public static Listener open(Path modelDir, PushToTalk talkKey, Set<String> bargeInWords, BufferedReader keyboard,
                                PrintWriter console) {
        if (!Microphone.isAvailable()) {
            console.println("No microphone found: type your moves.");
            console.flush();
            return new KeyboardListener(keyboard);
        }
        VoskModel model;
        try {
            model = VoskModel.load(modelDir);
        } catch (IllegalArgumentException e) {
            console.println(e.getMessage() + " Type your moves.");
            console.flush();
            return new KeyboardListener(keyboard);
        }
        Microphone mic;
        try {
            mic = Microphone.open();
        } catch (IllegalStateException e) {
            model.close();
            console.println(e.getMessage());
            console.flush();
            return new KeyboardListener(keyboard);
        }
        VoskListener.Mode mode = talkKey == null ? VoskListener.Mode.CONTINUOUS : VoskListener.Mode.PUSH_TO_TALK;
        VoskListener listener = new VoskListener(model, mic, mode, talkKey, bargeInWords);
        listener.ownModel();
        return listener;
    }
}
