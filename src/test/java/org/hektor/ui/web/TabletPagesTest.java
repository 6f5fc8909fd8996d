package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
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
    void everyPieceIsDrawnFromTheLicensedSetInsideItsSquare() throws Exception {
        pages.board();
        // the pieces are a real, freely licensed set; the licence is recorded beside the page
        String licence = new String(TabletHttp.resource("PIECES-LICENSE.txt"), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(licence.contains("CC BY-SA 3.0") && licence.contains("Burnett"), licence);
        for (String square : List.of("e1", "d8", "a1", "h8", "b1", "g8", "c1", "f8", "d1", "e8", "e2", "d7")) {
            String letter = pages.pieceOn(square);
            Object drawn = chromium.driver.executeScript(
                    "const u = document.querySelector('#pieces use[data-square=\"" + square + "\"]');"
                    + "const s = document.querySelector(u.getAttribute('href'));"
                    + "const b = u.getBBox();"
                    + "return s && s.tagName === 'symbol' && s.querySelector('path, polygon') ? b.width * b.height : 0;");
            double area = ((Number) drawn).doubleValue();   // in squares: the board's viewBox is 8 by 8
            assertTrue(area > 0.1 && area <= 1, square + " (" + letter + ") is drawn with the set's own shape, area " + area);
        }
        assertEquals("K", pages.pieceOn("e1"));
        assertEquals("q", pages.pieceOn("d8"));
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
        // the key of t with the Russian layout on: its letter is "е", its place KeyT
        chromium.driver.executeScript("document.activeElement.dispatchEvent("
                + "new KeyboardEvent('keydown', {key: '\u0435', code: 'KeyT', bubbles: true}))");
        waitForSent(5);
        assertEquals(List.of(new Inbound.Ask(Inbound.Question.TIME, Optional.empty(), Optional.empty()),
                new Inbound.Ask(Inbound.Question.WHERE, Optional.of(org.hektor.chess.PieceType.KNIGHT), Optional.empty()),
                new Inbound.Ask(Inbound.Question.REPEAT, Optional.empty(), Optional.empty()),
                new Inbound.Ask(Inbound.Question.POSITION, Optional.empty(), Optional.empty()),
                new Inbound.Ask(Inbound.Question.TIME, Optional.empty(), Optional.empty())), sent());
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

    // --- pages that speak only when they should ---

    /** Each live region's announcements, none the same sentence twice in a row (written again is said again). */
    static void assertNothingSaidTwice(List<String> said) {
        java.util.Map<String, String> last = new java.util.HashMap<>();
        for (String s : said) {
            String region = s.substring(0, s.indexOf(':'));
            assertFalse(s.equals(last.get(region)) && !region.equals("announcements"), "said twice: " + s + " in " + said);
            last.put(region, s);
        }
    }

    @Test
    void theBoardsStatusSaysEachSentenceOnceAMove() {
        pages.board();
        pages.record();
        pages.click("g1");                                  // a touch: the board redraws, the status stays
        game.publish(after("e2e4"), new TabletEvent("move", "Bauer Eva zwei Eva vier"));
        pages.waitForText("#status", "Der blinde Spieler ist am Zug.");
        game.publish(after("e2e4", "e7e5"), new TabletEvent("move", "Bauer Eva sieben Eva fünf"));
        chromium.waitFor("the black pawn on e5", d -> pages.pieceOn("e5").equals("p"));
        pages.waitForText("#status", "Sie sind am Zug.");
        game.publish(after("e2e4", "e7e5"), new TabletEvent("info", "Zeit: vier Minuten."));
        chromium.waitFor("the event in the list", d -> pages.text("#said").contains("Zeit"));
        assertEquals(List.of("status: Der blinde Spieler ist am Zug.", "status: Sie sind am Zug."), pages.said());
    }

    @Test
    void refusedInputStaysInTheBoxAndIsRepeatedBack() {
        pages.listen();
        pages.type("banana split");
        waitForSent(1);
        game.publish(game.state(), new TabletEvent("reject", "Nicht verstanden."));
        pages.waitForAnnouncement("Sie tippten banana split. Nicht verstanden.");
        assertEquals("banana split", chromium.find("#say").getAttribute("value"), "the typo is there to mend");
        assertFalse(pages.announcements().contains("Nicht verstanden."), "said once, with the words typed");
        pages.type("e5");
        waitForSent(2);
        game.publish(game.state(), new TabletEvent("readback", "Bauer Eva sieben Eva fünf. Richtig?"));
        chromium.waitFor("an understood move leaves the box", d -> chromium.find("#say").getAttribute("value").isEmpty());
    }

    @Test
    void theListeningPageSaysTheGameStartsWhenTheBoardPairs() {
        TabletState s = ScriptedGame.start();
        game.publish(new TabletState(s.start(), s.moves(), s.sightedSide(), s.clocks(), s.readBack(), s.question(),
                s.drawOffer(), s.result(), s.recent(), false, true), new TabletEvent("info", "Neue Stellung."));
        pages.listen();
        chromium.driver.navigate().refresh();
        pages.waitForAnnouncement("Die Partie beginnt, sobald die Brettseite gekoppelt ist.");
    }

    @Test
    void aYesNoQuestionIsAnsweredYesOrNoAndAReadBackConfirmedOrCorrected() {
        TabletState s = ScriptedGame.start();
        game.publish(new TabletState(s.start(), s.moves(), s.sightedSide(), s.clocks(), s.readBack(),
                Optional.of("Wollen Sie aufgeben? Sagen Sie ja oder nein."), s.drawOffer(), s.result(), s.recent(), true, true),
                new TabletEvent("question", "Wollen Sie aufgeben? Sagen Sie ja oder nein."));
        pages.listen();
        pages.waitForText("#confirm", "Ja (J)");
        assertEquals("Nein (K)", pages.text("#correct"));
        game.publish(new TabletState(s.start(), s.moves(), s.sightedSide(), s.clocks(),
                Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.CONFIRM, "Bauer Eva sieben Eva fünf")),
                Optional.empty(), s.drawOffer(), s.result(), s.recent()), new TabletEvent("readback", "Bauer Eva sieben Eva fünf. Richtig?"));
        pages.waitForText("#confirm", "Bestätigen (J)");
        assertEquals("Korrektur (K)", pages.text("#correct"));
    }

    @Test
    void theBlackPlayersChooserShowsBlackPiecesAndATouchIsSentOnce() {
        Position p = Position.fromFen("k7/8/8/8/8/8/4p3/7K b - - 0 1");
        TabletState s = ScriptedGame.state(p, List.of());
        game.publish(new TabletState(s.start(), s.moves(), Color.BLACK, s.clocks(), s.readBack(), s.question(),
                s.drawOffer(), s.result(), s.recent()), new TabletEvent("info", "Neue Stellung."));
        pages.board();
        chromium.waitFor("the pawn on e2", d -> pages.pieceOn("e2").equals("p"));
        pages.click("e2");
        pages.click("e1");
        chromium.waitFor("the chooser", d -> d.findElement(By.id("promotion")).isDisplayed());
        assertEquals(List.of("#piece-q", "#piece-r", "#piece-b", "#piece-n"), chromium.driver
                .findElements(By.cssSelector("#promotion [data-piece] use")).stream().map(u -> u.getAttribute("href")).toList());
        chromium.find("#promotion-cancel").click();
        pages.click("e2");
        pages.click("e1");
        chromium.waitFor("the chooser again", d -> d.findElement(By.id("promotion")).isDisplayed());
        chromium.find("#promotion [data-piece=q]").click();
        waitForSent(2);
        assertEquals(List.of(new Inbound.Touch(Square.parse("e2")), new Inbound.MoveRequest(Move.fromUci("e2e1q"))), sent(),
                "the pawn touched again after Cancel is the same touch");
    }

    @Test
    void everyCoordinateHasContrastOnItsSquareAndOnEveryMark() {
        // the last move from a8 (under "8"), the knight on g1 picked up (under "g")
        game.publish(ScriptedGame.state(Position.fromFen("k7/8/8/8/8/8/8/R3K1N1 b - - 0 1"), List.of(Move.fromUci("a8b8"))),
                new TabletEvent("move", "König Anna acht Bella acht"));
        pages.board();
        chromium.waitFor("the king on b8", d -> pages.pieceOn("b8").equals("k"));
        pages.click("g1");
        chromium.waitFor("the selection", d -> !d.findElements(By.cssSelector("#marks .selected")).isEmpty());
        assertEquals(List.of(), lowContrastCoordinates(), "WCAG 1.4.3: coordinates under 4.5:1, last move and selection");
        // the check on e1, under "e"
        game.publish(ScriptedGame.state(Position.fromFen("k6r/8/8/8/8/8/8/4K3 b - - 0 1"), List.of(Move.fromUci("h8e8"))),
                new TabletEvent("move", "Turm Hektor acht Eva acht Schach"));
        chromium.waitFor("the check", d -> !d.findElements(By.cssSelector("#marks .check")).isEmpty());
        assertEquals(List.of(), lowContrastCoordinates(), "WCAG 1.4.3: coordinates under 4.5:1, check");
        assertEquals(16, chromium.driver.findElements(By.cssSelector("#coords text")).size());
    }

    /** The coordinates whose ink has less than 4.5:1 contrast on their square with its marks laid over it. */
    @SuppressWarnings("unchecked")
    private static List<String> lowContrastCoordinates() {
        return (List<String>) chromium.driver.executeScript(
                "const rgb = c => c.match(/[\\d.]+/g).map(Number);"
                + "const lin = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };"
                + "const lum = c => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);"
                + "const out = [];"
                + "document.querySelectorAll('#coords text').forEach(t => {"
                + "  const sq = t.dataset.square;"
                + "  let bg = rgb(getComputedStyle(document.querySelector('#squares rect[data-square=\"' + sq + '\"]')).fill);"
                + "  document.querySelectorAll('#marks rect[data-square=\"' + sq + '\"]').forEach(m => {"
                + "    const st = getComputedStyle(m);"
                + "    if (st.fill === 'none') return;"
                + "    const a = Number(st.opacity), f = rgb(st.fill);"
                + "    bg = bg.map((v, i) => f[i] * a + v * (1 - a));"
                + "  });"
                + "  const l1 = lum(rgb(getComputedStyle(t).fill)), l2 = lum(bg);"
                + "  const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);"
                + "  if (ratio < 4.5) out.push(t.textContent + ' on ' + sq + ': ' + ratio.toFixed(2));"
                + "});"
                + "return out;");
    }

    @Test
    void theBoardsKeyboardCursorIsSaid() {
        pages.board();
        chromium.driver.executeScript("document.getElementById('board').focus();");
        pages.waitForText("#cursor-said", "Eva zwei, weißer Bauer");
        new org.openqa.selenium.interactions.Actions(chromium.driver).sendKeys(Keys.ARROW_UP).perform();
        pages.waitForText("#cursor-said", "Eva drei, leer");
        new org.openqa.selenium.interactions.Actions(chromium.driver).sendKeys(Keys.ARROW_DOWN, Keys.ENTER).perform();
        pages.waitForText("#cursor-said", "Aufgenommen: Eva zwei, weißer Bauer");
        assertEquals("polite", chromium.find("#cursor-said").getAttribute("aria-live"));
    }

    @Test
    void afterTheGameThePagesSayItIsOverAndNothingMore() {
        String result = "Schwarz gibt auf. Weiß gewinnt.";
        TabletState s = after("e2e4");
        TabletState over = new TabletState(s.start(), s.moves(), Color.WHITE, s.clocks(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(result), List.of(result));
        pages.board();
        pages.record();
        pages.listen();
        pages.record();
        game.publish(over, new TabletEvent("over", result));
        pages.waitForAnnouncement(result);
        pages.board();
        chromium.waitFor("the result", d -> pages.shown("#over"));
        server.close();                   // it stops once both pages have shown the result
        for (String page : List.of("board", "listen")) {
            if (page.equals("board")) {
                pages.board();
            } else {
                pages.listen();
            }
            pages.waitForText("#connection", "Die Partie ist beendet.");
        }
        pages.type("e5");
        assertEquals("", pages.text("#errors"), "no 'not connected' after the game");
        assertEquals(List.of("announcements: " + result, "connection: Die Partie ist beendet."), pages.said().stream()
                .sorted().toList());
        pages.board();
        assertEquals(List.of("connection: Die Partie ist beendet."), pages.said(),
                "the board page says that the game is over, and nothing more");
    }
}
