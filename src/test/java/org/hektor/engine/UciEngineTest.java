package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The UCI client against the real Stockfish (Debian's package, installed by .ci/run). */
class UciEngineTest {
    static final Path STOCKFISH = Path.of("/usr/games/stockfish");

    @BeforeAll
    static void stockfishIsInstalled() {
        assertTrue(Files.isExecutable(STOCKFISH), "Stockfish is missing: apt-get install stockfish (as .ci/run does)");
    }

    @Test
    void playsAGameAgainstStockfishOnTheClockWithItsSkillLevelSet() throws Exception {
        UciEngine stockfish = UciEngine.start(STOCKFISH, UciSettings.defaults().withSkillLevel(3));
        try (stockfish; BuiltInEngine hektor = new BuiltInEngine(4, 7, 20_000)) {
            assertTrue(stockfish.name().startsWith("Stockfish"), stockfish.name());
            assertEquals("Skill Level 3", stockfish.level());
            assertTrue(stockfish.options().keySet().containsAll(List.of("Skill Level", "Threads", "Hash", "UCI_Elo")));
            stockfish.newGame();
            Position start = Position.initial();
            Position p = start;
            List<Move> moves = new ArrayList<>();
            long white = 20_000;
            long black = 20_000;
            for (int ply = 0; ply < 12; ply++) {
                Opponent mover = p.sideToMove() == Color.WHITE ? hektor : stockfish;
                Move m = mover.move(start, List.copyOf(moves), TimeLeft.clock(white, black, 100, 100, 0))
                        .get(30, TimeUnit.SECONDS);
                assertTrue(p.isLegal(m), mover.name() + " played " + m + " in " + p.fen());
                moves.add(m);
                p = p.play(m);
                // a nominal clock: both lose a little and gain the increment, as a game's clock would
                if (p.sideToMove() == Color.BLACK) {
                    white -= 400;
                } else {
                    black -= 400;
                }
            }
        }
        assertFalse(stockfish.isAlive(), "quit ends Stockfish");
    }

    @Test
    void startsFromAFenWithMovesAndAFixedMoveTime() throws Exception {
        Position start = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
        try (UciEngine stockfish = UciEngine.start(STOCKFISH, UciSettings.defaults())) {
            assertEquals("full strength", stockfish.level());
            // after 3... Rb8?? Stockfish at full strength sees the mate: Qxf7#
            List<Move> moves = List.of(Move.fromUci("a8b8"));
            Move m = stockfish.move(start, moves, TimeLeft.perMove(200)).get(30, TimeUnit.SECONDS);
            assertEquals(Move.fromUci("f3f7"), m);
        }
    }

    @Test
    void anEloIsKeptWithinWhatTheEngineOffers() {
        try (UciEngine stockfish = UciEngine.start(STOCKFISH, UciSettings.defaults().withElo(800))) {
            String options = stockfish.options().get("UCI_Elo");
            int min = Integer.parseInt(options.replaceAll(".* min (\\d+).*", "$1"));
            assertEquals("Elo " + min, stockfish.level());
        }
    }

    @Test
    void cancellingStopsStockfishAndTheNextMoveComesAsUsual() throws Exception {
        try (UciEngine stockfish = UciEngine.start(STOCKFISH, UciSettings.defaults())) {
            CompletableFuture<Move> thinking = stockfish.move(Position.initial(), List.of(), TimeLeft.perMove(600_000));
            stockfish.searchBegun().get(30, TimeUnit.SECONDS); // "go" reached the engine: it is "stop" that ends the search
            assertTrue(thinking.cancel(true));
            Move m = stockfish.move(Position.initial(), List.of(Move.fromUci("e2e4")), TimeLeft.perMove(100))
                    .get(30, TimeUnit.SECONDS);
            assertTrue(Position.initial().play(Move.fromUci("e2e4")).isLegal(m), m.uci());
        }
    }

    @Test
    void cancellingAMoveIsNotAFailureThatCallsInTheFallback() throws Exception {
        List<String> told = new ArrayList<>();
        UciEngine stockfish = UciEngine.start(STOCKFISH, UciSettings.defaults());
        try (FallbackOpponent opponent = new FallbackOpponent(stockfish, new BuiltInEngine(1, 1, 3_000), told::add)) {
            CompletableFuture<Move> thinking = opponent.move(Position.initial(), List.of(), TimeLeft.perMove(600_000));
            stockfish.searchBegun().get(30, TimeUnit.SECONDS);
            assertTrue(thinking.cancel(true));
            Move m = opponent.move(Position.initial(), List.of(), TimeLeft.perMove(100)).get(30, TimeUnit.SECONDS);
            assertTrue(Position.initial().isLegal(m));
            assertFalse(opponent.hasFallenBack());
            assertTrue(opponent.name().startsWith("Stockfish"), opponent.name());
        }
        assertEquals(List.of(), told);
    }

    @Test
    void theCommandsFollowTheProtocol() {
        Position fen = Position.fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
        assertEquals("position startpos", UciEngine.positionCommand(Position.initial(), List.of()));
        assertEquals("position startpos moves e2e4 e7e5",
                UciEngine.positionCommand(Position.initial(), List.of(Move.fromUci("e2e4"), Move.fromUci("e7e5"))));
        assertEquals("position fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1 moves e2e4",
                UciEngine.positionCommand(fen, List.of(Move.fromUci("e2e4"))));
        assertEquals("go movetime 250", UciEngine.goCommand(TimeLeft.perMove(250)));
        assertEquals("go wtime 60000 btime 55000 winc 2000 binc 1000",
                UciEngine.goCommand(TimeLeft.clock(60_000, 55_000, 2_000, 1_000, 0)));
        assertEquals("go wtime 1000 btime 2000 winc 0 binc 0 movestogo 5",
                UciEngine.goCommand(TimeLeft.clock(1_000, 2_000, 0, 0, 5)));
    }
}
