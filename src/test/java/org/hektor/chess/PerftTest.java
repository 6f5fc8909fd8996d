package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The verified perft counts of ../shared/data/perft-suite.tsv (a copy lives in the test resources). Every
 * legal move (rules 3.1–3.9: castling 3.8.2, en passant 3.7.4, promotion 3.7.5) is counted; one wrong
 * move anywhere changes the totals.
 */
class PerftTest {
    private static final long UNIT_TEST_LIMIT = 5_000_000;

    static Stream<Arguments> suite(boolean big) throws IOException {
        Path file = Path.of("src/test/resources/perft-suite.tsv");
        return Files.readAllLines(file).stream()
                .filter(l -> !l.isBlank())
                .map(l -> l.split("\t"))
                .filter(f -> (Long.parseLong(f[2]) > UNIT_TEST_LIMIT) == big)
                .map(f -> Arguments.of(f[0], Integer.parseInt(f[1]), Long.parseLong(f[2])));
    }

    static Stream<Arguments> small() throws IOException {
        return suite(false);
    }

    static Stream<Arguments> big() throws IOException {
        return suite(true);
    }

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @MethodSource("small")
    void countsEveryLegalMovePathUpToFiveMillionNodes(String fen, int depth, long expected) {
        assertEquals(expected, Perft.count(Position.fromFen(fen), depth));
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @MethodSource("big")
    void countsEveryLegalMovePathOfTheDeepLines(String fen, int depth, long expected) {
        assertEquals(expected, Perft.count(Position.fromFen(fen), depth));
    }

    static Stream<Arguments> shallow() throws IOException {
        return suite(false).filter(a -> (int) a.get()[1] <= 4);
    }

    @ParameterizedTest(name = "divide sums to the count: {0} depth {1}")
    @MethodSource("shallow")
    void divideSumsToTheCount(String fen, int depth, long expected) {
        long sum = Perft.divide(Position.fromFen(fen), depth).values().stream().mapToLong(Long::longValue).sum();
        assertEquals(expected, sum);
    }
}
