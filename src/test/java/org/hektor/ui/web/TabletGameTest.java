package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Style;
import org.hektor.session.Command;
import org.hektor.session.Event;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A short game in headless Chromium against the real game session: the sighted player (White) clicks and drags
 * on the board page, the blind player (Black) types on the listening page, and both see the same game. The
 * session's time is advanced by hand, so the clocks show exact times.
 */
class TabletGameTest {
    /** White: Ke1, pawn b7; Black: Ke8, pawn g2. Both sides promote within two moves. */
    private static final String START = "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1";

    private final ManualTimeSource time = new ManualTimeSource();
    private final List<Event> events = new CopyOnWriteArrayList<>();
    private GameSession session;
    private Thread thread;
    private TabletServer server;
    private Chromium chromium;
    private Pages pages;

    @BeforeEach
    void start() {
        // rule 2.1: the blind player repeats each move of the sighted player; no correction window: "ja" plays
        Settings settings = Settings.builder().mode(Mode.TABLET).profile("ibca").style(Style.LONG)
                .control(TimeControl.parse("300")).player(Color.BLACK).start(Position.fromFen(START)).windowMillis(0)
                .repeatCheck(true).playerName("Blind").opponentName("Sighted").created("2026-11-29T12:00:00").build();
        session = new GameSession(settings, new SessionTime(time));
        session.subscribe(events::add);
        server = TabletServer.start(new SessionTablet(session), new TabletOptions(false, 0, Optional.of("135790"), time));
        session.goLive();
        session.submit(new Command.Start());
        thread = new Thread(session::run, "hektor-session");
        thread.start();
        chromium = Chromium.start(1024, 768);
        pages = new Pages(chromium);
        pages.open(server);
    }

    @AfterEach
    void stop() throws InterruptedException {
        try {
            if (chromium != null) {
                chromium.close();
            }
        } finally {
            server.close();
            session.stop();
            thread.join(5000);
        }
    }

    private <E extends Event> E waitForEvent(Class<E> kind, int count) {
        chromium.waitFor(count + " " + kind.getSimpleName() + " events, got " + events,
                d -> events.stream().filter(kind::isInstance).count() >= count);
        return kind.cast(events.stream().filter(kind::isInstance).skip(count - 1).findFirst().orElseThrow());
    }

    @Test
    void aShortGameWithBothPagesAndTheRealSession() {
        // White thinks 12 seconds; the first thing he touches is his king, which he then tries to move two squares
        time.advanceMillis(12_000);
        pages.board();
        chromium.waitFor("White's legal moves", d -> pages.text("#status").equals("Sie sind am Zug."));
        pages.click("e1");
        Event.Touched touched = waitForEvent(Event.Touched.class, 1);
        assertEquals("Berührt: König Eva eins.", touched.text());
        pages.click("e3");
        pages.waitForText("#status", "Dieser Zug ist nicht erlaubt: e1 nach e3.");
        assertEquals("K", pages.pieceOn("e1"), "the illegal click moved nothing");

        // the pawn promotes: the chooser offers the profile's pieces
        pages.click("b7");
        pages.click("b8");
        chromium.waitFor("the promotion chooser", d -> d.findElement(By.id("promotion")).isDisplayed());
        chromium.find("#promotion [data-piece=q]").click();
        Event.MoveMade first = waitForEvent(Event.MoveMade.class, 1);
        assertEquals("Bauer Bella sieben Bella acht Dame Schach", first.text());
        chromium.waitFor("the queen on b8", d -> pages.pieceOn("b8").equals("Q"));
        assertEquals("e8", chromium.find("#marks .check").getAttribute("data-square"), "Black is in check");
        pages.waitForText("#banner", "Warten, bis der blinde Spieler Ihren Zug wiederholt: Bauer Bella sieben Bella acht Dame Schach");
        assertEquals("4:48", pages.text("#clock-bottom .time"), "White used 12 of his 300 seconds");

        // the blind player hears the touch and the move, repeats it, then makes his own move and confirms it
        pages.listen();
        pages.waitForAnnouncement("Bauer Bella sieben Bella acht Dame Schach");
        assertTrue(pages.announcements().contains("Berührt: König Eva eins."), "rule 2.9e: " + pages.announcements());
        pages.waitForText("#readback-text", "Wiederholen Sie den Zug: Bauer Bella sieben Bella acht Dame Schach.");
        pages.type("Bauer Bella sieben Bella acht Dame");
        assertTrue(waitForEvent(Event.RepeatChecked.class, 1).right());
        time.advanceMillis(20_000);
        pages.type("König Eva acht Eva sieben");
        assertEquals("König Eva acht Eva sieben. Richtig?", waitForEvent(Event.MoveProposed.class, 1).text());
        pages.board();
        pages.waitForText("#banner", "Der Zug des blinden Spielers wird ihm vorgelesen: König Eva acht Eva sieben.");
        pages.listen();
        pages.type("ja");
        assertEquals("König Eva acht Eva sieben", waitForEvent(Event.MoveMade.class, 2).text());

        // White drags his king; Black repeats and promotes his pawn, confirming with the button
        pages.board();
        chromium.waitFor("the black king on e7", d -> pages.pieceOn("e7").equals("k"));
        assertEquals("4:40", pages.text("#clock-top .time"), "Black used 20 of his 300 seconds");
        time.advanceMillis(3_000);
        pages.drag("e1", "d2");
        assertEquals("König Eva eins David zwei", waitForEvent(Event.MoveMade.class, 3).text());
        pages.listen();
        pages.type("König Eva eins David zwei");
        assertTrue(waitForEvent(Event.RepeatChecked.class, 2).right());
        pages.type("Bauer Gustav zwei Gustav eins Dame");
        waitForEvent(Event.MoveProposed.class, 2);
        chromium.find("#confirm").click();
        assertEquals("say", chromium.driver.switchTo().activeElement().getAttribute("id"),
                "after Confirm the blind player is back in the text box, not lost on <body>");
        assertEquals("Bauer Gustav zwei Gustav eins Dame", waitForEvent(Event.MoveMade.class, 4).text());
        chromium.waitFor("the grid shows the new queen",
                d -> pages.text("#cell-g1").equals("Gustav eins, schwarze Dame"));
        // the listening page's moves are a scoresheet, numbered by move
        assertEquals(List.of("1. b8=D+ Ke7", "2. Kd2 g1=D"),
                chromium.driver.findElements(By.cssSelector("#moves li")).stream().map(e -> e.getText()).toList());

        pages.board();
        chromium.waitFor("the black queen on g1", d -> pages.pieceOn("g1").equals("q"));
        assertEquals(List.of("b8=D+ Ke7", "Kd2 g1=D"), chromium.driver.findElements(By.cssSelector("#moves li")).stream()
                .map(e -> e.getText().replaceAll("\\s+", " ")).toList());
        assertTrue(pages.text("#clock-bottom .time").matches("4:4[45]"), "White: 300 - 12 - 3 seconds, and running");
        assertEquals("4:40", pages.text("#clock-top .time"));
        assertFalse(pages.shown("#banner"), "nothing is pending: " + pages.text("#banner"));
        assertEquals(List.of(), session.state().asked());
        assertEquals("1Q6/4k3/8/8/8/8/3K4/6q1 w - - 0 3", session.state().fen());
        chromium.screenshot("game-board-1024x768");
        pages.listen();
        chromium.screenshot("game-listen-1024x768");
    }
}
