package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnGame;
import org.hektor.engine.AnalysisBudget;
import org.hektor.engine.Analyst;
import org.hektor.engine.UciEngine;
import org.hektor.engine.UciSettings;
import org.hektor.review.AnalysisFile;
import org.hektor.review.Recheck;
import org.hektor.review.ReviewBenchmark;
import org.hektor.review.Reviewer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "review-bench", description = "Benchmark of the review: the games of FILE judged by a reference engine "
        + "(Stockfish at a generous depth; its analysis kept beside FILE) and by the engine under test (Hektor's own at its "
        + "default budget, timed, nothing kept): blunders and mistakes found and wrongly reported, seconds per 40 moves.")
final class ReviewBenchCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The corpus, a PGN file.")
    Path file;

    @Option(names = "--reference", paramLabel = "PATH", description = "The reference UCI engine (default /usr/games/stockfish).")
    Path reference = Path.of("/usr/games/stockfish");

    @Option(names = "--reference-depth", paramLabel = "N", description = "The reference's depth per position (default 12).")
    int referenceDepth = 12;

    @Option(names = "--moves", paramLabel = "OUT", description = "Also write one tab-separated line per move (both "
            + "engines' evaluations and severities) to OUT, to try thresholds on without analysing again.")
    Path movesOut;

    @Option(names = "--recheck-factor", paramLabel = "N", description = "The second look's budget, as a multiple of the "
            + "first's (default: the review's; 0: no second look).")
    Integer recheckFactor;

    @Option(names = "--recheck-from", paramLabel = "POINTS", description = "Points of winning chances lost on the first "
            + "pass from which a move is looked at again (default: the review's); lower for tuning rows.")
    Double recheckFrom;

    @Mixin
    AnalysisOptions tested = new AnalysisOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (movesOut != null) {
            OutputFile.requireWritable(movesOut, "moves file");
        }
        List<PgnGame> games = Pgn.read(String.join("\n", InputFile.readAll(file, "PGN file")));
        try (Analyst ref = UciEngine.start(reference, UciSettings.defaults()); Analyst test = tested.start()) {
            Reviewer referee = new Reviewer(ref, new AnalysisBudget(referenceDepth, null, null),
                    AnalysisFile.open(AnalysisFile.beside(file)), false, java.util.Optional.empty());
            java.util.Optional<Recheck> again = Recheck.of(test).map(r -> new Recheck(
                    recheckFactor != null ? recheckFactor : r.factor(), recheckFrom != null ? recheckFrom : r.suspect(), r.scale()));
            Reviewer reviewer = new Reviewer(test, tested.budget(), AnalysisFile.inMemory(), true,
                    recheckFactor != null && recheckFactor == 0 ? java.util.Optional.empty() : again);
            List<String> rows = new java.util.ArrayList<>();
            ReviewBenchmark.Result r = ReviewBenchmark.run(games, referee, reviewer, line -> {
                out.println(line);
                out.flush();
            }, rows::add);
            if (movesOut != null) {
                try {
                    java.nio.file.Files.write(movesOut, rows);
                } catch (java.io.IOException e) {
                    throw OutputFile.cannotWrite(movesOut, "moves file", e);
                }
            }
            out.printf(Locale.ROOT, "%d games, %d moves; reference %s at depth %d, tested %s at %s.%n", r.games(), r.moves(),
                    ref.name(), referenceDepth, test.name(), tested.budget().label());
            out.printf(Locale.ROOT, "Blunders: %d of the reference's %d found (%.1f %%); %d of %d reported are not (%.1f %%).%n",
                    r.foundBlunders(), r.referenceBlunders(), r.blundersFound(), r.wrongBlunders(), r.reportedBlunders(),
                    r.blundersWrong());
            out.printf(Locale.ROOT, "Mistakes or worse: %d of %d found (%.1f %%); %d of %d reported are not (%.1f %%).%n",
                    r.foundMistakes(), r.referenceMistakes(), r.mistakesFound(), r.wrongMistakes(), r.reportedMistakes(),
                    r.mistakesWrong());
            out.printf(Locale.ROOT, "Time: %.1f s per 40-move game (%d positions in %.1f s); processor time of the "
                    + "analysis %.1f s per 40-move game (a UCI engine's own process not counted).%n", r.secondsPer40Moves(),
                    r.positions(), r.nanos() / 1e9, r.cpuSecondsPer40Moves());
        }
        out.flush();
        return 0;
    }
}
