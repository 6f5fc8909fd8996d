package org.hektor.ui.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.hektor.clock.TimeSource;

/**
 * The pairing code a page must present before it may act: six random digits, shown on the console and spoken
 * to the blind player. Guessing is slowed down per connection and per source address, never for everybody, so
 * a stranger sending wrong codes cannot keep the real pages out:
 * <ul>
 * <li>a connection waits 1, 2, 4, 8 seconds after its 1st to 4th wrong code (the server disconnects it at
 * its 5th);</li>
 * <li>an address may send {@value #FREE_WRONG_PER_ADDRESS} wrong codes freely (a tab left open, a typo or
 * two); after that it waits 1, 2, 4 … up to 60 seconds after each further wrong code, on every connection;</li>
 * <li>after {@value #MAX_WRONG_PER_ADDRESS} wrong codes an address is barred for the rest of the game;</li>
 * <li>one code is checked wrongly at most {@value #WRONG_PER_CODE} times, from all addresses together: then it is
 * replaced by a new one, which the blind player is told. A phone can take many addresses (IPv6 privacy
 * addresses, several devices), so the limits per address alone would let it try every code.</li>
 * </ul>
 * An attacker on one address thus gets at most 50 guesses of a million codes, and all addresses together at most
 * 100 of each code (a chance of one in 10,000); a page on another address is never slowed by him.
 */
final class Pairing {
    static final long FIRST_WAIT_MILLIS = 1000;
    static final long LONGEST_WAIT_MILLIS = 60_000;
    static final int FREE_WRONG_PER_ADDRESS = 5;
    static final int MAX_WRONG_PER_ADDRESS = 50;
    static final int WRONG_PER_CODE = 100;
    /** Addresses remembered at most (the oldest is forgotten first), so a flood of addresses cannot fill memory. */
    private static final int ADDRESSES = 4096;
    private static final SecureRandom RANDOM = new SecureRandom();

    enum Verdict { RIGHT, WRONG, WAIT, BARRED }

    /** What a check found; {@code waitMillis} is how long the asker must wait before the next code is taken. */
    record Result(Verdict verdict, long waitMillis) {
    }

    /** The wrong codes of one connection or one address, and until when it must wait. */
    static final class Attempts {
        int wrong;
        long waitUntil = Long.MIN_VALUE;
    }

    private final TimeSource time;
    private final Consumer<String> renewed;
    private String code;
    private int wrongForCode;
    private final Map<String, Attempts> addresses = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Attempts> eldest) {
            return size() > ADDRESSES;
        }
    };

    Pairing(String code, TimeSource time) {
        this(code, time, newCode -> { });
    }

    /** {@code renewed} hears each new code made when the old one's budget of wrong guesses is spent. */
    Pairing(String code, TimeSource time, Consumer<String> renewed) {
        if (!code.matches("[0-9]{4,12}")) {
            throw new IllegalArgumentException("A pairing code is 4 to 12 digits, not '" + code + "'.");
        }
        this.code = code;
        this.time = time;
        this.renewed = renewed;
    }

    static String randomCode() {
        return String.format("%06d", RANDOM.nextInt(1_000_000));
    }

    /** A fresh secret for one page, so that page (and only it) can be recognised after a reload. */
    static String randomToken() {
        byte[] b = new byte[18];
        RANDOM.nextBytes(b);
        return java.util.HexFormat.of().formatHex(b);
    }

    synchronized String code() {
        return code;
    }

    /** Checks a code from a connection (its own {@link Attempts}) at a source address. */
    synchronized Result check(String address, Attempts connection, String attempt) {
        long now = time.millis();
        Attempts from = addresses.get(address);
        if (from != null && from.wrong >= MAX_WRONG_PER_ADDRESS) {
            return new Result(Verdict.BARRED, 0);
        }
        long waitUntil = Math.max(connection.waitUntil, from == null ? Long.MIN_VALUE : from.waitUntil);
        if (now < waitUntil) {
            return new Result(Verdict.WAIT, waitUntil - now);
        }
        // compared in constant time, so the answer's timing says nothing about how many digits were right
        if (MessageDigest.isEqual(code.getBytes(StandardCharsets.UTF_8), attempt.getBytes(StandardCharsets.UTF_8))) {
            return new Result(Verdict.RIGHT, 0);
        }
        connection.wrong++;
        connection.waitUntil = now + backoff(connection.wrong);
        if (from == null) {
            from = new Attempts();
            addresses.put(address, from);
        }
        from.wrong++;
        if (++wrongForCode >= WRONG_PER_CODE) {
            renew();
        }
        if (from.wrong >= MAX_WRONG_PER_ADDRESS) {
            return new Result(Verdict.BARRED, 0);
        }
        if (from.wrong > FREE_WRONG_PER_ADDRESS) {
            from.waitUntil = now + backoff(from.wrong - FREE_WRONG_PER_ADDRESS);
        }
        return new Result(Verdict.WRONG, Math.max(connection.waitUntil, from.waitUntil) - now);
    }

    /** A new code, never the old one; the waits and bars of connections and addresses stay as they are. */
    private void renew() {
        String old = code;
        while (code.equals(old)) {
            code = randomCode();
        }
        wrongForCode = 0;
        renewed.accept(code);
    }

    /** 1, 2, 4 … seconds after the 1st, 2nd, 3rd … wrong code, at most a minute. */
    private static long backoff(int wrong) {
        return Math.min(LONGEST_WAIT_MILLIS, FIRST_WAIT_MILLIS << Math.min(wrong - 1, 20));
    }
}
