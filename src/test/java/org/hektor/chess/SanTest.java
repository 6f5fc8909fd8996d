package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SAN in and out, rules 8.8–8.9 and Annex E3 (each player may use the initials of his own language). */
class SanTest {
    private static final Position START = Position.initial();
    /** Knights on b1 and f3 can both reach d2; rooks on a1 and a5 both reach a3. */
    private static final Position TWO_KNIGHTS = Position.fromFen("4k3/8/8/R7/8/5N2/8/RN2K3 w - - 0 1");

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource({
        "Nf3, g1f3", "Sf3, g1f3", "Cf3, g1f3", "Pf3, g1f3", "Кf3, g1f3", "♘f3, g1f3", "♞f3, g1f3",
        "e4, e2e4", "e2-e4, e2e4", "Ng1-f3, g1f3", "Ng1f3, g1f3", "nf3, g1f3", "e4!?, e2e4"})
    void readsEveryLetterSetAndLongForms(String san, String uci) {
        assertEquals(Move.fromUci(uci), San.parse(START, san));
    }

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource({
        "O-O, e1g1", "0-0, e1g1", "O-O-O, e1c1", "0-0-0, e1c1", "O-O+, e1g1", "Kg1, e1g1"})
    void readsCastlingAllWays(String san, String uci) {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals(Move.fromUci(uci), San.parse(p, san));
    }

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource({"e8Q, e7e8q", "e8=Q, e7e8q", "e8(Q), e7e8q", "e8=N+, e7e8n", "e8=D, e7e8q", "e8T, e7e8r",
        "e8=F, e7e8b", "e8=Ф, e7e8q", "e8=♖, e7e8r"})
    void readsPromotionInEveryForm(String san, String uci) {
        Position p = Position.fromFen("1k6/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(Move.fromUci(uci), San.parse(p, san));
    }

    @Test
    void readsEnPassantWithAndWithoutItsMark() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertEquals(Move.fromUci("e5d6"), San.parse(p, "exd6 e.p."));
        assertEquals(Move.fromUci("e5d6"), San.parse(p, "exd6ep"));
        assertEquals(Move.fromUci("e5d6"), San.parse(p, "exd6"));
        assertEquals(Move.fromUci("e5d6"), San.parse(p, "ed6"));
        assertEquals("exd6", San.of(p, Move.fromUci("e5d6")));
    }

    @Test
    void writesDisambiguationByFileThenRankThenSquare() {
        // rule 8.8.9
        assertEquals("Nbd2", San.of(TWO_KNIGHTS, Move.of("b1", "d2")));
        assertEquals("Nfd2", San.of(TWO_KNIGHTS, Move.of("f3", "d2")));
        assertEquals("R1a3", San.of(TWO_KNIGHTS, Move.of("a1", "a3")));
        assertEquals("R5a3", San.of(TWO_KNIGHTS, Move.of("a5", "a3")));
        Position threeQueens = Position.fromFen("7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1");
        assertEquals("Qa4b3", San.of(threeQueens, Move.of("a4", "b3")));
        assertEquals("Qcb3", San.of(threeQueens, Move.of("c4", "b3")));
        assertEquals("Q2b3", San.of(threeQueens, Move.of("a2", "b3")));
    }

    @Test
    void writesChecksMatesCastlingAndPromotionsInEveryLetterSet() {
        Position foolsMate = Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        assertEquals("Qh4#", San.of(foolsMate, Move.of("d8", "h4")));
        assertEquals("Dh4#", San.of(foolsMate, Move.of("d8", "h4"), PieceLetters.GERMAN));
        assertEquals("Фh4#", San.of(foolsMate, Move.of("d8", "h4"), PieceLetters.RUSSIAN));
        assertEquals("♛h4#", San.of(foolsMate, Move.of("d8", "h4"), PieceLetters.FIGURINE));
        Position promo = Position.fromFen("1k6/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals("e8=Q+", San.of(promo, Move.fromUci("e7e8q")));
        assertEquals("e8=D+", San.of(promo, Move.fromUci("e7e8q"), PieceLetters.GERMAN));
        Position castle = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("O-O", San.of(castle, Move.fromUci("e1g1")));
        assertEquals("O-O-O", San.of(castle, Move.fromUci("e1c1")));
        assertEquals("Кр", PieceLetters.RUSSIAN.letter(PieceType.KING, Color.WHITE));
    }

    @Test
    void ambiguousMoveNamesTheChoices() {
        SanException e = assertThrows(SanException.class, () -> San.parse(TWO_KNIGHTS, "Nd2"));
        assertEquals(SanException.Kind.AMBIGUOUS, e.kind());
        assertEquals("Two knights can go to d2: Nbd2 or Nfd2.", e.getMessage());
    }

    @Test
    void promotionWithoutAPieceIsNeverGuessed() {
        Position p = Position.fromFen("1k6/4P3/8/8/8/8/8/4K3 w - - 0 1");
        SanException e = assertThrows(SanException.class, () -> San.parse(p, "e8"));
        assertEquals(SanException.Kind.AMBIGUOUS, e.kind());
        assertTrue(e.getMessage().contains("promotion piece"), e.getMessage());
    }

    @Test
    void illegalMoveSaysWhy() {
        SanException e = assertThrows(SanException.class, () -> San.parse(START, "Nf6"));
        assertEquals(SanException.Kind.ILLEGAL, e.kind());
        assertEquals("Nf6 is not legal here: no knight can go to f6.", e.getMessage());
        SanException capture = assertThrows(SanException.class, () -> San.parse(START, "Nxf3"));
        assertEquals("Nxf3 is not legal here: there is nothing to capture on f3.", capture.getMessage());
        SanException castle = assertThrows(SanException.class, () -> San.parse(START, "O-O"));
        assertEquals(SanException.Kind.ILLEGAL, castle.kind());
    }

    @Test
    void nonsenseIsASyntaxError() {
        for (String bad : new String[] {"hello", "", "Zf3", "e9", "Nf3f4g5"}) {
            SanException e = assertThrows(SanException.class, () -> San.parse(START, bad));
            assertEquals(SanException.Kind.SYNTAX, e.kind(), bad);
        }
    }

    @Test
    void readingAnswersWithAValueAndTheSameSentenceTheThrowingFormGives() {
        assertEquals(new SanReading.Found(Move.of("g1", "f3")), San.read(START, "nf3", PieceLetters.ENGLISH));
        SanReading ambiguous = San.read(TWO_KNIGHTS, "Nd2", PieceLetters.ENGLISH);
        assertEquals(new SanReading.Ambiguous("Two knights can go to d2: Nbd2 or Nfd2.",
                java.util.List.of(Move.of("b1", "d2"), Move.of("f3", "d2"))), sortedCandidates(ambiguous));
        assertEquals(new SanReading.Illegal("Nf6 is not legal here: no knight can go to f6."),
                San.read(START, "Nf6", PieceLetters.ENGLISH));
        // what is not SAN either way is quoted as written, not as the capitalised retry
        assertEquals(new SanReading.NotSan("'root:x:0' is not a move in algebraic notation; a move looks like e4, "
                + "Nf3, exd5, O-O or e8=Q."), San.read(START, "root:x:0", PieceLetters.ENGLISH));
        for (String text : new String[] {"Nd2", "Nf6", "hello", "O-O"}) {
            SanReading read = San.read(text.equals("Nd2") ? TWO_KNIGHTS : START, text, PieceLetters.ENGLISH);
            SanException e = assertThrows(SanException.class, read::orElseThrow);
            assertEquals(read.reason(), e.getMessage());
        }
    }

    private static SanReading sortedCandidates(SanReading read) {
        SanReading.Ambiguous a = (SanReading.Ambiguous) read;
        return new SanReading.Ambiguous(a.reason(), a.candidates().stream()
                .sorted(java.util.Comparator.comparing(Move::uci)).toList());
    }

    @Test
    void preferredLettersDecideBetweenReadings() {
        // French R is the king (roi), English R the rook: each player's own letters are read first (E3).
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals(Move.of("a1", "d1"), San.parse(p, "Rd1"));
        assertEquals(Move.of("e1", "d1"), San.parse(p, "Rd1", PieceLetters.FRENCH));
    }
}
