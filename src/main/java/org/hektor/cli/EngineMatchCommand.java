package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.Opponent;
import org.hektor.engine.TimeLeft;
import org.hektor.engine.UciEngine;
import org.hektor.engine.UciSettings;
import org.hektor.words.Mistake;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * The strength benchmark: each chosen level of Hektor's engine plays a UCI engine (Stockfish) at each chosen
 * Skill Level, a fixed time per move, colours alternating, each pair of games from its own short opening so
 * the games differ. Games end by mate, stalemate, dead position, threefold repetition, the fifty-move rule, or
 * a move cap (scored as a draw).
 */
@Command(name = "engine-match", description = "Benchmark: Hektor's levels against a UCI engine's Skill Levels; "
        + "prints every game and the score per pairing.")
final class EngineMatchCommand implements Callable<Integer> {
    /** Short, common openings (UCI): pair k of games starts from opening k, once with each colour. */
    static final List<String> OPENINGS = List.of(
            "e2e4 e7e5", "d2d4 d7d5", "e2e4 c7c5", "d2d4 g8f6", "c2c4 e7e5",
            "e2e4 e7e6", "e2e4 c7c6", "g1f3 d7d5", "d2d4 g8f6 c2c4 e7e6", "e2e4 d7d6");

    @Option(names = "--levels", paramLabel = "LIST", description = "Hektor levels, e.g. 10 or 1,5,10 or 1-10 (default 1-10).")
    String levels = "1-10";

    @Option(names = "--skills", paramLabel = "LIST", description = "Skill Levels of the UCI engine (default 0,3,6).")
    String skills = "0,3,6";

    @Option(names = "--games", paramLabel = "N", description = "Games per pairing (default 10).")
    int games = 10;

    @Option(names = "--movetime", paramLabel = "MS", description = "Time per move for both engines (default 100).")
    long movetime = 100;

    @Option(names = "--engine", paramLabel = "PATH", description = "The UCI engine (default /usr/games/stockfish).")
    Path engine = Path.of("/usr/games/stockfish");

    @Option(names = "--max-plies", paramLabel = "N", description = "Adjudicate a draw after this many plies (default 300).")
    int maxPlies = 300;

    @Option(names = "--show-moves", description = "Also print each game's moves (UCI), to replay a game.")
    boolean showMoves;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        List<Integer> levelList = parseList(levels, "--levels", 1, 10);
        List<Integer> skillList = parseList(skills, "--skills", 0, 20);
        if (games < 1 || movetime < 1 || maxPlies < 1) {
            throw new IllegalArgumentException("--games, --movetime and --max-plies must be positive.");
        }
        if (!Files.isExecutable(engine)) {
            throw new Mistake("error.engine.missing", "engine", engine);
        }
        PrintWriter out = spec.commandLine().getOut();
        List<String> summary = new ArrayList<>();
        for (int level : levelList) {
            for (int skill : skillList) {
                summary.add(pairing(out, level, skill));
            }
        }
        out.println();
        summary.forEach(out::println);
        out.flush();
        return 0;
    }

    private String pairing(PrintWriter out, int level, int skill) throws InterruptedException {
        double points = 0;
        int wins = 0;
        int draws = 0;
        int losses = 0;
        long overshoot = Long.MIN_VALUE;
        worstSearch = Long.MIN_VALUE;
        UciSettings settings = UciSettings.defaults().withSkillLevel(skill);
        // One engine each for the whole pairing, told of every new game: no fresh hash table per game.
        try (UciEngine uci = UciEngine.start(engine, settings); BuiltInEngine hektor = new BuiltInEngine(level, level)) {
            for (int g = 0; g < games; g++) {
                boolean hektorWhite = g % 2 == 0;
                String opening = OPENINGS.get((g / 2) % OPENINGS.size());
                uci.newGame();
                hektor.newGame();
                GameResult r = play(hektor, uci, hektorWhite, opening);
                overshoot = Math.max(overshoot, r.worstOvershoot);
                double score = r.whitePoints == 0.5 ? 0.5 : (r.whitePoints == 1) == hektorWhite ? 1 : 0;
                points += score;
                if (score == 1) {
                    wins++;
                } else if (score == 0) {
                    losses++;
                } else {
                    draws++;
                }
                out.printf(Locale.ROOT, "level %2d vs Skill Level %2d  game %2d  Hektor %s  %-22s %s (%s, %d plies)%n",
                        level, skill, g + 1, hektorWhite ? "White" : "Black", opening,
                        r.whitePoints == 1 ? "1-0" : r.whitePoints == 0 ? "0-1" : "1/2-1/2", r.reason, r.moves.size());
                if (showMoves) {
                    out.println("    " + String.join(" ", r.moves.stream().map(Move::uci).toList()));
                }
                out.flush();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("The match stopped: " + e.getCause().getMessage(), e.getCause());
        }
        return String.format(Locale.ROOT, "level %2d vs Skill Level %2d: +%d =%d -%d  %.1f/%d  "
                        + "(Hektor's worst overshoot of %d ms per move: %d ms as the game saw it, %d ms inside the search)",
                level, skill, wins, draws, losses, points, games, movetime, overshoot, worstSearch);
    }

    private record GameResult(double whitePoints, String reason, List<Move> moves, long worstOvershoot) {
    }

    /** The largest overshoot measured inside Hektor's search, without thread hand-over and scheduling. */
    private long worstSearch = Long.MIN_VALUE;

    private GameResult play(BuiltInEngine hektor, Opponent uci, boolean hektorWhite, String opening)
            throws InterruptedException, ExecutionException {
        Position start = Position.initial();
        Game game = new Game(start);
        for (String m : opening.split(" ")) {
            game.play(Move.fromUci(m));
        }
        TimeLeft time = TimeLeft.perMove(movetime);
        long worst = Long.MIN_VALUE;
        while (true) {
            // Automatic endings (mate, stalemate, dead position, fivefold, 75 moves) and, as if claimed at
            // once, threefold repetition and fifty moves (9.2, 9.3): the chess core decides them all.
            Optional<Outcome> end = game.outcome().or(game::claimDraw);
            if (end.isPresent()) {
                Outcome o = end.get();
                double whitePoints = o.isDraw() ? 0.5 : o.winner() == Color.WHITE ? 1 : 0;
                return new GameResult(whitePoints, o.termination().name().toLowerCase(Locale.ROOT).replace('_', ' '),
                        game.moves(), worst);
            }
            if (game.ply() >= maxPlies) {
                return new GameResult(0.5, "move cap", game.moves(), worst);
            }
            boolean hektorToMove = (game.sideToMove() == Color.WHITE) == hektorWhite;
            long begin = System.nanoTime();
            Move m = (hektorToMove ? hektor : uci).move(start, List.copyOf(game.moves()), time).get();
            if (hektorToMove) {
                worst = Math.max(worst, (System.nanoTime() - begin) / 1_000_000 - movetime);
                worstSearch = Math.max(worstSearch, hektor.lastThought().nanos() / 1_000_000 - movetime);
            }
            game.play(m);
        }
    }

    static List<Integer> parseList(String text, String option, int min, int max) {
        List<Integer> list = new ArrayList<>();
        try {
            for (String part : text.split(",")) {
                String[] range = part.trim().split("-");
                int from = Integer.parseInt(range[0].trim());
                int to = range.length > 1 ? Integer.parseInt(range[1].trim()) : from;
                for (int v = from; v <= to; v++) {
                    if (v < min || v > max) {
                        throw new IllegalArgumentException(option + " takes numbers from " + min + " to " + max + ", not " + v + ".");
                    }
                    list.add(v);
                }
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a list like 1,5,10 or a range like 1-10, not '" + text + "'.");
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException(option + " names no value.");
        }
        return list;
    }
}
