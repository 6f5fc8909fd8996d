package org.hektor.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import org.hektor.chess.Perft;
import org.hektor.chess.Position;
import org.hektor.words.Mistake;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "perft", description = "Count the move paths to DEPTH (the last line is 'nodes N'; time on stderr).")
final class PerftCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DEPTH", description = "Depth in plies, 1 to 12.")
    int depth;

    @Option(names = "--fen", description = "Start position (default: the initial position).")
    String fen = Position.INITIAL_FEN;

    @Option(names = "--divide", description = "Print the count below each legal move first.")
    boolean divide;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 12) {
            throw new Mistake("error.perft.depth", "min", 1, "max", 12, "depth", depth);
        }
        Position position = Position.fromFen(fen);
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        long nodes;
        if (divide) {
            Map<String, Long> counts = Perft.divide(position, depth);
            counts.forEach((move, n) -> out.println(move + ": " + n));
            nodes = counts.values().stream().mapToLong(Long::longValue).sum();
        } else {
            nodes = Perft.count(position, depth);
        }
        long nanos = System.nanoTime() - start;
        out.println("nodes " + nodes);
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        err.printf("time %.3f s, %,d nodes/s%n", nanos / 1e9, nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos));
        err.flush();
        return 0;
    }
}
