package org.hektor.chess;

/**
 * What a message quotes of something the user gave: the whole of it when it is short, else its beginning
 * and its length, so that a sentence about a 131,000-character FEN stays a sentence a screen reader can read.
 */
public final class Excerpt {
    /** Longer inputs are cut to their first {@link #KEPT} characters. */
    public static final int LIMIT = 100;
    static final int KEPT = 60;

    private Excerpt() {
    }

    /** {@code text} itself up to {@link #LIMIT} characters, else "its first 60 characters… (N characters)". */
    public static String of(String text) {
        if (text == null || text.length() <= LIMIT) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(KEPT - 1)) ? KEPT - 1 : KEPT;
        return text.substring(0, end) + "… (" + String.format(java.util.Locale.ROOT, "%,d", text.length()) + " characters)";
    }
}
