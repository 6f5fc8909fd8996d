package org.hektor.words;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.Profile;

/**
 * The tablet's own words in the language of a spoken-notation profile: the pieces with their colour for the
 * listening page's grid ("Eva vier, weißer Bauer") and the sentence that tells the blind player the pairing
 * code: the {@code tablet.*} entries of the profile's {@link Words}.
 */
public final class TabletWords {
    private final Profile profile;
    private final Words words;

    public TabletWords(Profile profile) {
        this.profile = profile;
        this.words = Words.forLanguage(profile.language());
    }

    public Profile profile() {
        return profile;
    }

    /** The language of the words (BCP 47: {@code de}, {@code en}), for the pages' {@code lang} attributes. */
    public String lang() {
        return words.language();
    }

    /** The tablet's sentence {@code tablet.<key>} with its placeholders filled (names and values alternating). */
    public String say(String key, Object... pairs) {
        return words.say("tablet." + key, pairs);
    }

    /**
     * Every sentence {@code tablet.<prefix>…} in this language (English where it lacks one), keyed without
     * {@code tablet.}: the pages' labels and their scripts' sentences, served by the tablet in the game's language.
     */
    public Map<String, String> texts(String prefix) {
        Map<String, String> texts = new TreeMap<>();
        for (String key : Words.english().keys()) {
            if (key.startsWith("tablet." + prefix)) {
                texts.put(key.substring("tablet.".length()), words.say(key));
            }
        }
        return texts;
    }

    /** A piece with its colour: "weißer Bauer", "schwarze Dame". */
    public String piece(Piece piece) {
        return words.say("tablet.piece." + piece.color().name().toLowerCase(Locale.ROOT) + "."
                + piece.type().name().toLowerCase(Locale.ROOT));
    }

    /** One square of the grid as a screen reader reads it: "Eva vier, weißer Bauer", "Eva fünf, leer". */
    public String square(Position position, Square square) {
        Piece p = position.pieceAt(square);
        return profile.square(square) + ", " + (p == null ? words.say("tablet.empty") : piece(p));
    }

    /** What Hektor says to the blind player when the tablet starts: the code digit by digit, in words. */
    public String pairingSentence(String code) {
        return words.say("tablet.pairing", "digits", digits(code));
    }

    /** What Hektor says when too many wrong guesses made the tablet replace its code: the new one, in words. */
    public String newCodeSentence(String code) {
        return words.say("tablet.new-code", "digits", digits(code));
    }

    private String digits(String code) {
        return code.chars()
                .mapToObj(c -> NumberWords.of(c - '0', lang(), null))
                .collect(Collectors.joining(" "));
    }

    /** The console's line with the pairing code. */
    public String codeLine(String code) {
        return words.say("tablet.console.code", "code", code);
    }

    /** The console's lines in tablet mode: the two addresses and the code. */
    public List<String> consoleLines(String boardUrl, String listenUrl, String code) {
        return List.of(words.say("tablet.console.board", "url", boardUrl),
                words.say("tablet.console.listen", "url", listenUrl),
                codeLine(code));
    }
}
