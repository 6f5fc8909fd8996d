package org.hektor.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;

/**
 * Rules 2.7 and 2.8: for random games with random errors injected into the boards (and into one scoresheet),
 * after carrying out reconcile()'s plan both boards show the game record's position at the plan's ply. Boards that
 * show the game record (no error injected, or errors that cancel out) leave the game where it is, whatever the
 * sheets say.
 */
class ReconcilePropertyTest {

    private record Game(List<Position> positions, List<Move> moves) {
    }

    private static Game randomGame(Random random, int plies) {
        List<Position> positions = new ArrayList<>();
        List<Move> moves = new ArrayList<>();
        Position p = Position.initial();
        positions.add(p);
        for (int i = 0; i < plies; i++) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            Move m = legal.get(random.nextInt(legal.size()));
            moves.add(m);
            p = p.play(m);
            positions.add(p);
        }
        return new Game(positions, moves);
    }

    /** A board with up to {@code errors} random physical mistakes: displaced, lost, extra, swapped, held. */
    private static PlayerBoard injectBoardErrors(PlayerBoard board, Random random, int errors) {
        for (int i = 0; i < errors; i++) {
            List<Square> occupied = new ArrayList<>(board.pieces().keySet());
            List<Square> empty = new ArrayList<>();
            for (Square s : Square.all()) {
                if (board.pieceAt(s) == null) {
                    empty.add(s);
                }
            }
            Square a = occupied.get(random.nextInt(occupied.size()));
            Square e = empty.get(random.nextInt(empty.size()));
            switch (random.nextInt(5)) {
                case 0 -> board = board.lift(a).place(e);
                case 1 -> board = board.remove(a);
                case 2 -> board = board.put(Piece.values()[random.nextInt(12)], e);
                case 3 -> {
                    Square b = occupied.get(random.nextInt(occupied.size()));
                    Piece pa = board.pieceAt(a);
                    Piece pb = board.pieceAt(b);
                    board = board.put(pb, a).put(pa, b);
                }
                default -> board = board.lift(a);
            }
        }
        return board;
    }

    private static Scoresheet writeAll(Game game, PieceLetters letters, int errorPly, int errorKind, Random random) {
        Scoresheet s = Scoresheet.empty(Position.initial(), letters);
        for (int k = 1; k <= game.moves().size(); k++) {
            Position before = game.positions().get(k - 1);
            String san = San.of(before, game.moves().get(k - 1), letters);
            if (k == errorPly) {
                switch (errorKind) {
                    case 0 -> { // a different legal move written
                        List<Move> others = new ArrayList<>(before.legalMoves());
                        others.remove(game.moves().get(k - 1));
                        if (others.isEmpty()) {
                            s = s.write("Qz9");
                        } else {
                            Move other = others.get(random.nextInt(others.size()));
                            s = s.write(San.of(before, other, letters));
                        }
                        continue;
                    }
                    case 1 -> { // an illegal entry, unless that king stands near
                        String slip = before.sideToMove() == Color.WHITE ? "Ke5" : "Ke4";
                        // a king that went there would make the slip the move itself (Kxe5 is also written Ke5)
                        Move played = game.moves().get(k - 1);
                        if (before.pieceAt(played.from()).type() == PieceType.KING
                                && played.to().equals(Square.parse(slip.substring(1)))) {
                            slip = slip.equals("Ke5") ? "Ke4" : "Ke5";
                        }
                        s = s.write(slip);
                        continue;
                    }
                    case 2 -> { // a missing entry
                        continue;
                    }
                    default -> { // an extra entry: the move written twice
                        s = s.write(san);
                    }
                }
            }
            s = s.write(san);
        }
        return s;
    }

    @Property(tries = 300)
    void afterReconcileBothBoardsShowTheRecordAtThePlansPly(@ForAll long seed, @ForAll @IntRange(min = 0, max = 80) int plies,
                                                            @ForAll @IntRange(min = 0, max = 3) int whiteErrors,
                                                            @ForAll @IntRange(min = 0, max = 3) int blackErrors,
                                                            @ForAll boolean sheetError) {
        Random random = new Random(seed);
        Game game = randomGame(random, plies);
        int n = game.moves().size();
        int errorPly = sheetError && n > 0 ? 1 + random.nextInt(n) : -1;
        int errorKind = random.nextInt(4);
        Color errorSheet = random.nextBoolean() ? Color.WHITE : Color.BLACK;

        Scoresheet white = writeAll(game, PieceLetters.GERMAN, errorSheet == Color.WHITE ? errorPly : -1, errorKind, random);
        Scoresheet black = writeAll(game, PieceLetters.ENGLISH, errorSheet == Color.BLACK ? errorPly : -1, errorKind, random);
        Position end = game.positions().get(n);
        TwoBoards tb = new TwoBoards(injectBoardErrors(PlayerBoard.of(end), random, whiteErrors),
                injectBoardErrors(PlayerBoard.of(end), random, blackErrors), white, black, game.positions());

        Reconciliation plan = tb.reconcile();
        assertEquals(plan, tb.reconcile(), "same inputs, same plan");
        if (tb.boardsShowTheGame()) {
            // rules 2.7 and 2.8 apply only when the boards differ; the game stands, sheets follow it (8.1).
            assertEquals(n, plan.ply(), plan.toString());
            assertTrue(!(plan instanceof Reconciliation.Rewind) && !(plan instanceof Reconciliation.CorrectBoards),
                    plan.toString());
            assertEquals(game.moves(), plan.moves());
            return;
        }
        if (plan instanceof Reconciliation.CompleteScoresheets) {
            // Only a missing last entry leaves a sheet merely behind: once written, the sheets differ there.
            assertTrue(errorPly == n && errorKind == 2, plan.toString());
            return;
        }
        int ply = plan.ply();
        if (errorPly > 0) {
            assertInstanceOf(Reconciliation.Rewind.class, plan);
            // The error's own ply is where the sheets part, unless the wrong entry happens to be read as the
            // same move (a missing entry can shift an identical SAN into place), which only delays the parting.
            assertTrue(ply >= errorPly - 1, "rewound to " + ply + " before the error at " + errorPly);
        } else {
            assertEquals(n, ply);
        }
        assertEquals(game.moves().subList(0, ply), plan.moves(), "the plan keeps the record's moves up to its ply");
        Position target = game.positions().get(ply);
        for (Color c : Color.values()) {
            PlayerBoard after = tb.board(c).apply(plan.corrections().get(c));
            assertTrue(after.shows(target), c + " board " + after + " should show " + target.placementFen()
                    + " after " + plan);
        }
    }

    @Property(tries = 100)
    void aBoardThatShowsTheRecordIsNeverGivenCorrections(@ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int plies) {
        Random random = new Random(seed);
        Game game = randomGame(random, plies);
        Position end = game.positions().get(game.moves().size());
        Scoresheet sheet = writeAll(game, PieceLetters.ENGLISH, -1, 0, random);
        TwoBoards tb = new TwoBoards(PlayerBoard.of(end), injectBoardErrors(PlayerBoard.of(end), random, 2), sheet,
                sheet, game.positions());
        assertEquals(List.of(), tb.reconcile().corrections().get(Color.WHITE));
    }

}
