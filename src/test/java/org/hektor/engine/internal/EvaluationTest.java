package org.hektor.engine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;

class EvaluationTest {
    private static final List<String> FENS = List.of(
            Position.INITIAL_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
            "8/5pk1/6p1/3R4/5P2/6P1/r5K1/8 w - - 0 40",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "4k3/8/8/8/8/8/3PPP2/4K3 b - - 0 1");

    /** The same position with colours exchanged and the board turned upside down. */
    static String mirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            placement.append(swapCase(ranks[i]));
            if (i > 0) {
                placement.append('/');
            }
        }
        String side = f[1].equals("w") ? "b" : "w";
        String castling = f[2].equals("-") ? "-" : sortCastling(swapCase(f[2]));
        String ep = f[3].equals("-") ? "-" : f[3].charAt(0) + String.valueOf(9 - (f[3].charAt(1) - '0'));
        return placement + " " + side + " " + castling + " " + ep + " " + f[4] + " " + f[5];
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return sb.toString();
    }

    private static String sortCastling(String c) {
        StringBuilder sb = new StringBuilder();
        for (char x : "KQkq".toCharArray()) {
            if (c.indexOf(x) >= 0) {
                sb.append(x);
            }
        }
        return sb.toString();
    }

    @Test
    void theScoreDoesNotDependOnWhichColourIsWhich() {
        for (String fen : FENS) {
            int score = Evaluation.evaluate(Position.fromFen(fen).toBoard());
            int mirrored = Evaluation.evaluate(Position.fromFen(mirror(fen)).toBoard());
            assertEquals(score, mirrored, fen + " against " + mirror(fen));
        }
    }

    @Test
    void anExtraQueenIsWorthAboutAQueen() {
        int even = Evaluation.evaluate(Position.fromFen("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1").toBoard());
        int queenUp = Evaluation.evaluate(Position.fromFen("4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1").toBoard());
        assertTrue(queenUp - even > 800 && queenUp - even < 1200, "a queen is worth " + (queenUp - even));
    }

    @Test
    void aPassedPawnNearPromotionCountsMoreThanOneAtHome() {
        int home = Evaluation.evaluate(Position.fromFen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1").toBoard());
        int far = Evaluation.evaluate(Position.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").toBoard());
        assertTrue(far > home + 100, "a7 " + far + " against a2 " + home);
    }

    @Test
    void aBareMinorPieceAheadIsScoredNearADraw() {
        int knightUp = Evaluation.evaluate(Position.fromFen("4k3/8/8/8/8/8/8/3NK3 w - - 0 1").toBoard());
        assertTrue(Math.abs(knightUp) < 100, "K+N against K cannot win: " + knightUp);
    }
}
