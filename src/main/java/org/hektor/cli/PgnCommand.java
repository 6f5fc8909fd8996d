package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.hektor.chess.Color;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnException;
import org.hektor.chess.PgnGame;
import org.hektor.chess.Position;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "pgn", description = "Check a PGN file: print each game's players, event, date, number of moves and "
        + "result, or the first error with its line and column (exit status 2).")
final class PgnCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The PGN file (UTF-8; lines that are not are read as Latin-1).")
    Path file;

    @Option(names = "--skip-variations", description = "Do not read the moves of variations (faster; main lines only).")
    boolean skipVariations;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        StringBuilder text = new StringBuilder();
        try (InputFile lines = InputFile.open(file, "PGN file", InputFile.Decoding.UTF_8_OR_LATIN_1)) {
            while (lines.hasNext()) {
                text.append(lines.next()).append('\n');
            }
            if (lines.firstLatin1Line() > 0) {
                PrintWriter err = spec.commandLine().getErr();
                err.println(file + ", line " + lines.firstLatin1Line() + ": warning: not UTF-8, so read as Latin-1 "
                        + "(the PGN standard's character set) like every such line.");
                err.flush();
            }
        }
        List<PgnGame> games;
        try {
            games = Pgn.read(text.toString(), skipVariations ? Pgn.Variations.SKIP : Pgn.Variations.KEEP);
        } catch (PgnException e) {
            throw new IllegalArgumentException(file + ", " + e.getMessage(), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        for (int i = 0; i < games.size(); i++) {
            out.println(summary(i + 1, games.get(i)));
        }
        out.println(games.size() == 1 ? "1 game." : games.size() + " games.");
        out.flush();
        return 0;
    }

    /** "Game 1: White - Black (Event, Date), 17 moves, 1-0." */
    static String summary(int number, PgnGame game) {
        StringBuilder sb = new StringBuilder("Game ").append(number).append(": ")
                .append(name(game.tag("White"))).append(" - ").append(name(game.tag("Black")));
        String event = game.tag("Event");
        String date = game.tag("Date");
        boolean hasEvent = !event.isEmpty() && !event.equals("?");
        boolean hasDate = !date.isEmpty() && !date.equals("????.??.??");
        if (hasEvent || hasDate) {
            sb.append(" (").append(hasEvent ? event : "").append(hasEvent && hasDate ? ", " : "")
                    .append(hasDate ? date : "").append(')');
        }
        int moves = moves(game);
        sb.append(", ").append(moves).append(moves == 1 ? " move, " : " moves, ").append(game.result()).append('.');
        return sb.toString();
    }

    private static String name(String tag) {
        return tag.isEmpty() || tag.equals("?") ? "?" : tag;
    }

    /** Moves as a scoresheet counts them: a move number White or Black played in counts once. */
    static int moves(PgnGame game) {
        if (game.moves().isEmpty()) {
            return 0;
        }
        Position last = game.finalPosition();
        return last.fullmoveNumber() - game.start().fullmoveNumber() + (last.sideToMove() == Color.BLACK ? 1 : 0);
    }
}
