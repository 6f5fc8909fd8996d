package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hektor review FILE --pgn OUT}: every game analysed by Hektor's own engine, the summary printed, the annotated
 * PGN read back by pgn-extract (Debian) with every glyph and variation, and by chess.js (npm, installed by .ci/run
 * into target/chessjs) with every move and evaluation comment; the text and Braille written.
 */
class ReviewCommandTest {
    static final String GAMES = """
            [Event "Queen"]
            [White "Anna"]
            [Black "Bert"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 Qh4 3. Nxh4 Nc6 4. d3 1-0

            [Event "Scholar"]
            [White "Carl"]
            [Black "Dora"]
            [Result "1-0"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
            """;

    @TempDir
    Path dir;

    @Test
    void theAnnotatedPgnKeepsEveryGlyphVariationAndEvaluationInPgnExtractAndChessJs() throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        Path out = dir.resolve("annotated.pgn");
        CliRun run = CliRun.of("review", games.toString(), "--pgn", out.toString(), "--text", dir.resolve("r.txt").toString(),
                "--braille", dir.resolve("r.braille.txt").toString(), "--profile", "en");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Bert: one blunder."), run.out());
        assertTrue(run.out().contains("Dora: one blunder."), run.out());
        assertTrue(Files.isRegularFile(dir.resolve("games.review")), "the analysis is kept beside the game");
        String pgn = Files.readString(out).replaceAll("\\s+", " ");
        int nags = count(pgn, "$");
        int variations = count(pgn, "(");
        assertTrue(pgn.contains("Qh4 $4 {[%eval "), pgn);
        assertTrue(nags >= 2 && variations >= 2, pgn);
        assertEquals(14, count(pgn, "[%eval "), "an evaluation after every move: " + pgn);

        String extracted = run("/usr/games/pgn-extract", "-s", "--nochecks", out.toString()).replaceAll("\\s+", " ");
        assertEquals(nags, count(extracted, "$"), extracted);
        assertEquals(variations, count(extracted, "("), extracted);
        assertEquals(14, count(extracted, "[%eval "), extracted);

        Path chessJs = Path.of("target/chessjs/node_modules/chess.js").toAbsolutePath();
        assertTrue(Files.isDirectory(chessJs), "chess.js is installed by the build (pom profile chessjs) into target/chessjs");
        Path script = dir.resolve("load.js");
        Files.writeString(script, """
                const { Chess } = require(process.argv[2]);
                const text = require('fs').readFileSync(process.argv[3], 'utf8');
                for (const game of text.split(/\\n(?=\\[Event )/)) {
                  const c = new Chess();
                  c.loadPgn(game);
                  const evals = c.getComments().filter(x => x.comment.includes('[%eval ')).length;
                  console.log(c.history().length + ' ' + evals);
                }
                """);
        assertEquals(List.of("7 7", "7 7"), run("node", script.toString(), chessJs.toString(), out.toString()).lines().toList());

        assertTrue(Files.readString(dir.resolve("r.txt")).contains("2... Qh4: Blunder. Better: "));
        assertTrue(Files.readString(dir.resolve("r.braille.txt")).chars().anyMatch(ch -> ch >= 0x2800 && ch <= 0x28FF));
        assertTrue(Files.isRegularFile(dir.resolve("r.braille.brf")));
    }

    @Test
    void aGameThatIsNotThereIsOneSentenceAndNothingWritten() throws IOException {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        Path out = dir.resolve("annotated.pgn");
        CliRun run = CliRun.of("review", games.toString(), "--game", "3", "--pgn", out.toString(), "--profile", "en");
        assertEquals(2, run.status());
        assertEquals("The file " + games + " has 2 games; there is no game 3.", run.err().strip());
        Path one = Files.writeString(dir.resolve("one.pgn"), "1. e4 e5 *\n");
        assertEquals("Die Datei " + one + " hat eine Partie; eine Partie 2 gibt es nicht.",
                CliRun.of("review", one.toString(), "--game", "2", "--language", "de").err().strip());
        assertFalse(Files.exists(out));
        CliRun none = CliRun.of("review", "--journal", dir.resolve("empty").toString(), "--profile", "en");
        assertEquals(2, none.status());
        assertEquals(1, none.err().strip().lines().count(), none.err());
    }

    @Test
    void aDamagedKeptAnalysisIsOneSentenceOnceAndCostsOnlyItsPosition() throws IOException {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        Path out = dir.resolve("annotated.pgn");
        String[] args = {"review", games.toString(), "--game", "1", "--pgn", out.toString(), "--profile", "en"};
        CliRun first = CliRun.of(args);
        assertEquals(0, first.status(), first.err());
        String annotated = Files.readString(out);
        Path kept = dir.resolve("games.review");
        List<String> lines = Files.readAllLines(kept, StandardCharsets.ISO_8859_1);
        lines.set(3, lines.get(3).substring(0, lines.get(3).length() / 2));      // torn, as by a power cut
        Files.write(kept, lines, StandardCharsets.ISO_8859_1);
        CliRun second = CliRun.of(args);
        assertEquals(0, second.status(), second.err());
        assertEquals(List.of("The kept analysis was damaged in one place; that position is analysed again.",
                "Anna: no mistake.", "Bert: one blunder."), second.out().lines().toList());
        assertEquals(annotated, Files.readString(out), "the same review as before the damage");
        assertEquals(lines.size(), Files.readAllLines(kept, StandardCharsets.ISO_8859_1).size(),
                "the damaged line dropped and its position analysed again");
        CliRun third = CliRun.of(args);
        assertEquals(List.of("Anna: no mistake.", "Bert: one blunder."), third.out().lines().toList(), "said once");
    }

    /** Any UCI engine: Stockfish (Debian's, installed by .ci/run) at a fixed depth finds the same blunders. */
    @Test
    void stockfishReviewsTheSameGames() throws IOException {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        CliRun run = CliRun.of("review", games.toString(), "--engine", "/usr/games/stockfish", "--depth", "10",
                "--text", dir.resolve("r.txt").toString(), "--profile", "en");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of("Anna: no mistake.", "Bert: one blunder.", "Carl: no mistake.", "Dora: one blunder."),
                run.out().lines().toList());
        assertTrue(Files.readString(dir.resolve("r.txt")).contains("analysed by Stockfish"),
                Files.readString(dir.resolve("r.txt")));
    }

    /**
     * Without a file: the last finished game in the games folder, the player's own side first ("You ..."), as the
     * journal says who played it. The game is played to mate by {@code hektor play} itself.
     */
    @Test
    void withoutAFileTheLastFinishedGameIsReviewedAsThePlayersOwn() throws Exception {
        Path folder = dir.resolve("games");
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--keyboard", "--silent",
                "--profile", "en", "--time", "-", "--name", "Anna", "--journal", folder.toString(), "--fen",
                "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")) {
            h.expectLine("Your move.");
            h.send("Qxf7");
            h.expect(l -> l.endsWith("Correct?"), "the read-back", Duration.ofSeconds(20));
            h.send("yes");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)), h.transcript());
        }
        Path out = dir.resolve("last.pgn");
        CliRun run = CliRun.of("review", "--journal", folder.toString(), "--pgn", out.toString(), "--profile", "en");
        assertEquals(0, run.status(), run.err());
        assertEquals("You made no mistake.", run.out().lines().findFirst().orElse(""), run.out());
        assertTrue(Files.readString(out).contains("Qxf7#"), Files.readString(out));
    }

    /**
     * A game against the engine that ends (the player mates) asks "Review the game now?" when --ask-review says so (a
     * piped input is no terminal, so it is not asked by default: the test above ends without a question while its input
     * stays open); "yes" reviews it from the summary on, q ends the review and Hektor with it; "no" ends Hektor.
     */
    @Test
    void afterAGameItAsksWhetherToReviewItAndYesReviewsIt() throws Exception {
        for (String answer : List.of("yes", "no")) {
            Path folder = dir.resolve("games-" + answer);
            try (HektorProcess h = HektorProcess.start(dir.resolve("stderr-" + answer + ".txt"), "play", "--keyboard",
                    "--silent", "--profile", "en", "--time", "-", "--journal", folder.toString(), "--ask-review", "--fen",
                    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")) {
                h.expectLine("Your move.");
                h.send("Qxf7");
                h.expect(l -> l.endsWith("Correct?"), "the read-back", Duration.ofSeconds(20));
                h.send("yes");
                h.expectLine("Review the game now? Yes or no.");
                h.send("maybe");
                h.expectLine("Say or type yes to review the game, no to end.");
                h.send(answer);
                if (answer.equals("yes")) {
                    h.expect(l -> l.equals("You made no mistake."), "the review's summary", Duration.ofSeconds(60));
                    h.send("q");
                    h.expectLine("The review ends.");
                }
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
                assertEquals(answer.equals("yes"), h.transcript().contains("You made no mistake."), h.transcript());
            }
        }
    }

    /**
     * The review speaks the game's language, not the language its move words came from: a game in English with the
     * IBCA words is asked about and reviewed in English (it was German), and the review of the last game too, unless
     * --language asks for another.
     */
    @Test
    void theReviewSpeaksTheGamesLanguage() throws Exception {
        Path folder = dir.resolve("games");
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--keyboard", "--silent",
                "--language", "en", "--words", "ibca", "--time", "-", "--journal", folder.toString(), "--ask-review",
                "--fen", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")) {
            h.expectLine("Your move.");
            h.send("Dame Hektor fünf schlägt Felix sieben");
            h.expect(l -> l.equals("Dame Hektor fünf schlägt Felix sieben Matt. Correct?"), "the read-back",
                    Duration.ofSeconds(20));
            h.send("yes");
            h.expectLine("Review the game now? Yes or no.");
            h.send("yes");
            h.expect(l -> l.equals("You made no mistake."), "the review's summary", Duration.ofSeconds(60));
            h.send("q");
            h.expectLine("The review ends.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        }
        CliRun again = CliRun.of("review", "--journal", folder.toString(), "--text", dir.resolve("r.txt").toString());
        assertEquals(List.of("You made no mistake.", "Computer: no mistake."), again.out().lines().toList(), again.err());
        CliRun russian = CliRun.of("review", "--journal", folder.toString(), "--text", dir.resolve("r.txt").toString(),
                "--language", "ru");
        assertEquals("Вы не сделали ни одной ошибки.", russian.out().lines().findFirst().orElse(""), russian.err());
    }

    /**
     * An engine that fails is said in the player's words, naming the engine: it was "Гектор остановился:
     * org.hektor.engine.UciException: The engine true stopped during the UCI handshake (exit status 0)." In English the
     * protocol's sentence follows.
     */
    @Test
    void anEngineThatFailsIsSaidInThePlayersWords() throws IOException {
        Path game = Files.writeString(dir.resolve("short.pgn"), "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        CliRun russian = CliRun.of("review", game.toString(), "--engine", "/bin/true", "--language", "ru");
        assertEquals(1, russian.status(), russian.err());
        assertEquals("Гектор остановился: шахматная программа true отказала.", russian.err().strip());
        CliRun german = CliRun.of("review", game.toString(), "--engine", "/bin/true", "--language", "de");
        assertEquals("Hektor hat aufgehört: das Schachprogramm true ist ausgefallen.", german.err().strip());
        CliRun english = CliRun.of("review", game.toString(), "--engine", "/bin/true", "--language", "en");
        assertEquals("Hektor stopped: the engine true failed. The engine true stopped during the UCI handshake (exit "
                + "status 0).",
                english.err().strip());
    }

    /** A budget that is no budget is one sentence in the player's language, naming the number (it was English). */
    @Test
    void aBudgetThatIsNotPositiveIsSaidInThePlayersWords() throws IOException {
        Path game = Files.writeString(dir.resolve("short.pgn"), "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        assertEquals(new CliRun(2, "", "--time, --depth, --nodes должны быть положительными числами, а не 0.\n"),
                CliRun.of("review", game.toString(), "--depth", "0", "--language", "ru"));
        assertEquals(new CliRun(2, "", "--time, --depth, --nodes müssen positive Zahlen sein, nicht -5.\n"),
                CliRun.of("review", game.toString(), "--nodes", "-5", "--language", "de"));
    }

    /**
     * A file that holds no game, or one that cannot be read, is said in one sentence in the player's language, where
     * the reading stopped, with nothing written: it was the chess core's English ("line 1, column 13: White's move 2:
     * Ke3 is not legal here …"), and an empty file ended Hektor with a program error.
     */
    @Test
    void aFileWithNoReadableGameIsSaidInOneSentence() throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("", "In der Datei %s steht keine Partie.");
        files.put("garbage\n", "Die Datei %s lässt sich nicht als Partie lesen: Zeile 1, Spalte 1.");
        files.put("1. e4 e5 2. Ke3 Ke7 *\n", "Die Datei %s lässt sich nicht als Partie lesen: Zeile 1, Spalte 13.");
        files.put("[FEN \"bad fen\"]\n\n1. e4 *\n", "Die Datei %s lässt sich nicht als Partie lesen: Zeile 1, Spalte 6.");
        int n = 0;
        for (Map.Entry<String, String> f : files.entrySet()) {
            Path pgn = dir.resolve("f" + n++ + ".pgn");
            Files.writeString(pgn, f.getKey());
            Path out = dir.resolve("out" + n + ".pgn");
            CliRun run = CliRun.of("review", pgn.toString(), "--language", "de", "--pgn", out.toString());
            assertEquals(2, run.status(), run.err());
            assertEquals(String.format(f.getValue(), pgn) + "\n", run.err());
            assertEquals("", run.out());
            assertFalse(Files.exists(out), "nothing written");
        }
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static String run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), String.join(" ", command) + ": " + new String(p.getErrorStream().readAllBytes()));
        return out;
    }
}
