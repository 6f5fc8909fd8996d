package org.hektor.notation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;

/**
 * The speech recogniser's grammar for one position: every phrase the player may say there
 * (each legal move in long and short style, with and without its capture word and its en passant, check or
 * mate words, the destination-only and piece-plus-destination forms, the number answers to a question,
 * the commands) and "[unk]", in lower case. Restricted to the words the model knows, so the native
 * recogniser never sees a word outside its vocabulary; an empty grammar is refused before it gets there. The
 * recogniser's JSON is written by speech ({@code PhraseGrammar.write}): the notation core stays JDK-only.
 */
public final class Grammar {
    public static final String UNKNOWN = "[unk]";

    private final Profile profile;
    private final Announcer announcer;

    public Grammar(Profile profile) {
        this.profile = profile;
        this.announcer = new Announcer(profile);
    }

    /** Every phrase in canonical spelling, lower case, without "[unk]" and without any restriction. */
    public List<String> phrases(Position position) {
        Set<String> phrases = new LinkedHashSet<>(512);
        for (Move m : position.legalMoves()) {
            movePhrases(position, m, phrases);
        }
        for (int n = 1; n <= 8; n++) {
            phrases.add(lower(profile.number(n)));                  // the answer to an ASK
        }
        for (CommandWord c : CommandWord.values()) {
            for (String word : profile.commandWords(c)) {
                if (c == CommandWord.WHERE) {
                    for (PieceType t : PieceType.values()) {
                        phrases.add(lower(word + " " + profile.piece(t)));
                    }
                } else if (c == CommandWord.WHAT) {
                    for (int i = 0; i < 64; i++) {
                        phrases.add(lower(word + " " + profile.square(Square.of(i))));
                    }
                } else {
                    phrases.add(lower(word));
                }
            }
        }
        return new ArrayList<>(phrases);
    }

    /** The grammar with every word of the profile allowed. */
    public List<String> listenFor(Position position) {
        return listenFor(position, null, UnaryOperator.identity());
    }

    /** The grammar restricted to {@code knownWords} (lower case, as in a model's words.txt). */
    public List<String> listenFor(Position position, Set<String> knownWords) {
        return listenFor(position, knownWords, UnaryOperator.identity());
    }

    /**
     * The grammar for a model that knows {@code knownWords} (lower case; null: every word). Each profile word
     * is written in its first spelling (canonical, then the accepted variants) that {@code wordMapper} turns
     * into words the model knows; the mapper may return several words, or null when the model cannot say the
     * word. Phrases with a word the model cannot say are left out.
     *
     * @throws IllegalArgumentException when no phrase is left: the recogniser must never get an empty grammar
     */
    public List<String> listenFor(Position position, Set<String> knownWords, UnaryOperator<String> wordMapper) {
        Map<String, String> sayable = new HashMap<>();
        Set<String> kept = new LinkedHashSet<>();
        for (String phrase : phrases(position)) {
            StringBuilder sb = new StringBuilder(phrase.length() + 8);
            boolean ok = true;
            for (String word : phrase.split(" ")) {
                String said = sayable.computeIfAbsent(word, w -> spelling(w, knownWords, wordMapper));
                if (said.isEmpty()) {
                    ok = false;
                    break;
                }
                if (!sb.isEmpty()) {
                    sb.append(' ');
                }
                sb.append(said);
            }
            if (ok) {
                kept.add(sb.toString());
            }
        }
        if (kept.isEmpty()) {
            throw new IllegalArgumentException("The speech model knows none of the words of the " + profile.name()
                    + " profile needed here, so there is nothing it could listen for.");
        }
        kept.add(UNKNOWN);
        return List.copyOf(kept);
    }

    /** The first spelling of a profile word the model can say, mapped; "" when there is none. */
    private String spelling(String word, Set<String> knownWords, UnaryOperator<String> wordMapper) {
        for (String spelling : profile.spellings(word)) {
            String mapped = wordMapper.apply(spelling);
            if (mapped == null || mapped.isBlank()) {
                continue;
            }
            mapped = lower(mapped.strip());
            boolean known = true;
            if (knownWords != null) {
                for (String w : mapped.split("\\s+")) {
                    known &= knownWords.contains(w);
                }
            }
            if (known) {
                return mapped;
            }
        }
        return "";
    }

    private void movePhrases(Position position, Move m, Set<String> out) {
        Position after = position.play(m);
        List<String> tail = announcer.tail(position, m, after);
        boolean capture = position.isCapture(m);
        for (Style style : Style.values()) {
            List<String> core = announcer.core(position, m, style, true);
            out.add(lower(String.join(" ", core)));
            if (style == Style.LONG) {
                fillerForms(position, m, core, out);
            }
            if (!tail.isEmpty()) {
                out.add(lower(String.join(" ", core) + " " + String.join(" ", tail)));
            }
            if (capture) {
                out.add(lower(String.join(" ", announcer.core(position, m, style, false))));
            }
        }
        PieceType type = position.pieceAt(m.from()).type();
        String to = profile.square(m.to());
        if (position.isCastling(m)) {
            // a king moving two files is castling too (section 3)
            out.add(lower(profile.piece(type) + " " + profile.square(m.from()) + " " + to));
        }
        out.add(lower(profile.piece(type) + " " + to));
        out.add(lower(to));
        if (m.promotion() != null) {
            String promotion = " " + profile.piece(m.promotion());
            out.add(lower(profile.piece(type) + " " + to + promotion));
            out.add(lower(to + promotion));
        }
    }

    /**
     * The contract's fillers where players say them (section 1): "Springer von Gustav eins nach Felix drei",
     * "Bauer von Eva vier schlägt David fünf", and a hesitation before the long phrase ("äh Springer ...").
     */
    private void fillerForms(Position position, Move m, List<String> core, Set<String> out) {
        for (String hesitation : profile.hesitations()) {
            out.add(lower(hesitation + " " + String.join(" ", core)));
        }
        if (position.isCastling(m)) {
            return;
        }
        String piece = profile.piece(position.pieceAt(m.from()).type());
        String rest = String.join(" ", core.subList(2, core.size()));   // [capture] destination [promotion]
        String link = position.isCapture(m) ? "" : profile.toWord() + " ";
        out.add(lower(piece + " " + profile.fromWord() + " " + profile.square(m.from()) + " " + link + rest));
    }

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
