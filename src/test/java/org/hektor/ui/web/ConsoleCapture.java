package org.hektor.ui.web;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What is printed on the console (stdout and stderr) while a test attacks the server; closing puts both back. */
final class ConsoleCapture implements AutoCloseable {
    private final PrintStream out = System.out;
    private final PrintStream err = System.err;
    private final ByteArrayOutputStream console = new ByteArrayOutputStream();

    ConsoleCapture() {
        PrintStream capture = new PrintStream(console, true, StandardCharsets.UTF_8);
        System.setOut(capture);
        System.setErr(capture);
    }

    String text() {
        return console.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        System.setOut(out);
        System.setErr(err);
    }
}
