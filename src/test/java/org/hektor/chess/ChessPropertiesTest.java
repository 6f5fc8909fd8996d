package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.hektor.chess.internal.Board;

/** Properties over random games: what goes out as text comes back as the same thing. */
class ChessPropertiesTest {

    @Property(tries = 60)
    void sanOutAndInReturnsTheSameMoveInEveryLetterSet(@ForAll long seed) {
        for (Position p : RandomGames.positions(seed, 120)) {
            for (Move m : p.legalMoves()) {
                for (PieceLetters letters : PieceLetters.values()) {
                    String san = San.of(p, m, letters);
                    assertEquals(m, San.parse(p, san, letters), () -> san + " in " + p.fen());
                }
                assertEquals(m, San.parse(p, San.of(p, m)), () -> San.of(p, m) + " without letters named, in " + p.fen());
            }
        }
    }

    @Property(tries = 100)
    void fenOutAndInIsIdentity(@ForAll long seed) {
        for (Position p : RandomGames.positions(seed, 200)) {
            Position back = Position.fromFen(p.fen());
            assertEquals(p.fen(), back.fen());
            assertEquals(p.zobristKey(), back.zobristKey(), p::fen);
            assertEquals(p.legalMoves().size(), back.legalMoves().size());
        }
    }

    @Property(tries = 100)
    void makeAndUnmakeRestoreTheBoardAndItsZobristKey(@ForAll long seed) {
        for (Position p : RandomGames.positions(seed, 150)) {
            Board board = p.toBoard();
            String before = Position.fromBoard(board).fen();
            long key = board.key;
            int[] moves = new int[Board.MAX_MOVES];
            int n = board.generate(moves, 0);
            for (int i = 0; i < n; i++) {
                board.make(moves[i]);
                long incremental = board.key;
                board.refreshKey();
                assertEquals(board.key, incremental, "incremental key after " + Position.toMove(moves[i]));
                board.unmake(moves[i]);
                assertEquals(key, board.key);
                assertEquals(before, Position.fromBoard(board).fen());
            }
        }
    }

    @Property(tries = 50)
    void uciOutAndInReturnsTheSameMove(@ForAll long seed) {
        for (Position p : RandomGames.positions(seed, 100)) {
            List<Move> moves = p.legalMoves();
            for (Move m : moves) {
                assertEquals(m, Move.fromUci(m.uci()));
            }
        }
    }
}
