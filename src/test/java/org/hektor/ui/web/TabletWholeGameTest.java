package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.session.Event;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Two whole games with the real session in headless Chromium (one browser for the class), each to the mate: one
 * played with the keyboard alone (the board's cursor, the listening page's box and single keys), one with a finger
 * alone on the board page. Every live-region announcement of both pages is recorded: nothing is said twice, nothing
 * after the result but that the game is over, and every command Hektor's help names is understood on the page.
 */
class TabletWholeGameTest {
    /** White (sighted): Kg1, Rb1; Black (blind): Kg8 behind his pawns, and a7. 1. Kf1 a6 2. Rb8# */
    private static final String START = "6k1/p4ppp/8/8/8/8/8/1R4K1 w - - 0 1";
    /**
     * What the help of each profile names, typed on the page as at the console (read-outs, questions, help); the
     * commands that change the game (draw, resign, claim) are said on the blind player's move and answered no.
     */
    private static final Map<String, List<String>> HELP_NAMES = Map.of(
            "en", List.of("help", "help commands", "help keys", "help position", "?", "? keys", "repeat", "last move",
                    "time", "clock", "position", "where knight", "where king", "what echo four", "w K", "s e4", "p", "p files",
                    "p ranks", "p echo", "p four", "p e", "p 4", "position echo", "position ranks"),
            "ibca", List.of("Hilfe", "Hilfe Befehle", "Hilfe Tasten", "Hilfe Stellung", "Wiederholen", "letzter Zug",
                    "Zeit", "Uhr", "Stellung", "Wo König", "Was Eva vier", "w K", "s e4", "p", "p Linien", "p Reihen",
                    "p Eva", "p vier", "p e", "p 4", "Stellung Eva"));

    @RegisterExtension
    static final BrowserPerClass BROWSER = new BrowserPerClass();
    private final List<Event> events = new CopyOnWriteArrayList<>();
    private Chromium chromium;
    private GameSession session;
    private Thread thread;
    private TabletServer server;
    private Pages pages;
    private Cable boardCable;
    private Cable listenCable;

    private void start(String profile) {
        start(profile, false);
    }

    /** A game with both pages paired; {@code throughCables}: each page reaches the server through its own {@link Cable}. */
    private void start(String profile, boolean throughCables) {
        chromium = BROWSER.chromium();
        // the blind player has Black; the board page's pairing starts the game (rule 6.5)
        Settings settings = Settings.builder().mode(Mode.TABLET).profile(profile).style(Style.LONG)
                .control(TimeControl.parse("300")).player(Color.BLACK).start(Position.fromFen(START)).windowMillis(0)
                .repeatCheck(true).playerName("Blind").opponentName("Sighted").created("2026-12-03T12:00:00").build();
        ManualTimeSource time = new ManualTimeSource();
        session = new GameSession(settings, new SessionTime(time));
        session.subscribe(events::add);
        server = TabletServer.start(new SessionTablet(session), new TabletOptions(false, 0, Optional.of("135790"), time));
        session.goLive();
        thread = new Thread(session::run, "hektor-session");
        thread.start();
        pages = new Pages(chromium);
        if (throughCables) {
            boardCable = new Cable(server);
            listenCable = new Cable(server);
            pages.open(boardCable.boardUrl(), listenCable.listenUrl(), server.code());
        } else {
            pages.open(server);
        }
        pages.board().record();
        pages.listen().record();
    }

    @AfterEach
    void stop() throws InterruptedException {
        try {
            if (pages != null) {
                pages.close();
            }
        } finally {
            for (Cable c : new Cable[] {boardCable, listenCable}) {
                if (c != null) {
                    c.close();
                }
            }
            server.close();
            session.stop();
            thread.join(5000);
        }
    }

    @Test
    void aGamePlayedWithTheKeyboardAloneToTheMate() {
        start("en");
        everyHelpCommandIsUnderstood("en");
        // the page's single keys, named by its help: R, T, P answer; S goes to the board grid, M back to the box
        pages.listen();
        new Actions(chromium.driver).sendKeys(Keys.TAB).perform();          // from the box to Send
        int before = answers();
        keys("r", "t", "p");
        waitForAnswers(before + 3);
        keys("s");
        assertEquals("gridcell", chromium.driver.switchTo().activeElement().getAttribute("role"));
        keys("m");
        assertEquals("say", chromium.driver.switchTo().activeElement().getAttribute("id"));

        // 1. Kf1: the board's cursor starts on e2
        pages.board();
        for (int i = 0; i < 6 && !"board".equals(chromium.driver.switchTo().activeElement().getAttribute("id")); i++) {
            keys(Keys.TAB);
        }
        assertEquals("board", chromium.driver.switchTo().activeElement().getAttribute("id"), "the board is in the tab order");
        keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ENTER, Keys.ARROW_LEFT, Keys.ENTER);
        Event.MoveMade white = waitForEvent(Event.MoveMade.class, 1);
        blindRepeatsAndPlays("en", white.text(), "a6", () -> {
            new Actions(chromium.driver).sendKeys(Keys.TAB).perform();      // out of the box: J is a key again
            keys("j");
        }, () -> {
            new Actions(chromium.driver).sendKeys(Keys.TAB).perform();      // out of the box: K is a key again
            keys("k");
        });

        // 2. Rb8#: from f1 to b1, up to b8
        pages.board();
        chromium.waitFor("White to move", d -> pages.text("#status").equals("Your move."));
        keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ENTER);
        for (int i = 0; i < 7; i++) {
            keys(Keys.ARROW_UP);
        }
        keys(Keys.ENTER);
        theGameEndsAndThePagesSayNothingMore();
    }

    @Test
    void aGamePlayedWithAFingerAloneOnTheBoardToTheMate() {
        start("ibca");
        everyHelpCommandIsUnderstood("ibca");
        pages.board();
        pages.tap("g1");
        pages.tap("f1");
        Event.MoveMade white = waitForEvent(Event.MoveMade.class, 1);
        blindRepeatsAndPlays("ibca", white.text(), "a6", () -> pages.tapOn("#confirm"), () -> pages.tapOn("#correct"));
        pages.board();
        chromium.waitFor("White to move", d -> pages.text("#status").equals("Sie sind am Zug."));
        pages.swipe("b1", "b8");
        theGameEndsAndThePagesSayNothingMore();
    }

    /**
     * Both pages lose the server in the middle of the game. Each says so once, in its connection status, and
     * then nothing while it tries again and again to reconnect (a screen reader would otherwise read the loss at
     * every try); a line typed meanwhile is answered once and kept in the box. Back, each page says "Connected."
     * once and has the game again: whose move it is, the move to repeat, and the kept line is taken.
     */
    @Test
    void aPageThatLosesTheServerSaysSoOnceAndThenOnlyThatItIsBack() {
        start("en", true);
        pages.board();
        pages.tap("g1");
        pages.tap("f1");
        Event.MoveMade white = waitForEvent(Event.MoveMade.class, 1);
        pages.listen();
        pages.waitForAnnouncement(white.text());
        pages.board();
        chromium.waitFor("the blind player's move", d -> pages.text("#status").equals("The blind player's move."));
        Map<String, Integer> before = new HashMap<>();
        for (String page : List.of("board", "listen")) {
            show(page);
            pages.countConnections();
            before.put(page, pages.said().size());
        }

        // the listening page first: a listening page still connected when the board goes is rightly told "The board
        // page is disconnected", which is not what this test is about
        listenCable.pullOut();
        boardCable.pullOut();
        String lost = "connection: Connection lost, reconnecting…";
        for (String page : List.of("board", "listen")) {
            show(page);
            // each closed connection is a try at reconnecting that failed, handled by the page before it is counted
            chromium.waitFor(page + ": three tries at reconnecting", Duration.ofSeconds(20), d -> pages.connectionsClosed() >= 3);
            assertEquals(List.of(lost), since(before.get(page)), page + ": while the server is away");
        }
        pages.listen();
        pages.type(white.text());
        chromium.waitFor("the page says it is not connected", d -> pages.text("#errors").equals("Not connected. Reconnecting."));
        assertEquals(white.text(), chromium.find("#say").getAttribute("value"), "the line typed meanwhile stays in the box");

        boardCable.plugIn();
        pages.board();
        chromium.waitFor("the board page is back", Duration.ofSeconds(20), d -> pages.statesReceived() >= 1);
        assertEquals("The blind player's move.", pages.text("#status"));
        assertEquals(List.of(lost, "connection: Connected."), since(before.get("board")), "the board page, back");
        listenCable.plugIn();
        pages.listen();
        chromium.waitFor("the listening page is back", Duration.ofSeconds(20), d -> pages.statesReceived() >= 1);
        assertEquals("Repeat the move: " + white.text() + ".", pages.text("#readback-text"));
        assertEquals(List.of(lost, "errors: Not connected. Reconnecting.", "connection: Connected."), since(before.get("listen")),
                "the listening page, back");

        chromium.find("#say").sendKeys(Keys.ENTER);       // the kept line, sent now
        assertTrue(waitForEvent(Event.RepeatChecked.class, 1).right());
        TabletPagesTest.assertNothingSaidTwice(pages.said());
    }

    /** What this tab's live regions said from the {@code from}-th announcement on. */
    private List<String> since(int from) {
        List<String> said = pages.said();
        return said.subList(from, said.size());
    }

    /** Each line the help names, typed in the page's box, gets an answer and no refusal. */
    private void everyHelpCommandIsUnderstood(String profile) {
        pages.listen();
        for (String line : HELP_NAMES.get(profile)) {
            int before = answers();
            pages.type(line);
            waitForAnswers(before + 1);
            assertFalse(events.stream().anyMatch(e -> e instanceof Event.Rejected), "'" + line + "' was refused: " + events);
        }
    }

    /**
     * The blind player repeats the sighted player's move; on his move he says draw, resign and claim (the help names
     * them too), each understood and asked back, and answers no as {@code no} does; then he plays his own move and
     * confirms it as {@code yes} does.
     */
    private void blindRepeatsAndPlays(String profile, String heard, String move, Runnable yes, Runnable no) {
        pages.listen();
        pages.waitForAnnouncement(heard);
        pages.type(heard);
        assertTrue(waitForEvent(Event.RepeatChecked.class, 1).right());
        Profile words = Profile.load(profile);
        int asked = 0;
        for (CommandWord command : List.of(CommandWord.DRAW, CommandWord.RESIGN, CommandWord.CLAIM)) {
            String line = words.commandWords(command).get(0);
            pages.type(line);
            waitForEvent(Event.ConfirmationNeeded.class, ++asked);
            chromium.waitFor("the No button for '" + line + "'", d -> chromium.find("#correct").isDisplayed());
            no.run();
            waitForEvent(Event.Cancelled.class, asked);
        }
        assertFalse(events.stream().anyMatch(e -> e instanceof Event.Rejected || e instanceof Event.DrawOffered
                || e instanceof Event.GameOver), "draw, resign and claim were understood and declined: " + events);
        pages.listen();
        pages.type(move);
        waitForEvent(Event.MoveProposed.class, 1);
        chromium.waitFor("the confirm button", d -> chromium.find("#confirm").isDisplayed());
        yes.run();
        waitForEvent(Event.MoveMade.class, 2);
    }

    private void theGameEndsAndThePagesSayNothingMore() {
        Event.GameOver over = waitForEvent(Event.GameOver.class, 1);
        Map<String, Integer> atTheEnd = new HashMap<>();
        for (String page : List.of("board", "listen")) {
            show(page);
            chromium.waitFor(page + ": the game is over", d -> pages.shown("#over"));
            if (page.equals("listen")) {
                pages.waitForAnnouncement(over.text());
            }
            atTheEnd.put(page, pages.said().size());
        }
        server.close();                                 // once both pages have shown the result
        List<String> spoken = events.stream().map(Event::text).filter(t -> !t.isEmpty()).toList();
        for (String page : List.of("board", "listen")) {
            show(page);
            chromium.waitFor(page + ": the status says the game is over", d -> pages.text("#connection").equals(
                    chromium.find("html").getAttribute("lang").equals("de") ? "Die Partie ist beendet." : "The game is over."));
            List<String> said = pages.said();
            TabletPagesTest.assertNothingSaidTwice(said);
            // the log says each of Hektor's sentences as often as he said it, and nothing of its own
            Map<String, Integer> times = new HashMap<>();
            spoken.forEach(t -> times.merge(t, 1, Integer::sum));
            said.stream().filter(s -> s.startsWith("announcements: ")).map(s -> s.substring("announcements: ".length()))
                    .forEach(t -> assertTrue(times.merge(t, -1, Integer::sum) >= 0, page + ": said once too often: " + t));
            List<String> after = said.subList(atTheEnd.get(page), said.size()).stream()
                    .filter(s -> !s.equals("connection: " + pages.text("#connection"))).toList();
            assertEquals(List.of(), after, page + ": said after the result: " + said);
            assertTrue(said.stream().noneMatch(s -> s.contains("reconnect") || s.contains("verbinde neu")), page + ": " + said);
        }
    }

    private void show(String page) {
        if (page.equals("board")) {
            pages.board();
        } else {
            pages.listen();
        }
    }

    private void keys(CharSequence... keys) {
        for (CharSequence k : keys) {
            new Actions(chromium.driver).sendKeys(k).perform();
        }
    }

    private int answers() {
        return (int) events.stream().filter(e -> e instanceof Event.Answer || e instanceof Event.Notice
                || e instanceof Event.Rejected).count();
    }

    private void waitForAnswers(int n) {
        chromium.waitFor(n + " answers, got " + events, d -> answers() >= n);
    }

    private <E extends Event> E waitForEvent(Class<E> kind, int count) {
        chromium.waitFor(count + " " + kind.getSimpleName() + " events, got " + events,
                d -> events.stream().filter(kind::isInstance).count() >= count);
        return kind.cast(events.stream().filter(kind::isInstance).skip(count - 1).findFirst().orElseThrow());
    }
}
