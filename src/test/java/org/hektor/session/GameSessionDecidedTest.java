package org.hektor.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Hypothesis;
import org.junit.jupiter.api.Test;

/**
 * Moves journaled as moves. A replay hands each command the understanding recorded for it, so a Hektor
 * whose parser reads the same words otherwise rebuilds the same game and clocks; the record also holds the moves
 * with their ply and both clocks.
 */
class GameSessionDecidedTest {
    private static State replayed(List<Stamped> journal, Settings settings) {
        GameSession again = new GameSession(settings, new SessionTime(new ManualTimeSource()));
        again.replay(journal);
        return again.state();
    }

    @Test
    void aReplayUsesTheRecordedUnderstandingNotTheWordsAgain() {
        Table t = Table.english().start();
        t.real.advanceMillis(2000);
        t.type("e4");
        t.type("yes");
        t.real.advanceMillis(500);
        t.engine("e7e5");
        t.real.advanceMillis(3000);
        t.type("Nf3");
        t.type("");
        t.real.advanceMillis(700);
        t.tick();
        State live = t.session.state();
        assertEquals(List.of("e4", "e5", "Nf3"), live.sans());

        Command.Decided third = t.journal.stream().map(Stamped::command).filter(Command.Decided.class::isInstance)
                .map(Command.Decided.class::cast).filter(d -> d.ply() == 3).findFirst().orElseThrow();
        assertEquals(List.of(Move.fromUci("g1f3")), third.moves());
        assertEquals(295_000, third.whiteMillis());
        assertEquals(299_500, third.blackMillis());

        // a later parser reads "Nf3" as nothing at all: the recorded understanding still makes the same game
        List<Stamped> reread = t.journal.stream().map(s -> s.command() instanceof Command.Typed typed
                && typed.text().equals("Nf3") ? new Stamped(s.at(), new Command.Typed("Nf3 as a new parser reads it"))
                : s).toList();
        State again = replayed(reread, t.session.settings());
        assertEquals(live.moves(), again.moves());
        assertEquals(live.clock(), again.clock());
        assertEquals(live.at(), again.at());

        // without the decisions (as in a journal of format 1) the words are read again, and the game differs
        List<Stamped> wordsOnly = reread.stream().filter(s -> !(s.command() instanceof Command.Decided)).toList();
        assertNotEquals(live.moves(), replayed(wordsOnly, t.session.settings()).moves());
    }

    /** Rule 2.6 with a window of three seconds, German words: the margin decides whether the window plays a move. */
    private static Table withWindow() {
        return new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                .withProfile("ibca").withWindow(3000)).start();
    }

    private static Command.Utterance said(Object... textAndConfidence) {
        List<Hypothesis> hs = new java.util.ArrayList<>();
        for (int i = 0; i < textAndConfidence.length; i += 2) {
            hs.add(Hypothesis.of((String) textAndConfidence[i], (Double) textAndConfidence[i + 1]));
        }
        return new Command.Utterance(hs);
    }

    /** How many hypotheses the session reads for {@code c}. */
    private static long read(Table t, Command c) {
        long before = t.session.hypothesesRead();
        t.send(c);
        return t.session.hypothesesRead() - before;
    }

    @Test
    void eachUtteranceIsReadOnceWhateverIsAskedOfIt() {
        Table t = withWindow();
        // the move, its margin (each hypothesis alone) and the read-back's check of the next words: one reading each
        assertEquals(2, read(t, said("Springer Gustav eins Felix drei", 0.55, "Springer Gustav eins Felix zwei", 0.45)));
        assertEquals(1, read(t, said("Remis", 0.9)));          // during the read-back: not understood
        assertEquals(1, read(t, new Command.Typed("nein")));
        // a question, then its answer by number: the answer and the move it may also name, from one reading
        assertEquals(2, read(t, said("Eva vier", 0.6, "Eva drei", 0.3)));
        assertEquals(2, read(t, said("zwei", 0.7, "Eva vier", 0.3)));
        assertEquals(Move.fromUci("e2e4"), t.session.state().proposed());
        assertEquals(0, read(t, new Command.Typed("")));        // Enter confirms: no words
        assertEquals(1, t.session.state().ply());
        t.engine("e7e5");
        // the opponent's move is repeated (rule 2.1) and then a command is heard: one reading for both meanings
        assertEquals(2, read(t, said("Zeit", 0.8, "Eva vier", 0.2)));
    }

    @Test
    void aReplayReadsNoWordsThatHaveARecordAndPlaysTheWindowByTheRecordedMargin() {
        Table t = withWindow();
        t.real.advanceMillis(1000);
        t.send(said("Springer Gustav eins Felix drei", 0.55, "Springer Gustav eins Felix zwei", 0.45));
        t.after(5000);                                          // unclear: the window does not play it
        t.send(said("Remis", 0.9));
        t.send(said("ja", 1.0));
        t.engine("e7e5");
        t.send(said("Springer Bella eins Cäsar drei", 0.8, "Springer Bella eins Cäsar zwei", 0.2));
        t.after(3000);                                          // clear: played by the window
        State live = t.session.state();
        assertEquals(List.of("Nf3", "e5", "Nc3"), live.sans());

        // a later parser reads none of the words: the recorded meanings and margins still make the same game
        List<Stamped> unreadable = t.journal.stream().map(s -> s.command() instanceof Command.Utterance
                ? new Stamped(s.at(), said("Banane", 1.0)) : s).toList();
        GameSession again = new GameSession(t.session.settings(), new SessionTime(new ManualTimeSource()));
        assertEquals(unreadable.size(), again.replay(unreadable));
        assertEquals(0, again.hypothesesRead());
        assertEquals(live.moves(), again.state().moves());
        assertEquals(live.clock(), again.state().clock());
        assertEquals(live.at(), again.state().at());

        // a journal whose records have no margins (written before margins were) reads the words for the margin
        // alone, and makes the same game
        List<Stamped> noMargins = t.journal.stream().map(s -> s.command() instanceof Command.Decided d
                ? new Stamped(s.at(), new Command.Decided(d.understood().stream()
                        .map(u -> Understood.of(u.meaning())).toList(), d.ply(), d.moves(), d.whiteMillis(),
                        d.blackMillis())) : s).toList();
        GameSession old = new GameSession(t.session.settings(), new SessionTime(new ManualTimeSource()));
        assertEquals(noMargins.size(), old.replay(noMargins));
        assertTrue(old.hypothesesRead() > 0);
        assertEquals(live.moves(), old.state().moves());
        assertEquals(live.clock(), old.state().clock());
    }

    /** A talker like the console's: what it is asked, in order; it answers "Tempo.". */
    private static List<CommandWord> talker(Table t) {
        List<CommandWord> asked = new java.util.ArrayList<>();
        t.session.talkWith(word -> {
            asked.add(word);
            return "Tempo.";
        });
        return asked;
    }

    @Test
    void helpRateAndVerbositySaidGoToTheTalkerFromTheOneReadingAndAreNotJournaled() {
        Table t = Table.practice("ibca", Color.WHITE, "300").start();
        List<CommandWord> asked = talker(t);
        int journaled = t.journal.size();
        // beside words that name a move the position decides, from the same reading
        assertEquals(2, read(t, said("schneller", 0.9, "Springer Gustav eins Felix drei", 0.1)));
        assertEquals(List.of(CommandWord.FASTER), asked);
        assertEquals(journaled, t.journal.size(), "it changes how Hektor talks, never the game: not journaled");
        assertEquals(List.of("Tempo."), Table.texts(t.send(said("kurz", 1.0))));
        // a move: the talk check and the read-back share one reading; journaled with what it was understood as
        assertEquals(1, read(t, said("Springer Gustav eins Felix drei", 0.9)));
        assertEquals(List.of(CommandWord.FASTER, CommandWord.BRIEF), asked);
        assertEquals(journaled + 2, t.journal.size());
    }

    @Test
    void aLineTypedAtTheTalkersKeyboardIsReadOnceForItsTalkWordsAndItsMeaning() {
        Table t = Table.practice("ibca", Color.WHITE, "300").start();
        List<CommandWord> asked = talker(t);
        int journaled = t.journal.size();
        assertEquals(1, read(t, Command.Typed.byTheTalker("schneller")));
        assertEquals(List.of(CommandWord.FASTER), asked);
        assertEquals(journaled, t.journal.size(), "it changes how Hektor talks, never the game: not journaled");
        // a move typed: the talk check and the read-back share one reading
        assertEquals(1, read(t, Command.Typed.byTheTalker("Springer Gustav eins Felix drei")));
        assertEquals(Move.fromUci("g1f3"), t.session.state().proposed());
        assertEquals(0, read(t, Command.Typed.byTheTalker("")));     // Enter confirms: no words
        assertEquals(1, t.session.state().ply());
        // typed on the tablet's page the rate is not the console's to change: the read-back's answer, once read
        assertEquals(1, read(t, Command.Typed.onThePage("schneller")));
        assertEquals(List.of(CommandWord.FASTER), asked);
        // help typed on the page in other words than its keys is the page's help, read once and not journaled
        int before = t.journal.size();
        long reads = t.session.hypothesesRead();
        org.hektor.notation.Profile profile = t.session.settings().notation();
        assertEquals(List.of(org.hektor.words.GameHelp.onPage(org.hektor.words.Words.forLanguage(profile.language()),
                profile, new org.hektor.notation.Announcer(profile), org.hektor.words.GameHelp.Topic.KEYS)),
                Table.texts(t.send(Command.Typed.onThePage("Hilfe Tasten"))));
        assertEquals(1, t.session.hypothesesRead() - reads);
        assertEquals(before, t.journal.size());
        assertEquals(List.of(CommandWord.FASTER), asked);
    }
}
