package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.ManualTimeSource;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * The two pages in headless Chromium against states the test sets: what each page shows of a state and what
 * it sends for each gesture. The game behind them is {@link ScriptedGame}; the whole game, pages and real
 * session together, is {@code TabletGameTest}.
 */
class TabletPagesTest {
    private static Chromium chromium;
    private ScriptedGame game;
    private TabletServer server;
    private Pages pages;

    @BeforeAll
    static void browser() {
        chromium = Chromium.start(1024, 768);
    }

    @AfterAll
    static void quit() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @BeforeEach
    void start() {
        game = new ScriptedGame(Profile.ibca(), ScriptedGame.start());
        server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of("246810"), new ManualTimeSource()));
        chromium.viewport(1024, 768);
        pages = new Pages(chromium);
        pages.open(server);
    }

    @AfterEach
    void stop() {
        pages.close();
        server.close();
    }

    private static TabletState after(String... uci) {
        return ScriptedGame.state(Position.initial(), java.util.Arrays.stream(uci).map(Move::fromUci).toList());
    }

    private List<Inbound> sent() {
        return game.submitted.stream().map(ScriptedGame.Submitted::action).toList();
    }

    private void waitForSent(int n) {
        chromium.waitFor(n + " messages to reach the game, got " + sent(), d -> game.submitted.size() >= n);
    }

    @Test
    void tapTapTouchesThePieceThenMovesIt() {
        pages.board();
        assertEquals("P", pages.pieceOn("e2"));
        pages.click("e2");
        waitForSent(1);
        assertEquals(new Inbound.Touch(Square.parse("e2")), sent().get(0), "rule 2.9e: the touch is reported");
        assertEquals(2, chromium.driver.findElements(By.cssSelector("#targets circle")).size(), "e3 and e4 are offered");
        pages.click("e4");
        waitForSent(2);
        assertEquals(new Inbound.MoveRequest(Move.fromUci("e2e4")), sent().get(1));
        assertEquals(Role.BOARD, game.submitted.get(1).from());
    }

    @Test
    void anIllegalClickIsRefusedOnThePageAndNothingIsSent() {
        pages.board();
        pages.click("e2");
        waitForSent(1);
        pages.click("e5");
        pages.waitForText("#status", "Dieser Zug ist nicht erlaubt: e2 nach e5.");
        pages.click("d8");   // an opponent's piece: not the sighted player's to touch
        assertEquals(List.of(new Inbound.Touch(Square.parse("e2"))), sent());
        assertEquals("P", pages.pieceOn("e2"));
    }

    @Test
    void draggingAPieceTouchesItAndMovesIt() {
        pages.board();
        pages.drag("g1", "f3");
        waitForSent(2);
        assertEquals(List.of(new Inbound.Touch(Square.parse("g1")), new Inbound.MoveRequest(Move.fromUci("g1f3"))), sent());
    }

    @Test
    void thePromotionChooserSendsThePieceChosen() {
        Position p = Position.fromFen("8/4P3/8/8/8/k7/8/4K3 w - - 0 1");
        game.publish(ScriptedGame.state(p, List.of()), new TabletEvent("info", "Neue Stellung."));
        pages.board();
        chromium.waitFor("the pawn on e7", d -> pages.pieceOn("e7").equals("P"));
        pages.click("e7");
        pages.click("e8");
        chromium.waitFor("the chooser", d -> d.findElement(By.id("promotion")).isDisplayed());
        assertEquals("Springer", chromium.find("#promotion [data-piece=n] span").getText(), "the profile's piece words");
        chromium.find("#promotion [data-piece=n]").click();
        waitForSent(2);
        assertEquals(new Inbound.MoveRequest(Move.fromUci("e7e8n")), sent().get(1));
    }

    @Test
    void theBoardShowsTheLastMoveTheCheckTheClocksTheMovesAndTheReadBackBanner() {
        TabletState s = after("e2e4", "f7f6", "d2d4", "g7g5", "d1h5");
        TabletState pending = new TabletState(s.start(), s.moves(), Color.BLACK,
                Optional.of(new TabletState.Clocks(251_000, 183_000, Optional.of(Color.BLACK))),
                Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.REPEAT, "Dame David eins Hektor fünf Schach")),
                Optional.empty(), Optional.empty(), Optional.empty(), List.of());
        game.publish(pending, new TabletEvent("move", "Dame David eins Hektor fünf Schach"));
        pages.board();
        pages.waitForText("#banner", "Warten, bis der blinde Spieler Ihren Zug wiederholt: Dame David eins Hektor fünf Schach");
        assertEquals("e8", chromium.find("#marks .check").getAttribute("data-square"));
        List<String> last = chromium.driver.findElements(By.cssSelector("#marks .last")).stream()
                .map(e -> e.getAttribute("data-square")).sorted().toList();
        assertEquals(List.of("d1", "h5"), last);
        assertTrue(pages.text("#clock-top .time").matches("4:1\\d"), "white, the blind player here, has 4:11");
        assertTrue(pages.text("#clock-bottom .time").matches("[23]:\\d\\d"), "black's clock runs down from 3:03");
        assertTrue(chromium.find("#clock-bottom").getAttribute("class").contains("running"));
        assertEquals(List.of("e4 f6", "d4 g5", "Dh5#"), chromium.driver.findElements(By.cssSelector("#moves li")).stream()
                .map(e -> e.getText().replaceAll("\\s+", " ")).toList());
        assertEquals("Dame David eins Hektor fünf Schach", pages.text("#said li"));
    }

    @Test
    void resignAsksFirstAndSendsOnlyOnYes() {
        pages.board();
        chromium.find("#resign").click();
        chromium.waitFor("the question", d -> d.findElement(By.id("confirm")).isDisplayed());
        assertEquals("Die Partie aufgeben?", pages.text("#confirm-title"));
        chromium.find("#confirm-no").click();
        chromium.find("#resign").click();
        chromium.find("#confirm-yes").click();
        waitForSent(1);
        assertEquals(List.of(new Inbound.Resign()), sent());
    }

    @Test
    void theListeningPageAnnouncesEveryEventAndSendsWhatIsTyped() {
        game.publish(after("e2e4"), new TabletEvent("touch", "Weiß berührt Bauer Eva zwei."));
        game.publish(after("e2e4"), new TabletEvent("move", "Bauer Eva zwei Eva vier"));
        pages.listen();
        pages.waitForAnnouncement("Bauer Eva zwei Eva vier");
        assertEquals(List.of("Weiß berührt Bauer Eva zwei.", "Bauer Eva zwei Eva vier"), pages.announcements());
        assertEquals("polite", chromium.find("#announcements").getAttribute("aria-live"));
        assertEquals("de", chromium.find("#announcements p").getAttribute("lang"));
        assertEquals("Eva vier, weißer Bauer", pages.text("#cell-e4"));
        assertEquals("Eva zwei, leer", pages.text("#cell-e2"));
        pages.type("Bauer Eva sieben Eva fünf");
        waitForSent(1);
        assertEquals(new Inbound.Say("Bauer Eva sieben Eva fünf"), sent().get(0));
        assertEquals(Role.LISTEN, game.submitted.get(0).from());
    }

    @Test
    void theListeningPageAsksItsQuestionsByButtonAndBySingleKey() {
        pages.listen();
        chromium.find("#ask-time").click();
        chromium.find("#where-piece").sendKeys("Springer");
        chromium.find("#ask-where").click();
        chromium.find("#ask-repeat").click();   // focus on a button: single keys work now
        chromium.find("#ask-repeat").sendKeys("p");
        waitForSent(4);
        assertEquals(List.of(new Inbound.Ask(Inbound.Question.TIME, Optional.empty(), Optional.empty()),
                new Inbound.Ask(Inbound.Question.WHERE, Optional.of(org.hektor.chess.PieceType.KNIGHT), Optional.empty()),
                new Inbound.Ask(Inbound.Question.REPEAT, Optional.empty(), Optional.empty()),
                new Inbound.Ask(Inbound.Question.POSITION, Optional.empty(), Optional.empty())), sent());
    }

    @Test
    void theGridIsWalkedWithArrowKeysAndEnterAsksWhatIsOnTheSquare() {
        pages.listen();
        // the blind player has black here: his side of the board is at the bottom, so "down" goes towards rank 8
        // and "left" towards the h-file
        chromium.find("#ask-repeat").sendKeys("s");
        chromium.waitFor("the grid has focus", d -> "cell-e7".equals(d.switchTo().activeElement().getAttribute("id")));
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ARROW_DOWN);
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        assertEquals("cell-f8", chromium.driver.switchTo().activeElement().getAttribute("id"));
        assertEquals("Felix acht, schwarzer Läufer", chromium.driver.switchTo().activeElement().getText());
        assertEquals("0", chromium.driver.switchTo().activeElement().getAttribute("tabindex"), "roving tabindex");
        assertEquals(1, chromium.driver.findElements(By.cssSelector("[role=gridcell][tabindex='0']")).size());
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ENTER);
        waitForSent(1);
        assertEquals(new Inbound.Ask(Inbound.Question.WHAT, Optional.empty(), Optional.of(Square.parse("f8"))), sent().get(0));
    }

    @Test
    void aReloadedPageGetsTheWholeStateBack() {
        game.publish(after("e2e4", "e7e5", "g1f3"), new TabletEvent("move", "Springer Gustav eins Felix drei"));
        pages.board();
        chromium.driver.navigate().refresh();
        chromium.waitFor("the board again", d -> pages.pieceOn("f3").equals("N"));
        assertEquals("", pages.pieceOn("g1"));
        assertTrue(pages.text("#moves").contains("Sf3"));
        pages.listen();
        chromium.driver.navigate().refresh();
        chromium.waitFor("the grid again", d -> pages.text("#cell-f3").equals("Felix drei, weißer Springer"));
    }

    @Test
    void bothPagesPassAxeAndAreCapturedAtTabletSizes() throws Exception {
        TabletState s = after("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6");
        TabletState shown = new TabletState(s.start(), s.moves(), Color.WHITE,
                Optional.of(new TabletState.Clocks(281_000, 295_000, Optional.of(Color.WHITE))),
                Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.REPEAT, "Bauer Anna sieben Anna sechs")),
                Optional.empty(), Optional.empty(), Optional.empty(), List.of("Läufer Felix eins Bella fünf"));
        game.publish(shown, new TabletEvent("move", "Bauer Anna sieben Anna sechs"));
        for (String page : List.of("board", "listen")) {
            if (page.equals("board")) {
                pages.board();
                pages.waitForText("#banner", "Bauer Anna sieben Anna sechs");
            } else {
                pages.listen();
                pages.waitForAnnouncement("Bauer Anna sieben Anna sechs");
            }
            for (int[] size : new int[][] {{1024, 768}, {768, 1024}}) {
                chromium.viewport(size[0], size[1]);
                Path png = chromium.screenshot(page + "-" + size[0] + "x" + size[1]);
                assertTrue(Files.size(png) > 10_000, png + " has a picture in it");
                Results axe = new AxeBuilder().analyze(chromium.driver);
                assertTrue(axe.getPasses().size() > 10, "axe ran its rules");
                assertEquals("", axe.getViolations().stream()
                        .map(v -> v.getId() + ": " + v.getHelp() + " at " + v.getNodes().stream()
                                .map(n -> n.getTarget() + " " + n.getFailureSummary()).toList())
                        .collect(Collectors.joining("\n")), page + " at " + size[0] + "x" + size[1]);
            }
        }
        assertFalse(chromium.driver.findElements(By.id("grid")).isEmpty());
    }
}
