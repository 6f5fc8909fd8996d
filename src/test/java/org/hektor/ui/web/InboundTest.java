package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The message schema of docs/tablet.md: what is accepted, and the one sentence for what is not. */
class InboundTest {

    @Test
    void everyTypeOfTheSchemaReadsIntoItsRecord() {
        assertEquals(new Inbound.Hello(Role.BOARD, "123456", Optional.empty()),
                Inbound.parse("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"123456\"}"));
        assertEquals(new Inbound.Hello(Role.LISTEN, "123456", Optional.of("ab12")),
                Inbound.parse("{\"type\":\"hello\",\"role\":\"listen\",\"code\":\"123456\",\"token\":\"ab12\"}"));
        assertEquals(new Inbound.Touch(Square.parse("g1")), Inbound.parse("{\"type\":\"touch\",\"square\":\"g1\"}"));
        assertEquals(new Inbound.MoveRequest(Move.fromUci("e7e8n")),
                Inbound.parse("{\"type\":\"move\",\"from\":\"e7\",\"to\":\"e8\",\"promotion\":\"n\"}"));
        assertEquals(new Inbound.MoveRequest(Move.fromUci("e2e4")),
                Inbound.parse("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\",\"promotion\":null}"));
        assertEquals(new Inbound.Say("Springer Gustav eins Felix drei"),
                Inbound.parse("{\"type\":\"say\",\"text\":\"  Springer Gustav eins Felix drei \"}"));
        assertEquals(new Inbound.Ask(Inbound.Question.WHERE, Optional.of(PieceType.KNIGHT), Optional.empty()),
                Inbound.parse("{\"type\":\"ask\",\"what\":\"where\",\"piece\":\"knight\"}"));
        assertEquals(new Inbound.Ask(Inbound.Question.WHAT, Optional.empty(), Optional.of(Square.parse("e4"))),
                Inbound.parse("{\"type\":\"ask\",\"what\":\"what\",\"square\":\"e4\"}"));
        assertEquals(new Inbound.Ask(Inbound.Question.TIME, Optional.empty(), Optional.empty()),
                Inbound.parse("{\"type\":\"ask\",\"what\":\"time\"}"));
        assertEquals(new Inbound.Confirm(), Inbound.parse("{\"type\":\"confirm\"}"));
        assertEquals(new Inbound.Correct(), Inbound.parse("{\"type\":\"correct\"}"));
        assertEquals(new Inbound.Draw(Inbound.DrawAction.DECLINE), Inbound.parse("{\"type\":\"draw\",\"action\":\"decline\"}"));
        assertEquals(new Inbound.Resign(), Inbound.parse("{\"type\":\"resign\"}"));
        assertEquals(new Inbound.Claim(), Inbound.parse("{\"type\":\"claim\"}"));
        assertEquals(new Inbound.Handover(false), Inbound.parse("{\"type\":\"handover\",\"allow\":false}"));
        assertEquals(new Inbound.Ping(), Inbound.parse("{\"type\":\"ping\"}"));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            {"type":"castle"}                                  | There is no message type 'castle'.
            {"square":"e2"}                                    | The message has no type.
            {"type":7}                                         | The message has no type.
            {"type":"touch"}                                   | A touch message needs the field 'square'.
            {"type":"touch","square":"i9"}                     | 'i9' is not a square; squares are a1 to h8.
            {"type":"touch","square":"e22"}                    | 'e22' is not a square; squares are a1 to h8.
            {"type":"touch","square":5}                        | The field 'square' must be text.
            {"type":"move","from":"e2"}                        | A move message needs the field 'to'.
            {"type":"move","from":"e7","to":"e8","promotion":"k"} | A pawn is promoted to q, r, b or n.
            {"type":"touch","square":"e2","move":"e4"}         | A touch message has no field 'move'.
            {"type":"say","text":""}                           | The field 'text' is empty.
            {"type":"say","text":"a\\u0007b"}                  | The field 'text' contains control characters.
            {"type":"ask","what":"weather"}                    | The field 'what' is one of repeat, time, position, where, what.
            {"type":"ask","what":"where"}                      | A ask message needs the field 'piece'.
            {"type":"ask","what":"time","square":"e4"}         | Only a 'what' question names a square.
            {"type":"hello","role":"arbiter","code":"1"}       | The field 'role' is one of board, listen.
            {"type":"handover","allow":"yes"}                  | The field 'allow' must be true or false.
            [1,2,3]                                            | A message is a JSON object with a type.
            "move"                                             | A message is a JSON object with a type.
            {"type":"move",                                    | The message is not JSON.
            not json at all                                    | The message is not JSON.
            {"type":"say","type":"resign"}                     | The message is not JSON.
            {"type":"say","text":"e4","text":"aufgeben"}       | The message is not JSON.
            {"type":"ping"}garbage                             | The message is not JSON.
            {"type":"ping"}{"type":"resign"}                   | The message is not JSON.
            {"type":"draw","action":"OFFER"}                   | The field 'action' is one of offer, accept, decline.
            {"type":"draw","action":"offer "}                  | The field 'action' is one of offer, accept, decline.
            {"type":"hello","role":"Board","code":"1"}         | The field 'role' is one of board, listen.
            {"type":"ask","what":"where","piece":"KNIGHT"}     | The field 'piece' is one of pawn, knight, bishop, rook, queen, king.
            {"type":"touch","square":"E7"}                     | 'E7' is not a square; squares are a1 to h8.
            {"type":"touch","square":"e5 "}                    | 'e5 ' is not a square; squares are a1 to h8.
            {"type":"move","from":" e2","to":"e4"}             | ' e2' is not a square; squares are a1 to h8.
            {"type":"move","from":"e7","to":"e8","promotion":"Q"} | A pawn is promoted to q, r, b or n.
            """)
    void aBadMessageIsOneSentenceSayingWhatIsWrong(String message, String sentence) {
        BadMessageException e = assertThrows(BadMessageException.class, () -> Inbound.parse(message));
        assertEquals(sentence, e.getMessage());
    }

    @Test
    void anEmptyOrOverlongMessageIsRefused() {
        assertEquals("The message was empty.", assertThrows(BadMessageException.class, () -> Inbound.parse("")).getMessage());
        String longText = "{\"type\":\"say\",\"text\":\"" + "a".repeat(300) + "\"}";
        assertEquals("The field 'text' is longer than 200 characters.",
                assertThrows(BadMessageException.class, () -> Inbound.parse(longText)).getMessage());
        assertEquals("The message is too long.",
                assertThrows(BadMessageException.class, () -> Inbound.parse(" ".repeat(Inbound.MAX_LENGTH + 1))).getMessage());
    }

    @Test
    void aStrangeFieldNameIsNeverEchoedBackAsItCame() {
        String m = "{\"type\":\"touch\",\"<script>alert(1)</script>\":1}";
        String sentence = assertThrows(BadMessageException.class, () -> Inbound.parse(m)).getMessage();
        assertTrue(!sentence.contains("<") && !sentence.contains(">"), sentence);
    }

    @Test
    void randomMessagesAreReadOrRefusedWithASentenceNeverAnythingElse() {
        RandomMessages random = new RandomMessages(42, true);
        int read = 0;
        for (int i = 0; i < 5000; i++) {
            String m = i % 4 == 0 ? random.garbage() : random.json();
            try {
                Inbound.parse(m);
                read++;
            } catch (BadMessageException e) {
                assertTrue(e.getMessage().endsWith("."), e.getMessage());
            }
        }
        assertTrue(read > 50, "some random messages are valid: " + read);
    }
}
