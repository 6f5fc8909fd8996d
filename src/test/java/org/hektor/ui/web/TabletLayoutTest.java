package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.clock.ManualTimeSource;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.words.OneLanguage;
import org.hektor.words.Words;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WindowType;

/**
 * The tablet pages as a club evening meets them, in headless Chromium (one browser for the class): both pages in
 * the profile's language, at phone and tablet sizes in both orientations with every control on the screen and
 * the board as large as the screen allows, the game-over view with the result and the scoresheet, axe-core
 * without violations in every view. Screenshots of each go to target/tablet-screenshots.
 */
class TabletLayoutTest {
    private static final int[][] SIZES = {{390, 844}, {768, 1024}, {1024, 768}, {1366, 1024}};
    /** Phones too small for board and panel together: the board page scrolls down to the panel, every control reachable. */
    private static final int[][] SMALL = {{360, 640}, {844, 390}};
    /** What a finger or a key can operate: the elements both layout checks walk. */
    /** Cut-off text at every size named, playing and game over; axe-core there too in the pages' own language. */
    private static final int[][] ALL = {{360, 640}, {390, 844}, {768, 1024}, {1024, 768}, {1366, 1024}};
    /**
     * axe-core in the other language and word pairs: the smallest phone and a tablet. Its rules read the pages'
     * structure (names, roles, contrast, lang), which is the same in every language; only the text's length changes
     * with the language, and the cut-off check sees that at every size. Every size in all six pairs took four minutes
     * of a CI run.
     */
    private static final int[][] AXE_OTHER_PAIRS = {{360, 640}, {1024, 768}};
    private static final String CONTROLS = "'button, input, select, a[href], [tabindex=\"0\"]'";
    private static Chromium chromium;

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

    private static final List<Move> MID_GAME = Arrays.stream(new String[] {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5",
            "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6"}).map(Move::fromUci).toList();

    /** Each move of the middle game as the profile announces it, in order. */
    private static List<String> announced(Profile profile) {
        List<String> said = new ArrayList<>();
        Position p = Position.initial();
        for (Move m : MID_GAME) {
            said.add(new Announcer(profile).announce(p, m));
            p = p.play(m);
        }
        return said;
    }

    /** The middle game's moves numbered as a scoresheet in the profile's piece letters: "2. Sf3 Sc6". */
    private static List<String> scoresheet(Profile profile) {
        List<String> lines = new ArrayList<>();
        Position p = Position.initial();
        for (int i = 0; i < MID_GAME.size(); i += 2) {
            String white = San.of(p, MID_GAME.get(i), profile.letters());
            p = p.play(MID_GAME.get(i));
            String black = San.of(p, MID_GAME.get(i + 1), profile.letters());
            p = p.play(MID_GAME.get(i + 1));
            lines.add((i / 2 + 1) + ". " + white + " " + black);
        }
        return lines;
    }

    private static TabletState midGame(Profile profile) {
        TabletState s = ScriptedGame.state(Position.initial(), MID_GAME);
        List<String> said = announced(profile);
        return new TabletState(s.start(), s.moves(), Color.WHITE,
                Optional.of(new TabletState.Clocks(14 * 60_000 + 31_000, 13 * 60_000 + 2_000, Optional.of(Color.WHITE))),
                Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.REPEAT, said.get(said.size() - 1))),
                Optional.empty(), Optional.empty(), Optional.empty(), List.of(said.get(said.size() - 2)));
    }

    private static TabletState over(Profile profile, String result) {
        TabletState s = midGame(profile);
        return new TabletState(s.start(), s.moves(), Color.WHITE,
                Optional.of(new TabletState.Clocks(14 * 60_000, 13 * 60_000, Optional.empty())), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(result), List.of(result));
    }

    @ParameterizedTest(name = "--words {0} --language {1}")
    @CsvSource({"ibca, de", "en, de", "en, en", "ibca, en", "ibca, ru", "en, ru"})
    void bothPagesFitEveryScreenInTheLanguageAndPassAxeAlsoWhenTheGameIsOver(String words, String language)
            throws Exception {
        Profile profile = Profile.load(words, language);
        Words text = Words.forLanguage(language);
        Function<String, List<String>> oneLanguage = OneLanguage.of(language, profile);
        List<String> said = announced(profile);
        String readBack = said.get(said.size() - 1);
        ScriptedGame game = new ScriptedGame(profile, ScriptedGame.start());
        TabletServer server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of("135790"), new ManualTimeSource()));
        Pages pages = new Pages(chromium);
        try {
            chromium.viewport(1024, 768);
            pages.open(server);
            // enough said to the blind player that "Hektor said…" overflows its box on a phone
            for (String move : said) {
                game.publish(midGame(profile), new TabletEvent("move", move));
            }

            pages.board();
            pages.waitForText("#banner", readBack);
            assertEquals(language, chromium.find("html").getAttribute("lang"));
            assertEquals(text.say("tablet.page.resign"), pages.text("#resign"));
            Object newestInView = chromium.driver.executeScript("const l = document.getElementById('moves');"
                    + "return l.scrollHeight <= l.clientHeight || l.scrollTop + l.clientHeight >= l.scrollHeight - 2;");
            assertEquals(Boolean.TRUE, newestInView, "the move list shows the newest move while the read-back banner is up");
            assertEquals(text.say("tablet.js.repeat.wait", "move", readBack), pages.text("#banner"),
                    "the banner is in one language");
            assertInOneLanguage(oneLanguage, "board");
            pages.listen();
            pages.waitForAnnouncement(readBack);
            assertEquals(language, chromium.find("html").getAttribute("lang"));
            assertEquals(text.say("tablet.page.send"), pages.text("#say-form button"));
            assertEquals(scoresheet(profile), listenMoves(), "moves numbered like a scoresheet");
            assertInOneLanguage(oneLanguage, "listen");
            boolean everySize = words.equals("ibca") && language.equals("de");     // the rules' own pair
            captureAll(pages, words + "-" + language, "", everySize);

            String result = text.say("session.over.resignation", "loser", text.color(Color.BLACK),
                    "winner", text.color(Color.WHITE));
            game.publish(over(profile, result), new TabletEvent("over", result));
            for (String page : List.of("board", "listen")) {
                show(pages, page);
                chromium.waitFor("the game-over view on the " + page + " page", d -> pages.shown("#over"));
                assertEquals(text.say("tablet.page.over"), pages.text("#over-title"));
                assertEquals(result, pages.text("#over-result"));
                if (page.equals("listen")) {
                    assertEquals(1, pages.announcements().stream().filter(result::equals).count(),
                            "the result is in the log once, and nowhere else as static text");
                    assertTrue(chromium.driver.findElements(By.id("earlier")).isEmpty(), "no second copy of the log");
                }
                // the scoresheet is a download of the PGN the server sent (its text: TabletSecurityTest)
                assertTrue(chromium.find("#pgn").getAttribute("href").startsWith("blob:"), "the scoresheet is ready to download");
                assertEquals("hektor-game.pgn", chromium.find("#pgn").getAttribute("download"));
                assertInOneLanguage(oneLanguage, page + " over");
            }
            pages.board();
            assertEquals("r1bqk2r/2p1bppp/p1np1n2/1p2p3/4P3/1B3N2/PPPP1PPP/RNBQR1K1", placement(pages), "the final position");
            captureAll(pages, words + "-" + language, "-over", everySize);

            long before = System.nanoTime();
            server.close();
            long millis = (System.nanoTime() - before) / 1_000_000;
            assertTrue(millis < 10_000, "both pages said they had shown the result; the server stopped in " + millis + " ms");
        } finally {
            pages.close();
            server.close();
        }
    }

    @Test
    void anUnpairedPageShowsOnlyThePairingForm() {
        ScriptedGame game = new ScriptedGame(Profile.ibca(), ScriptedGame.start());
        try (TabletServer server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of("135790"), new ManualTimeSource()))) {
            for (String url : List.of(server.boardUrl(), server.listenUrl())) {
                chromium.driver.switchTo().newWindow(WindowType.TAB);
                chromium.viewport(390, 844);
                chromium.driver.get(url);
                chromium.waitFor("the pairing form", d -> d.findElement(By.id("code")).isDisplayed());
                assertFalse(chromium.find("#game").isDisplayed(), "hidden hides the game: no empty board, no 0:00 clocks");
                assertEquals("Kopplungscode", chromium.find("label[for=code]").getText());
                chromium.driver.close();
                chromium.driver.switchTo().window(chromium.driver.getWindowHandles().iterator().next());
            }
        }
    }

    /**
     * What the page's live regions hold now (each sentence of a log apart) checked for the language: a screen reader
     * reads them out unasked, so a word of another language there is heard in the wrong voice.
     */
    private static void assertInOneLanguage(Function<String, List<String>> oneLanguage, String what) {
        @SuppressWarnings("unchecked")
        List<String> live = (List<String>) chromium.driver.executeScript("return Array.from(document.querySelectorAll("
                + "'[aria-live], [role=status], [role=alert], [role=log]')).flatMap(r => r.getAttribute('role') === 'log'"
                + " ? Array.from(r.children).map(c => c.textContent.trim()) : [r.textContent.trim()]).filter(t => t);");
        assertFalse(live.isEmpty(), what + ": the live regions say something");
        List<String> bad = new ArrayList<>();
        for (String line : live) {
            oneLanguage.apply(line).forEach(why -> bad.add(why + " in: " + line));
        }
        assertEquals(List.of(), bad, what + ": " + live);
    }

    private List<String> listenMoves() {
        return chromium.driver.findElements(By.cssSelector("#moves li")).stream().map(e -> e.getText()).toList();
    }

    /** The board's piece placement as FEN, read from the SVG. */
    private static String placement(Pages pages) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 8; rank >= 1; rank--) {
            int empty = 0;
            for (char file = 'a'; file <= 'h'; file++) {
                String p = pages.pieceOn("" + file + rank);
                if (p.isEmpty()) {
                    empty++;
                } else {
                    fen.append(empty > 0 ? String.valueOf(empty) : "").append(p);
                    empty = 0;
                }
            }
            fen.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 1 ? "/" : "");
        }
        return fen.toString();
    }

    /**
     * Every size: a screenshot of each page, every control on the screen, the board as large as it may be. Each size
     * is set once and everything checked there (a resize waits for the page to report the new size).
     */
    private static void captureAll(Pages pages, String profile, String suffix, boolean axeEverySize) throws Exception {
        List<int[]> sizes = new ArrayList<>(List.of(ALL));
        Arrays.stream(SMALL).filter(s -> !in(ALL, s)).forEach(sizes::add);
        for (int[] size : sizes) {
            chromium.viewport(size[0], size[1]);
            String name = size[0] + "x" + size[1];
            String what = profile + suffix + " at " + name;
            if (in(ALL, size)) {
                if (axeEverySize || in(AXE_OTHER_PAIRS, size)) {
                    axe(pages, what);
                }
                for (String page : List.of("board", "listen")) {
                    show(pages, page);
                    assertEquals(List.of(), textCutOff(), page + " page " + what + ": text cut off");
                }
            }
            if (in(SIZES, size)) {
                pages.board();
                Path png = chromium.screenshot("board-" + profile + "-" + name + suffix);
                assertTrue(Files.size(png) > 10_000, png + " has a picture in it");
                assertEquals(List.of(), controlsOffScreen(true), "board page " + profile + " at " + name + suffix + ": controls off the screen");
                double share = boardShare();
                assertTrue(share >= 0.9, "the board fills " + Math.round(share * 100) + " % of the shorter side at " + name + suffix);
                pages.listen();
                chromium.screenshot("listen-" + profile + "-" + name + suffix);
                assertEquals(List.of(), controlsOffScreen(false), "listening page " + profile + " at " + name + suffix + ": controls off the screen");
            }
            if (in(SMALL, size)) {
                for (String page : List.of("board", "listen")) {
                    show(pages, page);
                    chromium.screenshot(page + "-" + profile + "-" + name + suffix);
                    assertEquals(List.of(), controlsOffScreen(false), page + " page " + profile + " at " + name + suffix + ": controls off the screen");
                    assertEquals(List.of(), controlsUnreachable(), page + " page " + profile + " at " + name + suffix + ": controls not reachable by scrolling");
                }
                pages.board();
                double share = boardShare();
                assertTrue(share >= 0.9, "the board fills " + Math.round(share * 100) + " % of the shorter side at " + name + suffix);
            }
        }
        chromium.viewport(1024, 768);
    }

    private static boolean in(int[][] sizes, int[] size) {
        return Arrays.stream(sizes).anyMatch(s -> Arrays.equals(s, size));
    }

    /**
     * The displayed controls a finger cannot scroll to: cut off by a box that does not scroll (overflow hidden), or
     * beyond the end of the page. A box that scrolls (overflow auto) is reachable: the user scrolls it.
     */
    private static List<String> controlsUnreachable() {
        return cutOff(CONTROLS, "r.bottom + scrollY > page.scrollHeight + 0.5 || r.right > innerWidth + 0.5 ? 'beyond the page' : null");
    }

    /**
     * The displayed texts a box cuts off: a line clipped by an ancestor that does not scroll (overflow hidden), or
     * an element whose own text overflows it without scrolling (an ellipsis). A box that scrolls shows it all.
     */
    private static List<String> textCutOff() {
        return cutOff("'body *'", "e.closest('svg') || (getComputedStyle(e).position === 'absolute' && e.classList.contains('help'))"
                + " || ![...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()) ? 'skip'"
                + " : (getComputedStyle(e).overflowX === 'hidden' || getComputedStyle(e).overflowX === 'clip')"
                + " && e.scrollWidth > e.clientWidth + 1 ? 'overflows itself' : null");
    }

    /**
     * The displayed elements of {@code selector} cut off by an ancestor that clips (overflow hidden) or for a reason
     * of their own ({@code own}, a script expression over {@code e}, {@code r} and {@code page}; 'skip' passes).
     */
    @SuppressWarnings("unchecked")
    private static List<String> cutOff(String selector, String own) {
        return (List<String>) chromium.driver.executeScript(
                "const out = [];"
                + "const page = document.documentElement;"
                + "for (const e of document.querySelectorAll(" + selector + ")) {"
                + "  if (e.closest('dialog:not([open])') || e.closest('[hidden]') || !e.getClientRects().length) continue;"
                + "  let r = e.getBoundingClientRect();"
                + "  let why = " + own + ";"
                + "  if (why === 'skip') continue;"
                + "  for (let a = e.parentElement; a && a !== page && !why; a = a.parentElement) {"
                + "    const s = getComputedStyle(a), box = a.getBoundingClientRect();"
                + "    const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip', clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip';"
                + "    if ((clipsY && (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)) || (clipsX && (r.left < box.left - 0.5 || r.right > box.right + 0.5)))"
                + "      why = 'cut off by ' + (a.id || a.className || a.tagName);"
                // inside a box that scrolls, what counts is whether that box is cut off
                + "    if (/auto|scroll/.test(s.overflowY + s.overflowX)) r = box;"
                + "  }"
                + "  if (why) out.push((e.id || e.textContent.trim().slice(0, 30)) + ' ' + why);"
                + "}"
                + "return out;");
    }

    /**
     * The displayed controls outside the viewport. The board page must need no scrolling at all; the listening
     * page is a document a screen reader reads from top to bottom, so it may scroll down, never sideways.
     */
    @SuppressWarnings("unchecked")
    private static List<String> controlsOffScreen(boolean wholeScreen) {
        return (List<String>) chromium.driver.executeScript(
                "const whole = arguments[0];"
                + "const out = [];"
                + "if (document.documentElement.scrollWidth > innerWidth + 1) out.push('the page scrolls sideways: ' + document.documentElement.scrollWidth);"
                + "if (whole && document.documentElement.scrollHeight > innerHeight + 1) out.push('the page scrolls: ' + document.documentElement.scrollHeight);"
                + "for (const e of document.querySelectorAll(" + CONTROLS + ")) {"
                + "  if (e.closest('dialog:not([open])') || e.closest('[hidden]') || !e.getClientRects().length) continue;"
                + "  const r = e.getBoundingClientRect();"
                + "  const top = whole ? r.top : 0, bottom = whole ? r.bottom : 0;"
                + "  if (r.left < -0.5 || top < -0.5 || r.right > innerWidth + 0.5 || bottom > innerHeight + 0.5)"
                + "    out.push((e.id || e.textContent.trim().slice(0, 30)) + ' at ' + Math.round(r.left) + ',' + Math.round(r.top)"
                + "      + '-' + Math.round(r.right) + ',' + Math.round(r.bottom));"
                + "  if (e.scrollWidth > e.clientWidth + 1 && e.tagName === 'BUTTON') out.push((e.id || e.textContent.trim()) + ' overflows its button');"
                + "}"
                + "return out;", wholeScreen);
    }

    /** The board's side over the shorter side of the screen below the header. */
    private static double boardShare() {
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) chromium.driver.executeScript(
                "const b = document.getElementById('board').getBoundingClientRect();"
                + "const h = document.querySelector('.top').getBoundingClientRect().height;"
                + "return {side: Math.min(b.width, b.height), avail: Math.min(innerWidth, innerHeight - h)};");
        return ((Number) m.get("side")).doubleValue() / ((Number) m.get("avail")).doubleValue();
    }

    private static void show(Pages pages, String page) {
        if (page.equals("board")) {
            pages.board();
        } else {
            pages.listen();
        }
    }

    private static void axe(Pages pages, String what) {
        for (String page : List.of("board", "listen")) {
            show(pages, page);
            // axe.run in the page itself: the pages have no frames, so the default's per-frame partial runs finished
            // in a blank tab opened for each analysis (axe injected twice) find nothing more
            Results axe = new AxeBuilder().setLegacyMode(true).analyze(chromium.driver);
            assertTrue(axe.getPasses().size() > 10, "axe ran its rules");
            assertEquals("", axe.getViolations().stream()
                    .map(v -> v.getId() + ": " + v.getHelp() + " at " + v.getNodes().stream()
                            .map(n -> n.getTarget() + " " + n.getFailureSummary()).toList())
                    .collect(Collectors.joining("\n")), page + " page, " + what);
        }
    }
}
