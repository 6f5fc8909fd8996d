package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hektor play --mode assisted} as a separate process: the assistant types both players' moves and what
 * happens on the two boards and scoresheets (docs/two-boards.md). A knight pegged on the wrong
 * square is found after the move and corrected by rule 2.7; a scoresheet that differs while both boards show the
 * game is corrected by 8.1 and the game stands; a move typed after the sighted player's lift is completed; a scoresheet and a board that differ take the game back by rule 2.8;
 * and after a restart the journal brings back the game as the reconciliation left it.
 */
class PlayAssistedTest {
    @TempDir
    Path dir;

    @Test
    void aDivergenceIsFoundAfterTheMoveAndReconciledByRules2_7And2_8AndResumedAsLeft() {
        String[] args = {"play", "--mode", "assisted", "--keyboard", "--silent", "--profile", "en", "--time", "5400",
                "--journal", dir.toString()};
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), args)) {
            h.expectLine("New game, entered by the assistant. The blind player plays White. Each side has one hour "
                    + "thirty minutes.");
            h.expectLine("White to move.");
            // the blind player pegs his knight on f4 and announces Nf3 (rule 2.7)
            h.send("b lift g1");
            h.send("b place f4");
            h.send("Nf3");
            h.expectLine("White: knight golf one foxtrot three. Correct?");
            h.send("yes");
            h.expectLine("knight golf one foxtrot three");
            h.expectLine("The boards do not agree. They differ on foxtrot three, foxtrot four. White's board does not "
                    + "show the game. Type reconcile to set them right.");
            h.expectLine("Black to move.");
            h.send("reconcile");
            h.expectLine("The scoresheets agree, so the board that differs is corrected to them (rule 2.7).");
            h.expectLine("White's board: Move the knight from foxtrot four to foxtrot three.");
            h.expectLine("Black to move.");
            h.send("check");
            h.expectLine("Both boards and both scoresheets agree with the game.");

            // the sighted player plays d5 but writes d6, the boards show d5 (the game stands, 8.1); the
            // assistant reports his lift, then types the move: the hands still missing complete it (4.6)
            h.send("> lift d7");
            h.expectLine("Touched: pawn delta seven.");
            h.send("> d5");
            h.expectLine("pawn delta seven delta five");
            h.expectLine("White to move.");
            h.send("> sheet 1. Nf3 d6");
            h.send("check");
            h.expectLine("Both boards show the game, so it stands. Black's scoresheet differs from the game at move "
                    + "one. Type reconcile to correct the scoresheet.");
            h.send("reconcile");
            h.expectLine("Both boards show the game, so it stands; rule 2.7 applies only when the boards differ. "
                    + "Black's scoresheet differs from the game at move 1, Black's move: from there it is corrected to "
                    + "the game (rule 8.1).");
            h.expectLine("White to move.");
            // the blind player heard 1... d6, made it on his board and wrote it: the boards differ, 2.8 rewinds
            h.send("b lift d5");
            h.send("b place d6");
            h.send("b sheet 1. Nf3 d6");
            h.send("> sheet 1. Nf3 d5");
            h.send("check");
            h.expectLine("The boards do not agree. They differ on delta five, delta six. White's board does not show "
                    + "the game. The scoresheets differ at move one, Black's move. Type reconcile to set them right.");
            h.send("reconcile");
            h.expectStart("The scoresheets differ at move 1, Black's move. The game goes back to the last move both "
                    + "agree on, and both clocks to their times then (rule 2.8). White's scoresheet is the one that "
                    + "differs from the game. The clocks: White ");
            h.expectLine("White's board: Move the pawn from delta six to delta seven.");
            h.expectLine("Black's board: Move the pawn from delta five to delta seven.");
            h.expectLine("Black to move.");
            HektorProcess.StateLine s = h.state();
            assertEquals(List.of("g1f3"), s.moves());
            assertEquals("black", s.toMove());
            h.send("q");
            h.expectLine("The game is kept: hektor play --resume goes on with it.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(20)));
        }
        String[] resume = {"play", "--mode", "assisted", "--keyboard", "--silent", "--journal", dir.toString(), "--resume"};
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr-2.txt"), resume)) {
            h.expectLine("The game is taken up again at move one. Black is to move. The clocks are stopped; say or "
                    + "type yes to start them.");
            HektorProcess.StateLine s = h.state();
            assertEquals(List.of("g1f3"), s.moves());
            h.send("yes");
            h.expectLine("The clocks run.");
            h.send("check");
            h.expectLine("Both boards and both scoresheets agree with the game.");
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(20)));
        }
    }
}
