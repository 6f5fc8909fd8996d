package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What a SAN text says, as a value: each of the four answers carries its move or its reason, and the throwing form
 * raises the kind that matches it, so that a caller switching on the answer and one catching the exception agree.
 */
class SanReadingTest {
    private static final Position START = Position.initial();
    /** Knights on b1 and f3 can both reach d2. */
    private static final Position TWO_KNIGHTS = Position.fromFen("4k3/8/8/R7/8/5N2/8/RN2K3 w - - 0 1");
    /** A pawn on e7 that may promote to any of four pieces. */
    private static final Position PROMOTION = Position.fromFen("1k6/4P3/8/8/8/8/8/4K3 w - - 0 1");

    @Test
    void aMoveIsFoundWithNoReasonAndIsWhatTheThrowingFormGives() {
        SanReading read = San.read(START, "Nf3", PieceLetters.ENGLISH);
        SanReading.Found found = assertInstanceOf(SanReading.Found.class, read);
        assertEquals(Move.of("g1", "f3"), found.found());
        assertEquals(Optional.of(Move.of("g1", "f3")), read.move());
        assertEquals("", read.reason());
        assertEquals(Move.of("g1", "f3"), read.orElseThrow());
        assertEquals(Move.of("g1", "f3"), San.parse(START, "Nf3"));
    }

    @Test
    void aTextThatIsNotNotationIsNotSanWithItsSentenceAndASyntaxError() {
        for (String text : List.of("hello", "", "z9", "Nf")) {
            SanReading read = San.read(START, text, PieceLetters.ENGLISH);
            assertInstanceOf(SanReading.NotSan.class, read, text);
            assertNoMoveButAReason(read, SanException.Kind.SYNTAX, text);
        }
        assertEquals("Nothing was written; a move looks like e4, Nf3 or O-O.",
                San.read(START, "", PieceLetters.ENGLISH).reason());
    }

    @Test
    void notationThatNoLegalMoveFitsIsIllegalWithItsReason() {
        SanReading knight = San.read(START, "Nf6", PieceLetters.ENGLISH);
        assertEquals(new SanReading.Illegal("Nf6 is not legal here: no knight can go to f6."), knight);
        assertNoMoveButAReason(knight, SanException.Kind.ILLEGAL, "Nf6");
        SanReading castling = San.read(START, "O-O", PieceLetters.ENGLISH);
        assertEquals(new SanReading.Illegal("Castling kingside (O-O) is not legal here."), castling);
        assertNoMoveButAReason(castling, SanException.Kind.ILLEGAL, "O-O");
    }

    @Test
    void notationThatFitsSeveralMovesIsAmbiguousWithEveryCandidate() {
        SanReading knights = San.read(TWO_KNIGHTS, "Nd2", PieceLetters.ENGLISH);
        SanReading.Ambiguous two = assertInstanceOf(SanReading.Ambiguous.class, knights);
        assertEquals(Set.of(Move.of("b1", "d2"), Move.of("f3", "d2")), Set.copyOf(two.candidates()));
        assertEquals(2, two.candidates().size());
        assertEquals("Two knights can go to d2: Nbd2 or Nfd2.", two.reason());
        assertNoMoveButAReason(knights, SanException.Kind.AMBIGUOUS, "Nd2");

        // a promotion without its piece fits all four promotions (rule 8.8.7 wants the piece named)
        SanReading.Ambiguous promotion = assertInstanceOf(SanReading.Ambiguous.class,
                San.read(PROMOTION, "e8", PieceLetters.ENGLISH));
        assertEquals(Set.of(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT),
                promotion.candidates().stream().map(Move::promotion).collect(java.util.stream.Collectors.toSet()));
        assertTrue(promotion.reason().startsWith("The promotion piece is missing in e8: write "), promotion.reason());
        assertNoMoveButAReason(promotion, SanException.Kind.AMBIGUOUS, "e8");
    }

    @Test
    void theCandidatesAreTheAnswersOwnCopy() {
        List<Move> given = new ArrayList<>(List.of(Move.of("b1", "d2"), Move.of("f3", "d2")));
        SanReading.Ambiguous read = new SanReading.Ambiguous("Two knights can go to d2: Nbd2 or Nfd2.", given);
        given.clear();
        assertEquals(List.of(Move.of("b1", "d2"), Move.of("f3", "d2")), read.candidates());
        assertThrows(UnsupportedOperationException.class, () -> read.candidates().add(Move.of("e2", "e4")));
    }

    private static void assertNoMoveButAReason(SanReading read, SanException.Kind kind, String text) {
        assertEquals(Optional.empty(), read.move(), text);
        assertTrue(!read.reason().isBlank(), text);
        SanException thrown = assertThrows(SanException.class, read::orElseThrow, text);
        assertEquals(kind, thrown.kind(), text);
        assertEquals(read.reason(), thrown.getMessage(), text);
    }
}
