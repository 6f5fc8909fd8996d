package org.hektor.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnGame;
import org.hektor.chess.PgnMove;
import org.hektor.chess.Position;
import org.hektor.clock.ClockSnapshot;
import org.hektor.session.Settings;
import org.hektor.session.State;

/**
 * The scoresheets of a game, written next to its journal with the same name: {@code .pgn} (PGN with the clock
 * after each move as {@code [%clk h:mm:ss]}), {@code .braille.txt} (Unicode braille, for a braille display) and
 * {@code .brf} (Braille ASCII, for an embosser); rule 2.5. Each file is written whole to a temporary file and
 * then moved into place, so a crash never leaves half a scoresheet.
 */
public final class Exports {
    private Exports() {
    }

    /**
     * Writes the three scoresheets for the game of {@code journal}; returns the files written. When the disk refuses,
     * {@link UncheckedIOException} as the journal throws it ({@link DiskProblem#unchecked}).
     */
    public static List<String> write(State state, Path journal) {
        PgnGame pgn = pgn(state);
        List<String> written = new ArrayList<>();
        written.add(save(GameFiles.sibling(journal, ".pgn"), Pgn.write(pgn)));
        List<String> braille = braille(pgn);
        written.add(save(GameFiles.sibling(journal, ".braille.txt"), String.join("\n", braille) + "\n"));
        written.add(save(GameFiles.sibling(journal, ".brf"), Braille.brf(braille)));
        return written;
    }

    /** The game as PGN: the Seven Tag Roster, the time control, and each move's clock. */
    public static PgnGame pgn(State state) {
        Settings s = state.settings();
        Game game = state.game();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Hektor " + s.mode().word() + " game");
        tags.put("Site", "Hektor");
        tags.put("Date", s.created().length() >= 10 ? s.created().substring(0, 10).replace('-', '.') : "????.??.??");
        tags.put("Round", "-");
        tags.put("White", s.player() == Color.WHITE ? s.playerName() : s.opponentName());
        tags.put("Black", s.player() == Color.BLACK ? s.playerName() : s.opponentName());
        tags.put("TimeControl", s.control().pgn());
        if (state.outcome() != null) {
            tags.put("Termination", state.outcome().termination().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
        }
        String result = state.outcome() == null ? "*" : state.outcome().result();
        PgnGame plain = PgnGame.of(game, tags, result);
        List<ClockSnapshot> history = state.clockHistory();
        List<PgnMove> moves = new ArrayList<>();
        for (int ply = 0; ply < plain.moves().size(); ply++) {
            PgnMove m = plain.moves().get(ply);
            if (ply + 1 < history.size()) {
                Position before = game.positionAt(ply);
                ClockSnapshot after = history.get(ply + 1);
                long left = before.sideToMove() == Color.WHITE ? after.white().remainingMillis() : after.black().remainingMillis();
                m = m.withClock(Duration.ofMillis(left));
            }
            moves.add(m);
        }
        return new PgnGame(plain.tags(), plain.start(), "", moves, result);
    }

    /** The Braille scoresheet: a heading, then one line per move number, then the result. */
    public static List<String> braille(PgnGame pgn) {
        List<String> lines = new ArrayList<>();
        lines.addAll(Braille.wrap(pgn.tag("White") + " - " + pgn.tag("Black")));
        lines.addAll(Braille.wrap(pgn.tag("Date").replace('.', '-') + ", " + pgn.tag("TimeControl")));
        lines.add("");
        Position p = pgn.start();
        StringBuilder line = new StringBuilder();
        for (PgnMove m : pgn.moves()) {
            if (p.sideToMove() == Color.WHITE) {
                if (line.length() > 0) {
                    lines.addAll(Braille.wrap(line.toString()));
                }
                line = new StringBuilder(p.fullmoveNumber() + ". " + m.san());
            } else {
                line.append(line.length() == 0 ? p.fullmoveNumber() + ". ... " + m.san() : " " + m.san());
            }
            p = p.play(m.move());
        }
        if (line.length() > 0) {
            lines.addAll(Braille.wrap(line.toString()));
        }
        lines.add("");
        lines.addAll(Braille.wrap(pgn.result()));
        return lines;
    }

    private static String save(Path file, String text) {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw DiskProblem.unchecked(e);
        }
        return file.toString();
    }
}
