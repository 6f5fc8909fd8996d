package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.FallbackOpponent;
import org.hektor.engine.Opponent;
import org.hektor.engine.TimeLeft;
import org.hektor.engine.UciSettings;
import org.hektor.words.EngineFallback;
import org.hektor.words.Words;
import org.hektor.words.Mistake;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "engine", description = "Let an engine choose a move; prints it in UCI and SAN, e.g. 'g1f3 Nf3'. "
        + "A UCI engine that fails is reported on stderr and Hektor's own engine answers instead.")
final class EngineCommand implements Callable<Integer> {
    @CommandLine.Mixin
    PositionOption positionOption;

    @Option(names = "--level", paramLabel = "N", description = "Hektor's own engine at level 1 (beginner) to 10 (full strength); default 10.")
    Integer level;

    @Option(names = "--engine", paramLabel = "PATH", description = "A UCI engine to ask instead, e.g. /usr/games/stockfish.")
    Path engine;

    @Option(names = "--movetime", paramLabel = "MS", description = "Thinking time in milliseconds (default 1000).")
    long movetime = 1000;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for the lower levels' choice among near-best moves (default: random).")
    Long seed;

    @Option(names = "--nodes", paramLabel = "N", description = "Stop Hektor's engine after about N nodes: the same answer on every machine.")
    Long nodes;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (level != null && engine != null) {
            throw new Mistake("error.either", "one", "--level", "other", "--engine");
        }
        int lvl = level == null ? 10 : level;
        if (lvl < 1 || lvl > 10) {
            throw new Mistake("error.level", "min", 1, "max", 10, "level", lvl);
        }
        if (movetime <= 0) {
            throw new Mistake("error.engine.movetime", "movetime", movetime);
        }
        if (nodes != null && nodes <= 0) {
            throw new Mistake("error.engine.nodes", "nodes", nodes);
        }
        if (engine != null && (!Files.isRegularFile(engine) || !Files.isExecutable(engine))) {
            throw new Mistake("error.engine.missing", "engine", engine);
        }
        Position position = positionOption.position();
        if (position.legalMoves().isEmpty()) {
            throw new IllegalArgumentException("There is no move to play: the position is "
                    + (position.isCheckmate() ? "checkmate" : "stalemate") + ".");
        }
        long s = seed == null ? new java.util.Random().nextLong() : seed;
        BuiltInEngine builtIn = nodes == null ? new BuiltInEngine(lvl, s) : new BuiltInEngine(lvl, s, nodes);
        PrintWriter err = spec.commandLine().getErr();
        try (Opponent opponent = engine == null ? builtIn
                : FallbackOpponent.startUci(engine, UciSettings.defaults(), builtIn, why -> {
                    err.println(EngineFallback.say(Words.english(), why));   // the command line speaks English
                    err.flush();
                })) {
            Move move = opponent.move(position, List.of(), TimeLeft.perMove(movetime)).get();
            PrintWriter out = spec.commandLine().getOut();
            out.println(move.uci() + " " + San.of(position, move));
            out.flush();
            return 0;
        } catch (ExecutionException e) {
            throw new IllegalStateException("The engine failed: " + e.getCause().getMessage(), e.getCause());
        }
    }
}
