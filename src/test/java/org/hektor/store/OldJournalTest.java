package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Path;
import org.hektor.clock.ManualTimeSource;
import org.hektor.session.State;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A journal written before checksums (format 1, recorded from a real {@code hektor play --keyboard} game of
 * 18 plies at 300+2 and committed unchanged) is still read and replayed to the same game: players' unfinished games
 * survive an update.
 */
class OldJournalTest {
    @TempDir
    Path dir;

    @Test
    void aJournalOfTheFirstFormatIsReplayedToTheSameGame() throws IOException {
        Journal.Contents contents = Journal.reading(RealJournal.formatOne(dir)).orElseThrow();
        assertEquals("en", contents.settings().notation().name());
        assertEquals("en", contents.settings().notation().language(), "a journal with only a profile: its own language");
        State game = Replay.rebuild(contents, new ManualTimeSource()).state();
        assertEquals("e4 e6 d4 Nh6 Nf3 Ng8 Bc4 Be7 O-O Bf6 c3 Na6 h3 b6 a3 d5 b4 dxc4",
                String.join(" ", game.sans()));
        assertFalse(game.isOver());
        // the clocks as today's code replayed them when the file was committed: 300+2, nine moves each
        assertEquals(298_121, game.clock().white().remainingMillis());
        assertEquals(317_682, game.clock().black().remainingMillis());
        assertEquals(20_205, game.at());
    }

    @Test
    void aJournalWrittenByTodaysHektorReplaysFromItsDecisions() throws IOException {
        Journal.Contents contents = Journal.reading(RealJournal.writtenToday(dir)).orElseThrow();
        org.hektor.session.GameSession session = new org.hektor.session.GameSession(contents.settings(),
                new org.hektor.session.SessionTime(new ManualTimeSource()));
        assertEquals(contents.entries().size(), session.replay(contents.entries()),
                "every move and both clocks as recorded after each command");
        State game = session.state();
        assertEquals("e4 e6 d4 Nh6 Nf3 Ng8 Bc4 Be7 O-O Bf6 c3 Na6 h3 b6 a3 d5 b4 dxc4", String.join(" ", game.sans()));
    }
}
