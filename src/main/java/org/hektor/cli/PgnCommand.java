package org.hektor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
    @Parameters(index = "0", paramLabel = "FILE", description = "The PGN file (UTF-8).")
    Path file;

    @Option(names = "--skip-variations", description = "Do not read the moves of variations (faster; main lines only).")
    boolean skipVariations;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (!Files.isReadable(file)) {
            throw new IllegalArgumentException("Cannot read the PGN file " + file + ".");
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
            throw new IllegalArgumentException("The PGN file " + file + " is not UTF-8 text.", e);
        }
        List<PgnGame> games;
        try {
            games = Pgn.read(text, skipVariations ? Pgn.Variations.SKIP : Pgn.Variations.KEEP);
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
