package org.hektor.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Pgn;
import org.hektor.engine.BuiltInEngine;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;

/**
 * A whole review by keys and by the review's hearing, with Hektor's own engine: summary, next mistake, position, better,
 * why, a tried move read back and judged, play on.
 */
class ReviewDialogueTest {
    private static final String GAME = "1. e4 e5 2. Nf3 Qh4 3. Nxh4 Nc6 4. d3 1-0";

    @Test
    void aWholeReviewByKeys() throws Exception {
        List<String> said = review("n", "p", "w q", "s", "y", "t Qf6", "", "t Nc6", "yes", "pl", "a6", "", "q", "n", "q");
        assertEquals("You made one blunder.", said.get(0));
        assertEquals("White: no mistake.", said.get(1));
        assertTrue(said.get(2).startsWith("Move two, Black: queen delta eight hotel four") && said.get(2).endsWith("blunder."), said.get(2));
        assertTrue(said.get(3).startsWith("White: king echo one"), "the position before the mistake: " + said.get(3));
        assertTrue(said.get(4).contains("delta eight"), "where the queens stand: " + said.get(4));
        assertTrue(said.get(5).startsWith("Better was "), said.get(5));
        assertTrue(said.get(6).startsWith("After queen delta eight hotel four comes knight"), said.get(6));
        assertEquals("queen delta eight foxtrot six. Correct?", said.get(7), "a typed move is read back, as in a game");
        assertTrue(said.get(8).startsWith("Better than the move played, but ")
                || said.get(8).equals("As good as the best move."), "Qf6 saves the queen (Enter confirmed it): " + said.get(8));
        assertEquals("knight bravo eight charlie six. Correct?", said.get(9));
        assertEquals("As good as the best move.", said.get(10));
        assertEquals("You play on from here as Black against Hektor.", said.get(11));
        assertTrue(said.get(12).startsWith("Hektor plays "), "the engine answers the tried move: " + said.get(12));
        assertEquals("pawn alfa seven alfa six. Correct?", said.get(13), "a move played on is read back");
        assertTrue(said.get(14).startsWith("Hektor plays "), "and the move played on: " + said.get(14));
        assertEquals("Back to the review.", said.get(15));
        assertEquals("No later mistake.", said.get(16));
        assertEquals("The review ends.", said.get(17));
        assertEquals(18, said.size(), said.toString());
    }

    /**
     * Contract §3 and rule 2.6, as in a game: a move said is read back in long style and counts only after yes; no or
     * "correction" withdraws it with the game's sentence and nothing is judged or played. Heard through the review's
     * own hearing (what the microphone's words become), the position the one the dialogue hears in.
     */
    @Test
    void aSpokenTriedMoveIsReadBackAndJudgedOnlyAfterYes() throws Exception {
        List<String> said = reviewBy(Profile.load("en"), Color.BLACK, "next", "queen delta eight foxtrot six", "correction",
                "position", "queen delta eight foxtrot six", "yes", "play on", "pawn alfa seven alfa six", "no", "stop", "stop");
        assertEquals("queen delta eight foxtrot six. Correct?", said.get(3));
        assertEquals("Withdrawn.", said.get(4), "correction withdraws it: nothing judged");
        assertTrue(said.get(5).startsWith("White: king echo one"), "a read-out between: " + said.get(5));
        assertEquals("queen delta eight foxtrot six. Correct?", said.get(6));
        assertTrue(said.get(7).startsWith("Better than the move played, but ") || said.get(7).equals("As good as the best move."),
                "judged after yes: " + said.get(7));
        assertEquals("You play on from here as Black against Hektor.", said.get(8));
        assertTrue(said.get(9).startsWith("Hektor plays "), said.get(9));
        assertEquals("pawn alfa seven alfa six. Correct?", said.get(10));
        assertEquals("Withdrawn.", said.get(11), "no withdraws the move played on: the engine does not answer");
        assertEquals("Back to the review.", said.get(12));
        assertEquals("The review ends.", said.get(13));
        assertEquals(14, said.size(), said.toString());
    }

    @Test
    void aSpokenTriedMoveIsReadBackInTheProfilesWords() throws Exception {
        List<String> said = reviewBy(Profile.load("ibca"), Color.WHITE, "nächster Zug", "Springer Gustav eins Felix drei",
                "Korrektur", "Springer Gustav eins Felix drei", "ja", "stopp");
        assertEquals("Springer Gustav eins Felix drei. Richtig?", said.get(3), said.toString());
        assertEquals("Zurückgenommen.", said.get(4));
        assertEquals("Springer Gustav eins Felix drei. Richtig?", said.get(5));
        assertFalse(said.get(6).endsWith("Richtig?"), "judged after ja: " + said.get(6));
        assertEquals(8, said.size(), said.toString());
    }

    /**
     * A move tried that is none here is refused as a game refuses it, in the player's language; what is no move at all
     * gets the review's help. Both in the review and when playing on.
     */
    @Test
    void aMoveThatIsNoneHereIsSaidWithItsReasonInThePlayersLanguage() throws Exception {
        List<String> said = review("n", "t Kd6", "pl", "hello", "q", "q");
        assertTrue(said.contains("Kd6 is not legal here: no king can go to d6."), said.toString());
        assertTrue(said.contains("Not understood: say next, back, better, why, a move, or help."), said.toString());
        List<String> gesagt = review(Profile.load("ibca"), false, "n", "t Kd6", "Springer Eva fünf",
                "Turm Anna eins Anna drei", "hello", "pl", "Dame Eva zwei", "q", "q");
        for (String sentence : List.of("Dieser Zug ist hier nicht möglich.", "Kein Springer kann Eva fünf erreichen.",
                "Auf Anna eins steht kein Turm von Ihnen.",
                "Nicht verstanden: sagen Sie weiter, zurück, besser, warum, einen Zug oder Hilfe.",
                "Keine Dame kann Eva zwei erreichen.")) {
            assertTrue(gesagt.contains(sentence), sentence + " in " + gesagt);
        }
    }

    /**
     * The read-outs a game answers are the review's too, said and typed in the profile's words as in a game: "position",
     * "where" and a piece (a pawn too, which has no key letter), "what" and a square, "help" — the refusal itself tells
     * the player to say or type "help".
     */
    @Test
    void theGamesReadOutsAndHelpAreAnsweredSaidAndTyped() throws Exception {
        List<String> byKeys = review(Profile.load("ibca"), false, "n", "p", "w S", "?", "q");
        List<String> typed = review(Profile.load("ibca"), false, "n", "Stellung", "Wo Springer", "Hilfe", "Wo Bauer",
                "Was Hektor vier", "Was Eva fünf", "q");
        List<String> said = reviewBy(Profile.load("ibca"), Color.BLACK, "weiter", "Stellung", "Wo Springer", "Hilfe",
                "Wo Bauer", "Was Hektor vier", "Was Eva fünf", "stopp");
        assertEquals(byKeys.subList(2, 6), typed.subList(2, 6), "typed as said, as the keys answer: " + typed);
        assertEquals(typed, said, "typed as said, as heard");
        assertTrue(typed.get(3).startsWith("Weiß: König Eva eins;"), "the position the mistake was played in: " + typed);
        assertEquals("Springer: Weiß Bella eins, Felix drei; Schwarz Bella acht, Gustav acht.", typed.get(4));
        assertTrue(typed.get(5).startsWith("Tasten: ") && typed.get(5).contains("was und ein Feld"), typed.get(5));
        assertTrue(typed.get(6).startsWith("Bauer: Weiß Anna zwei,") && typed.get(6).contains("Schwarz Eva fünf,"),
                "where the pawns stand: " + typed.get(6));
        assertEquals("Hektor vier: leer.", typed.get(7), "before 2...Qh4 the queen is not there yet");
        assertEquals("Eva fünf: Bauer, Schwarz.", typed.get(8));
        assertEquals(10, typed.size(), typed.toString());
        List<String> english = review("n", "what echo five", "where pawn", "help", "q");
        assertEquals("Echo five: pawn, Black.", english.get(3), english.toString());
        assertTrue(english.get(4).startsWith("Pawn: White alfa two,"), english.get(4));
        assertTrue(english.get(5).startsWith("Keys: ") && english.get(5).contains("what and a square"), english.get(5));
        assertEquals(7, english.size(), english.toString());
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

    /** The review's keys found by their places with the Russian layout on ("т" is where "n" is) are the same keys. */
    @Test
    void withTheRussianLayoutOnTheKeysInTheirPlacesAreTheKeys() throws Exception {
        Profile russian = Profile.load("ibca", "ru");
        List<String> byLatin = review(russian, false, "n", "p", ".", ",", "s", "pl", "q", "q");
        List<String> byPlace = review(russian, false, "т", "з", "ю", "б", "ы", "зд", "й", "Й");
        assertEquals(byLatin.size(), byPlace.size(), byPlace.toString());
        for (int i = 0; i < byLatin.size(); i++) {
            // the engine's own reply may differ
            if (!byLatin.get(i).startsWith("Гектор") && !byLatin.get(i).startsWith("Hektor")) {
                assertEquals(byLatin.get(i), byPlace.get(i), byPlace.toString());
            }
        }
        assertTrue(byPlace.get(byPlace.size() - 1).startsWith("Разбор"), "the key of q ends the review: " + byPlace);
    }

    /** An arrow key types nothing: said so, and the next key works as ever. */
    @Test
    void anArrowKeyTypesNothing() throws Exception {
        List<String> said = review("\u001b[A", "n", "q");
        assertEquals("Keys like the arrows type nothing here: type a move or a command, then Enter.", said.get(2));
        assertTrue(said.get(3).startsWith("Move two, Black: queen delta eight hotel four"), said.get(3));
    }

    @Test
    void briefIsBrief() throws Exception {
        List<String> said = review(true, "n", "q");
        assertEquals("You: one blunder.", said.get(0));
        assertTrue(said.get(2).startsWith("two, queen delta eight hotel four: blunder"), said.get(2));
    }

    /**
     * Black's (or White's) review in {@code profile}'s words, by voice: each utterance heard by the review's hearing in
     * the position the dialogue hears in, and its line handed to the dialogue, as the microphone's are.
     */
    private static List<String> reviewBy(Profile profile, Color player, String... spoken) throws Exception {
        try (BuiltInEngine engine = new BuiltInEngine(10, 1)) {
            GameReview review = new Reviewer(engine, ReviewerTest.DEFAULT, AnalysisFile.inMemory())
                    .review(Pgn.readGame(GAME), (d, t) -> { }, () -> false);
            List<String> said = new ArrayList<>();
            ReviewWords words = new ReviewWords(profile, false);
            ReviewHearing hearing = new ReviewHearing(profile, words.words());
            ReviewDialogue dialogue = new ReviewDialogue(review, words, profile, player, engine, ReviewerTest.DEFAULT, said::add);
            Iterator<String> utterances = List.of(spoken).iterator();
            dialogue.run(() -> utterances.hasNext()
                    ? hearing.line(dialogue.position(), List.of(Hypothesis.of(utterances.next()))) : null);
            return said;
        }
    }

    private static List<String> review(String... keys) throws Exception {
        return review(false, keys);
    }

    private static List<String> review(boolean brief, String... keys) throws Exception {
        return review(Profile.load("en"), brief, keys);
    }

    /** Black's review of a game with one blunder (2...Qh4), in {@code profile}'s words, by these keys: what was said. */
    private static List<String> review(Profile profile, boolean brief, String... keys) throws Exception {
        try (BuiltInEngine engine = new BuiltInEngine(10, 1)) {
            GameReview review = new Reviewer(engine, ReviewerTest.DEFAULT, AnalysisFile.inMemory())
                    .review(Pgn.readGame(GAME), (d, t) -> { }, () -> false);
            List<String> said = new ArrayList<>();
            new ReviewDialogue(review, new ReviewWords(profile, brief), profile, Color.BLACK, engine, ReviewerTest.DEFAULT,
                    said::add).run(new BufferedReader(new StringReader(String.join("\n", keys))));
            return said;
        }
    }
}
