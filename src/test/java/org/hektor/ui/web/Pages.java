package org.hektor.ui.web;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The two pages as a test uses them, each in its own browser tab (sessionStorage is per tab, as it is per
 * device): the board page by pointer clicks and drags on the SVG, the listening page by typing.
 */
final class Pages {
    final Chromium chromium;
    private String boardTab;
    private String listenTab;

    Pages(Chromium chromium) {
        this.chromium = chromium;
    }

    /** Opens both pages in fresh tabs and pairs them with the code. */
    void open(TabletServer server) {
        open(server.boardUrl(), server.listenUrl(), server.code());
    }

    /** Opens the pages at these addresses (through a {@link Cable}, say) and pairs them with the code. */
    void open(String boardUrl, String listenUrl, String code) {
        chromium.driver.switchTo().newWindow(WindowType.TAB);
        boardTab = chromium.driver.getWindowHandle();
        chromium.driver.get(boardUrl);
        pair(code);
        chromium.driver.switchTo().newWindow(WindowType.TAB);
        listenTab = chromium.driver.getWindowHandle();
        chromium.driver.get(listenUrl);
        pair(code);
        chromium.waitFor("the grid", d -> d.findElements(By.cssSelector("[role=gridcell]")).size() == 64);
    }

    /** Closes the tabs this test opened, leaving the browser's first tab. */
    void close() {
        for (String tab : new String[] {boardTab, listenTab}) {
            if (tab != null && chromium.driver.getWindowHandles().contains(tab)) {
                chromium.driver.switchTo().window(tab);
                chromium.driver.close();
            }
        }
        chromium.driver.switchTo().window(chromium.driver.getWindowHandles().iterator().next());
    }

    private void pair(String code) {
        chromium.waitFor("the pairing form", d -> d.findElement(By.id("code")).isDisplayed());
        chromium.find("#code").sendKeys(code, Keys.ENTER);          // the keyboard alone pairs a page
        chromium.waitFor("paired", d -> !d.findElements(By.cssSelector("#game:not([hidden])")).isEmpty());
    }

    Pages board() {
        chromium.driver.switchTo().window(boardTab);
        return this;
    }

    Pages listen() {
        chromium.driver.switchTo().window(listenTab);
        return this;
    }

    // --- the board page ---

    /** Where a square's centre is, relative to the board's centre (as Actions offsets want it). */
    private int[] offset(String square) {
        @SuppressWarnings("unchecked")
        Map<String, Object> r = (Map<String, Object>) chromium.driver.executeScript(
                "const b = document.getElementById('board').getBoundingClientRect();"
                        + "const sq = document.querySelector('#squares rect[data-square=\"' + arguments[0] + '\"]').getBoundingClientRect();"
                        + "return {x: sq.x + sq.width / 2 - (b.x + b.width / 2), y: sq.y + sq.height / 2 - (b.y + b.height / 2)};",
                square);
        return new int[] {(int) Math.round(((Number) r.get("x")).doubleValue()), (int) Math.round(((Number) r.get("y")).doubleValue())};
    }

    void click(String square) {
        int[] o = offset(square);
        new Actions(chromium.driver).moveToElement(chromium.find("#board"), o[0], o[1]).click().perform();
    }

    void drag(String from, String to) {
        int[] a = offset(from);
        int[] b = offset(to);
        WebElement board = chromium.find("#board");
        new Actions(chromium.driver).moveToElement(board, a[0], a[1]).clickAndHold()
                .moveToElement(board, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                .moveToElement(board, b[0], b[1]).release().perform();
    }

    /** A finger's tap on a square of the board (touch, not a mouse). */
    void tap(String square) {
        int[] o = offset(square);
        touch(chromium.find("#board"), o, o);
    }

    /** A finger dragging a piece from one square to another. */
    void swipe(String from, String to) {
        touch(chromium.find("#board"), offset(from), offset(to));
    }

    /** A finger's tap on an element (a button), at its centre. */
    void tapOn(String css) {
        touch(chromium.find(css), new int[] {0, 0}, new int[] {0, 0});
    }

    private void touch(WebElement on, int[] down, int[] up) {
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence s = new Sequence(finger, 0);
        s.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(on), down[0], down[1]));
        s.addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
        if (down != up) {
            s.addAction(finger.createPointerMove(Duration.ofMillis(100), PointerInput.Origin.fromElement(on),
                    (down[0] + up[0]) / 2, (down[1] + up[1]) / 2));
            s.addAction(finger.createPointerMove(Duration.ofMillis(100), PointerInput.Origin.fromElement(on), up[0], up[1]));
        }
        s.addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        chromium.driver.perform(List.of(s));
    }

    /** The piece on a square as its FEN letter, or "" when empty. */
    String pieceOn(String square) {
        List<WebElement> uses = chromium.driver.findElements(By.cssSelector("#pieces use[data-square=\"" + square + "\"]"));
        if (uses.isEmpty()) {
            return "";
        }
        String letter = uses.get(0).getAttribute("href").substring("#piece-".length());
        return uses.get(0).getAttribute("class").contains("white") ? letter.toUpperCase() : letter;
    }

    String text(String css) {
        return chromium.find(css).getText();
    }

    boolean shown(String css) {
        return chromium.find(css).isDisplayed();
    }

    void waitForText(String css, String part) {
        chromium.waitFor(css + " to contain '" + part + "', it is '" + safeText(css) + "'",
                d -> d.findElement(By.cssSelector(css)).getText().contains(part));
    }

    private String safeText(String css) {
        List<WebElement> e = chromium.driver.findElements(By.cssSelector(css));
        return e.isEmpty() ? "(missing)" : e.get(0).getText();
    }

    // --- the listening page ---

    void type(String line) {
        WebElement say = chromium.find("#say");
        say.clear();
        say.sendKeys(line, Keys.ENTER);
    }

    /** The texts of the live region, oldest first. */
    List<String> announcements() {
        return chromium.driver.findElements(By.cssSelector("#announcements p")).stream().map(WebElement::getText).toList();
    }

    void waitForAnnouncement(String text) {
        chromium.waitFor("the announcement '" + text + "', announced: " + announcements(),
                d -> announcements().contains(text));
    }

    // --- what the pages' live regions announce ---

    /**
     * Starts recording, in this tab, what every live region announces: each sentence added to a log, and each new
     * text of a status or alert region (a text written again, even the same, is announced again by screen readers).
     */
    void record() {
        chromium.driver.executeScript(
                "window.hektorSaid = [];"
                + "document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]').forEach(r => {"
                + "  const log = r.getAttribute('role') === 'log';"
                + "  new MutationObserver(ms => {"
                + "    if (log) {"
                + "      ms.forEach(m => m.addedNodes.forEach(n => { const t = n.textContent.trim(); if (t) hektorSaid.push(r.id + ': ' + t); }));"
                + "    } else if (r.textContent.trim()) {"
                + "      hektorSaid.push(r.id + ': ' + r.textContent.trim());"
                + "    }"
                + "  }).observe(r, {childList: true, subtree: true, characterData: true});"
                + "});");
    }

    /**
     * Starts counting, in this tab, the page's own connections from now on: how many closed (each a try at
     * reconnecting that failed, or a loss) and how many game states they brought. The page's code is unchanged:
     * its {@code new WebSocket(...)} makes one that also counts.
     */
    void countConnections() {
        chromium.driver.executeScript(
                "window.hektorSockets = {closed: 0, states: 0};"
                + "const Plain = window.WebSocket;"
                + "window.WebSocket = class extends Plain {"
                + "  constructor(url, protocols) {"
                + "    super(url, protocols);"
                + "    this.addEventListener('close', () => hektorSockets.closed++);"
                + "    this.addEventListener('message', e => { if (JSON.parse(e.data).type === 'state') hektorSockets.states++; });"
                + "  }"
                + "};");
    }

    /** How many of this tab's connections closed since {@link #countConnections()}. */
    long connectionsClosed() {
        return (Long) chromium.driver.executeScript("return hektorSockets.closed;");
    }

    /** How many game states this tab's connections brought since {@link #countConnections()}. */
    long statesReceived() {
        return (Long) chromium.driver.executeScript("return hektorSockets.states;");
    }

    /** What the live regions of this tab announced since {@link #record()}, each as "region: text", in order. */
    @SuppressWarnings("unchecked")
    List<String> said() {
        return (List<String>) chromium.driver.executeScript("return window.hektorSaid || [];");
    }
}
