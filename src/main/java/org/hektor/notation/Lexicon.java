package org.hektor.notation;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.commons.lang3.StringUtils;

/**
 * A profile's words and phrases and what each means; turns an utterance into {@link Token}s. Input is
 * compared in lower case after Unicode NFC, without punctuation (spoken-notation.md section 1); fillers
 * are dropped here, before anything else. A phrase of several words (Kurze Rochade) wins over its parts.
 */
final class Lexicon {
    // a hyphen separates too: "Kurze-Rochade", "e2-e4" (typed O-O is read whole as SAN, not word by word)
    private static final Pattern SEPARATORS = Pattern.compile("[\\s,;!?()\"“”„«»-]+");
    private static final Token FILLER = new Token(Token.Kind.FILLER, 0, "");

    private final String profile;
    private final Map<String, Token> phrases = new HashMap<>();
    private int longest = 1;

    Lexicon(String profile) {
        this.profile = profile;
    }

    void add(String phrase, Token.Kind kind, int value) {
        String key = normalizePhrase(phrase);
        if (key.isEmpty()) {
            throw new IllegalStateException("Profile " + profile + ": '" + phrase + "' has no letters or digits.");
        }
        Token meaning = kind == Token.Kind.FILLER ? FILLER : new Token(kind, value, key);
        Token before = phrases.putIfAbsent(key, meaning);
        if (before != null && !before.sameMeaning(meaning)) {
            throw new IllegalStateException("Profile " + profile + ": '" + phrase + "' means two things ("
                    + before.kind() + " and " + kind + ").");
        }
        longest = Math.max(longest, key.split(" ").length);
        // The same word typed without umlaut dots, with them written out, or mangled by a console that
        // decodes UTF-8 bytes as something else (each byte becomes U+FFFD): never at the expense of a listed word.
        for (String other : new String[] {dropMarks(key), spellOut(key), mangled(key)}) {
            if (!other.equals(key)) {
                phrases.putIfAbsent(other, new Token(meaning.kind(), meaning.value(), other));
            }
        }
    }

    /** Every word and phrase this lexicon knows, normalised (for tests and tools). */
    java.util.Set<String> phrases() {
        return java.util.Collections.unmodifiableSet(phrases.keySet());
    }

    /** The tokens of an utterance, fillers and the recogniser's [unk] left out. */
    List<Token> read(String text) {
        List<String> words = words(text);
        List<Token> tokens = new ArrayList<>(words.size());
        int i = 0;
        while (i < words.size()) {
            int taken = 0;
            for (int len = Math.min(longest, words.size() - i); len >= 1 && taken == 0; len--) {
                String key = len == 1 ? words.get(i) : String.join(" ", words.subList(i, i + len));
                Token t = phrases.get(key);
                if (t != null) {
                    if (t.kind() != Token.Kind.FILLER) {
                        tokens.add(t);
                    }
                    taken = len;
                }
            }
            if (taken == 0) {
                String w = words.get(i);
                tokens.add(isSquare(w) ? new Token(Token.Kind.SQUARE, (w.charAt(1) - '1') * 8 + (w.charAt(0) - 'a'), w)
                        : new Token(Token.Kind.UNKNOWN, 0, w));
                taken = 1;
            }
            i += taken;
        }
        return tokens;
    }

    /** The normalised words of a text: "[unk]" and empty words dropped. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        for (String raw : SEPARATORS.split(text.strip())) {
            if (raw.isEmpty() || raw.equalsIgnoreCase("[unk]")) {
                continue;
            }
            String w = normalizeWord(raw);
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    static String normalizePhrase(String phrase) {
        return String.join(" ", words(phrase));
    }

    /**
     * NFC, lower case, letters and digits only ("e.p." is "ep", "O-O" is "oo"). Symbols stay (a typed figurine,
     * ♘f3, is no square) and so does U+FFFD, for {@link #mangled}.
     */
    static String normalizeWord(String raw) {
        String s = Normalizer.isNormalized(raw, Normalizer.Form.NFC) ? raw : Normalizer.normalize(raw, Normalizer.Form.NFC);
        s = s.toLowerCase(Locale.ROOT);
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean keep = Character.isLetterOrDigit(c) || Character.getType(c) == Character.OTHER_SYMBOL;
            if (!keep && sb == null) {
                sb = new StringBuilder(s.length()).append(s, 0, i);
            } else if (keep && sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? s : sb.toString();
    }

    static boolean isSquare(String w) {
        return w.length() == 2 && w.charAt(0) >= 'a' && w.charAt(0) <= 'h' && w.charAt(1) >= '1' && w.charAt(1) <= '8';
    }

    private static String dropMarks(String s) {
        return StringUtils.stripAccents(s).replace("ß", "ss");
    }

    private static String spellOut(String s) {
        return s.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss");
    }

    private static String mangled(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> {
            if (cp < 128) {
                sb.append((char) cp);
            } else {
                sb.append("\uFFFD".repeat(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length));
            }
        });
        return sb.toString();
    }
}
