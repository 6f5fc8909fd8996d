package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.util.function.Consumer;

/**
 * The keyboard after a game: the game's keyboard thread keeps reading the input (it cannot be taken back from a
 * blocked read) and hands each line on here, and what follows the game reads them as a reader of its own.
 */
final class KeyboardAfterGame implements Consumer<String> {
    private final PipedWriter writer = new PipedWriter();
    private final BufferedReader reader;

    KeyboardAfterGame() {
        try {
            reader = new BufferedReader(new PipedReader(writer, 4096));
        } catch (IOException e) {
            throw new IllegalStateException("A new pipe is always connected", e);
        }
    }

    /** A line typed, or null when the input ended. */
    @Override
    public void accept(String line) {
        try {
            if (line == null) {
                writer.close();
            } else {
                writer.write(line + "\n");
                writer.flush();
            }
        } catch (IOException e) {
            // what followed the game has ended and reads no more: the line has nobody to go to
        }
    }

    BufferedReader reader() {
        return reader;
    }
}
