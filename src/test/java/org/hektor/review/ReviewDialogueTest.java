package org.hektor.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Pgn;
import org.hektor.engine.BuiltInEngine;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;

/** A whole review by keys, with Hektor's own engine: summary, next mistake, position, better, why, a tried move, play on. */
class ReviewDialogueTest {

    @Test
    void aWholeReviewByKeys() throws Exception {
        List<String> said = review("n", "p", "w q", "s", "y", "t Qf6", "t Nc6", "pl", "a6", "q", "n", "q");
        assertEquals("You made one blunder.", said.get(0));
        assertEquals("White: no mistake.", said.get(1));
        assertTrue(said.get(2).startsWith("Move two, Black: queen delta eight hotel four") && said.get(2).endsWith("blunder."), said.get(2));
        assertTrue(said.get(3).startsWith("White: king echo one"), "the position before the mistake: " + said.get(3));
        assertTrue(said.get(4).contains("delta eight"), "where the queens stand: " + said.get(4));
        assertTrue(said.get(5).startsWith("Better was "), said.get(5));
        assertTrue(said.get(6).startsWith("After queen delta eight hotel four comes knight"), said.get(6));
        assertTrue(said.get(7).startsWith("Better than the move played, but ")
                || said.get(7).equals("As good as the best move."), "Qf6 saves the queen: " + said.get(7));
        assertEquals("As good as the best move.", said.get(8));
        assertEquals("You play on from here as Black against Hektor.", said.get(9));
        assertTrue(said.get(10).startsWith("Hektor plays "), "the engine answers the tried move: " + said.get(10));
        assertTrue(said.get(11).startsWith("Hektor plays "), "and the move played on: " + said.get(11));
        assertEquals("Back to the review.", said.get(12));
        assertEquals("No later mistake.", said.get(13));
        assertEquals("The review ends.", said.get(14));
    }

    @Test
    void aMoveThatIsNoneHereIsSaidWithItsReason() throws Exception {
        List<String> said = review("n", "t Kd6", "pl", "hello", "q", "q");
        assertTrue(said.contains("That is no move here: Kd6 is not legal here: no king can go to d6."), said.toString());
        assertTrue(said.contains("That is no move here: 'hello' is not a move in algebraic notation; a move looks "
                + "like e4, Nf3, exd5, O-O or e8=Q."), said.toString());
    }

    @Test
    void stepsByMoveAndByMistakeBothWaysAndTheirWords() throws Exception {
        List<String> said = review(".", ".", ",", "b", "n", "b", "next move", "previous move", "back", "q");
        assertTrue(said.get(2).startsWith("Move one, White: pawn echo two"), said.get(2));
        assertTrue(said.get(3).startsWith("Move one, Black: pawn echo seven"), said.get(3));
        assertEquals(said.get(2), said.get(4), "comma goes back a move");
        assertEquals("No earlier mistake.", said.get(5));
        assertTrue(said.get(6).startsWith("Move two, Black: queen delta eight hotel four"), said.get(6));
        assertEquals("No earlier mistake.", said.get(7));
        assertTrue(said.get(8).startsWith("Move three, White: knight foxtrot three takes"), "next move: " + said.get(8));
        assertEquals(said.get(6), said.get(9), "previous move");
        assertEquals("No earlier mistake.", said.get(10), "back: the previous mistake");
    }

    @Test
    void briefIsBrief() throws Exception {
        List<String> said = review(true, "n", "q");
        assertEquals("You: one blunder.", said.get(0));
        assertTrue(said.get(2).startsWith("two, queen delta eight hotel four: blunder"), said.get(2));
    }

    private static List<String> review(String... keys) throws Exception {
        return review(false, keys);
    }

    /** Black's review of a game with one blunder (2...Qh4), by these keys: what was said. */
    private static List<String> review(boolean brief, String... keys) throws Exception {
        try (BuiltInEngine engine = new BuiltInEngine(10, 1)) {
            GameReview review = new Reviewer(engine, ReviewerTest.DEFAULT, AnalysisFile.inMemory())
                    .review(Pgn.readGame("1. e4 e5 2. Nf3 Qh4 3. Nxh4 Nc6 4. d3 1-0"), (d, t) -> { }, () -> false);
            List<String> said = new ArrayList<>();
            Profile en = Profile.load("en");
            new ReviewDialogue(review, new ReviewWords(en, brief), en, Color.BLACK, engine, ReviewerTest.DEFAULT,
                    said::add).run(new BufferedReader(new StringReader(String.join("\n", keys))));
            return said;
        }
    }
}
