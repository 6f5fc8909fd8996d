package org.hektor.engine;

/**
 * A UCI engine that cannot be started or does not keep to the protocol: which engine ({@link #engine()}, as the
 * player named it), and what happened in one English sentence, the protocol's (a player in another language hears
 * that the engine failed, not the protocol's details).
 */
public final class UciException extends RuntimeException {
    private final String engine;

    public UciException(String engine, String message) {
        super(message);
        this.engine = engine;
    }

    public UciException(String engine, String message, Throwable cause) {
        super(message, cause);
        this.engine = engine;
    }

    /** The engine's name: its file's name or the name it gave in the handshake. */
    public String engine() {
        return engine;
    }
}
