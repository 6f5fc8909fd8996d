package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.ManualTimeSource;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A message lost between the server and a page never leaves the page without its turn: every state is
 * numbered, a page's ping says the last it saw, and a page that missed one is sent the whole state again.
 */
class LostMessageTest {
    @RegisterExtension
    static final BrowserPerClass BROWSER = new BrowserPerClass();

    private static TabletState after(String... uci) {
        return ScriptedGame.state(Position.initial(), java.util.Arrays.stream(uci).map(Move::fromUci).toList());
    }

    @Test
    void aBoardPageThatMissedTheStateGivingItsTurnGetsItWithinOnePing() throws Exception {
        ScriptedGame game = new ScriptedGame(Profile.load("en"), after("e2e4"));
        Chromium chromium = BROWSER.chromium();
        try (TabletServer server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of("246810"), new ManualTimeSource()));
                LossyLink link = new LossyLink(server.port())) {
            Pages pages = new Pages(chromium);
            pages.openBoard("http://127.0.0.1:" + link.port() + "/", server.code());
            assertNotEquals("Your move.", pages.text("#status"), "Black, the blind player, is to move");

            CountDownLatch lost = link.loseNextState();
            game.publish(after("e2e4", "e7e5"), new TabletEvent("move", "Black: pawn e7 to e5."));
            assertTrue(link.awaitLoss(lost), "the relay lost the state that gives White the move");
            assertTrue(link.dropped().contains("e7e5") || link.dropped().contains("\"turn\":\"white\""), link.dropped());

            // a page pings every 5 s; the whole state comes back with the first pong after the loss
            new WebDriverWait(chromium.driver, Duration.ofSeconds(20))
                    .withMessage("the board page to get its turn again, its status is '" + pages.text("#status") + "'")
                    .until(d -> "Your move.".equals(d.findElement(By.id("status")).getText()));
            assertEquals("p", pages.pieceOn("e5"), "the board shows Black's move");
            assertEquals("", pages.pieceOn("e7"));
            pages.close();
        }
    }

    @Test
    void aPingWithAnOlderStateIsAnsweredWithTheWholeStateAndACurrentOneWithPongAlone() {
        ScriptedGame game = new ScriptedGame(Profile.load("en"), after("e2e4"));
        try (TabletServer server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of("246810"), new ManualTimeSource()));
                Socket board = Socket.open(server)) {
            board.pair(server, Role.BOARD);
            game.publish(after("e2e4", "e7e6"), new TabletEvent("move", "Black: pawn e7 to e6."));
            long first = board.next("state").path("seq").asLong();
            game.publish(after("e2e4", "e7e5"), new TabletEvent("move", "Black: pawn e7 to e5."));
            JsonNode newer = board.next("state");
            assertEquals(first + 1, newer.path("seq").asLong(), "each published state has the next number");

            board.send("{\"type\":\"ping\",\"seen\":" + newer.path("seq").asLong() + "}");
            assertEquals("pong", board.next().path("type").asText());
            board.send("{\"type\":\"ping\",\"seen\":" + first + "}");
            assertEquals("pong", board.next().path("type").asText());
            JsonNode again = board.next();
            assertEquals("state", again.path("type").asText(), "the page that missed a state gets it again");
            assertEquals(newer.path("seq").asLong(), again.path("seq").asLong());
            assertEquals("white", again.path("turn").asText());
            assertTrue(again.path("legal").toString().contains("g1f3"), "with the sighted player's moves");
            assertTrue(board.answersPing(), "nothing else was sent: the next message is the next pong");
        }
    }
}
