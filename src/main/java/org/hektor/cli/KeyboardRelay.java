package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * The keyboard read on a thread of its own and handed to one reader after another: learning a voice by ear takes
 * its keys (r, u, s, q) while the microphone takes the player's words, then the game reads the rest as a reader of
 * its own. A blocked read cannot be taken back, so the one thread reads to the end of the input.
 */
final class KeyboardRelay {
    private final BufferedReader in;
    private final KeyboardAfterGame rest = new KeyboardAfterGame();
    private Consumer<String> to;
    private boolean ended;

    KeyboardRelay(BufferedReader in) {
        this.in = in;
    }

    /** From now on the typed lines go to {@code lines} (the end of the input is no line: it is kept for the rest). */
    void to(Consumer<String> lines) {
        boolean first;
        synchronized (this) {
            first = to == null;
            to = lines;
        }
        if (first) {
            Thread keys = new Thread(this::read, "hektor-keyboard-relay");
            keys.setDaemon(true);
            keys.start();
        }
    }

    /** From now on the typed lines, and the end of the input, are read from the reader returned. */
    BufferedReader rest() {
        boolean over;
        synchronized (this) {
            over = ended;
            if (to == null) {
                to(rest);
            }
            to = rest;
        }
        if (over) {
            rest.accept(null);
        }
        return rest.reader();
    }

    private void read() {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                Consumer<String> next;
                synchronized (this) {
                    next = to;
                }
                next.accept(line);      // outside the lock: the rest's pipe may wait for its reader
            }
        } catch (IOException e) {
            // the keyboard cannot be read: as at the end of the input, the game goes on without it
        }
        boolean toRest;
        synchronized (this) {
            ended = true;
            toRest = to == rest;
        }
        if (toRest) {
            rest.accept(null);
        }
    }
}
