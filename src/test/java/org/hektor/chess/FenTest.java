package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {

    private static String problemsOf(String fen) {
        FenException e = assertThrows(FenException.class, () -> Position.fromFen(fen));
        return e.getMessage();
    }

    @Test
    void readingAFenAnswersThePositionOrEveryProblemAsFromFenNamesThem() {
        assertEquals(Position.initial().fen(), Position.readFen(Position.INITIAL_FEN).position().orElseThrow().fen());
        String bad = "8/8/8/8/8/8/8/8 w - - 0 1";
        PositionCheck.Invalid invalid = (PositionCheck.Invalid) Position.readFen(bad);
        assertEquals(problemsOf(bad), FenException.sentence(bad, invalid.problems()));
        assertTrue(Position.readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0") instanceof PositionCheck.Invalid,
                "strict: an impossible move number is not set right, as fromFen does not");
    }

    @Test
    void initialPositionReadsAndWritesBack() {
        assertEquals(Position.INITIAL_FEN, Position.initial().fen());
        assertEquals(20, Position.initial().legalMoves().size());
    }

    @Test
    void fourFieldFenGetsDefaultCounters() {
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", Position.fromFen("8/8/8/8/8/8/8/K6k w - -").fen());
    }

    @ParameterizedTest(name = "{0} → mentions \"{1}\"")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0                 | 5 fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1                | rank 1 has 7 squares",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1               | rank 6 has the digit 9, but a digit counts empty squares",
        "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1              | rank 6 has the digit 0",
        "rnbqkbnr                                                               | it has 1 field,",
        "rnbqkbnr w KQkq - 0 1                                                  | the placement has 1 rank,",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1                        | 7 ranks",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1               | 'X'",
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1              | two digits in a row",
        "4k3/8/8/8/8/8/8/K3K3 w - - 0 1                                         | White has 2 kings",
        "8/8/8/8/8/8/8/4K3 w - - 0 1                                            | Black has no king",
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1                                         | a pawn stands on a1",
        "4k2p/8/8/8/8/8/8/4K3 w - - 0 1                                         | a pawn stands on h8",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1                                  | Black has 9 pawns",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1                                          | side to move is 'x'",
        "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1                                         | needs a white rook on h1",
        "4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1                                     | needs a black rook on h8",
        "4k3/8/8/8/8/8/8/R2K3R w K - 0 1                                        | needs the white king on e1",
        "4k3/8/8/8/8/8/8/4K3 w QK - 0 1                                         | castling field is 'QK'",
        "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1                                       | en-passant square e3 is impossible",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1                                         | no pawn can just have moved two squares",
        "4k3/8/8/8/8/8/8/4K3 w - z9 0 1                                         | en-passant field is 'z9'",
        "4k3/8/8/8/8/8/8/4R2K w - - 0 1                                         | Black is in check but it is White's move",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1                                         | halfmove clock is '-1'",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 zero                                       | move number is 'zero'",
        "4k3/8/8/8/8/8/8/3kK3 w - - 0 1                                         | Black has 2 kings",
    })
    void eachProblemIsNamed(String fen, String expectedPhrase) {
        String message = problemsOf(fen.strip());
        assertTrue(message.contains(expectedPhrase), () -> "message was: " + message);
    }

    @Test
    void everyProblemOfOneFenIsNamedAtOnce() {
        FenException e = assertThrows(FenException.class,
                () -> Position.fromFen("4k3/8/8/8/8/8/8/P3K3 x KQ - 0 1"));
        List<String> problems = e.problems();
        assertTrue(problems.size() >= 3, problems::toString);
        assertTrue(e.getMessage().contains("a1") && e.getMessage().contains("'x'") && e.getMessage().contains("h1"));
    }

    @Test
    void enPassantSquareIsWrittenOnlyWhenTheCaptureIsLegal() {
        // rule 3.7.4: e6 is a target only if a white pawn stands ready to capture there
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2").fen());
        assertEquals("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                Position.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").fen());
        // the capture would expose the white king to the rook along the fifth rank
        assertEquals("8/8/8/KPp4r/8/8/8/7k w - - 0 1", Position.fromFen("8/8/8/KPp4r/8/8/8/7k w - c6 0 1").fen());
    }

    @Test
    void enPassantSquareAppearsAfterADoublePushOnlyWhenCapturable() {
        Position p = Position.initial().play(Move.of("e2", "e4"));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", p.fen());
        Position q = Position.fromFen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").play(Move.of("e2", "e4"));
        assertEquals("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", q.fen());
        assertTrue(q.isLegal(Move.of("d4", "e3")));
        assertTrue(q.isEnPassant(Move.of("d4", "e3")));
    }

    @Test
    void playingAMoveKeepsTheCountersOfRule9_3() {
        Position p = Position.initial().play(Move.of("g1", "f3")).play(Move.of("g8", "f6"));
        assertEquals(2, p.halfmoveClock());
        assertEquals(2, p.fullmoveNumber());
        assertEquals(0, p.play(Move.of("e2", "e4")).halfmoveClock());
    }

    @Test
    void castlingRightsAreLostWhenKingOrRookMovesOrTheRookIsTaken() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
        Position afterCapture = p.play(Move.of("g2", "h1"));
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2", afterCapture.fen());
        assertEquals("r3k2r/8/8/8/8/8/8/R4K1b b kq - 1 2", afterCapture.play(Move.of("e1", "f1")).fen());
    }

    @Test
    void aLongFenIsQuotedByItsBeginningAndLength() {
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" + " 1".repeat(65_000);
        String message = problemsOf(fen);
        assertTrue(message.length() < 400, message);
        assertTrue(message.startsWith("Bad FEN \"" + fen.substring(0, 60) + "… ("
                + String.format(java.util.Locale.ROOT, "%,d", fen.length()) + " characters)\": it has 65006 fields"), message);
    }

    @Test
    void gameFilesFensAreRepairedWhereOthersRepairThem() {
        // pychess mate_in_3: a move number of 0; lichess studies: castling rights without their rook
        List<String> repairs = new java.util.ArrayList<>();
        Position p = Position.fromFenRepairing("r3k2r/ppp2ppp/8/8/8/8/PPP2PPP/3R1RK1 w kq - 1 0", repairs);
        assertEquals(1, p.fullmoveNumber());
        assertEquals(List.of("the move number '0' is read as 1"), repairs);
        repairs.clear();
        Position q = Position.fromFenRepairing("4k3/8/8/8/8/8/8/R3K3 w KQkq e6 -3 7", repairs);
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w Q - 0 7", q.fen());
        assertEquals(List.of("castling right K is dropped: it needs a white rook on h1",
                "castling right k is dropped: it needs a black rook on h8",
                "castling right q is dropped: it needs a black rook on a8",
                "the en-passant square e6 is impossible: no pawn can just have moved two squares past it",
                "the halfmove clock '-3' is read as 0"), repairs);
        repairs.clear();
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                Position.fromFenRepairing("r3k2r/8/8/8/8/8/8/R3K2R w kqKQ - 0 1", repairs).fen());
        assertEquals(List.of("castling field 'kqKQ' is read as if its letters stood in the order KQkq"), repairs);
        // what cannot be a position is still refused, repairs or not
        assertThrows(FenException.class, () -> Position.fromFenRepairing("8/8/8/8/8/8/8/4K3 w - - 0 0", new java.util.ArrayList<>()));
        // and the strict reading refuses what the repairing one repairs
        assertThrows(FenException.class, () -> Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 1 0"));
    }

    @Test
    void theKingsInCheckOnAPlacementThatIsNoPosition_7_4_1_B6() {
        // Black's queen on d1 checks White's king on g1 while White's queen on e2 checks Black's king on e8.
        assertEquals(java.util.Set.of(Color.WHITE, Color.BLACK), Position.kingsInCheck("4k3/8/8/8/8/8/4Q3/3q2K1"));
        assertEquals(java.util.Set.of(Color.BLACK), Position.kingsInCheck("3qk3/8/8/8/8/8/4Q3/6K1"));
        assertEquals(java.util.Set.of(), Position.kingsInCheck(Position.INITIAL_FEN.split(" ")[0]));
        assertEquals(java.util.Set.of(Color.BLACK), Position.kingsInCheck("P3k3/4Q3/8/8/8/8/8/6K1"),
                "a pawn on its last rank is no reason to look away");
        assertEquals(java.util.Set.of(), Position.kingsInCheck("8/8/8"), "no board, no king in check");
    }

    @Test
    void aPositionFromItsPartsIsTheOneItsFenNames() {
        int compared = 0;
        for (Position p : RandomGames.sample(28, 400)) {
            if (p.enPassantSquare().isPresent()) {
                continue;
            }
            Set<Castling> rights = EnumSet.noneOf(Castling.class);
            for (Castling right : Castling.values()) {
                if (p.hasCastlingRight(right)) {
                    rights.add(right);
                }
            }
            PositionCheck made = Position.of(p.pieces(), p.sideToMove(), rights, p.halfmoveClock(), p.fullmoveNumber());
            assertEquals(Optional.of(p), made.position(), p.fen());
            assertEquals(p.zobristKey(), made.position().orElseThrow().zobristKey(), p.fen());
            compared++;
        }
        assertTrue(compared > 300, "positions compared: " + compared);
    }

    @Test
    void aPositionFromPartsNoGameCanHaveNamesEveryProblemAsItsFenWould() {
        Piece whiteKing = Piece.of(Color.WHITE, PieceType.KING);
        Piece blackKing = Piece.of(Color.BLACK, PieceType.KING);
        PositionCheck kingCanBeTaken = Position.of(Map.of(Square.parse("e1"), whiteKing, Square.parse("e8"), blackKing,
                Square.parse("e7"), Piece.of(Color.WHITE, PieceType.QUEEN)), Color.WHITE, Set.of(), 0, 1);
        assertEquals(new PositionCheck.Invalid(List.of("Black is in check but it is White's move")), kingCanBeTaken);

        PositionCheck pawnAndRights = Position.of(Map.of(Square.parse("e1"), whiteKing, Square.parse("e8"), blackKing,
                Square.parse("a8"), Piece.of(Color.WHITE, PieceType.PAWN)), Color.BLACK,
                Set.of(Castling.WHITE_KINGSIDE), -1, 1);
        assertEquals(new PositionCheck.Invalid(List.of(
                "a pawn stands on a8, pawns cannot be on the first or last rank",
                "castling right K needs a white rook on h1",
                "the halfmove clock is -1, it must be a whole number of at least 0")), pawnAndRights);
        assertTrue(problemsOf("P3k3/8/8/8/8/8/8/4K3 b K - 0 1").contains("castling right K needs a white rook on h1"));
    }

    @Test
    void aFenReadAsAValueIsThePositionOrTheProblemsTheThrowingFormNames() {
        List<String> repairs = new java.util.ArrayList<>();
        PositionCheck repaired = Position.readFenRepairing("4k3/8/8/8/8/8/8/R3K3 w KQkq - 0 1", repairs);
        assertEquals(Optional.of(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")), repaired.position());
        assertEquals(List.of("castling right K is dropped: it needs a white rook on h1",
                "castling right k is dropped: it needs a black rook on h8",
                "castling right q is dropped: it needs a black rook on a8"), repairs);

        for (String fen : new String[] {"8/8/8/8/8/8/8/4K3 w - - 0 0", "", "rnbqkbnr w"}) {
            PositionCheck read = Position.readFenRepairing(fen, new java.util.ArrayList<>());
            PositionCheck.Invalid invalid = org.junit.jupiter.api.Assertions.assertInstanceOf(
                    PositionCheck.Invalid.class, read, fen);
            assertEquals(Optional.empty(), read.position(), fen);
            FenException thrown = assertThrows(FenException.class,
                    () -> Position.fromFenRepairing(fen, new java.util.ArrayList<>()), fen);
            assertEquals(thrown.problems(), invalid.problems(), fen);
            assertEquals(thrown.getMessage(), FenException.sentence(fen, invalid.problems()), fen);
        }
    }
}
