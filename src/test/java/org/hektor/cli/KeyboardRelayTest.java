package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedReader;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The keyboard handed from learning a voice to the game: the lines typed while learning are its keys, those typed
 * after are the game's, and the game sees the end of the input even when it came while the learning read.
 */
class KeyboardRelayTest {
    private final PipedReader typed = new PipedReader();
    private final BlockingQueue<String> learning = new LinkedBlockingQueue<>();
    private PrintWriter keyboard;
    private KeyboardRelay relay;

    /** The learning reads the keyboard. */
    @BeforeEach
    void learningReads() throws Exception {
        keyboard = new PrintWriter(new PipedWriter(typed), true);
        relay = new KeyboardRelay(new BufferedReader(typed));
        relay.to(learning::add);
    }

    @Test
    void linesGoToTheLearningThenToTheGameWithTheEndOfTheInput() throws Exception {
        keyboard.println("r");
        keyboard.println("q");
        assertEquals("r", learning.poll(10, TimeUnit.SECONDS));
        assertEquals("q", learning.poll(10, TimeUnit.SECONDS));
        BufferedReader game = relay.rest();
        keyboard.println("e4");
        assertEquals("e4", game.readLine());
        keyboard.close();
        assertNull(game.readLine(), "the end of the input");
        assertEquals(0, learning.size());
    }

    @Test
    void anInputThatEndedWhileLearningEndsTheGamesToo() throws Exception {
        keyboard.println("s");
        keyboard.close();
        assertEquals("s", learning.poll(10, TimeUnit.SECONDS));
        assertNull(relay.rest().readLine());
    }
}
