package org.hektor.chess;

import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A whole number read from text as a value: what {@link Integer#parseInt} and {@link Long#parseLong} read (an
 * optional sign, then decimal digits of any script, within the type's range), or empty where they would throw. A
 * field that is no number is an expected answer for a reader of files and protocol lines, not an exception.
 */
public final class WholeNumber {
    private WholeNumber() {
    }

    /** The int {@code text} names, as {@link Integer#parseInt} reads it; empty for anything else. */
    public static OptionalInt ofInt(String text) {
        OptionalLong n = read(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
        return n.isPresent() ? OptionalInt.of((int) n.getAsLong()) : OptionalInt.empty();
    }

    /** The long {@code text} names, as {@link Long#parseLong} reads it; empty for anything else. */
    public static OptionalLong ofLong(String text) {
        return read(text, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The digits summed below zero, as the JDK does, so that the smallest value has room too. */
    private static OptionalLong read(String text, long min, long max) {
        if (text == null || text.isEmpty()) {
            return OptionalLong.empty();
        }
        int i = 0;
        boolean negative = false;
        char first = text.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            i = 1;
            if (text.length() == 1) {
                return OptionalLong.empty();
            }
        }
        long limit = negative ? min : -max;
        long tenthOfLimit = limit / 10;
        long result = 0;
        for (; i < text.length(); i++) {
            int digit = Character.digit(text.charAt(i), 10);
            if (digit < 0 || result < tenthOfLimit) {
                return OptionalLong.empty();
            }
            result *= 10;
            if (result < limit + digit) {
                return OptionalLong.empty();
            }
            result -= digit;
        }
        return OptionalLong.of(negative ? result : -result);
    }
}
