package org.hektor.ui.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.stream.Collectors;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.NumberWords;
import org.hektor.notation.Profile;

/**
 * The tablet's own words in the language of a spoken-notation profile: the pieces with their colour for the
 * listening page's grid ("Eva vier, weißer Bauer") and the sentence that tells the blind player the pairing
 * code. Data in {@code words-<profile>.properties} beside this class, like the profiles themselves.
 */
public final class TabletWords {
    private final Profile profile;
    private final Properties words = new Properties();

    public TabletWords(Profile profile) {
        this.profile = profile;
        String file = "words-" + profile.name() + ".properties";
        try (InputStream in = TabletWords.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalArgumentException("The tablet has no words for the profile " + profile.name() + ".");
            }
            words.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Profile profile() {
        return profile;
    }

    /** The language of the words (BCP 47: {@code de}, {@code en}), for the pages' {@code lang} attributes. */
    public String lang() {
        return need("lang");
    }

    /** A piece with its colour: "weißer Bauer", "schwarze Dame". */
    public String piece(Piece piece) {
        return need(piece.color().name().toLowerCase(Locale.ROOT) + "." + piece.type().name().toLowerCase(Locale.ROOT));
    }

    /** One square of the grid as a screen reader reads it: "Eva vier, weißer Bauer", "Eva fünf, leer". */
    public String square(Position position, Square square) {
        Piece p = position.pieceAt(square);
        return profile.square(square) + ", " + (p == null ? need("empty") : piece(p));
    }

    /** What Hektor says to the blind player when the tablet starts: the code digit by digit, in words. */
    public String pairingSentence(String code) {
        String digits = code.chars()
                .mapToObj(c -> NumberWords.of(c - '0', lang(), null))
                .collect(Collectors.joining(" "));
        return need("pairing").replace("{digits}", digits);
    }

    /** The console's lines in tablet mode: the two addresses and the code. */
    public List<String> consoleLines(String boardUrl, String listenUrl, String code) {
        return List.of(need("console.board").replace("{url}", boardUrl),
                need("console.listen").replace("{url}", listenUrl),
                need("console.code").replace("{code}", code));
    }

    private String need(String key) {
        String v = words.getProperty(key);
        if (v == null) {
            throw new IllegalStateException("words-" + profile.name() + ".properties lacks '" + key + "'.");
        }
        return v.strip();
    }
}
