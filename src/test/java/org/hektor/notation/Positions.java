package org.hektor.notation;

import org.hektor.chess.Position;

/** The positions the contract's examples are played in (spoken-notation.md sections 2 and 3). */
final class Positions {
    private Positions() {
    }

    static final Position START = Position.initial();
    /** Knights on b1 and f3 both reach d2 (SAN Nbd2); rooks on a1 and a5 both reach a3 (SAN R1a3). */
    static final Position TWO_KNIGHTS_TWO_ROOKS = Position.fromFen("4k3/8/8/R7/8/5N2/8/RN2K3 w - - 0 1");
    /** Knights on b1 and f3 both reach d2. */
    static final Position TWO_KNIGHTS = Position.fromFen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    /** White pawn e4 can take on d5. */
    static final Position PAWN_TAKES = Position.fromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    /** Black has just played d7-d5: exd6 en passant (rule 3.7.4). */
    static final Position EN_PASSANT = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    /** g7-g8 promotes and checks the king on a8 along the eighth rank. */
    static final Position PROMOTION = Position.fromFen("k7/6P1/8/8/8/8/8/4K3 w - - 0 1");
    /** Both castlings legal; the long one checks the king on d8 along the d-file. */
    static final Position CASTLING = Position.fromFen("3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    /** Short castling checks the king on f8 along the f-file. */
    static final Position SHORT_CASTLE_CHECK = Position.fromFen("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    /** Black to move; the bishop c8 can go to f5 ("Läufer von Cäsar acht nach Felix fünf"). */
    static final Position BLACK_BISHOP = Position.fromFen("rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    /** Nine white pieces reach e4 and no pawn does: "Eva vier" fits 9 moves (rule 5). */
    static final Position NINE_TO_E4 = Position.fromFen("k7/7B/3N4/6N1/3Q3R/2N5/5N2/KB2R3 w - - 0 1");
    /** Pawns on f7 and h7 can each take the rook on g8 and promote: 8 moves to g8. */
    static final Position TWO_PROMOTING_CAPTURES = Position.fromFen("k5r1/5P1P/8/8/8/8/8/4K3 w - - 0 1");
    /** Checkmate (fool's mate): White has no legal move. */
    static final Position MATED = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
}
