package org.hektor.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;

/**
 * Help, rate and verbosity found without a position: the same answer as {@link Understanding} gives in every position
 * wherever no hypothesis may name a move, and beside one the answer that the position decides.
 */
class TalkWordsTest {
    private static final Understanding EN = new Understanding(Profile.load("en"));
    private static final Understanding IBCA = new Understanding(Profile.load("ibca"));
    /** The start, a position where no knight reaches f3 (only kings and rooks), and one after the game (mate). */
    private static final List<Position> POSITIONS = List.of(Positions.START, Positions.CASTLING,
            Position.fromFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"));

    @Test
    void aTalkWordTypedOrHeardAloneIsSaid() {
        TalkWords en = new TalkWords(EN);
        assertEquals(new TalkWord.Said(CommandWord.FASTER), en.heard(List.of(Hypothesis.of("faster"))));
        assertEquals(new TalkWord.Said(CommandWord.HELP_KEYS), en.heard(List.of(Hypothesis.of("help keys"))));
        assertEquals(new TalkWord.Said(CommandWord.BRIEF), en.heard(List.of(Hypothesis.of("less talk", 0.9))));
        assertEquals(new TalkWord.Said(CommandWord.FASTER),
                new TalkWords(IBCA).heard(List.of(Hypothesis.of("schneller"))));
    }

    @Test
    void wordsForTheGameAreNone() {
        TalkWords en = new TalkWords(EN);
        for (String text : List.of("knight foxtrot three", "Nf3", "e2e4", "time", "where knight", "yes", "blah", "")) {
            assertEquals(TalkWord.NONE, en.heard(List.of(Hypothesis.of(text))), text);
        }
        assertEquals(TalkWord.NONE, en.heard(List.of()));
        // a command heard first wins over a talk word heard after it (order, section 3)
        assertEquals(TalkWord.NONE, en.heard(List.of(Hypothesis.of("time"), Hypothesis.of("faster"))));
    }

    @Test
    void aTalkWordThatDoesNotBeatItsRivalsByTheMarginIsNone() {
        TalkWords en = new TalkWords(EN);
        assertEquals(TalkWord.NONE, en.heard(List.of(Hypothesis.of("faster", 0.55), Hypothesis.of("slower", 0.45))));
        assertEquals(TalkWord.NONE, en.heard(List.of(Hypothesis.of("faster", 0.64), Hypothesis.noPhrase(0.36))));
        assertEquals(new TalkWord.Said(CommandWord.FASTER),
                en.heard(List.of(Hypothesis.of("faster", 0.9), Hypothesis.noPhrase(0.1))));
    }

    @Test
    void besideWordsThatMayNameAMoveThePositionDecides() {
        List<Hypothesis> heard = List.of(Hypothesis.of("knight foxtrot three"), Hypothesis.of("faster"));
        assertEquals(new TalkWord.BesideAMovePhrase(), new TalkWords(EN).heard(heard));
        // why: at the start the knight move wins; where no knight reaches f3 it drops out and "faster" is meant
        assertEquals("MOVE g1f3", Answers.line(EN.understand(Positions.START, heard)));
        assertEquals("COMMAND faster", Answers.line(EN.understand(Positions.CASTLING, heard)));
        assertEquals(new TalkWord.BesideAMovePhrase(),
                new TalkWords(EN).heard(List.of(Hypothesis.of("faster", 0.9), Hypothesis.of("Nf3", 0.1))));
    }

    @Test
    void everyAnswerIsTheOneUnderstandingGivesInEveryPosition() {
        List<Hypothesis> words = List.of(Hypothesis.of("faster"), Hypothesis.of("slower"), Hypothesis.of("help"),
                Hypothesis.of("help keys"), Hypothesis.of("less talk"), Hypothesis.of("normal"),
                Hypothesis.of("headphones"), Hypothesis.of("time"), Hypothesis.of("draw"), Hypothesis.of("resign"),
                Hypothesis.of("where knight"), Hypothesis.of("what echo four"), Hypothesis.of("yes"),
                Hypothesis.of("blah"), Hypothesis.of("knight"), Hypothesis.of("three"),
                Hypothesis.of("knight foxtrot three"), Hypothesis.of("echo four"), Hypothesis.of("Nf3"),
                Hypothesis.noPhrase(0.5));
        double[][] weights = {null, {0.9, 0.1}, {0.7, 0.3}, {0.5, 0.5}, {0.2, 0.8}};
        TalkWords talk = new TalkWords(EN);
        int said = 0;
        int decidedElsewhere = 0;
        for (Hypothesis first : words) {
            for (Hypothesis second : words) {
                for (double[] w : weights) {
                    List<Hypothesis> heard = weigh(List.of(first, second), w);
                    TalkWord answer = talk.heard(heard);
                    if (answer instanceof TalkWord.BesideAMovePhrase) {
                        decidedElsewhere++;
                        continue;
                    }
                    for (Position p : POSITIONS) {
                        Heard understood = EN.understand(p, heard);
                        TalkWord expected = understood instanceof Heard.Command c && c.word().changesTheTalk()
                                ? new TalkWord.Said(c.word()) : TalkWord.NONE;
                        assertEquals(expected, answer, heard + " in " + p.fen());
                    }
                    said += answer instanceof TalkWord.Said ? 1 : 0;
                }
            }
        }
        assertTrue(said > 50, "talk words said: " + said);
        assertTrue(decidedElsewhere > 50, "beside a move phrase: " + decidedElsewhere);
    }

    @Test
    void onlyATalkWordIsSaid() {
        assertThrows(IllegalArgumentException.class, () -> new TalkWord.Said(CommandWord.RESIGN));
    }

    private static List<Hypothesis> weigh(List<Hypothesis> texts, double[] weights) {
        if (weights == null) {
            return texts;
        }
        List<Hypothesis> weighed = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            weighed.add(texts.get(i).isNoPhrase() ? Hypothesis.noPhrase(weights[i])
                    : Hypothesis.of(texts.get(i).text(), weights[i]));
        }
        return weighed;
    }

    /** What the session's talk check answers from one reading of the words; the position only when it decides. */
    private static Optional<CommandWord> command(Supplier<Position> position, List<Hypothesis> heard) {
        return new TalkWords(EN).command(EN.read(heard), position);
    }

    private static final Supplier<Position> NOT_ASKED = () -> fail("the position was asked for");

    @Test
    void aTalkWordOrAMoveAloneIsToldWithoutThePosition() {
        assertEquals(Optional.of(CommandWord.FASTER), command(NOT_ASKED, List.of(Hypothesis.of("faster"))));
        assertEquals(Optional.of(CommandWord.HELP_KEYS),
                command(NOT_ASKED, List.of(Hypothesis.of("help keys", 0.8), Hypothesis.noPhrase(0.2))));
        assertEquals(Optional.empty(), command(NOT_ASKED, List.of(Hypothesis.of("knight foxtrot three", 0.7),
                Hypothesis.of("knight foxtrot four", 0.3))));
        assertEquals(Optional.empty(), command(NOT_ASKED, List.of(Hypothesis.of("Nf3"))));
        assertEquals(Optional.empty(), command(NOT_ASKED, List.of(Hypothesis.of("time"))));
    }

    @Test
    void besideAMovePhraseThePositionIsAskedAndDecides() {
        List<Hypothesis> heard = List.of(Hypothesis.of("knight foxtrot three"), Hypothesis.of("faster"));
        assertEquals(Optional.empty(), command(Position::initial, heard));
        // no knight reaches f3 here: the move drops out and "faster" is meant
        assertEquals(Optional.of(CommandWord.FASTER),
                command(() -> Position.fromFen("3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1"), heard));
    }
}
