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

    /**
     * {@code text} itself up to {@link #LIMIT} characters, else "its first 60 characters… (N characters)"; exactly as
     * given, letter case and all, but a control character written visibly ({@code \t}, {@code \x7F}), so a quote
     * never rings the terminal, moves its cursor or hides in a screen reader's silence.
     */
    public static String of(String text) {
        if (text == null) {
            return null;
        }
        if (text.length() <= LIMIT) {
            return visible(text);
        }
        int end = Character.isHighSurrogate(text.charAt(KEPT - 1)) ? KEPT - 1 : KEPT;
        return visible(text.substring(0, end)) + "… (" + String.format(java.util.Locale.ROOT, "%,d", text.length())
                + " characters)";
    }

    /** Control characters (C0, DEL, C1) as escapes: tab, newline and return as {@code \t \n \r}, others {@code \xHH}. */
    static String visible(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\t' -> b.append("\\t");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                default -> {
                    if (Character.isISOControl(c)) {
                        b.append(String.format(java.util.Locale.ROOT, "\\x%02X", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}
