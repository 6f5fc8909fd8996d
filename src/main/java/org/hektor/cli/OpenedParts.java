package org.hektor.cli;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Parts opened one by one (journal, voice, engine, microphone) and closed together in the reverse order of opening:
 * a part that fails to close does not keep the others open; the first failure is thrown, the others added to it.
 */
final class OpenedParts implements AutoCloseable {
    private final Deque<AutoCloseable> opened = new ArrayDeque<>();

    void push(AutoCloseable part) {
        opened.push(part);
    }

    @Override
    public void close() {
        RuntimeException failed = null;
        while (!opened.isEmpty()) {
            try {
                opened.pop().close();
            } catch (Exception e) {
                RuntimeException r = e instanceof RuntimeException re ? re : new IllegalStateException(e);
                if (failed == null) {
                    failed = r;
                } else {
                    failed.addSuppressed(r);
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }
}
