package org.hektor.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The record of one game: the start position, the moves played, the position after each, how often each
 * position has stood on the board (rule 9.2: same player to move, same pieces, same castling and en-passant
 * possibilities — exactly what {@link Position#zobristKey()} hashes), the half-move clock, and how the game
 * ends. Endings are separated as python-chess separates them:
 * <ul>
 * <li>automatic ({@link #outcome()}): checkmate (5.1.1), stalemate (5.2.1), dead position (5.2.2, 9.6; see
 *     {@link DeadPosition#isDead}) and, with {@link AutomaticDraws#CURRENT_LAWS} (the default), fivefold
 *     repetition (current Laws 9.6.1) and 75 moves (current Laws 9.6.2);</li>
 * <li>claimable ({@link #claimDraw()}, {@link #claimDraw(Move)}): threefold repetition (9.2) and fifty moves
 *     (9.3), also with an intended move not yet played (9.2.1, 9.3.1).</li>
 * </ul>
 * Resignation, agreement, flags and illegal moves are the arbiter's to declare; they are not kept here.
 *
 * <p>Mutable, on purpose: a game has exactly one owner, the session's thread (design principle 1), which
 * appends a move at a time and sometimes goes back ({@link #undo()}, {@link #truncate(int)} for rule 2.8).
 * Positions themselves are immutable, so {@link #positionAt(int)} hands out values that later changes
 * cannot touch; a copy of the whole game is {@link #copy()}.
 */
public final class Game {

    /** Which draws end the game without a claim, besides stalemate and dead position. */
    public enum AutomaticDraws {
        /** Current FIDE Laws: also fivefold repetition (9.6.1) and 75 moves (9.6.2). */
        CURRENT_LAWS,
        /** The seed edition of the Laws: only checkmate, stalemate and dead position end a game by themselves. */
        SEED_LAWS
    }

    private final Position start;
    private final AutomaticDraws automaticDraws;
    private final List<Move> moves = new ArrayList<>();
    private final List<String> sans = new ArrayList<>();
    /** positions.get(ply): the position after {@code ply} moves; index 0 is the start. */
    private final List<Position> positions = new ArrayList<>();
    /** The automatic outcome of each position in {@link #positions}, null while the game goes on. */
    private final List<Outcome> outcomes = new ArrayList<>();
    private final Map<Long, Integer> occurrences = new HashMap<>();

    /** A game from the initial position, with the current Laws' automatic draws. */
    public Game() {
        this(Position.initial());
    }

    public Game(Position start) {
        this(start, AutomaticDraws.CURRENT_LAWS);
    }

    public Game(Position start, AutomaticDraws automaticDraws) {
        this.start = Objects.requireNonNull(start, "start");
        this.automaticDraws = Objects.requireNonNull(automaticDraws, "automaticDraws");
        append(start);
    }

    /** An independent copy with the same moves. */
    public Game copy() {
        Game copy = new Game(start, automaticDraws);
        copy.moves.addAll(moves);
        copy.sans.addAll(sans);
        copy.positions.clear();
        copy.positions.addAll(positions);
        copy.outcomes.clear();
        copy.outcomes.addAll(outcomes);
        copy.occurrences.putAll(occurrences);
        return copy;
    }

    // ---- moves ----

    /**
     * Plays a legal move. An illegal move is an {@link IllegalMoveException} and a move after the game has
     * ended by itself (mate, stalemate, dead position, fivefold, 75 moves) an {@link IllegalStateException};
     * either way nothing changes.
     */
    public void play(Move move) {
        Outcome over = outcomes.get(outcomes.size() - 1);
        if (over != null) {
            throw new IllegalStateException("The game is over (" + describe(over) + "); no move can follow.");
        }
        Position before = position();
        Position after = before.play(move);
        sans.add(San.of(before, move));
        moves.add(move);
        append(after);
    }

    /** Takes back the last move and returns it. */
    public Move undo() {
        if (moves.isEmpty()) {
            throw new IllegalStateException("No move has been played, so none can be taken back.");
        }
        Position last = positions.remove(positions.size() - 1);
        outcomes.remove(outcomes.size() - 1);
        occurrences.merge(last.zobristKey(), -1, (a, b) -> a + b == 0 ? null : a + b);
        sans.remove(sans.size() - 1);
        return moves.remove(moves.size() - 1);
    }

    /** Goes back to the position after {@code ply} moves (rule 2.8: retrace to where the scoresheets agree). */
    public void truncate(int ply) {
        checkPly(ply);
        while (moves.size() > ply) {
            undo();
        }
    }

    private void append(Position position) {
        positions.add(position);
        occurrences.merge(position.zobristKey(), 1, Integer::sum);
        outcomes.add(automaticOutcome(position));
    }

    // ---- record ----

    public Position startPosition() {
        return start;
    }

    public AutomaticDraws automaticDraws() {
        return automaticDraws;
    }

    /** The current position. */
    public Position position() {
        return positions.get(positions.size() - 1);
    }

    /** The position after {@code ply} moves (0: the start position). */
    public Position positionAt(int ply) {
        checkPly(ply);
        return positions.get(ply);
    }

    /** The number of half-moves played. */
    public int ply() {
        return moves.size();
    }

    public List<Move> moves() {
        return Collections.unmodifiableList(new ArrayList<>(moves));
    }

    /** The moves in English SAN, as PGN writes them. */
    public List<String> sanMoves() {
        return Collections.unmodifiableList(new ArrayList<>(sans));
    }

    public Color sideToMove() {
        return position().sideToMove();
    }

    /** Half-moves since the last capture or pawn move (rule 9.3), counting from the start position's FEN. */
    public int halfmoveClock() {
        return position().halfmoveClock();
    }

    /** How many times the current position has stood on the board in this game, this time included. */
    public int repetitions() {
        return occurrences.getOrDefault(position().zobristKey(), 0);
    }

    /** How many times this position has stood on the board in this game (9.2: compared as 9.2.2 says). */
    public int occurrences(Position position) {
        return occurrences.getOrDefault(position.zobristKey(), 0);
    }

    // ---- endings ----

    /** The automatic ending of the game, if it has ended by itself; empty while it goes on. */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcomes.get(outcomes.size() - 1));
    }

    public boolean isOver() {
        return outcome().isPresent();
    }

    private Outcome automaticOutcome(Position p) {
        if (p.isCheckmate()) {
            return Outcome.win(Termination.CHECKMATE, p.sideToMove().opposite());
        }
        if (p.isStalemate()) {
            return Outcome.draw(Termination.STALEMATE);
        }
        if (DeadPosition.isDead(p)) {
            return Outcome.draw(Termination.DEAD_POSITION);
        }
        if (automaticDraws == AutomaticDraws.CURRENT_LAWS) {
            if (occurrences.getOrDefault(p.zobristKey(), 0) >= 5) {
                return Outcome.draw(Termination.FIVEFOLD_REPETITION);
            }
            // 9.6.2: checkmate on the 75th move takes precedence, and was tested first
            if (p.halfmoveClock() >= 150) {
                return Outcome.draw(Termination.SEVENTY_FIVE_MOVES);
            }
        }
        return null;
    }

    /** Rule 9.2.2: the current position has stood on the board at least three times. */
    public boolean canClaimThreefoldRepetition() {
        return !isOver() && repetitions() >= 3;
    }

    /** Rule 9.3.2: the last 50 moves of each player were made without a pawn move or a capture. */
    public boolean canClaimFiftyMoves() {
        return !isOver() && halfmoveClock() >= 100;
    }

    /**
     * Rule 9.2.1: the claim with an intended move, judged on the position after it, which is not played:
     * would that position stand on the board for at least the third time?
     */
    public boolean canClaimThreefoldRepetition(Move intended) {
        Position after = afterIntended(intended);
        return occurrences.getOrDefault(after.zobristKey(), 0) + 1 >= 3;
    }

    /** Rule 9.3.1: the claim with an intended move that would complete 50 moves without pawn move or capture. */
    public boolean canClaimFiftyMoves(Move intended) {
        return afterIntended(intended).halfmoveClock() >= 100;
    }

    /** A correct draw claim by the player to move, without a move (9.2.2, 9.3.2), or empty if it is incorrect. */
    public Optional<Outcome> claimDraw() {
        if (canClaimThreefoldRepetition()) {
            return Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION));
        }
        if (canClaimFiftyMoves()) {
            return Optional.of(Outcome.draw(Termination.FIFTY_MOVES));
        }
        return Optional.empty();
    }

    /**
     * A correct draw claim with an intended move (9.2.1, 9.3.1), judged on the position after that move,
     * which this method does not play; empty if the claim is incorrect (then, by 9.5, the arbiter adds time
     * and the intended move must be played). The intended move must be legal.
     */
    public Optional<Outcome> claimDraw(Move intended) {
        if (canClaimThreefoldRepetition(intended)) {
            return Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION));
        }
        if (canClaimFiftyMoves(intended)) {
            return Optional.of(Outcome.draw(Termination.FIFTY_MOVES));
        }
        return Optional.empty();
    }

    private Position afterIntended(Move intended) {
        Outcome over = outcomes.get(outcomes.size() - 1);
        if (over != null) {
            throw new IllegalStateException("The game is over (" + describe(over) + "); no move can follow.");
        }
        return position().play(intended);
    }

    private void checkPly(int ply) {
        if (ply < 0 || ply > moves.size()) {
            throw new IllegalArgumentException("The game has " + moves.size() + " half-moves; there is no ply " + ply + ".");
        }
    }

    private static String describe(Outcome outcome) {
        String what = outcome.termination().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        return what + ", rule " + outcome.termination().article();
    }

    @Override
    public String toString() {
        return "Game from " + start.fen() + ": " + String.join(" ", sans);
    }
}
