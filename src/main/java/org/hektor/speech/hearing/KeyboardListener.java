package org.hektor.speech.hearing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hektor.notation.Hypothesis;

/**
 * Typed moves: each line becomes one hypothesis with confidence 1, read by the same Understanding as speech.
 * Lines are read on a daemon thread so that {@link #listen} can honour its timeout.
 */
public final class KeyboardListener implements Listener {
    private static final String END = new String("end of input");

    private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Thread reader;
    private volatile boolean ended;

    public KeyboardListener(BufferedReader in) {
        reader = new Thread(() -> {
            try {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                lines.add(END);
            }
        }, "hektor-keyboard");
        reader.setDaemon(true);
        reader.start();
    }

    @Override
    public Optional<List<Hypothesis>> listen(PhraseGrammar grammar, Duration timeout) throws InterruptedException {
        while (true) {
            if (ended) {
                return Optional.empty();
            }
            String line = lines.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (line == null) {
                return Optional.empty();
            }
            if (line == END) {
                ended = true;
                return Optional.empty();
            }
            if (!line.isBlank()) {
                return Optional.of(List.of(Hypothesis.of(line.strip())));
            }
        }
    }

    @Override
    public void close() {
        reader.interrupt();
    }
}
