package org.hektor.speech.audio;

import java.io.PrintWriter;
import java.util.function.BooleanSupplier;

/** No sound card: every spoken item appears as a line of text (a screen reader can read it). */
public final class ConsoleOutput implements SoundOutput {
    private final PrintWriter out;

    public ConsoleOutput(PrintWriter out) {
        this.out = out;
    }

    @Override
    public Sound play(String text, Sound sound, BooleanSupplier cancelled) {
        out.println(text);
        out.flush();
        return sound;
    }
}
