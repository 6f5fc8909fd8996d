package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.concurrent.Callable;
import org.hektor.chess.Color;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnException;
import org.hektor.chess.PgnGame;
import org.hektor.chess.PgnItem;
import org.hektor.chess.PgnWarning;
import org.hektor.chess.Position;
import org.hektor.words.Mistake;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "pgn", description = "Check a PGN file: print each game's players, event, date, number of moves and "
        + "result; warnings, and games that cannot be read (skipped) or are of another variant (skipped), on stderr "
        + "with their line and column. Exit status 2 when a game could not be read.")
final class PgnCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The PGN file (UTF-8; lines that are not are read as Latin-1).")
    Path file;

    @Option(names = "--skip-variations", description = "Do not read the moves of variations (faster; main lines only).")
    boolean skipVariations;

    @Option(names = "--strict", description = "Stop at the first game that cannot be read or is of another variant: "
            + "its line, column and reason, exit status 2.")
    boolean strict;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int games = 0;
        int unreadable = 0;
        int variants = 0;
        boolean latin1Told = false;
        try (InputFile lines = InputFile.open(file, "PGN file", InputFile.Decoding.UTF_8_OR_LATIN_1)) {
            Iterator<PgnItem> items = Pgn.items(lines, skipVariations ? Pgn.Variations.SKIP : Pgn.Variations.KEEP);
            while (items.hasNext()) {
                PgnItem item = items.next();
                games++;
                if (!latin1Told && lines.firstLatin1Line() > 0) {
                    latin1Told = true;
                    err.println(file + ", line " + lines.firstLatin1Line() + ": warning: not UTF-8, so read as Latin-1 "
                            + "(the PGN standard's character set) like every such line.");
                }
                if (item instanceof PgnItem.Read read) {
                    for (PgnWarning w : read.warnings()) {
                        err.println(file + ", line " + w.line() + ", column " + w.column() + ": warning: " + w.reason());
                    }
                    out.println(summary(games, read.game()));
                    continue;
                }
                PgnException problem = item instanceof PgnItem.Unreadable u ? u.problem()
                        : ((PgnItem.OtherVariant) item).problem();
                if (strict) {
                    throw new Mistake(problem, "error.pgn.unreadable", "file", file, "problem", problem.getMessage(),
                            "line", problem.line());
                }
                if (item instanceof PgnItem.Unreadable) {
                    unreadable++;
                } else {
                    variants++;
                }
                err.println("Game " + games + " skipped: " + file + ", " + problem.getMessage());
            }
        } finally {
            out.flush();
            err.flush();
        }
        out.println(total(games, unreadable, variants));
        out.flush();
        return unreadable > 0 ? Hektor.USAGE : 0;
    }

    /** "605 games." or "605 games: 603 read, 1 unreadable, 1 of another variant." */
    static String total(int games, int unreadable, int variants) {
        String all = games == 1 ? "1 game" : games + " games";
        if (unreadable == 0 && variants == 0) {
            return all + ".";
        }
        StringBuilder sb = new StringBuilder(all).append(": ").append(games - unreadable - variants).append(" read");
        if (unreadable > 0) {
            sb.append(", ").append(unreadable).append(" unreadable");
        }
        if (variants > 0) {
            sb.append(", ").append(variants).append(" of another variant");
        }
        return sb.append(" (skipped).").toString();
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
