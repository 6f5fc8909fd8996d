package org.hektor.review;

import java.util.List;
import java.util.function.Consumer;
import org.hektor.chess.PgnGame;

/**
 * The review's benchmark: the same games judged by a reference (Stockfish at a generous budget) and by the engine
 * under test (Hektor's own at its default budget). For blunders, and for mistakes-or-worse: how many of the
 * reference's were found, and how many of those reported the reference does not call so; and the time the engine
 * under test took, per 40-move game (80 positions).
 */
public final class ReviewBenchmark {

    /** The counts over the corpus. */
    public record Result(int games, int moves, int referenceBlunders, int foundBlunders, int reportedBlunders,
                         int wrongBlunders, int referenceMistakes, int foundMistakes, int reportedMistakes,
                         int wrongMistakes, long nanos, long cpuNanos, int positions) {

        public double blundersFound() {
            return percent(foundBlunders, referenceBlunders);
        }

        /** Of the blunders reported, the share the reference does not call so (none reported: none wrong). */
        public double blundersWrong() {
            return reportedBlunders == 0 ? 0 : percent(wrongBlunders, reportedBlunders);
        }

        public double mistakesFound() {
            return percent(foundMistakes, referenceMistakes);
        }

        public double mistakesWrong() {
            return reportedMistakes == 0 ? 0 : percent(wrongMistakes, reportedMistakes);
        }

        /** Seconds for a game of 40 moves: 81 positions, at the measured (wall-clock) time per position. */
        public double secondsPer40Moves() {
            return positions == 0 ? 0 : nanos / 1e9 / positions * 81;
        }

        /**
         * The same in processor seconds of the analysing thread: what the analysis costs on a core of its own, whatever
         * else the machine is doing (the wall-clock time on a loaded machine says more about the load).
         */
        public double cpuSecondsPer40Moves() {
            return positions == 0 ? 0 : cpuNanos / 1e9 / positions * 81;
        }

        private static double percent(int part, int whole) {
            return whole == 0 ? 100 : 100.0 * part / whole;
        }
    }

    private ReviewBenchmark() {
    }

    /**
     * Reviews each game with both; {@code tested}'s time is measured (its analysis file should be an empty one, so
     * nothing is taken from an earlier run). {@code each} is told one line per game.
     */
    public static Result run(List<PgnGame> games, Reviewer reference, Reviewer tested, Consumer<String> each) {
        return run(games, reference, tested, each, row -> { });
    }

    /**
     * The same, telling {@code rows} one tab-separated line per move (game, ply, mover, then for the reference and for
     * the engine under test: the evaluations before and after as PGN writes them, the engine's move played or not, the
     * severity; and for a move the engine under test looked at again, the first pass's points lost and severity), so
     * thresholds can be tried on the tuning games without analysing them again.
     */
    public static Result run(List<PgnGame> games, Reviewer reference, Reviewer tested, Consumer<String> each,
                             Consumer<String> rows) {
        int moves = 0, refB = 0, foundB = 0, repB = 0, wrongB = 0, refM = 0, foundM = 0, repM = 0, wrongM = 0, positions = 0;
        long nanos = 0;
        long cpu = 0;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        int n = 0;
        for (PgnGame game : games) {
            n++;
            GameReview ref = reference.review(game, (d, t) -> { }, () -> false);
            long t0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            GameReview test = tested.review(game, (d, t) -> { }, () -> false);
            long took = System.nanoTime() - t0;
            nanos += took;
            cpu += threads.getCurrentThreadCpuTime() - c0;
            positions += game.mainline().size() + 1;
            int gb = 0, gf = 0, gw = 0;
            for (int i = 0; i < ref.moves().size(); i++) {
                Severity r = ref.moves().get(i).judgement().severity();
                Severity h = test.moves().get(i).judgement().severity();
                boolean rb = r == Severity.BLUNDER, hb = h == Severity.BLUNDER;
                boolean rm = r == Severity.BLUNDER || r == Severity.MISTAKE, hm = h == Severity.BLUNDER || h == Severity.MISTAKE;
                refB += rb ? 1 : 0;
                repB += hb ? 1 : 0;
                foundB += rb && hb ? 1 : 0;
                wrongB += hb && !rb ? 1 : 0;
                refM += rm ? 1 : 0;
                repM += hm ? 1 : 0;
                foundM += rm && hm ? 1 : 0;
                wrongM += hm && !rm ? 1 : 0;
                gb += rb ? 1 : 0;
                gf += rb && hb ? 1 : 0;
                gw += hb && !rb ? 1 : 0;
                rows.accept(n + "\t" + i + "\t" + ref.moves().get(i).mover() + "\t" + row(ref.moves().get(i)) + "\t"
                        + row(test.moves().get(i)));
            }
            moves += ref.moves().size();
            each.accept(String.format(java.util.Locale.ROOT, "Game %d: %d plies, reference blunders %d, found %d, "
                    + "reported but not blunders %d, %.1f s", n, ref.moves().size(), gb, gf, gw, took / 1e9));
        }
        return new Result(games.size(), moves, refB, foundB, repB, wrongB, refM, foundM, repM, wrongM, nanos, cpu, positions);
    }

    private static String row(MoveReview m) {
        return m.evalBefore().pgnEval() + "\t" + m.evalAfter().pgnEval() + "\t" + m.playedBest() + "\t"
                + key(m.judgement()) + (m.rechecked() ? String.format(java.util.Locale.ROOT, "\t%.2f\t%s", m.first().lost(),
                key(m.first())) : "");
    }

    private static String key(Judgement j) {
        return j.severity() == null ? "-" : j.severity().key();
    }
}
