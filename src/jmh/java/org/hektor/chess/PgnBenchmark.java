package org.hektor.chess;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * PGN reading and writing on the five sample games (81 main-line half-moves, 6 in variations), and a game
 * record replaying Morphy's Opera game (33 half-moves, every ending tested after each move).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PgnBenchmark {
    private String text;
    private List<PgnGame> games;
    private List<Move> opera;

    @Setup
    public void setUp() throws IOException {
        try (InputStream in = PgnBenchmark.class.getResourceAsStream("/org/hektor/chess/samples.pgn")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        games = Pgn.read(text);
        opera = games.get(4).mainline();
    }

    @Benchmark
    public List<PgnGame> readSamples() {
        return Pgn.read(text);
    }

    @Benchmark
    public String writeSamples() {
        return Pgn.write(games);
    }

    @Benchmark
    public Game replayOperaGame() {
        Game game = new Game();
        for (Move m : opera) {
            game.play(m);
        }
        return game;
    }
}
