package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.words.Mistake;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "legal", description = "Print the legal moves in SAN (sorted), a tab, and the status: "
        + "checkmate, stalemate, dead, check or normal.")
final class LegalCommand implements Callable<Integer> {
    @CommandLine.Mixin
    PositionOption positionOption;

    @Option(names = "--batch", paramLabel = "FILE", description = "One FEN per line (extra tab-separated fields ignored).")
    Path batch;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (batch == null) {
            out.println(line(positionOption.position()));
        } else {
            if (positionOption.given()) {
                throw new Mistake("error.batch.fen", "option", "--batch");
            }
            try (InputFile lines = InputFile.open(batch, "batch file")) {
                while (lines.hasNext()) {
                    String f = lines.next().split("\t", -1)[0].trim();
                    try {
                        out.println(line(Position.fromFen(f)));
                    } catch (IllegalArgumentException e) {
                        out.flush();
                        throw new IllegalArgumentException("Line " + lines.lineNumber() + " of " + batch + ": "
                                + e.getMessage(), e);
                    }
                }
            } finally {
                out.flush();
            }
        }
        out.flush();
        return 0;
    }

    static String line(Position p) {
        List<String> sans = p.legalMoves().stream().map((Move m) -> San.of(p, m)).sorted().toList();
        return String.join(" ", sans) + "\t" + status(p);
    }

    static String status(Position p) {
        if (p.isCheckmate()) {
            return "checkmate";
        }
        if (p.isStalemate()) {
            return "stalemate";
        }
        if (p.isInsufficientMaterial()) {
            return "dead";
        }
        return p.isCheck() ? "check" : "normal";
    }
}
