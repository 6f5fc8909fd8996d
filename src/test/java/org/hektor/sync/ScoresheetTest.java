package org.hektor.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.hektor.chess.Move;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;

class ScoresheetTest {

    @Test
    void eachEntryKeepsTheRawTextAndTheMoveItWasReadAs() {
        Scoresheet s = Scoresheet.empty(Position.initial(), PieceLetters.GERMAN).write("e4").write("e5").write("Sf3");
        assertEquals("Sf3", s.entry(3).orElseThrow().text());
        assertEquals(Move.of("g1", "f3"), s.entry(3).orElseThrow().move());
        assertEquals(3, s.length());
    }

    @Test
    void anIllegalEntryIsKeptUnreadWithTheReasonAndStopsTheReadingOfLaterEntries() {
        Scoresheet s = Scoresheet.empty(Position.initial()).write("e4").write("Nf6").write("Nf4").write("Nf3");
        Scoresheet.Entry illegal = s.entry(3).orElseThrow();
        assertFalse(illegal.isRead());
        assertNull(illegal.move());
        assertEquals("Nf4", illegal.text());
        assertTrue(illegal.problem().contains("f4"), illegal.problem());
        assertFalse(s.entry(4).orElseThrow().isRead());
        assertEquals("it comes after an entry that could not be read", s.entry(4).orElseThrow().problem());
    }

    @Test
    void drawOfferMarksAreWrittenOrMarkedByTheArbiterRule8_8_12() {
        Scoresheet s = Scoresheet.empty(Position.initial()).write("e4").write("e5").write("Nf3 (=)");
        assertEquals(Set.of(3), s.offers());
        assertEquals(Move.of("g1", "f3"), s.entry(3).orElseThrow().move(), "the mark does not spoil the reading");
        Scoresheet marked = s.markOffer(5);
        assertEquals(Set.of(3, 5), marked.offers(), "a mark may precede the entry it belongs to");
        assertEquals("1. e4 e5 2. Nf3 (=) Nc6 3. Bb5 (=)", marked.write("Nc6").write("Bb5").text());
    }

    @Test
    void moveNumbersWrittenWithTheMoveAreIgnoredWhenReading() {
        Scoresheet s = Scoresheet.empty(Position.initial()).write("1. e4").write("1... c5");
        assertEquals(Move.of("c7", "c5"), s.entry(2).orElseThrow().move());
    }

    @Test
    void truncateStrikesOutTheLaterEntriesAndTheirMarks() {
        Scoresheet s = Scoresheet.empty(Position.initial()).write("e4").write("e5 (=)").write("Nf3").markOffer(3);
        Scoresheet cut = s.truncate(2);
        assertEquals(2, cut.length());
        assertEquals(Set.of(2), cut.offers());
        assertEquals(Position.initial().play(Move.of("e2", "e4")).play(Move.of("e7", "e5")),
                cut.positionAfter(2).orElseThrow());
        assertEquals("e4 e5", String.join(" ", cut.entries().stream().map(Scoresheet.Entry::moveText).toList()));
    }

    @Test
    void anEmptyEntryIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Scoresheet.empty(Position.initial()).write("  (=) "));
    }

    @Test
    void aSheetForAGameStartingWithBlackToMoveNumbersFromThere() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7");
        assertEquals("7... Kd7 8. e4", Scoresheet.empty(p).write("Kd7").write("e4").text());
    }

    @Test
    void entriesAfterAStandingIllegalMoveAreReadFromThePositionItLeft() {
        Position stood = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
        // Black's "Ke6" is no legal move; the arbiter let it stand as a position (here: simply White to move again).
        Scoresheet s = Scoresheet.empty(Position.initial()).write("e4").write("Ke6").write("d4");
        assertFalse(s.entry(3).orElseThrow().isRead());
        Scoresheet stands = s.stand(2, stood);
        assertTrue(stands.entry(2).orElseThrow().standing());
        assertEquals(Move.of("d2", "d4"), stands.entry(3).orElseThrow().move());
        assertEquals(s, stands.truncate(1).write("Ke6").write("d4").truncate(3), "truncating drops the mark");
    }
}
