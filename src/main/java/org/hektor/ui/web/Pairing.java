package org.hektor.ui.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import org.hektor.clock.TimeSource;

/**
 * The pairing code a page must present before it may act: six random digits, shown on the console and spoken
 * to the blind player. Guessing is slowed down for everybody: after a wrong code no code is taken for a
 * second, so trying all million codes takes days.
 */
final class Pairing {
    static final long WAIT_AFTER_WRONG_MILLIS = 1000;
    private static final SecureRandom RANDOM = new SecureRandom();

    enum Result { RIGHT, WRONG, WAIT }

    private final String code;
    private final TimeSource time;
    private long closedUntil = Long.MIN_VALUE;

    Pairing(String code, TimeSource time) {
        if (!code.matches("[0-9]{4,12}")) {
            throw new IllegalArgumentException("A pairing code is 4 to 12 digits, not '" + code + "'.");
        }
        this.code = code;
        this.time = time;
    }

    static String randomCode() {
        return String.format("%06d", RANDOM.nextInt(1_000_000));
    }

    /** A fresh secret for one board page, so that page (and only it) can come back after a reload. */
    static String randomToken() {
        byte[] b = new byte[18];
        RANDOM.nextBytes(b);
        return java.util.HexFormat.of().formatHex(b);
    }

    String code() {
        return code;
    }

    synchronized Result check(String attempt) {
        long now = time.millis();
        if (now < closedUntil) {
            return Result.WAIT;
        }
        // compared in constant time, so the answer's timing says nothing about how many digits were right
        if (MessageDigest.isEqual(code.getBytes(StandardCharsets.UTF_8), attempt.getBytes(StandardCharsets.UTF_8))) {
            return Result.RIGHT;
        }
        closedUntil = now + WAIT_AFTER_WRONG_MILLIS;
        return Result.WRONG;
    }
}
