package org.hektor.speech.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.speech.hearing.Recognition;
import org.hektor.speech.hearing.VoskModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small sample of the held-out benchmark (docs/measurements.md): moves and every command phrase said by three
 * held-out espeak-ng voices, four utterances of tuning voices and three of held-out voices that were once answered
 * wrongly, starting and ending with sound (no quiet around the words), in pink noise at 10 dB and 15 % fast,
 * heard by {@code hektor listen --batch}. Never a wrong move, a move taken for a command or query, or a command heard
 * as another; most are heard right.
 */
class NoWrongAnswerTest {
    @TempDir
    Path dir;

    @Test
    void voicesInNoiseAndHasteGetNoWrongAnswer() throws Exception {
        Profile en = Profile.load("en");
        List<Corpus.Item> plan = new ArrayList<>(Corpus.plan(en, List.of(new Voice("en+m1"), new Voice("en-us+f5")),
                List.of(Condition.PINK_10DB, Condition.TEMPO_1_15), 6, false, 26));
        plan.addAll(Corpus.plan(en, List.of(new Voice("en-us+m6")), List.of(Condition.CLEAN), 0, true, 26));
        int sampled = plan.size();
        // utterances of the tuning voices that were answered wrongly before the margins and the query guard: a knight's
        // move heard as "what h6" (certain), "help position" as "position", "draw" as "clock"
        plan.add(new Corpus.Item("k", "en-029+f2", 260, Condition.CLEAN,
                "3qkbnr/6pp/rpN5/p1Pppp2/P4P2/2BP2PR/2P1P1b1/RN1QKB2 b Qk - 0 15", "MOVE g8h6", "knight hotel six", ""));
        plan.add(new Corpus.Item("h", "en-029+f2", 190, Condition.CLEAN, Position.INITIAL_FEN, "COMMAND help_position",
                "help position", ""));
        plan.add(new Corpus.Item("d", "en-us-nyc+m5", 220, Condition.CLEAN, Position.INITIAL_FEN, "COMMAND draw", "draw",
                ""));
        plan.add(new Corpus.Item("t", "en-gb-x-gbcwmd+f4", 220, Condition.TEMPO_0_9, Position.INITIAL_FEN, "COMMAND draw",
                "draw", ""));
        List<Corpus.Item> items = new ArrayList<>(Corpus.write(plan, dir, 26, false));
        // held-out utterances of the benchmark (seed 2026) once heard as another command: "resign" as "where knight"
        // and "draw" as "clock", each winning over the other phrases but not over what was heard that is no phrase.
        // Not here: the same benchmark's "draw" (00860-en_f3-clean) heard as "normal" — not understood in most runs,
        // "normal" again in one CI run, so it is a harmful answer still open (docs/measurements.md), not one fixed
        items.addAll(Corpus.write(List.of(
                new Corpus.Item("02134-en_klatt3-pink-10db", "en+klatt3", 190, Condition.PINK_10DB, Position.INITIAL_FEN,
                        "COMMAND resign", "resign", ""),
                new Corpus.Item("00994-en_f3-reverb", "en+f3", 190, Condition.REVERB, Position.INITIAL_FEN,
                        "COMMAND draw", "draw", "")), dir, 2026, false));
        Tally tally = VoiceBench.measure(en, VoskModel.DEFAULT_ENGLISH, Recognition.ForeignWords.SHIPPED, items,
                dir, 1);
        String report = tally.report("sample");
        assertEquals(List.of(), tally.outcomes().stream().filter(Tally.Outcome::harmful).toList(), report);
        // the utterances once answered wrongly may well be "not understood": the floor is the sample's own
        Tally sample = new Tally();
        tally.outcomes().stream().filter(o -> items.indexOf(o.item()) < sampled).forEach(sample::add);
        Tally.Counts all = sample.total();
        assertTrue(all.moveShare() >= 0.8 && all.commandShare() >= 0.8, report);
    }
}
