package org.hektor.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.hektor.chess.Excerpt;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.WholeNumber;

/**
 * What a UCI {@code go} asks for, read the way a GUI or match runner means it: every part that can be read
 * is kept, every part that cannot is left out with a sentence for an {@code info string} line, so a
 * {@code go} is never refused (a refused {@code go} would leave the GUI waiting for a {@code bestmove}
 * forever). Absent numbers are null. {@code searchMoves} holds the legal ones of the moves named.
 */
record UciGo(Long whiteMillis, Long blackMillis, long whiteIncrement, long blackIncrement, int movesToGo,
             Long moveTime, Integer depth, Long nodes, Integer mate, boolean infinite, List<Move> searchMoves,
             List<String> leftOut) {

    private static final List<String> NUMBERED = List.of("depth", "nodes", "mate", "movetime", "wtime", "btime", "winc",
            "binc", "movestogo");

    /** Reads the words of a {@code go} line ({@code words[0]} is "go") for {@code position}. */
    static UciGo read(String[] words, Position position) {
        Long wtime = null;
        Long btime = null;
        long winc = 0;
        long binc = 0;
        int movesToGo = 0;
        Long movetime = null;
        Integer depth = null;
        Long nodes = null;
        Integer mate = null;
        boolean infinite = false;
        List<Move> searchMoves = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            if (w.equals("infinite")) {
                infinite = true;
            } else if (w.equals("ponder")) {
                // Hektor offers no Ponder option; a pondering go is searched as an ordinary one
            } else if (w.equals("searchmoves")) {
                int named = 0;
                while (i + 1 < words.length && (Move.isUciSyntax(words[i + 1]) || words[i + 1].equals("0000"))) {
                    if (words[++i].equals("0000")) {
                        continue; // python-chess's way of writing an empty list
                    }
                    named++;
                    Move m = Move.fromUci(words[i]);
                    if (position.isLegal(m)) {
                        searchMoves.add(m);
                    } else {
                        leftOut.add("searchmoves: " + m.uci() + " is not legal here, so it is left out.");
                    }
                }
                if (named == 0) {
                    leftOut.add("searchmoves names no move in UCI notation (like e2e4), so every move is searched.");
                } else if (searchMoves.isEmpty()) {
                    leftOut.add("none of the searchmoves is legal here, so every move is searched.");
                }
            } else if (NUMBERED.contains(w)) {
                Long value = i + 1 < words.length ? number(words[i + 1]) : null;
                if (value == null) {
                    boolean valueGiven = i + 1 < words.length && !isKeyword(words[i + 1]);
                    leftOut.add(w + " needs a whole number" + (valueGiven ? ", not '" + Excerpt.of(words[i + 1]) + "'" : "")
                            + ", so it is left out.");
                    if (valueGiven) {
                        i++;
                    }
                    continue;
                }
                i++;
                long v = value;
                switch (w) {
                    case "depth" -> depth = (int) Math.max(1, Math.min(v, 1000));
                    case "nodes" -> nodes = Math.max(1, v);
                    case "mate" -> {
                        if (v > 0) {
                            mate = (int) Math.min(v, 100);
                        } else {
                            leftOut.add("mate " + v + " asks for no mate, so it is left out.");
                        }
                    }
                    case "movetime" -> movetime = v;
                    case "wtime" -> wtime = v;
                    case "btime" -> btime = v;
                    case "winc" -> winc = Math.max(0, v);
                    case "binc" -> binc = Math.max(0, v);
                    default -> movesToGo = (int) Math.max(0, Math.min(v, 1000)); // movestogo
                }
            } else {
                leftOut.add("go does not know '" + Excerpt.of(w) + "', so it is left out.");
            }
        }
        return new UciGo(wtime, btime, winc, binc, movesToGo, movetime, depth, nodes, mate, infinite,
                List.copyOf(searchMoves), List.copyOf(leftOut));
    }

    private static boolean isKeyword(String word) {
        return NUMBERED.contains(word) || word.equals("infinite") || word.equals("ponder") || word.equals("searchmoves");
    }

    /** A whole number, or null; too large a number is taken as the largest (a clock cannot overflow). */
    private static Long number(String word) {
        if (!word.matches("[+-]?\\d+")) {
            return null;
        }
        OptionalLong n = WholeNumber.ofLong(word);
        return n.isPresent() ? n.getAsLong() : word.startsWith("-") ? Long.MIN_VALUE / 4 : Long.MAX_VALUE / 4;
    }

    /** Whether a clock was given at all. */
    boolean hasClock() {
        return whiteMillis != null || blackMillis != null;
    }

    /**
     * Why the move must come at once, or null: a move time or the mover's own clock of zero or below (a
     * runner's clock that has run out, cutechess-cli and fastchess send such times), or a clock that gives the
     * mover no time at all.
     */
    String moveNowReason(boolean whiteToMove) {
        if (moveTime != null && moveTime <= 0) {
            return "movetime " + moveTime + " leaves no time to think, so the move comes at once.";
        }
        if (moveTime == null && hasClock() && !infinite) {
            Long own = whiteToMove ? whiteMillis : blackMillis;
            String name = whiteToMove ? "wtime" : "btime";
            if (own == null) {
                return "go gives no " + name + " for the side to move, so the move comes at once.";
            }
            if (own <= 0) {
                return name + " " + own + " leaves no time to think, so the move comes at once.";
            }
        }
        return null;
    }

    /** The time to think: a move time, the clocks, or null for none. */
    TimeLeft time() {
        if (moveTime != null && moveTime > 0) {
            return TimeLeft.perMove(moveTime);
        }
        if (moveTime == null && hasClock()) {
            return TimeLeft.clock(Math.max(0, whiteMillis == null ? 0 : whiteMillis),
                    Math.max(0, blackMillis == null ? 0 : blackMillis), whiteIncrement, blackIncrement, movesToGo);
        }
        return null;
    }

    /** Whether anything bounds the search: a depth, nodes, a mate, a time, or waiting for {@code stop}. */
    boolean isBounded() {
        return depth != null || nodes != null || mate != null || moveTime != null || hasClock() || infinite;
    }
}
