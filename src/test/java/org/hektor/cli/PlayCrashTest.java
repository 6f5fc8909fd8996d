package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.ManualTimeSource;
import org.hektor.store.GameFiles;
import org.hektor.store.Journal;
import org.hektor.store.Replay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Design principle 5, nothing confirmed is ever lost: {@code hektor play} is killed with SIGKILL at random points
 * of games (while the player thinks, right after a confirmation, during a read-back), then started again. After
 * each restart every move the player saw made is still there, and both clocks are within one second of where
 * they stood at the kill (the clocks stand still while Hektor is not running, rule 6.12).
 */
class PlayCrashTest {
    static final int KILLS = 24;
    static final long CLOCK_TOLERANCE_MILLIS = 1000;
    static final String YOUR_MOVE = "Sie sind am Zug.";

    @TempDir
    Path dir;

    private final Random random = new Random(20261129);

    /** What the next start must find: the moves seen made, and both clocks if the kill came at a known time. */
    private record Expected(List<String> moves, Long white, Long black) {
    }

    private enum KillPoint { THINKING, RIGHT_AFTER_CONFIRMING, DURING_READ_BACK }

    @Test
    void killedAtRandomPointsTheGameComesBackWithEveryConfirmedMoveAndBothClocks() {
        int kills = 0;
        int game = 0;
        int offered = 0;
        while (kills < KILLS) {
            Path games = dir.resolve("game-" + game++);
            Expected expected = null;
            boolean over = false;
            for (int run = 0; !over && kills < KILLS; run++) {
                java.util.Optional<Journal.Contents> found = run > 0 ? new GameFiles(games).latestUnfinished().unfinished()
                        : java.util.Optional.empty();
                if (run > 0 && (found.isEmpty() || Replay.rebuild(found.get(), new ManualTimeSource()).isOver())) {
                    // the engine's mating reply came between the confirmation and the kill: the game is over (its
                    // end is said at the next start, KillStepsTest), and the journal still holds every move seen made
                    Journal.Contents contents = Journal.reading(new GameFiles(games).journals().get(0)).orElseThrow();
                    List<String> journaled = Replay.rebuild(contents, new ManualTimeSource()).state().moves().stream()
                            .map(Move::uci).toList();
                    assertTrue(journaled.subList(0, expected.moves().size()).equals(expected.moves()));
                    break;
                }
                List<String> args = new ArrayList<>(List.of("play", "--keyboard", "--silent", "--profile", "ibca", "--level", "1",
                        "--seed", Long.toString(random.nextLong()), "--time", "600", "--journal", games.toString()));
                boolean byOffer = run > 0 && run % 2 == 0;
                if (run > 0 && !byOffer) {
                    args.add("--resume");
                }
                try (HektorProcess h = HektorProcess.start(dir.resolve("stderr-" + game + "-" + run + ".txt"),
                        args.toArray(String[]::new))) {
                    if (run == 0) {
                        h.expectStart("Neue Partie gegen Computer.");
                    } else {
                        if (byOffer) {
                            // an unfinished game is offered at start; "ja" takes it up
                            h.expectStart("Eine unbeendete Partie vom ");
                            h.send("ja");
                            offered++;
                        }
                        h.expectStart("Die Partie wird bei Zug ");
                        check(h, expected);
                        h.send("ja");
                        h.expectLine("Die Uhren laufen.");
                    }
                    if (!untilMyMove(h)) {
                        over = true;
                        continue;
                    }
                    int moves = random.nextInt(4);
                    for (int i = 0; i < moves && !over; i++) {
                        HektorProcess.StateLine s = h.state();
                        h.send(randomMove(s));
                        h.expect(l -> l.endsWith(". Richtig?"), "with the read-back");
                        h.send(i % 2 == 0 ? "ja" : "");
                        over = !untilMyMove(h);
                    }
                    if (over) {
                        continue;
                    }
                    expected = killSomewhere(h);
                    kills++;
                }
            }
        }
        assertTrue(offered >= 3, "the start-up offer was taken at least three times");
    }

    /** Kills the process at a random point and says what the restart must find. */
    private Expected killSomewhere(HektorProcess h) {
        KillPoint point = KillPoint.values()[random.nextInt(KillPoint.values().length)];
        HektorProcess.StateLine s = h.state();
        long readAt = System.nanoTime();
        switch (point) {
            case THINKING -> sleep(random.nextInt(1500));
            case RIGHT_AFTER_CONFIRMING -> {
                h.send(randomMove(s));
                h.send("ja");
                sleep(random.nextInt(60));
            }
            case DURING_READ_BACK -> {
                h.send(randomMove(s));
                h.expect(l -> l.endsWith(". Richtig?"), "with the read-back");
                sleep(random.nextInt(1000));
            }
        }
        long killedAfter = (System.nanoTime() - readAt) / 1_000_000;
        h.kill();
        if (point == KillPoint.RIGHT_AFTER_CONFIRMING) {
            return new Expected(s.moves(), null, null);       // the move may or may not have been made: no clock check
        }
        // White is the player here and to move: his clock ran from the state line to the kill, Black's stood
        return new Expected(s.moves(), s.white() - killedAfter, s.black());
    }

    private static void check(HektorProcess h, Expected expected) {
        HektorProcess.StateLine s = h.state();
        assertFalse(s.running(), "the clocks stand after a restart");
        assertTrue(s.moves().size() >= expected.moves().size()
                        && s.moves().subList(0, expected.moves().size()).equals(expected.moves()),
                "every move made before the kill is there: " + expected.moves() + " in " + s.moves());
        if (expected.white() != null) {
            assertEquals(expected.moves(), s.moves(), "nothing was confirmed after the state line");
            assertEquals(expected.white(), s.white(), CLOCK_TOLERANCE_MILLIS, "White's clock within a second");
            assertEquals(expected.black(), s.black(), CLOCK_TOLERANCE_MILLIS, "Black's clock within a second");
        }
    }

    /** Waits for the player's turn; false when the game ended instead. */
    private static boolean untilMyMove(HektorProcess h) {
        String line = h.expect(l -> l.equals(YOUR_MOVE) || l.endsWith("gewinnt.") || l.endsWith("remis."),
                "saying whose move it is");
        return line.equals(YOUR_MOVE);
    }

    private String randomMove(HektorProcess.StateLine s) {
        List<Move> legal = Position.fromFen(s.fen()).legalMoves();
        return legal.get(random.nextInt(legal.size())).uci();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
