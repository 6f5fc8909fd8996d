package org.hektor.arbiter;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ClockSnapshot;
import org.hektor.sync.Correction;
import org.hektor.sync.PlayerBoard;
import org.hektor.sync.Scoresheet;
import org.hektor.sync.TwoBoards;

/**
 * The one state of a game that the law groups behind the {@link Arbiter} read and change, and the few steps they
 * share (a new turn, the end of the game, the boards set to the record, a claimed move taken back). Mutable, owned
 * by the arbiter's one thread.
 */
final class GameState {
    final Setup setup;
    /** The game's clock, or null in a game without one (no flags, no penalties of time). */
    final ChessClock clock;
    Segments record;
    TwoBoards boards;
    Turn turn;
    /** A completed irregular move the opponent may still claim (rapid, blitz). */
    Pending pending;
    /** The draw offer that stands (9.1), or null. */
    Offer offer;
    private final Map<Color, Integer> illegalMoves = new EnumMap<>(Color.class);
    /** Corrections given to each player and not yet carried out. */
    private final Map<Color, List<Correction>> instructions = new EnumMap<>(Color.class);
    /** Flags already called or claimed. */
    private final Set<Color> flagsNoted = EnumSet.noneOf(Color.class);
    /** The last completed move's SAN, per player, for the rule 2.6 answer after the press. */
    private final Map<Color, String> lastMove = new EnumMap<>(Color.class);
    ArbiterEvent.GameOver over;
    /** The envelope of an adjourned game (Annex A2), or null while it is played. */
    Envelope envelope;

    enum Irregularity { ILLEGAL, TOUCH }

    /**
     * A completed irregular move the opponent may claim before his own move (rapid B5, B6; blitz 17.3.2).
     *
     * @param ply                 the ply of the irregular move
     * @param after               the position it left (null when no game can go on from it)
     * @param offenderBeforePress the offender's time before he pressed, for setting the clock back (6.13)
     * @param turn                the offender's turn, to go back to when it is taken back
     * @param obligation          what his touches obliged, for a touch-move offence
     */
    record Pending(Irregularity kind, Color offender, int ply, Move move, Position before, Position after,
                   long offenderBeforePress, Turn turn, TouchMove.Obligation obligation) {
    }

    /** A draw offer that stands, with the ply it is marked at (9.1.2.2). */
    record Offer(Color player, int ply) {
    }

    GameState(Setup setup, ChessClock clock) {
        this.setup = setup;
        this.clock = clock;
        newRecord();
        this.boards = TwoBoards.start(setup.start());
        for (Color c : Color.values()) {
            illegalMoves.put(c, 0);
            instructions.put(c, List.of());
        }
        newTurn();
    }

    /** Rule 7.4.2: the player made one more illegal move; how many he has made now. */
    int illegalMoveMade(Color player) {
        return illegalMoves.merge(player, 1, Integer::sum);
    }

    int illegalMovesOf(Color player) {
        return illegalMoves.get(player);
    }

    /** The corrections the player has been given and not yet carried out. */
    List<Correction> instructionsOf(Color player) {
        return instructions.get(player);
    }

    /** The corrections each player is given now (2.7, 7.4.1). */
    void instruct(Map<Color, List<Correction>> corrections) {
        instructions.putAll(corrections);
    }

    /** The player carried out his corrections. */
    void carriedOut(Color player) {
        instructions.put(player, List.of());
    }

    /** Has the player's fallen flag been called or claimed already? */
    boolean flagNoted(Color player) {
        return flagsNoted.contains(player);
    }

    void noteFlag(Color player) {
        flagsNoted.add(player);
    }

    /** The clocks were set back (2.8, 6.13): a flag that falls again is called again. */
    void forgetFlags() {
        flagsNoted.clear();
    }

    /** The player's move was completed, as written for the rule 2.6 answer. */
    void madeMove(Color player, String written) {
        lastMove.put(player, written);
    }

    /** The player's last completed move, if he has made one. */
    Optional<String> lastMoveOf(Color player) {
        return Optional.ofNullable(lastMove.get(player));
    }

    /** Both boards' record follows the game record (the sheets and boards are checked against it, 2.7). */
    void boardsFollowRecord() {
        boards = boards.withRecord(record.positions());
    }

    /** The player's scoresheet changes: he writes on it (8.1), or the arbiter's ruling marks or shortens it. */
    void changeSheet(Color player, UnaryOperator<Scoresheet> change) {
        boards = boards.with(player, change.apply(boards.sheet(player)));
    }

    /** The player's board as his hands or the corrections he carried out left it. */
    void putBoard(Color player, PlayerBoard board) {
        boards = boards.with(player, board);
    }

    /** The player to move starts a new turn in the record's position. */
    void newTurn() {
        turn = new Turn(record.position().sideToMove(), record.position());
    }

    /** The player starts a new turn in this position (after an illegal move that stands, B6, 17.3.2). */
    void newTurn(Color player, Position start) {
        turn = new Turn(player, start);
    }

    /** The record starts again from the game's first position (the sheets rebuild it, 2.7). */
    void newRecord() {
        record = new Segments(setup.start(), setup.laws());
    }

    /** The completed irregular move the opponent may claim before his own move (B5, B6, 17.3.2). */
    void mayBeClaimed(Pending irregular) {
        pending = irregular;
    }

    /** Nothing is left to claim: the claim was due before the move now made, or the game was set right. */
    void closeClaim() {
        pending = null;
    }

    /** Rules 9.1.2.2, 9.1.2.3: the player's draw offer stands, marked at this ply. */
    void offerDraw(Color player, int ply) {
        offer = new Offer(player, ply);
    }

    /** Rule 9.1.2.1: the offer was declined (in words, or by touching a piece). */
    void offerDeclined() {
        offer = null;
    }

    /** Annex A2: the game is adjourned in this envelope. */
    void adjourn(Envelope sealedIn) {
        envelope = sealedIn;
    }

    /** Annex A7: the envelope is opened; the game is played again. */
    Envelope open() {
        Envelope e = envelope;
        envelope = null;
        return e;
    }

    boolean adjourned() {
        return envelope != null;
    }

    /** The game ends: the clock stops, and the returned event says how. */
    ArbiterEvent.GameOver end(Outcome outcome, Rule rule, String reason) {
        over = new ArbiterEvent.GameOver(outcome, rule, reason);
        if (clock != null && clock.isRunning()) {
            clock.pause();
        }
        return over;
    }

    /** The game ends by itself when the record's position ends it (mate, stalemate, dead position, 9.6). */
    List<ArbiterEvent> endIfOver() {
        return record.game().outcome()
                .<List<ArbiterEvent>>map(o -> List.of(end(o, Rule.of(o.termination()), ending(o))))
                .orElse(List.of());
    }

    /** The clock of the side to move is pressed (6.7). */
    void pressClock() {
        if (clock != null) {
            clock.press();
        }
    }

    /** Both clocks now, or null in a game without a clock. */
    ClockSnapshot clockNow() {
        return clock == null ? null : clock.snapshot();
    }

    /** Both boards must show the record's position: the corrections are given to each player. */
    ArbiterEvent.SetBoards setBoards(Rule rule) {
        Map<Color, List<Correction>> corrections = boards.correctionsTo(record.position());
        instructions.putAll(corrections);
        return new ArbiterEvent.SetBoards(rule, record.ply(), record.position(), corrections);
    }

    /**
     * Takes back a completed irregular move the opponent claimed: the position before it, the offender to move
     * with his touches still binding, his clock as it was before he pressed and the claimant's as it is (6.13).
     */
    List<ArbiterEvent> takeBack(Pending p, Rule rule) {
        List<ArbiterEvent> events = new ArrayList<>();
        Color claimant = p.offender().opposite();
        int ply = p.ply() - 1;
        if (record.ply() > ply) {
            record.truncate(ply);
        }
        if (clock != null) {
            long claimantNow = clock.remainingMillis(claimant);
            clock.rewindTo(ply);
            clock.setTime(p.offender(), Duration.ofMillis(p.offenderBeforePress()));
            clock.setTime(claimant, Duration.ofMillis(claimantNow));
            flagsNoted.clear();
            events.add(new ArbiterEvent.ClockSet(Rule.CLOCKS_SET, clock.snapshot()));
        }
        for (Color c : Color.values()) {
            changeSheet(c, sheet -> sheet.truncate(ply));
        }
        boardsFollowRecord();
        lastMove.remove(p.offender());
        pending = null;
        turn = p.turn();
        turn.restartMove();
        events.add(setBoards(rule));
        if (p.obligation() != null) {
            events.add(new ArbiterEvent.Obliged(p.offender(), p.obligation()));
        }
        return events;
    }

    // ---- refusals every law group makes ----

    Optional<Refusal> unlessPlaying() {
        if (over == null) {
            return Optional.empty();
        }
        return Optional.of(Refusal.of(Refusal.Kind.GAME_OVER)
                .quoting(over.outcome().result() + ", " + over.reason()));
    }

    Optional<Refusal> unlessToMove(Color player) {
        return player == turn.player ? Optional.empty()
                : Optional.of(Refusal.about(Refusal.Kind.NOT_YOUR_MOVE, turn.player));
    }

    /** The side's English name in the arbiter's details (a refusal's {@code detail}, a ruling's reason). */
    static String colour(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    private static String ending(Outcome o) {
        return switch (o.termination()) {
            case CHECKMATE -> colour(o.winner()) + " mated";
            case STALEMATE -> "stalemate";
            case DEAD_POSITION -> "no series of legal moves can lead to mate";
            case FIVEFOLD_REPETITION -> "the same position for the fifth time";
            case SEVENTY_FIVE_MOVES -> "75 moves each without a pawn move or a capture";
            default -> o.termination().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        };
    }
}
