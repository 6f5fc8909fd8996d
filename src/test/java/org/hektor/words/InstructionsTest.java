package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.Profile;
import org.hektor.sync.Correction;
import org.hektor.sync.Reconciliation;
import org.junit.jupiter.api.Test;

/** The plan spoken: English sentences from the bundle, piece and square words from the listener's profile. */
class InstructionsTest {
    private static final Square E4 = Square.parse("e4");
    private static final Square E2 = Square.parse("e2");

    private static Instructions in(String profile) {
        Profile p = Profile.load(profile);
        return new Instructions(Words.forLanguage(Locale.ENGLISH), p::piece, p::square);
    }

    @Test
    void theIssuesExampleInTheIbcaWords() {
        List<Correction> steps = List.of(new Correction.Take(Piece.WHITE_PAWN, E4), new Correction.Put(Piece.WHITE_PAWN, E2));
        assertEquals(List.of("Take the Bauer off Eva vier.", "Put a Bauer on Eva zwei."), in("ibca").say(steps, Color.WHITE));
    }

    @Test
    void theSameStepsInTheEnglishProfilesWords() {
        assertEquals("Move the knight from foxtrot four to foxtrot three.", in("en").say(
                new Correction.Shift(Piece.WHITE_KNIGHT, Square.parse("f4"), Square.parse("f3")), Color.WHITE));
    }

    @Test
    void anOpponentsPiecePutOnIsNamedWithItsColour() {
        assertEquals("Put a black Springer on Felix sechs.",
                in("ibca").say(new Correction.Put(Piece.BLACK_KNIGHT, Square.parse("f6")), Color.WHITE));
        assertEquals("Put a Springer on Felix sechs.",
                in("ibca").say(new Correction.Put(Piece.BLACK_KNIGHT, Square.parse("f6")), Color.BLACK));
    }

    @Test
    void aRightBoardHearsSoInOneSentence() {
        assertEquals(List.of("Your board is right."), in("ibca").say(List.of(), Color.BLACK));
    }

    @Test
    void thePlanIsExplainedWithTheMoveNumberAndTheSheetThatDiffers() {
        Reconciliation.Rewind r = new Reconciliation.Rewind(3, List.of(), Position.initial(), Map.of(), 4, Map.of(),
                Set.of(Color.BLACK), java.util.Optional.empty());
        assertEquals(List.of("The scoresheets differ at move 2, Black's move. The game goes back to the last move both "
                        + "agree on, and both clocks to their times then (rule 2.8).",
                "Black's scoresheet is the one that differs from the game."), in("ibca").explain(r, Position.initial()));
        Position blackFirst = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30");
        assertEquals(30, Instructions.moveNumber(blackFirst, 1));
        assertEquals(31, Instructions.moveNumber(blackFirst, 2));
        assertEquals(Color.WHITE, Instructions.mover(blackFirst, 2));
    }

    @Test
    void germanSentencesForTheIbcaProfileAreAnotherFile() {
        // design principle 3: a language is a file (words/ibca.properties), the words stay the profile's
        Profile p = Profile.ibca();
        Instructions de = new Instructions(Words.forLanguage(Locale.GERMAN), p::piece, p::square);
        assertEquals(List.of("Springer von Felix vier nach Felix drei setzen.", "Bauer (schwarz) auf Eva sieben setzen."),
                de.say(List.of(new Correction.Shift(Piece.WHITE_KNIGHT, Square.parse("f4"), Square.parse("f3")),
                        new Correction.Put(Piece.BLACK_PAWN, Square.parse("e7"))), Color.WHITE));
        assertEquals("Die Partieformulare stimmen überein, also wird das abweichende Brett nach ihnen korrigiert "
                + "(Regel zwei Punkt sieben).", de.explain(new Reconciliation.CorrectBoards(0, List.of(), Position.initial(), Map.of()),
                Position.initial()).get(0));
    }

    @Test
    void aLanguageWithoutSentencesIsRefusedInOneSentence() {
        Profile p = Profile.ibca();
        assertEquals("There are no instruction sentences for the language 'tlh'.",
                assertThrows(IllegalArgumentException.class,
                        () -> new Instructions(Words.forLanguage(Locale.forLanguageTag("tlh")), p::piece, p::square)).getMessage());
    }
}
