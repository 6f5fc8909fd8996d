package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.sync.Reconciliation;

/**
 * Rules 2.7 and 2.8 through the whole arbiter: random games played move by move (hand movements, announcement,
 * press, the opponent carrying the move out, both sheets written), a random scoresheet slip along the way and
 * random board errors at the end. After reconcile and both players following their instructions, both boards
 * show the game record's position at the plan's ply, the record and the clock stand at that ply, a check finds
 * nothing, and the game goes on.
 */
class ArbiterReconcilePropertyTest {

    private static void play(Arbiter a, Move move, Color blind) {
        Position before = a.position();
        Color mover = a.toMove();
        List<Action> steps = new ArrayList<>(Action.handMovements(mover, before, move));
        if (mover == blind) {
            steps.add(new Action.Announce(mover, move));
        }
        steps.add(new Action.Press(mover));
        steps.addAll(Action.handMovements(mover.opposite(), before, move));
        for (Action step : steps) {
            for (ArbiterEvent e : a.handle(step)) {
                assertTrue(!(e instanceof ArbiterEvent.Refused), step + " refused: " + e);
            }
        }
    }

    private static String slip(Random random, Position before, Move played, PieceLetters letters) {
        List<Move> others = new ArrayList<>(before.legalMoves());
        others.remove(played);
        String illegal = before.sideToMove() == Color.WHITE ? "Ke5" : "Ke4"; // illegal, unless that king stands near
        // "Ke4" is also how a sheet may write the king taking on e4 (Kxe4): then it is no slip at all
        boolean playedReadsSo = before.pieceAt(played.from()).type() == PieceType.KING
                && played.to().equals(Square.parse(illegal.substring(1)));
        if (others.isEmpty() || (random.nextBoolean() && !playedReadsSo)) {
            return illegal;
        }
        return San.of(before, others.get(random.nextInt(others.size())), letters);
    }

    private static void boardErrors(Arbiter a, Color owner, Random random, int errors) {
        for (int i = 0; i < errors; i++) {
            var board = a.boards().board(owner);
            List<Square> occupied = new ArrayList<>(board.pieces().keySet());
            List<Square> empty = new ArrayList<>();
            for (Square s : Square.all()) {
                if (board.pieceAt(s) == null) {
                    empty.add(s);
                }
            }
            Square from = occupied.get(random.nextInt(occupied.size()));
            Square to = empty.get(random.nextInt(empty.size()));
            List<Action> steps = switch (random.nextInt(4)) {
                case 0 -> List.of(new Action.Lift(owner, from), new Action.Place(owner, to));
                case 1 -> List.of(new Action.Remove(owner, from));
                case 2 -> List.of(new Action.Put(owner, Piece.values()[random.nextInt(12)], to));
                default -> List.of(new Action.Report(owner, board.lift(from).place(to).placement()));
            };
            steps.forEach(a::handle);
        }
    }

    @Property(tries = 150)
    void afterReconcileAndFollowingBothBoardsShowTheRecordAtThePlansPly(
            @ForAll long seed, @ForAll @IntRange(min = 1, max = 60) int plies,
            @ForAll @IntRange(min = 0, max = 3) int whiteErrors, @ForAll @IntRange(min = 0, max = 3) int blackErrors,
            @ForAll boolean sheetSlip, @ForAll boolean blindWhite) {
        Random random = new Random(seed);
        Color blind = blindWhite ? Color.WHITE : Color.BLACK;
        ManualTimeSource time = new ManualTimeSource();
        Setup setup = Setup.builder(Discipline.STANDARD).control(TimeControl.parse("5400+30")).blind(blind)
                .names("W", "B").flagsCalled(true).build();
        Arbiter a = new Arbiter(setup, time);
        List<Position> played = new ArrayList<>(List.of(Position.initial()));
        int slipPly = sheetSlip ? 1 + random.nextInt(plies) : -1;
        Color slipSheet = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        for (int ply = 1; ply <= plies && a.gameOver().isEmpty(); ply++) {
            Position before = a.position();
            List<Move> legal = before.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            time.advanceSeconds(random.nextInt(30));
            play(a, move, blind);
            played.add(a.position());
            for (Color c : Color.values()) {
                PieceLetters letters = c == Color.WHITE ? PieceLetters.GERMAN : PieceLetters.ENGLISH;
                String text = ply == slipPly && c == slipSheet ? slip(random, before, move, letters)
                        : San.of(before, move, letters);
                a.handle(new Action.Write(c, text));
            }
        }
        if (a.gameOver().isPresent()) {
            return; // mate or stalemate came first: nothing to reconcile
        }
        int n = played.size() - 1;
        boardErrors(a, Color.WHITE, random, whiteErrors);
        boardErrors(a, Color.BLACK, random, blackErrors);
        // boards that show the game (no error, or errors that cancel out) leave it where it is (8.1).
        boolean boardsShowTheGame = a.boards().boardsShowTheGame();

        List<ArbiterEvent> events = a.handle(new Action.Reconcile());
        Reconciliation plan = assertInstanceOf(ArbiterEvent.Reconciled.class, events.get(0)).plan();
        int ply = plan.ply();
        assertEquals(slipPly > 0 && slipPly <= n && !boardsShowTheGame ? slipPly - 1 : n, ply, plan.toString());
        assertEquals(ply, a.boards().ply(), "the record stands at the plan's ply");
        assertEquals(played.get(ply), a.position());
        if (plan instanceof Reconciliation.Rewind) {
            assertEquals(ply, a.clock().ply(), "the clock stands at the plan's ply (2.8)");
        }
        for (Color c : Color.values()) {
            if (!a.instructions(c).isEmpty()) {
                a.handle(new Action.Follow(c));
            }
            assertTrue(a.boards().board(c).shows(played.get(ply)), c + " board after following " + plan);
        }
        assertEquals(List.of(new ArbiterEvent.Checked(Optional.empty())), a.handle(new Action.Check()));
        List<Move> legal = a.position().legalMoves();
        if (!legal.isEmpty()) {
            play(a, legal.get(random.nextInt(legal.size())), blind);
            assertEquals(ply + 1, a.boards().ply(), "the game goes on from the plan's ply");
        }
    }

    /** Random entries for one scoresheet: the game's moves, with some left out, some doubled, some wrong. */
    private static List<String> anySheet(Random random, List<Position> played, List<Move> moves) {
        List<String> entries = new ArrayList<>();
        String[] junk = {"Qz9", "Ke5", "Ke4", "0-0-0", "e4", "Nf3", "Sf6", "xx", "(=)e4", "d4 (=)", "1.", "Lb5"};
        for (int k = 0; k < moves.size(); k++) {
            switch (random.nextInt(6)) {
                case 0 -> { } // left out
                case 1 -> entries.add(junk[random.nextInt(junk.length)]);
                case 2 -> {
                    entries.add(San.of(played.get(k), moves.get(k)));
                    entries.add(San.of(played.get(k), moves.get(k)));
                }
                default -> entries.add(San.of(played.get(k), moves.get(k)));
            }
        }
        for (int extra = random.nextInt(3); extra > 0; extra--) {
            entries.add(junk[random.nextInt(junk.length)]);
        }
        return entries;
    }

    @Property(tries = 120)
    void boardsEqualToTheRecordNeverCauseARewindWhateverTheScoresheetsSay(
            @ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int plies, @ForAll boolean blindWhite) {
        // rules 2.7 and 2.8 apply when the positions on the boards differ (8.1 otherwise).
        Random random = new Random(seed);
        Color blind = blindWhite ? Color.WHITE : Color.BLACK;
        ManualTimeSource time = new ManualTimeSource();
        Arbiter a = new Arbiter(Setup.builder(Discipline.STANDARD).control(TimeControl.parse("5400+30")).blind(blind)
                .names("W", "B").flagsCalled(true).build(), time);
        List<Position> played = new ArrayList<>(List.of(Position.initial()));
        List<Move> moves = new ArrayList<>();
        for (int ply = 1; ply <= plies && a.gameOver().isEmpty(); ply++) {
            List<Move> legal = a.position().legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            time.advanceSeconds(random.nextInt(30));
            play(a, move, blind);
            moves.add(move);
            played.add(a.position());
        }
        if (a.gameOver().isPresent()) {
            return;
        }
        for (Color c : Color.values()) {
            a.handle(new Action.SheetReport(c, anySheet(random, played, moves)));
        }
        int n = moves.size();
        var clockBefore = a.clock();
        List<ArbiterEvent> events = a.handle(new Action.Reconcile());
        Reconciliation plan = assertInstanceOf(ArbiterEvent.Reconciled.class, events.get(0)).plan();
        assertTrue(!(plan instanceof Reconciliation.Rewind) && !(plan instanceof Reconciliation.CorrectBoards),
                plan.toString());
        assertEquals(n, plan.ply());
        assertEquals(n, a.boards().ply(), "no move is undone");
        assertEquals(played.get(n), a.position());
        assertEquals(clockBefore, a.clock(), "no clock is set back");
        for (Color c : Color.values()) {
            assertEquals(List.of(), a.instructions(c), "no board is told to change");
        }
        a.handle(new Action.Check()).forEach(e -> assertTrue(((ArbiterEvent.Checked) e).divergence()
                .map(d -> d.boardsShowTheGame()).orElse(true), e.toString()));
        List<Move> legal = a.position().legalMoves();
        if (!legal.isEmpty()) {
            play(a, legal.get(random.nextInt(legal.size())), blind);
            assertEquals(n + 1, a.boards().ply(), "the game goes on from where it was");
        }
    }
}
