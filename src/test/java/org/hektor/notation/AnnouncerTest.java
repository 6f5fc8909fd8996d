package org.hektor.notation;

import static org.hektor.notation.Positions.CASTLING;
import static org.hektor.notation.Positions.EN_PASSANT;
import static org.hektor.notation.Positions.PAWN_TAKES;
import static org.hektor.notation.Positions.PROMOTION;
import static org.hektor.notation.Positions.SHORT_CASTLE_CHECK;
import static org.hektor.notation.Positions.START;
import static org.hektor.notation.Positions.TWO_KNIGHTS_TWO_ROOKS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.hektor.chess.IllegalMoveException;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;

/** Every announcement example of spoken-notation.md section 2, word for word (rule 2.1). */
class AnnouncerTest {
    private final Announcer ibca = new Announcer(Profile.load("ibca"));
    private final Announcer en = new Announcer(Profile.load("en"));

    private static String say(Announcer a, Position p, String uci, Style style) {
        return a.announce(p, Move.fromUci(uci), style);
    }

    @Test
    void longStyleNamesPieceOriginAndDestination() {
        assertEquals("Springer Gustav eins Felix drei", say(ibca, START, "g1f3", Style.LONG));
        assertEquals("Bauer Eva vier schlägt David fünf", say(ibca, PAWN_TAKES, "e4d5", Style.LONG));
        assertEquals("Bauer Eva fünf schlägt David sechs en passant", say(ibca, EN_PASSANT, "e5d6", Style.LONG));
        assertEquals("Bauer Gustav sieben Gustav acht Dame Schach", say(ibca, PROMOTION, "g7g8q", Style.LONG));
    }

    @Test
    void longIsTheDefaultStyle() {
        assertEquals("Springer Gustav eins Felix drei", ibca.announce(START, Move.fromUci("g1f3")));
    }

    @Test
    void castlingIsItsPhraseInBothStylesWithCheck() {
        assertEquals("Kurze Rochade", say(ibca, CASTLING, "e1g1", Style.LONG));
        assertEquals("Lange Rochade Schach", say(ibca, CASTLING, "e1c1", Style.LONG));
        assertEquals("Kurze Rochade", say(ibca, CASTLING, "e1g1", Style.SHORT));
        assertEquals("Lange Rochade Schach", say(ibca, CASTLING, "e1c1", Style.SHORT));
    }

    @Test
    void shortStyleIsSanSpoken() {
        assertEquals("Springer Felix drei", say(ibca, START, "g1f3", Style.SHORT));
        assertEquals("Eva vier", say(ibca, START, "e2e4", Style.SHORT));
        assertEquals("Eva schlägt David fünf", say(ibca, PAWN_TAKES, "e4d5", Style.SHORT));
        assertEquals("Eva schlägt David sechs en passant", say(ibca, EN_PASSANT, "e5d6", Style.SHORT));
        assertEquals("Gustav acht Dame Schach", say(ibca, PROMOTION, "g7g8q", Style.SHORT));
    }

    @Test
    void shortStyleSaysSansDisambiguatorAsAFileOrRankWord() {
        assertEquals("Springer Bella David zwei", say(ibca, TWO_KNIGHTS_TWO_ROOKS, "b1d2", Style.SHORT));   // Nbd2
        assertEquals("Turm eins Anna drei", say(ibca, TWO_KNIGHTS_TWO_ROOKS, "a1a3", Style.SHORT));         // R1a3
        assertEquals("Turm fünf Anna drei", say(ibca, TWO_KNIGHTS_TWO_ROOKS, "a5a3", Style.SHORT));         // R5a3
    }

    @Test
    void shortStyleSaysAWholeSquareWhenSanNeedsOne() {
        // queens on h4, e4 and h1 all reach e1: SAN Qh4e1
        Position p = Position.fromFen("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
        assertEquals("Dame Hektor vier Eva eins", say(ibca, p, "h4e1", Style.SHORT));
    }

    @Test
    void mateWordReplacesCheckWord() {
        Position p = Position.fromFen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("Turm Anna eins Anna acht Matt", say(ibca, p, "a1a8", Style.LONG));
        assertEquals("rook alfa eight mate", say(en, p, "a1a8", Style.SHORT));
    }

    @Test
    void englishProfileUsesNatoFileWords() {
        assertEquals("knight golf one foxtrot three", say(en, START, "g1f3", Style.LONG));
        assertEquals("pawn echo five takes delta six en passant", say(en, EN_PASSANT, "e5d6", Style.LONG));
        assertEquals("short castle check", say(en, SHORT_CASTLE_CHECK, "e1g1", Style.LONG));
        assertEquals("knight bravo delta two", say(en, TWO_KNIGHTS_TWO_ROOKS, "b1d2", Style.SHORT));
        assertEquals("golf eight queen check", say(en, PROMOTION, "g7g8q", Style.SHORT));
        assertEquals("pawn golf seven golf eight knight", say(en, PROMOTION, "g7g8n", Style.LONG));
    }

    @Test
    void blackMovesAreSaidTheSameWay() {
        assertEquals("Läufer Cäsar acht Felix fünf", say(ibca, Positions.BLACK_BISHOP, "c8f5", Style.LONG));
    }

    @Test
    void anIllegalMoveIsRefused() {
        assertThrows(IllegalMoveException.class, () -> say(ibca, START, "e2e5", Style.LONG));
    }

    @Test
    void askListNumbersTheMovesInLongStyle() {
        List<Move> moves = List.of(Move.fromUci("b1d2"), Move.fromUci("f3d2"));
        assertEquals("Eins: Springer Bella eins David zwei. Zwei: Springer Felix drei David zwei.",
                ibca.askList(Positions.TWO_KNIGHTS, moves));
        assertEquals("One: knight bravo one delta two. Two: knight foxtrot three delta two.",
                en.askList(Positions.TWO_KNIGHTS, moves));
    }
}
