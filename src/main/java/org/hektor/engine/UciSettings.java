package org.hektor.engine;

/**
 * How to set up a UCI engine. Each option is sent only when the engine offers it; null leaves the engine's
 * default. {@code skillLevel} is Stockfish's "Skill Level" (0–20); {@code elo} turns on UCI_LimitStrength
 * with UCI_Elo. Timeouts: how long the {@code uci}/{@code isready} handshake may take, and how long past its
 * thinking time a {@code bestmove} may be late before the engine counts as hung.
 */
public record UciSettings(Integer skillLevel, Integer elo, Integer threads, Integer hashMb,
                          long handshakeTimeoutMillis, long graceMillis) {

    public static UciSettings defaults() {
        return new UciSettings(null, null, 1, 16, 10_000, 3_000);
    }

    public UciSettings withSkillLevel(int level) {
        return new UciSettings(level, elo, threads, hashMb, handshakeTimeoutMillis, graceMillis);
    }

    public UciSettings withElo(int rating) {
        return new UciSettings(skillLevel, rating, threads, hashMb, handshakeTimeoutMillis, graceMillis);
    }

    public UciSettings withTimeouts(long handshakeMillis, long graceMillis) {
        return new UciSettings(skillLevel, elo, threads, hashMb, handshakeMillis, graceMillis);
    }
}
