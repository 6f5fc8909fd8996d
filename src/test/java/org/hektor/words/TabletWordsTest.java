package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The grid's words and the pairing sentence, in the profile's language. */
class TabletWordsTest {

    @Test
    void aSquareOfTheGridReadsAsTheIbcaWordsAndThePieceWithItsColour() {
        TabletWords w = new TabletWords(Profile.ibca());
        Position p = Position.initial().play(Move.fromUci("e2e4"));
        assertEquals("Eva vier, weißer Bauer", w.square(p, Square.parse("e4")));
        assertEquals("Eva zwei, leer", w.square(p, Square.parse("e2")));
        assertEquals("David acht, schwarze Dame", w.square(p, Square.parse("d8")));
        assertEquals("de", w.lang());
    }

    @Test
    void inEnglishToo() {
        TabletWords w = new TabletWords(Profile.load("en"));
        assertEquals("golf one, white knight", w.square(Position.initial(), Square.parse("g1")));
        assertEquals("en", w.lang());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ibca", "en"})
    void everyPieceNameEndsInTheProfilesWordForThatPiece(String name) {
        Profile profile = Profile.load(name);
        TabletWords w = new TabletWords(profile);
        for (Piece piece : Piece.values()) {
            assertTrue(w.piece(piece).endsWith(profile.piece(piece.type())), w.piece(piece));
        }
    }

    @Test
    void thePairingCodeIsSpokenDigitByDigitInTheProfilesLanguage() {
        assertEquals("Das Tablet ist bereit. Der Kopplungscode ist vier acht null neun eins drei.",
                new TabletWords(Profile.ibca()).pairingSentence("480913"));
        assertEquals("The tablet is ready. The pairing code is four eight zero nine one three.",
                new TabletWords(Profile.load("en")).pairingSentence("480913"));
    }

    @Test
    void theConsoleLinesAreInTheProfilesLanguage() {
        assertEquals(java.util.List.of("Seite für das Brett am Tablet: http://127.0.0.1:8080/",
                        "Seite für einen Bildschirmleser: http://127.0.0.1:8080/listen", "Kopplungscode: 480913"),
                new TabletWords(Profile.ibca()).consoleLines("http://127.0.0.1:8080/", "http://127.0.0.1:8080/listen", "480913"));
    }
}
