package org.hektor.engine;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;

/** Test positions and independent judges of a move (plain rules and material, no engine code). */
final class Positions {
    private Positions() {
    }

    static final List<String> MATE_IN_ONE = List.of(
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", // scholar's mate Qxf7#
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",                             // back rank Rd8#
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",     // fool's mate Qh4#
            "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",                                 // smothered Nf7#
            "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1",                                    // queen and king Qg8#
            "3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");                            // back rank Rd1#

    static final List<String> MATE_IN_TWO = List.of(
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10", // Legal's mate: Nf6+ gxf6 Bxf7#
            "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1",                                   // rook ladder Ra7, Rb8#
            "7k/8/5K2/8/8/8/8/1R6 w - - 0 1",                                    // Kg6 then Rb8#
            "7k/8/8/6K1/8/8/8/1Q6 w - - 0 1",                                    // Kg6 then Qb8#
            "1r4k1/r7/8/8/8/8/8/7K b - - 0 1");                                  // Black's rook ladder

    /** Quiet positions from common openings (SAN from the initial position), White or Black to move. */
    static final List<String> QUIET_LINES = List.of(
            "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O",
            "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7",
            "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6",
            "e4 e6 d4 d5 Nc3 Nf6 e5 Nfd7 f4 c5 Nf3 Nc6 Be3",
            "d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5 O-O Nc6",
            "e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3 Bg6 h4 h6 Nf3 Nd7",
            "c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5 Bg2 Nb6 O-O Be7",
            "e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6 O-O O-O",
            "d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O Bd3 d5 Nf3 c5 O-O",
            "e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bf5 Bc4 e6 Bd2 c6");

    static Position afterSan(String line) {
        Position p = Position.initial();
        for (String san : line.split(" ")) {
            p = p.play(San.parse(p, san));
        }
        return p;
    }

    /** Does {@code move} force mate within {@code moves} of the mover's moves, whatever the defence? */
    static boolean forcesMate(Position p, Move move, int moves) {
        Position next = p.play(move);
        if (next.isCheckmate()) {
            return true;
        }
        if (moves <= 1 || next.legalMoves().isEmpty()) {
            return false;
        }
        for (Move reply : next.legalMoves()) {
            Position after = next.play(reply);
            boolean someMate = false;
            for (Move m : after.legalMoves()) {
                if (forcesMate(after, m, moves - 1)) {
                    someMate = true;
                    break;
                }
            }
            if (!someMate) {
                return false;
            }
        }
        return true;
    }

    private static final int[] VALUE = {100, 300, 300, 500, 900, 0};

    /** Material for the side to move, in centipawns (pawn 100, knight and bishop 300, rook 500, queen 900). */
    static int material(Position p) {
        int sum = 0;
        for (var e : p.pieces().entrySet()) {
            int v = VALUE[e.getValue().type().ordinal()];
            sum += e.getValue().color() == p.sideToMove() ? v : -v;
        }
        return sum;
    }

    /**
     * The material the side to move ends with when both sides capture as long as it pays (a capture-only
     * minimax with the right to stop), as an independent judge of "loses material for nothing".
     */
    static int materialAfterCaptures(Position p, int alpha, int beta, int depth) {
        int stand = material(p);
        if (stand >= beta || depth == 0) {
            return stand;
        }
        alpha = Math.max(alpha, stand);
        List<Move> captures = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            if (p.isCapture(m) || m.isPromotion()) {
                captures.add(m);
            }
        }
        int best = stand;
        for (Move m : captures) {
            int s = -materialAfterCaptures(p.play(m), -beta, -alpha, depth - 1);
            if (s > best) {
                best = s;
                if (s > alpha) {
                    alpha = s;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    static int materialAfterCaptures(Position p) {
        return materialAfterCaptures(p, -100_000, 100_000, 8);
    }
}
