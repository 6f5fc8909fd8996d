package org.hektor.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.hektor.chess.Move;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** An ASK is read out as a numbered list in long style; the player answers with a number, the move, or a correction. */
class AskTest {
    private static final Understanding IBCA = new Understanding(Profile.ibca());
    private static final Understanding EN = new Understanding(Profile.load("en"));
    private static final Heard.Ask KNIGHTS = (Heard.Ask) IBCA.understand(Positions.TWO_KNIGHTS, "Springer David zwei");

    @Test
    void theQuestionIsReadAsANumberedListInLongStyle() {
        assertEquals(List.of(Move.fromUci("b1d2"), Move.fromUci("f3d2")), KNIGHTS.moves());
        assertEquals("Eins: Springer Bella eins David zwei. Zwei: Springer Felix drei David zwei.",
                new Announcer(Profile.ibca()).askList(Positions.TWO_KNIGHTS, KNIGHTS.moves()));
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Eins                            | MOVE b1d2
            Zwei                            | MOVE f3d2
            zwo                             | MOVE f3d2
            2                               | MOVE f3d2
            äh zwei                         | MOVE f3d2
            drei                            | REJECT say a number from 1 to 2
            Springer Felix drei David zwei  | MOVE f3d2
            Springer Felix David zwei       | MOVE f3d2
            Korrektur                       | COMMAND correction
            nein                            | COMMAND correction
            Springer David zwei             | ASK b1d2 f3d2
            Springer Eva fünf               | MOVE f3e5
            blah                            | REJECT not understood
            """)
    void theAnswerIsANumberTheFullMoveOrACorrection(String text, String expected) {
        assertEquals(expected, Answers.line(IBCA.answer(Positions.TWO_KNIGHTS, KNIGHTS, text)));
    }

    @Test
    void aNumberFromAnNBestListSkipsWhatIsNotUnderstood() {
        Heard h = IBCA.answer(Positions.TWO_KNIGHTS, KNIGHTS, List.of(Hypothesis.of("[unk]"), Hypothesis.of("zwei")));
        assertEquals("MOVE f3d2", Answers.line(h));
    }

    @Test
    void englishNumbersAnswerToo() {
        assertEquals("MOVE f3d2", Answers.line(EN.answer(Positions.TWO_KNIGHTS, KNIGHTS, "two")));
        assertEquals("MOVE b1d2", Answers.line(EN.answer(Positions.TWO_KNIGHTS, KNIGHTS, "one")));
        assertInstanceOf(Heard.Command.class, EN.answer(Positions.TWO_KNIGHTS, KNIGHTS, "cancel"));
    }

    @Test
    void aPromotionQuestionIsAnsweredByNumber() {
        Heard.Ask ask = (Heard.Ask) IBCA.understand(Positions.PROMOTION, "Gustav acht");
        assertEquals("Eins: Bauer Gustav sieben Gustav acht Läufer. Zwei: Bauer Gustav sieben Gustav acht Springer. "
                + "Drei: Bauer Gustav sieben Gustav acht Dame Schach. Vier: Bauer Gustav sieben Gustav acht Turm Schach.",
                new Announcer(Profile.ibca()).askList(Positions.PROMOTION, ask.moves()));
        assertEquals("MOVE g7g8q", Answers.line(IBCA.answer(Positions.PROMOTION, ask, "drei")));
        assertEquals("MOVE g7g8r", Answers.line(IBCA.answer(Positions.PROMOTION, ask, "Gustav acht Turm")));
    }
}
