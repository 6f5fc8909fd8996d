package org.hektor.engine.internal;

import static org.hektor.chess.internal.SearchBoard.bishopAttacks;
import static org.hektor.chess.internal.SearchBoard.rookAttacks;

import org.hektor.chess.internal.SearchBoard;

/**
 * Static exchange evaluation: the material a capture sequence on one square wins or loses when both sides
 * always recapture with their least valuable attacker and may stop when it suits them. Pieces behind the
 * capturers (x-rays) join in as the line opens.
 */
public final class StaticExchange {
    private StaticExchange() {
    }

    /** The material the side to move gains by playing {@code move} and the exchanges that follow. */
    public static int of(SearchBoard b, int move) {
        int from = SearchBoard.from(move);
        int to = SearchBoard.to(move);
        int mover = b.mailbox()[from] % 6;
        int[] gain = new int[32];
        int captured = SearchBoard.isEnPassant(move) ? SearchBoard.PAWN : b.mailbox()[to] == SearchBoard.EMPTY ? -1 : b.mailbox()[to] % 6;
        gain[0] = captured < 0 ? 0 : Evaluation.VALUE[captured];
        int promotion = SearchBoard.promotion(move);
        int onSquare = mover;
        if (promotion != 0) {
            gain[0] += Evaluation.VALUE[promotion] - Evaluation.VALUE[SearchBoard.PAWN];
            onSquare = promotion;
        }
        long occ = b.occupied() ^ (1L << from);
        if (SearchBoard.isEnPassant(move)) {
            occ ^= 1L << (to ^ 8);
        }
        long diagonal = b.pieces()[SearchBoard.BISHOP] | b.pieces()[SearchBoard.QUEEN] | b.pieces()[6 + SearchBoard.BISHOP] | b.pieces()[6 + SearchBoard.QUEEN];
        long straight = b.pieces()[SearchBoard.ROOK] | b.pieces()[SearchBoard.QUEEN] | b.pieces()[6 + SearchBoard.ROOK] | b.pieces()[6 + SearchBoard.QUEEN];
        long attackers = (b.attackers(to, occ, 0) | b.attackers(to, occ, 1)) & occ;
        int side = b.side() ^ 1;
        int depth = 0;
        while (true) {
            long mine = attackers & b.colorOcc()[side];
            if (mine == 0) {
                break;
            }
            int type = -1;
            long bit = 0;
            for (int t = 0; t < 6; t++) {
                long bb = mine & b.pieces()[side * 6 + t];
                if (bb != 0) {
                    type = t;
                    bit = bb & -bb;
                    break;
                }
            }
            depth++;
            gain[depth] = Evaluation.VALUE[onSquare] - gain[depth - 1];
            if (depth == 31) {
                break;
            }
            if (type == SearchBoard.KING_T && (attackers & b.colorOcc()[side ^ 1]) != 0) {
                depth--; // the king may not capture into an attacked square
                break;
            }
            occ ^= bit;
            attackers ^= bit;
            if (type == SearchBoard.PAWN || type == SearchBoard.BISHOP || type == SearchBoard.QUEEN) {
                attackers |= bishopAttacks(to, occ) & diagonal & occ;
            }
            if (type == SearchBoard.ROOK || type == SearchBoard.QUEEN) {
                attackers |= rookAttacks(to, occ) & straight & occ;
            }
            onSquare = type;
            side ^= 1;
        }
        while (depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
            depth--;
        }
        return gain[0];
    }
}
