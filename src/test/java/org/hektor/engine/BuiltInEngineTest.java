package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Hektor's own engine as a game uses it: levels, seeds, mates, the draw rules, cancelling. */
class BuiltInEngineTest {
    /** Generous: a node-limited search is never stopped by the clock in these tests. */
    private static final TimeLeft NO_HURRY = TimeLeft.perMove(120_000);

    private static Move choose(int level, long seed, long nodes, Position p) throws Exception {
        try (BuiltInEngine engine = new BuiltInEngine(level, seed, nodes)) {
            return engine.move(p, List.of(), NO_HURRY).get(60, TimeUnit.SECONDS);
        }
    }

    @ParameterizedTest(name = "level {0} mates in one")
    @ValueSource(ints = {5, 6, 7, 8, 9, 10})
    void everyLevelFromFiveMatesInOne(int level) throws Exception {
        for (String fen : Positions.MATE_IN_ONE) {
            Position p = Position.fromFen(fen);
            for (long seed = 1; seed <= 3; seed++) {
                Move m = choose(level, seed, 200_000, p);
                assertTrue(p.play(m).isCheckmate(), "level " + level + " seed " + seed + " played " + m + " in " + fen);
            }
        }
    }

    @ParameterizedTest(name = "level {0} mates in two")
    @ValueSource(ints = {5, 6, 7, 8, 9, 10})
    void everyLevelFromFiveFindsTheMateInTwo(int level) throws Exception {
        for (String fen : Positions.MATE_IN_TWO) {
            Position p = Position.fromFen(fen);
            for (long seed = 1; seed <= 2; seed++) {
                Move m = choose(level, seed, 200_000, p);
                assertTrue(Positions.forcesMate(p, m, 2),
                        "level " + level + " seed " + seed + " played " + m + ", which does not force mate, in " + fen);
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameGameAtEveryLevel() throws Exception {
        for (int level = 1; level <= 10; level++) {
            assertEquals(selfPlay(level, 42, 8), selfPlay(level, 42, 8), "level " + level);
        }
    }

    @Test
    void lowLevelsVaryTheirMovesWithTheSeed() throws Exception {
        Position p = Positions.afterSan("e4 e5 Nf3 Nc6");
        Set<Move> chosen = new HashSet<>();
        for (long seed = 1; seed <= 12; seed++) {
            chosen.add(choose(1, seed, 3_000, p));
        }
        assertTrue(chosen.size() >= 3, "level 1 played only " + chosen + " with 12 seeds");
        Set<Move> strongest = new HashSet<>();
        for (long seed = 1; seed <= 4; seed++) {
            strongest.add(choose(10, seed, 30_000, p));
        }
        assertEquals(1, strongest.size(), "level 10 has no randomness: " + strongest);
    }

    /** The moves of a short game the engine plays against itself, one engine per side. */
    private static List<Move> selfPlay(int level, long seed, int plies) throws Exception {
        List<Move> moves = new ArrayList<>();
        Position start = Position.initial();
        try (BuiltInEngine white = new BuiltInEngine(level, seed, 20_000);
             BuiltInEngine black = new BuiltInEngine(level, seed + 1, 20_000)) {
            Position p = start;
            for (int i = 0; i < plies; i++) {
                Move m = (i % 2 == 0 ? white : black).move(start, moves, NO_HURRY).get(60, TimeUnit.SECONDS);
                moves.add(m);
                p = p.play(m);
            }
        }
        return moves;
    }

    @Test
    void repeatingAPositionOfTheGameIsADrawThatTheLosingSideTakes() throws Exception {
        // Rule 9.2: White, a queen down, can only hope for a repetition; the game already went
        // Kg1 Ka8 Kh1 Kb8, so Kg1 repeats a position of the game.
        Position start = Position.fromFen("1k6/8/8/8/q7/8/7P/7K w - - 0 1");
        List<Move> shuffle = List.of(Move.fromUci("h1g1"), Move.fromUci("b8a8"), Move.fromUci("g1h1"), Move.fromUci("a8b8"));
        try (BuiltInEngine engine = new BuiltInEngine(10, 1, 100_000)) {
            BuiltInEngine.Thought fresh = engine.think(start, List.of(), NO_HURRY);
            assertTrue(fresh.score() < -500, "without history White is lost: " + fresh);
            engine.newGame();
            BuiltInEngine.Thought repeated = engine.think(start, shuffle, NO_HURRY);
            assertEquals(Move.fromUci("h1g1"), repeated.move());
            assertEquals(0, repeated.score());
        }
    }

    @Test
    void theFiftyMoveRuleIsADrawInsideTheSearch() throws Exception {
        // Rule 9.3: 99 half-moves without capture or pawn move; any quiet king move makes it 100.
        Position lost = Position.fromFen("1k6/8/8/8/q7/8/7P/7K w - - 99 80");
        try (BuiltInEngine engine = new BuiltInEngine(10, 1, 100_000)) {
            BuiltInEngine.Thought t = engine.think(lost, List.of(), NO_HURRY);
            assertEquals(0, t.score(), "the fifty-move draw is White's best hope: " + t);
            assertTrue(lost.pieceAt(t.move().from()).type() == org.hektor.chess.PieceType.KING,
                    "a pawn move would restart the count: " + t.move());
        }
    }

    @Test
    void aCancelledSearchStopsAndTheEngineAnswersTheNextMove() throws Exception {
        try (BuiltInEngine engine = new BuiltInEngine(10, 1)) {
            CompletableFuture<Move> thinking = engine.move(Position.initial(), List.of(), TimeLeft.perMove(600_000));
            assertTrue(thinking.cancel(true));
            assertTrue(thinking.isCancelled());
            // The engine has a single thread: this answer can only come once the cancelled search has stopped.
            Move next = engine.move(Position.initial(), List.of(), TimeLeft.perMove(50)).get(60, TimeUnit.SECONDS);
            assertTrue(Position.initial().isLegal(next));
        }
    }

    @Test
    void anIllegalMoveInTheGameIsRefusedInOneSentence() {
        try (BuiltInEngine engine = new BuiltInEngine(5, 1)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> engine.move(Position.initial(), List.of(Move.fromUci("e2e4"), Move.fromUci("e2e4")), NO_HURRY));
            assertEquals("Move 2 of the game, e2e4, is not legal in its position.", e.getMessage());
        }
    }

    @Test
    void aFinishedGameHasNoMoveToPlay() {
        try (BuiltInEngine engine = new BuiltInEngine(5, 1)) {
            Position mated = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
            assertThrows(IllegalArgumentException.class, () -> engine.move(mated, List.of(), NO_HURRY));
        }
    }

    @Test
    void nameAndLevelAreForThePgnHeaderAndTheAnnouncement() {
        try (BuiltInEngine engine = new BuiltInEngine(3, 1)) {
            assertEquals("Hektor", engine.name());
            assertEquals("level 3", engine.level());
        }
        assertThrows(IllegalArgumentException.class, () -> new BuiltInEngine(0, 1));
        assertThrows(IllegalArgumentException.class, () -> new BuiltInEngine(11, 1));
    }

    @Test
    void fullStrengthWinsTheQueenWithAKnightFork() throws Exception {
        // Nc7+ forks the king on e8 and the queen on d5 (and the rook on a8).
        Position p = Position.fromFen("r3k2r/ppp2ppp/2n5/1N1q4/8/8/PPP2PPP/R2QK2R w KQkq - 0 1");
        assertEquals(Move.fromUci("b5c7"), choose(10, 1, 200_000, p));
    }
}
