package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.words.TabletWords;
import org.junit.jupiter.api.Test;

/** The state message: everything a page draws, worked out on the server. */
class StateMessageTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final StateMessage states = new StateMessage(new TabletWords(Profile.ibca()));

    private JsonNode json(TabletState s, Role role) throws Exception {
        return JSON.readTree(states.json(s, role));
    }

    private static TabletState after(Color sighted, String... uci) {
        List<Move> moves = java.util.Arrays.stream(uci).map(Move::fromUci).toList();
        return new TabletState(Position.initial(), moves, sighted,
                Optional.of(new TabletState.Clocks(60_000, 50_000, Optional.of(Color.BLACK))),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of("Springer Gustav eins Felix drei"));
    }

    @Test
    void theMovesComeInTheProfilesLettersAndInItsLongSpokenStyle() throws Exception {
        JsonNode s = json(after(Color.WHITE, "g1f3", "d7d5"), Role.LISTEN);
        assertEquals("Sf3", s.at("/moves/0/san").asText());
        assertEquals("Springer Gustav eins Felix drei", s.at("/moves/0/spoken").asText());
        assertEquals("Bauer David sieben David fünf", s.at("/moves/1/spoken").asText());
        assertEquals("d7", s.at("/lastMove/from").asText());
        assertEquals("white", s.at("/turn").asText());
        assertEquals("Felix drei, weißer Springer", s.at("/squares/21").asText(), "index 21 is f3");
        assertEquals(64, s.at("/squares").size());
    }

    @Test
    void onlyTheBoardPageOnTheSightedPlayersTurnGetsLegalMoves() throws Exception {
        assertEquals(20, json(after(Color.WHITE), Role.BOARD).at("/legal").size());
        assertEquals(0, json(after(Color.WHITE), Role.LISTEN).at("/legal").size());
        assertEquals(0, json(after(Color.BLACK), Role.BOARD).at("/legal").size(), "white is the blind player's");
        assertEquals(20, json(after(Color.BLACK, "e2e4"), Role.BOARD).at("/legal").size());
    }

    @Test
    void nothingMovesWhileAReadBackIsPendingOrAfterTheEnd() throws Exception {
        TabletState s = after(Color.WHITE);
        TabletState pending = new TabletState(s.start(), s.moves(), s.sightedSide(), s.clocks(),
                Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.REPEAT, "x")), Optional.empty(),
                Optional.empty(), Optional.empty(), s.recent());
        assertEquals(0, json(pending, Role.BOARD).at("/legal").size());
        assertEquals("repeat", json(pending, Role.BOARD).at("/readBack/kind").asText());
        TabletState over = new TabletState(s.start(), s.moves(), s.sightedSide(), s.clocks(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of("Weiß gibt auf. Schwarz gewinnt."), s.recent());
        assertEquals(0, json(over, Role.BOARD).at("/legal").size());
        assertEquals("Weiß gibt auf. Schwarz gewinnt.", json(over, Role.BOARD).at("/result").asText());
    }

    @Test
    void theCheckedKingsSquareTheClocksAndTheRecentWordsAreThere() throws Exception {
        JsonNode s = json(after(Color.WHITE, "e2e4", "f7f6", "d1h5"), Role.BOARD);
        assertEquals("e8", s.at("/check").asText());
        assertEquals(60_000, s.at("/clocks/white").asLong());
        assertEquals("black", s.at("/clocks/running").asText());
        assertEquals("Springer Gustav eins Felix drei", s.at("/recent/0").asText());
        assertTrue(s.at("/question").isNull() && s.at("/drawOffer").isNull() && s.at("/readBack").isNull());
    }

    @Test
    void aGameWithoutAClockSaysSo() throws Exception {
        TabletState s = after(Color.WHITE);
        TabletState untimed = new TabletState(s.start(), s.moves(), s.sightedSide(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), s.recent());
        assertTrue(json(untimed, Role.BOARD).at("/clocks").isNull());
    }
}
