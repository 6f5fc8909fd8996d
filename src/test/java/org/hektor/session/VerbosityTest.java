package org.hektor.session;

import static org.hektor.session.Table.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.signal.Cue;
import org.junit.jupiter.api.Test;

/**
 * {@code --verbosity brief} says the opponent's move and what needs an answer, nothing else; the player's
 * confirmed move is an earcon; "denkt nach" only after a second. A scripted German keyboard game on a hand-advanced
 * clock, ticked every 100 ms as the live ticker does.
 */
class VerbosityTest {
    /** The player's moves (typed) and the engine's replies: 6. Dxf7 is mate. */
    private static final String[][] GAME = {
            {"e4", "e7e5"}, {"Lc4", "a7a6"}, {"Sc3", "h7h6"}, {"d3", "b7b6"}, {"Df3", "a6a5"}, {"Dxf7", null}};
    /** How long the engine takes for each reply: mostly quick (level 1 answers in tens of milliseconds), one slow. */
    private static final long[] REPLY_MILLIS = {300, 200, 1500, 100, 400};

    private static Table german(Verbosity v) {
        Table t = Table.practice("ibca", Color.WHITE, "900+10");
        t.session.verbosity(v);
        return t.start();
    }

    /** Waits {@code millis} on the hand-advanced clock, ticking every 100 ms; the events said meanwhile. */
    private static List<Event> waitFor(Table t, long millis) {
        List<Event> said = new ArrayList<>();
        for (long waited = 0; waited < millis; waited += GameSession.TICK_MILLIS) {
            said.addAll(t.after(GameSession.TICK_MILLIS));
        }
        return said;
    }

    /** Plays {@link #GAME}; the words Hektor says for each of the player's moves (from his move to his next turn). */
    private static List<Integer> wordsPerMove(Verbosity v) {
        Table t = german(v);
        List<Integer> words = new ArrayList<>();
        for (int i = 0; i < GAME.length; i++) {
            List<Event> said = new ArrayList<>(t.type(GAME[i][0]));
            said.addAll(t.type("ja"));
            if (GAME[i][1] != null) {
                said.addAll(waitFor(t, REPLY_MILLIS[i]));
                said.addAll(t.engine(GAME[i][1]));
            }
            words.add(texts(said).stream().mapToInt(s -> s.split("\\s+").length).sum());
        }
        assertTrue(t.session.isOver(), "the scripted game ends in mate");
        return words;
    }

    private static double median(List<Integer> values) {
        int[] sorted = values.stream().mapToInt(Integer::intValue).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }

    @Test
    void briefSaysAboutHalfTheWordsOfNormalPerMove() {
        List<Integer> normal = wordsPerMove(Verbosity.NORMAL);
        List<Integer> brief = wordsPerMove(Verbosity.BRIEF);
        // the words per move of docs/measurements.md: printed, so the test report keeps them
        System.out.println("words per move, German keyboard game: normal " + normal + " median " + median(normal)
                + "; brief " + brief + " median " + median(brief));
        assertTrue(median(brief) <= median(normal) * 0.6, normal + " vs " + brief);
        for (int i = 0; i < normal.size(); i++) {
            assertTrue(brief.get(i) < normal.get(i), "move " + (i + 1) + ": " + normal + " vs " + brief);
        }
    }

    @Test
    void briefSaysTheOpponentsMoveAsNormalDoes() {
        for (Verbosity v : Verbosity.values()) {
            Table t = german(v);
            t.type("e4");
            t.type("ja");
            List<Event> reply = t.engine("e7e5");
            assertEquals("Bauer Eva sieben Eva fünf", Table.only(reply, Event.MoveMade.class).text(), v.word());
        }
    }

    @Test
    void briefAcknowledgesTheConfirmedMoveByItsEarconNotByWords() {
        Table t = german(Verbosity.BRIEF);
        assertEquals(List.of("Springer Gustav eins Felix drei. Richtig?"), texts(t.type("Sf3")),
                "the read-back needs an answer: it is said (rule 2.6)");
        List<Event> confirmed = t.type("ja");
        Event.MoveMade made = Table.only(confirmed, Event.MoveMade.class);
        assertEquals("", made.text());
        assertEquals(Cue.CONFIRMED, made.cue());
        assertEquals(List.of(), texts(confirmed));
    }

    @Test
    void briefSaysThinkingOnlyWhenTheReplyTakesLongerThanASecond() {
        Table t = german(Verbosity.BRIEF);
        t.type("e4");
        t.type("ja");
        assertEquals(List.of(), texts(waitFor(t, 900)));
        assertEquals(List.of("Hektor level 1 denkt nach."), texts(waitFor(t, 100)));
        assertEquals(List.of(), texts(waitFor(t, 2000)), "said once");
        assertEquals(List.of("Bauer Eva sieben Eva fünf"), texts(t.engine("e7e5")),
                "after the opponent's move \"Sie sind am Zug.\" is not said: the move says it");

        t.type("d4");
        t.type("ja");
        waitFor(t, 900);
        assertEquals(List.of("Bauer David sieben David fünf"), texts(t.engine("d7d5")));
        assertEquals(List.of(), texts(waitFor(t, 2000)), "a quick reply: never thinking, not even late");
    }

    @Test
    void briefStillPublishesEveryEventAtOnceSoTheEngineIsAskedWithoutWaiting() {
        // the engine seat starts thinking on the prompt for its move: brief silences it, never holds it back
        Table t = german(Verbosity.BRIEF);
        t.type("e4");
        List<Event> confirmed = t.type("ja");
        Event.Prompt prompt = Table.only(confirmed, Event.Prompt.class);
        assertEquals(Color.BLACK, prompt.toMove());
        assertEquals("", prompt.text());
        List<Event> reply = t.engine("e7e5");
        assertEquals(Color.WHITE, Table.only(reply, Event.Prompt.class).toMove(), "the player's turn is published");
    }

    @Test
    void briefIsForPracticeGamesTheTabletPageShowsEverySentence() {
        Table t = new Table(Settings.practice(Color.WHITE, org.hektor.clock.TimeControl.parse("900"), "Opponent")
                .withProfile("ibca").withMode(Mode.TABLET));
        t.session.verbosity(Verbosity.BRIEF);
        t.start();
        t.type("e4");
        assertEquals(List.of("Bauer Eva zwei Eva vier", "Ihr Gegner ist am Zug."), texts(t.type("ja")));
    }

    @Test
    void normalSaysEverySentenceAsBefore() {
        Table t = german(Verbosity.NORMAL);
        t.type("e4");
        List<Event> confirmed = t.type("ja");
        assertEquals(List.of("Bauer Eva zwei Eva vier", "Hektor level 1 denkt nach."), texts(confirmed));
        assertEquals(List.of("Bauer Eva sieben Eva fünf", "Sie sind am Zug."), texts(t.engine("e7e5")));
    }

    @Test
    void briefStillAsksForTheRepeatOfRule21() {
        Table t = new Table(Settings.practice(Color.WHITE, org.hektor.clock.TimeControl.parse("900"), "Hektor level 1")
                .withProfile("ibca").withRepeatCheck(true));
        t.session.verbosity(Verbosity.BRIEF);
        t.start();
        t.type("e4");
        t.type("ja");
        assertEquals(List.of("Bauer Eva sieben Eva fünf", "Bitte wiederholen Sie den Zug."), texts(t.engine("e7e5")));
    }

    @Test
    void theVerbosityMayChangeDuringTheGame() {
        Table t = german(Verbosity.BRIEF);
        t.type("e4");
        assertEquals(List.of(), texts(t.type("ja")));
        t.engine("e7e5");
        t.session.verbosity(Verbosity.NORMAL);
        t.type("d4");
        assertEquals(List.of("Bauer David zwei David vier", "Hektor level 1 denkt nach."), texts(t.type("ja")));
    }

    @Test
    void anUnknownVerbosityIsOneSentence() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Verbosity.byName("loud"));
        assertEquals("There is no verbosity 'loud'; choose brief, normal or full.", e.getMessage());
        assertEquals(Verbosity.BRIEF, Verbosity.byName(" Brief "));
        assertEquals(List.of("brief", "normal", "full"), Arrays.stream(Verbosity.values()).map(Verbosity::word).toList());
    }
}
