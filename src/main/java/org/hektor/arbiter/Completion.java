package org.hektor.arbiter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.sync.PlayerBoard;

/**
 * When a move is made (2.3, 2.6, 4.6, 6.7). The visually impaired player's move needs a piece lifted, put into a hole
 * on another square and the move announced — only then may the clock be pressed; a slip of the tongue is corrected
 * before the press (2.6), after it the move stands. The sighted player's move is read from his board when he presses
 * the clock; a piece released on a square as a legal move stays there (4.6). The press completes the move, and every
 * rule about a completed move applies then: touch-move, an illegal move, an incorrect claim's move (9.5.2).
 */
final class Completion {
    private final GameState game;
    private final Touching touching;
    private final IllegalMoves illegalMoves;

    Completion(GameState game, Touching touching, IllegalMoves illegalMoves) {
        this.game = game;
        this.touching = touching;
        this.illegalMoves = illegalMoves;
    }

    /** Rule 2.3(c): the visually impaired player announces his move; a second announcement corrects it (2.6). */
    Ruling announce(Color player, Move move) {
        if (player != game.setup.blind()) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.SIGHTED_PLAYER_DOES_NOT_ANNOUNCE));
        }
        Optional<Refusal> refusal = game.unlessToMove(player).or(() -> unlessPossible(move, player));
        if (refusal.isPresent()) {
            return new Ruling.Refused(refusal.get());
        }
        Position position = game.record.position();
        Move was = game.turn.announced;
        game.turn.announce(move);
        return Ruling.of(was == null ? new ArbiterEvent.Announced(player, move, describe(position, move))
                : new ArbiterEvent.Corrected(player, was, describe(position, was), move, describe(position, move)));
    }

    /** Rule 2.6: a slip of the tongue corrected before the clock is switched; after the press the move stands. */
    Ruling correct(Color player, Move move) {
        if (player == game.setup.blind() && player != game.turn.player && game.lastMoveOf(player).isPresent()) {
            return new Ruling.Refused(
                    Refusal.about(Refusal.Kind.MOVE_STANDS, player).naming(game.lastMoveOf(player).orElseThrow()));
        }
        Optional<Refusal> notToMove = game.unlessToMove(player);
        if (notToMove.isPresent()) {
            return new Ruling.Refused(notToMove.get());
        }
        if (game.turn.announced == null) {
            return new Ruling.Refused(Refusal.of(Refusal.Kind.NOTHING_TO_CORRECT));
        }
        return announce(player, move);
    }

    /** An announced move must at least start from a piece of the player's own. */
    private Optional<Refusal> unlessPossible(Move move, Color player) {
        Position position = game.record.position();
        if (position.isLegal(move)) {
            return Optional.empty();
        }
        Piece piece = position.pieceAt(move.from());
        if (piece == null || piece.color() != player) {
            return Optional.of(Refusal.about(Refusal.Kind.NO_PIECE_FOR_MOVE, player).at(move.from())
                    .naming(move.uci()));
        }
        return Optional.empty();
    }

    /** The SAN of a legal move, or the UCI of a physically possible illegal one. */
    private static String describe(Position position, Move move) {
        return position.isLegal(move) ? San.of(position, move) : move.uci();
    }

    /** The clock is pressed: the move is complete (2.3, 6.7). */
    Ruling press(Color player) {
        Optional<Refusal> refusal = game.unlessToMove(player).or(this::unlessClocksRun);
        if (refusal.isPresent()) {
            return new Ruling.Refused(refusal.get());
        }
        Turn turn = game.turn;
        Move move;
        if (player == game.setup.blind()) {
            Set<Refusal.Part> undone = EnumSet.noneOf(Refusal.Part.class);
            if (!turn.lifted) {
                undone.add(Refusal.Part.LIFTED);
            }
            if (!turn.placedElsewhere) {
                undone.add(Refusal.Part.PLACED_ELSEWHERE);
            }
            if (turn.announced == null) {
                undone.add(Refusal.Part.ANNOUNCED);
            }
            if (!undone.isEmpty()) {
                return new Ruling.Refused(Refusal.moveNotComplete(undone));
            }
            move = turn.announced.isPromotion() ? promotion(player, turn.announced) : turn.announced;
        } else {
            Sighted read = sightedMove(player);
            if (read.refusal() != null) {
                return new Ruling.Refused(read.refusal());
            }
            move = read.move();
        }
        return complete(player, move);
    }

    /**
     * A promotion as the player's board shows it when he presses (4.6.3): to the piece he put on the promotion square
     * (the blind player's announcement names it, 2.1), or — with his pawn not replaced there — the pawn's bare move,
     * which is no legal move (7.4.1: a violation of the promotion rules).
     */
    private Move promotion(Color player, Move move) {
        Piece there = game.boards.board(player).pieceAt(move.to());
        if (there == null || there.color() != player || !there.type().isPromotionTarget()) {
            return Move.of(move.from(), move.to());
        }
        return move.isPromotion() ? move : new Move(move.from(), move.to(), there.type());
    }

    private Optional<Refusal> unlessClocksRun() {
        if (game.clock == null || game.clock.isRunning()) {
            return Optional.empty();
        }
        return Optional.of(Refusal.of(game.clock.isStarted() ? Refusal.Kind.CLOCKS_STOPPED
                : Refusal.Kind.CLOCKS_NOT_STARTED));
    }

    /** The sighted player's move as his board shows it, or why none can be read. */
    private record Sighted(Move move, Refusal refusal) {
    }

    /** The sighted player's move, read from his board and his hand's first legal release (4.6). */
    private Sighted sightedMove(Color player) {
        Turn turn = game.turn;
        Position before = turn.start;
        PlayerBoard board = game.boards.board(player).withEmptyHand();
        if (turn.released != null) {
            Move r = turn.released;
            boolean promotion = before.pieceAt(r.from()).type() == PieceType.PAWN
                    && (r.to().rank() == 0 || r.to().rank() == 7);
            if (!promotion) {
                return new Sighted(r, null);
            }
            // Rule 4.6.3: made when the pawn is replaced; pressed before that, it is an illegal move (7.4.1).
            return new Sighted(promotion(player, r), null);
        }
        for (Move m : before.legalMoves()) {
            if (board.shows(before.play(m))) {
                return new Sighted(m, null);
            }
        }
        if (turn.illegalPlace != null) {
            return new Sighted(turn.illegalPlace, null);
        }
        List<Square> gone = new ArrayList<>();
        List<Square> arrived = new ArrayList<>();
        for (Square s : Square.all()) {
            Piece was = before.pieceAt(s);
            Piece now = board.pieceAt(s);
            if (was != now) {
                if (was != null && was.color() == player) {
                    gone.add(s);
                }
                if (now != null && now.color() == player) {
                    arrived.add(s);
                }
            }
        }
        if (gone.size() == 1 && arrived.size() == 1 && before.pieceAt(gone.get(0)) == board.pieceAt(arrived.get(0))) {
            return new Sighted(Move.of(gone.get(0), arrived.get(0)), null);
        }
        return new Sighted(null, Refusal.about(Refusal.Kind.NO_MOVE_ON_BOARD, player));
    }

    /** The move is completed by the press (2.3, 6.7): every rule about a completed move applies here. */
    private Ruling complete(Color player, Move move) {
        Turn turn = game.turn;
        Position before = turn.start;
        boolean legal = before.isLegal(move);
        if (turn.mustPlay != null && !move.equals(turn.mustPlay)) {
            // Rule 9.5.2: the move does not count; the board goes back and the claim's move must be made.
            ArbiterEvent obliged = new ArbiterEvent.Obliged(player, Touching.mustPlay(turn));
            turn.restartMove();
            return Ruling.of(obliged, game.setBoards(Rule.INCORRECT_CLAIM));
        }
        GameState.Pending pending = game.pending;
        if (pending != null && (pending.after() == null || game.record.game().isOver())) {
            return new Ruling.Refused(Refusal.about(Refusal.Kind.CLAIM_THE_ILLEGAL_MOVE, pending.offender())
                    .citing(game.setup.discipline().illegalMoveRule()));
        }
        TouchMove.Obligation obligation = touching.obligation();
        boolean breaksTouch = legal && turn.mustPlay == null && !obligation.allowed().contains(move);
        if (breaksTouch && game.setup.discipline().arbiterActsAtOnce()) {
            return Ruling.of(touching.enforceAtOnce(player, obligation));
        }
        game.closeClaim(); // rules B5, B6, 17.3.2: the opponent's claim was due before this move
        long beforePress = game.clock == null ? 0 : game.clock.remainingMillis(player);
        if (!legal) {
            return Ruling.of(illegalMoves.completed(player, move, beforePress));
        }
        game.pressClock();
        game.record.play(move);
        PlayerBoard emptied = game.boards.board(player).withEmptyHand();
        game.boardsFollowRecord();
        game.putBoard(player, emptied);
        String san = San.of(before, move);
        game.madeMove(player, san);
        List<ArbiterEvent> events = new ArrayList<>();
        events.add(new ArbiterEvent.Moved(player, game.record.ply(), move, san, game.clockNow()));
        game.newTurn();
        if (breaksTouch) {
            game.mayBeClaimed(new GameState.Pending(GameState.Irregularity.TOUCH, player, game.record.ply(), move,
                    before, game.record.position(), beforePress, turn, obligation));
        }
        events.addAll(game.endIfOver());
        return Ruling.of(events);
    }
}
