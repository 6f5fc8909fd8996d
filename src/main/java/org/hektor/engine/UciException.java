package org.hektor.engine;

/** A UCI engine that cannot be started or does not keep to the protocol; the message is one sentence for people. */
public final class UciException extends RuntimeException {
    public UciException(String message) {
        super(message);
    }

    public UciException(String message, Throwable cause) {
        super(message, cause);
    }
}
