package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Castling;
import org.hektor.chess.Color;
import org.hektor.chess.DeadPosition;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.chess.Termination;
import org.hektor.clock.ChessClock;
import org.hektor.sync.PlayerBoard;

/**
 * Illegal moves (7.4.1, 7.4.2) and the annexes' claims of them. In standard play the arbiter acts at once: the
 * position before it is restored, two minutes to the opponent for the first and second, the third loses (a draw if
 * the opponent cannot mate). In rapid the move is completed by the press and ruled on, as in standard play, only when
 * the opponent claims it before his own move (B6); in blitz a claimed illegal move loses (17.3.2). Unclaimed, it
 * stands: the game goes on from the position it left.
 */
final class IllegalMoves {
    private final GameState game;

    IllegalMoves(GameState game) {
        this.game = game;
    }

    /** An illegal move completed by the press; {@code beforePress} is the player's time before he pressed. */
    List<ArbiterEvent> completed(Color player, Move move, long beforePress) {
        Position before = game.turn.start;
        int ply = game.record.ply() + 1;
        Discipline discipline = game.setup.discipline();
        Optional<String> intervention = interventionNeeded(before, move);
        if (discipline == Discipline.BLITZ && intervention.isPresent()) {
            // 17.3.2: an illegal move loses; the arbiter rules on this one himself, as B6 asks (a draw if the
            // opponent cannot mate).
            int count = game.illegalMoveMade(player);
            ArbiterEvent illegal = new ArbiterEvent.IllegalMove(player, ply, move, count, Rule.BLITZ_ILLEGAL_CLAIMED,
                    false);
            Color opponent = player.opposite();
            boolean canMate = DeadPosition.canEverMate(before, opponent);
            return List.of(illegal, game.end(canMate ? Outcome.win(Termination.ILLEGAL_MOVES, opponent)
                            : Outcome.draw(Termination.ILLEGAL_MOVES), Rule.BLITZ_ILLEGAL_CLAIMED,
                    GameState.colour(player) + "'s illegal move " + intervention.get() + (canMate ? ""
                            : "; " + GameState.colour(opponent) + " cannot mate by any series of legal moves")));
        }
        if (discipline.arbiterActsAtOnce() || intervention.isPresent()) {
            int count = game.illegalMoveMade(player);
            List<ArbiterEvent> events = new ArrayList<>();
            events.add(new ArbiterEvent.IllegalMove(player, ply, move, count, Rule.ILLEGAL_MOVE, false));
            if (count >= 3) {
                events.add(thirdIllegalMove(player, before));
                return events;
            }
            penalty(player).ifPresent(events::add);
            // Rule 7.4.1: the position before it is restored; 4.3 and 4.6 apply to the move replacing it.
            events.add(game.setBoards(Rule.ILLEGAL_MOVE));
            game.turn.restartMove();
            return events;
        }
        // Rapid B6, blitz 17.3.2: completed by the press; it stands unless the opponent claims before his move.
        Position after = physicalResult(before, move).orElse(null);
        game.pressClock();
        if (after != null) {
            game.record.stand(move, after);
            game.boardsFollowRecord();
            for (Color c : Color.values()) {
                // Until a claim takes it back, it is the game's move, whatever both write for it.
                game.changeSheet(c, sheet -> sheet.stand(ply, after));
            }
        }
        game.putBoard(player, game.boards.board(player).withEmptyHand());
        game.madeMove(player, move.uci());
        ArbiterEvent stands = new ArbiterEvent.IllegalMove(player, ply, move, game.illegalMovesOf(player),
                discipline.illegalMoveRule(), true);
        Turn finished = game.turn;
        game.newTurn(player.opposite(), after != null ? after : before);
        game.mayBeClaimed(new GameState.Pending(GameState.Irregularity.ILLEGAL, player, ply, move, before, after,
                beforePress, finished, null));
        return List.of(stands);
    }

    /**
     * Rule B6, last sentence: when both kings are in check, or a promotion was not completed (7.4.1: a violation of
     * the promotion rules), the arbiter intervenes himself, in every discipline: the game cannot go on from there.
     * What he saw, in words; empty for an illegal move he leaves to the opponent's claim.
     */
    static Optional<String> interventionNeeded(Position before, Move move) {
        Piece moved = before.pieceAt(move.from());
        if (moved.type() == PieceType.PAWN && move.promotion() == null
                && (move.to().rank() == 0 || move.to().rank() == 7)) {
            return Optional.of("left the pawn on " + move.to().name() + " unreplaced (4.6.3)");
        }
        if (Position.kingsInCheck(physicalPlacement(before, move).placement()).size() == 2) {
            return Optional.of("left both kings in check");
        }
        return Optional.empty();
    }

    /** Rapid B6, blitz 17.3.2: the opponent's last move was illegal, claimed before the claimant's own move. */
    Ruling claim(Color player) {
        GameState.Pending p = game.pending;
        if (p == null || p.kind() != GameState.Irregularity.ILLEGAL || p.offender() != player.opposite()) {
            return new Ruling.Refused(game.setup.discipline().arbiterActsAtOnce()
                    ? Refusal.of(Refusal.Kind.ILLEGAL_MOVES_RULED_AT_ONCE)
                    : Refusal.about(Refusal.Kind.NO_ILLEGAL_MOVE_TO_CLAIM, player.opposite())
                            .citing(game.setup.discipline().illegalMoveRule()));
        }
        if (game.setup.discipline() == Discipline.BLITZ) {
            boolean canMate = DeadPosition.canEverMate(p.before(), player);
            return Ruling.of(game.end(
                    canMate ? Outcome.win(Termination.ILLEGAL_MOVES, player) : Outcome.draw(Termination.ILLEGAL_MOVES),
                    Rule.BLITZ_ILLEGAL_CLAIMED, GameState.colour(p.offender()) + " made an illegal move and "
                            + GameState.colour(player) + " claimed it" + (canMate ? "" : ", but "
                            + GameState.colour(player) + " cannot mate by any series of legal moves")));
        }
        // Rapid, B6: the arbiter rules as 7.4.1 and 7.4.2 say.
        int count = game.illegalMoveMade(p.offender());
        List<ArbiterEvent> events = new ArrayList<>();
        events.add(new ArbiterEvent.IllegalMove(p.offender(), p.ply(), p.move(), count, Rule.ILLEGAL_MOVE, false));
        if (count >= 3) {
            events.add(thirdIllegalMove(p.offender(), p.before()));
            return Ruling.of(events);
        }
        events.addAll(game.takeBack(p, Rule.ILLEGAL_MOVE));
        penalty(p.offender()).ifPresent(events::add);
        return Ruling.of(events);
    }

    /** Rule 7.4.2: the third illegal move loses, unless the opponent cannot mate by any series of legal moves. */
    private ArbiterEvent thirdIllegalMove(Color player, Position position) {
        Color opponent = player.opposite();
        boolean canMate = DeadPosition.canEverMate(position, opponent);
        return game.end(canMate ? Outcome.win(Termination.ILLEGAL_MOVES, opponent) : Outcome.draw(Termination.ILLEGAL_MOVES),
                Rule.ILLEGAL_MOVE_PENALTY, GameState.colour(player) + "'s third illegal move" + (canMate ? ""
                        : "; " + GameState.colour(opponent) + " cannot mate by any series of legal moves"));
    }

    /** Rule 7.4.2: two minutes to the offender's opponent (only with a clock). */
    private Optional<ArbiterEvent> penalty(Color offender) {
        if (game.clock == null) {
            return Optional.empty();
        }
        game.clock.penalizeIllegalMove(offender);
        return Optional.of(new ArbiterEvent.TimeAdded(offender.opposite(), ChessClock.ILLEGAL_MOVE_PENALTY,
                Rule.ILLEGAL_MOVE_PENALTY, game.clock.remainingMillis(offender.opposite())));
    }

    /** The board after the piece went from its square to the other (taking what stood there), promoted if named. */
    private static PlayerBoard physicalPlacement(Position before, Move move) {
        PlayerBoard b = PlayerBoard.of(before).lift(move.from()).place(move.to());
        if (move.promotion() != null) {
            b = b.put(Piece.of(before.pieceAt(move.from()).color(), move.promotion()), move.to());
        }
        return b;
    }

    /**
     * The position an illegal move leaves on the board: the piece goes from its square to the other (taking what
     * stands there), with the other side to move; empty when no game can go on from it (a king can be taken, a pawn
     * on its last rank, …).
     */
    static Optional<Position> physicalResult(Position before, Move move) {
        PlayerBoard b = physicalPlacement(before, move);
        Set<Castling> rights = EnumSet.noneOf(Castling.class);
        for (Castling right : Castling.values()) {
            if (before.hasCastlingRight(right) && b.pieceAt(right.kingHome()) == right.king()
                    && b.pieceAt(right.rookHome()) == right.rook()) {
                rights.add(right);
            }
        }
        Color mover = before.sideToMove();
        boolean resets = before.pieceAt(move.from()).type() == PieceType.PAWN || before.pieceAt(move.to()) != null;
        return Position.of(b.pieces(), mover.opposite(), rights, resets ? 0 : before.halfmoveClock() + 1,
                before.fullmoveNumber() + (mover == Color.BLACK ? 1 : 0)).position();
    }
}
