package org.hektor.review;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.zip.CRC32;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.WholeNumber;
import org.hektor.engine.Analysis;

/**
 * The analyses of a game's positions, kept beside it ({@code game.pgn} → {@code game.review}) so a second review is
 * instant and an interrupted one goes on where it stopped. One line per analysis, appended and forced as soon as it
 * is made, each with its own checksum: a torn or damaged line costs only that position, which is analysed again
 * (the damaged lines are dropped when the file is read, so the damage is said once). A position is known by its FEN,
 * the engine's name, the budget and the moves searched, so another engine's or budget's analysis is never taken.
 */
public final class AnalysisFile {
    private static final String VERSION = "r1";

    private final Path file;
    private final Map<String, Analysis> known = new HashMap<>();
    private final int damaged;
    private boolean writable = true;

    private AnalysisFile(Path file, int damaged) {
        this.file = file;
        this.damaged = damaged;
    }

    /** The analysis file kept beside {@code game} ({@code x.pgn} → {@code x.review}). */
    public static Path beside(Path game) {
        String name = game.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return game.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".review");
    }

    /** Reads what the file holds (none when it does not exist); damaged lines are counted and dropped. */
    public static AnalysisFile open(Path file) {
        List<String> good = new ArrayList<>();
        int bad = 0;
        if (Files.isRegularFile(file)) {
            List<String> lines;
            try {
                // Latin-1 reads any byte, so a damaged line is one bad line, never an unreadable file
                lines = Files.readAllLines(file, StandardCharsets.ISO_8859_1);
            } catch (IOException e) {
                lines = List.of();
                bad++;
            }
            for (String line : lines) {
                if (line.isBlank()) {
                    continue;
                }
                if (checked(line) == null) {
                    bad++;
                } else {
                    good.add(line);
                }
            }
        }
        AnalysisFile f = new AnalysisFile(file, bad);
        for (String line : good) {
            f.read(line);
        }
        if (bad > 0) {
            f.rewrite(good);
        }
        return f;
    }

    /** A file that keeps nothing on disk (when there is no game file to keep it beside). */
    public static AnalysisFile inMemory() {
        AnalysisFile f = new AnalysisFile(null, 0);
        f.writable = false;
        return f;
    }

    /** How many damaged lines were dropped when the file was read. */
    public int damaged() {
        return damaged;
    }

    public Path file() {
        return file;
    }

    public int size() {
        return known.size();
    }

    public static String key(String engine, String budget, Position position, List<Move> only) {
        return String.join("\t", engine.replace('\t', ' '), budget, position.fen(),
                String.join(" ", only.stream().map(Move::uci).toList()));
    }

    public Analysis get(String key) {
        return known.get(key);
    }

    /**
     * Keeps an analysis, in memory and at the end of the file. A file that cannot be written is not fatal: the review
     * goes on and the analysis is only not kept; false says so (once).
     */
    public boolean put(String key, Analysis a) {
        known.put(key, a);
        if (!writable) {
            return true;
        }
        StringBuilder sb = new StringBuilder(VERSION).append('\t').append(key).append('\t')
                .append(a.isMate() ? "M" + a.mate() : String.valueOf(a.centipawns())).append('\t').append(a.depth()).append('\t');
        for (Move m : a.line()) {
            sb.append(m.uci()).append(' ');
        }
        String line = sb.toString().strip();
        try {
            Files.writeString(file, line + "\t" + crc(line) + "\n", StandardCharsets.ISO_8859_1,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE, StandardOpenOption.SYNC);
            return true;
        } catch (IOException e) {
            writable = false;
            return false;
        }
    }

    /** The line without its checksum when the checksum matches, else null. */
    private static String checked(String line) {
        int tab = line.lastIndexOf('\t');
        if (tab < 0 || !line.startsWith(VERSION + "\t")) {
            return null;
        }
        String body = line.substring(0, tab);
        return crc(body).equals(line.substring(tab + 1)) ? body : null;
    }

    private static String crc(String body) {
        CRC32 c = new CRC32();
        c.update(body.getBytes(StandardCharsets.ISO_8859_1));
        return Long.toHexString(c.getValue());
    }

    private void read(String line) {
        String[] f = checked(line).split("\t", -1);
        // r1, engine, budget, fen, only, score, depth, line
        if (f.length != 8) {
            return;
        }
        // a line with a good checksum but from elsewhere (a move or a number this Hektor does not read) is no
        // analysis it can use
        List<Move> moves = new ArrayList<>();
        for (String uci : f[7].isEmpty() ? new String[0] : f[7].split(" ")) {
            if (!Move.isUciSyntax(uci)) {
                return;
            }
            moves.add(Move.fromUci(uci));
        }
        boolean mate = f[5].startsWith("M");
        OptionalInt depth = WholeNumber.ofInt(f[6]);
        OptionalInt score = WholeNumber.ofInt(mate ? f[5].substring(1) : f[5]);
        if (depth.isEmpty() || score.isEmpty()) {
            return;
        }
        known.put(String.join("\t", f[1], f[2], f[3], f[4]),
                mate ? Analysis.mate(score.getAsInt(), moves, depth.getAsInt())
                        : Analysis.centipawns(score.getAsInt(), moves, depth.getAsInt()));
    }

    private void rewrite(List<String> good) {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            Files.write(tmp, good, StandardCharsets.ISO_8859_1);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            writable = false;
        }
    }
}
