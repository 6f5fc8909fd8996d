package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The Braille transcription of algebraic moves (UEB grade 1, documented in {@link Braille}) and the BRF file. */
class BrailleTest {

    @Test
    void movesAreWrittenLetterForLetterWithNumberAndCapitalSigns() {
        assertEquals("⠼⠁⠲⠀⠑⠼⠙⠀⠠⠝⠋⠼⠋", Braille.cells("1. e4 Nf6"));
        assertEquals("⠑⠭⠙⠼⠑", Braille.cells("exd5"));
        assertEquals("⠠⠝⠃⠙⠼⠃", Braille.cells("Nbd2"));
        assertEquals("⠑⠼⠓⠐⠶⠠⠟⠐⠖", Braille.cells("e8=Q+"));
        assertEquals("⠠⠕⠤⠠⠕⠤⠠⠕⠸⠹", Braille.cells("O-O-O#"));
        assertEquals("⠼⠁⠚⠲⠀⠲⠲⠲", Braille.cells("10. ..."));
    }

    @Test
    void aLetterAToJRightAfterADigitTakesTheGradeOneIndicator() {
        // R1a3: without it, "a" after the number would read as the digit 1
        assertEquals("⠠⠗⠼⠁⠰⠁⠼⠉", Braille.cells("R1a3"));
        assertEquals("⠼⠁⠤⠼⠚", Braille.cells("1-0"));
        assertEquals("⠼⠁⠸⠌⠼⠃⠤⠼⠁⠸⠌⠼⠃", Braille.cells("1/2-1/2"));
    }

    @Test
    void accentsAreDroppedAndUnknownCharactersLeftOut() {
        assertEquals(Braille.cells("Kase"), Braille.cells("Käse"));
        assertEquals("", Braille.cells("€"));
    }

    @Test
    void brfIsNorthAmericanBrailleAscii() {
        assertEquals("A", String.valueOf(Braille.ascii('⠁')));
        assertEquals("#", String.valueOf(Braille.ascii('⠼')));
        assertEquals(",", String.valueOf(Braille.ascii('⠠')));
        assertEquals("4", String.valueOf(Braille.ascii('⠲')));
        assertEquals(" ", String.valueOf(Braille.ascii('⠀')));
        assertEquals(",NF#F\r\n", Braille.brf(List.of(Braille.cells("Nf6"))));
        Set<Character> seen = new HashSet<>();
        for (char c = '⠀'; c <= '⠿'; c++) {
            char a = Braille.ascii(c);
            assertTrue(a >= 32 && a <= 95, "Braille ASCII is printable ASCII 32 to 95");
            seen.add(a);
        }
        assertEquals(64, seen.size());
    }

    @Test
    void linesAreAtMostFortyCellsAndPagesTwentyFiveLines() {
        String text = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O";
        List<String> lines = Braille.wrap(text);
        assertTrue(lines.size() > 1);
        lines.forEach(l -> assertTrue(l.length() <= Braille.LINE_CELLS, l));
        assertTrue(lines.get(1).startsWith("⠀⠀"), "continuation lines are indented");
        assertEquals(String.join("⠀", text.split(" ")).length() > 0, true);
        List<String> many = java.util.Collections.nCopies(30, Braille.cells("e4"));
        String brf = Braille.brf(many);
        assertEquals(1, brf.chars().filter(c -> c == '\f').count());
        assertTrue(brf.indexOf('\f') == 25 * ("E#D\r\n".length()));
    }
}
