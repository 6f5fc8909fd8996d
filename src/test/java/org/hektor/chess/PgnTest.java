package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** PGN reading and writing on the sample games of src/test/resources/org/hektor/chess/samples.pgn. */
class PgnTest {
    private static String samplesText;
    private static List<PgnGame> samples;

    @BeforeAll
    static void readSamples() throws IOException {
        try (InputStream in = PgnTest.class.getResourceAsStream("samples.pgn")) {
            samplesText = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        samples = Pgn.read(samplesText);
    }

    private static PgnGame sample(String eventStart) {
        return samples.stream().filter(g -> g.tag("Event").startsWith(eventStart)).findFirst().orElseThrow();
    }

    @Test
    void readsEveryGameOfAFileWithTheirResults() {
        assertEquals(5, samples.size());
        assertEquals(List.of("1/2-1/2", "*", "*", "1-0", "1-0"), samples.stream().map(PgnGame::result).toList());
        assertEquals(33, sample("Paris Opera").moves().size());
        assertTrue(sample("Paris Opera").finalPosition().isCheckmate());
    }

    @Test
    void readsTagsInFileOrder() {
        PgnGame opera = sample("Paris Opera");
        assertEquals(List.of("Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO"),
                new ArrayList<>(opera.tags().keySet()));
        assertEquals("Duke Karl / Count Isouard", opera.tag("Black"));
    }

    @Test
    void readsCastlingOnBothSides() {
        PgnGame italian = sample("Hektor sample: castling");
        List<Position> positions = italian.positions();
        Set<String> castlings = new java.util.TreeSet<>();
        for (int i = 0; i < italian.moves().size(); i++) {
            Move m = italian.moves().get(i).move();
            if (positions.get(i).isCastling(m)) {
                castlings.add(positions.get(i).sideToMove() + " " + italian.moves().get(i).san());
            }
        }
        assertEquals(Set.of("WHITE O-O", "BLACK O-O-O"), castlings);
    }

    @Test
    void readsPromotionToEveryPieceFromAFenStart() {
        PgnGame promotions = sample("Hektor sample: promotion");
        assertEquals(Position.fromFen("4k3/PP4PP/8/8/8/8/3p4/7K b - - 0 1"), promotions.start());
        Set<PieceType> promoted = EnumSet.noneOf(PieceType.class);
        for (PgnMove m : promotions.moves()) {
            if (m.move().isPromotion()) {
                promoted.add(m.move().promotion());
            }
        }
        assertEquals(EnumSet.of(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT), promoted);
        // "a8Q" (rule 8.8.11's way) is read like "a8=Q"
        assertEquals(Move.fromUci("a7a8q"), promotions.moves().get(1).move());
        assertEquals("a8=Q+", promotions.moves().get(1).san());
    }

    @Test
    void readsEnPassant() {
        PgnGame game = sample("Hektor sample: en passant");
        Position before = game.positions().get(5);
        Move hxg3 = game.moves().get(5).move();
        assertTrue(before.isEnPassant(hxg3)); // rule 3.7.4
        assertEquals("en passant", game.moves().get(5).comment());
    }

    @Test
    void readsDisambiguationByFileAndByRank() {
        List<String> sans = sample("Hektor sample: disambiguation").moves().stream().map(PgnMove::san).toList();
        assertTrue(sans.contains("Nbd2"), "by file (rule 8.8.9)");
        assertTrue(sans.contains("N8d7"), "by rank (rule 8.8.9)");
    }

    @Test
    void readsCommentsNagsVariationsAndClocks() {
        PgnGame italian = sample("Hektor sample: castling");
        assertEquals("An Italian game in which White castles short and Black long.", italian.comment());
        PgnMove e4 = italian.moves().get(0);
        assertEquals(Duration.ofMinutes(5), e4.clock());
        assertEquals("", e4.comment(), "the [%clk] command leaves the comment");
        assertEquals(Duration.ofMillis(4 * 60_000 + 57_500), italian.moves().get(3).clock());
        PgnMove bc4 = italian.moves().get(4);
        assertEquals(List.of(1), bc4.nags());
        assertEquals("The Italian.", bc4.comment());
        assertEquals(Duration.ofSeconds(295), bc4.clock());
        assertEquals(1, bc4.variations().size());
        List<PgnMove> spanish = bc4.variations().get(0);
        assertEquals(List.of("Bb5", "a6", "Ba4"), spanish.stream().map(PgnMove::san).toList());
        assertEquals("Or", spanish.get(0).commentBefore(), "a comment opening a variation stays before its first move");
        assertEquals("the Spanish", spanish.get(2).comment());
        List<PgnMove> berlin = spanish.get(1).variations().get(0);
        assertEquals(List.of("Nf6", "O-O"), berlin.stream().map(PgnMove::san).toList());
        assertEquals("the Berlin", berlin.get(0).comment());
        PgnMove longCastling = italian.moves().get(21);
        assertEquals("O-O-O", longCastling.san());
        assertEquals(List.of(5), longCastling.nags(), "!? is NAG 5");
        assertEquals("long castling into the storm", longCastling.comment(), "a ; comment runs to the end of its line");
        assertEquals(List.of(2, 18), italian.moves().get(26).nags());
    }

    @Test
    void roundTripsEverySample() {
        String written = Pgn.write(samples);
        assertEquals(samples, Pgn.read(written));
        assertEquals(written, Pgn.write(Pgn.read(written)), "writing is stable");
    }

    @Test
    void writesMovetextWithinEightyColumns() {
        for (String line : Pgn.write(samples).split("\n")) {
            assertTrue(line.length() <= 80, line.length() + " columns: " + line);
        }
    }

    @Test
    void writesTheSevenTagRosterFirstThenTheOtherTags() {
        String text = """
                [ECO "B01"]
                [White "Eva"]
                [Event "Club night"]
                [Annotator "Hektor"]

                1. e4 d5 *
                """;
        String written = Pgn.write(Pgn.readGame(text));
        assertTrue(written.startsWith("""
                [Event "Club night"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "Eva"]
                [Black "?"]
                [Result "*"]
                [ECO "B01"]
                [Annotator "Hektor"]

                1. e4 d5 *
                """), written);
    }

    @Test
    void writesClocksBackAsClkCommands() {
        String written = Pgn.write(sample("Hektor sample: castling"));
        assertTrue(written.contains("{The Italian. [%clk 0:04:55]}"), written);
        assertTrue(written.contains("{[%clk 0:04:57.5]}"), written);
    }

    @Test
    void writesAGameOfTheGameRecord() {
        Game game = new Game();
        for (String san : List.of("f3", "e5", "g4", "Qh4#")) {
            game.play(San.parse(game.position(), san));
        }
        PgnGame pgn = PgnGame.of(game, java.util.Map.of("White", "Anna"), game.outcome().orElseThrow().result());
        String written = Pgn.write(pgn);
        assertTrue(written.endsWith("\n1. f3 e5 2. g4 Qh4# 0-1\n\n"), written);
        assertEquals(game.moves(), Pgn.readGame(written).mainline());
    }

    @Test
    void writesSetUpAndFenForAGameFromAnotherPosition() {
        Position start = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        PgnGame game = new PgnGame(java.util.Map.of(), start, "", List.of(PgnMove.of(start, Move.of("e2", "e4"))), "*");
        String written = Pgn.write(game);
        assertTrue(written.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]"), written);
        assertEquals(start, Pgn.readGame(written).start());
    }

    @Test
    void skipsVariationsWhenAsked() {
        List<PgnGame> mainLines = Pgn.read(samplesText, Pgn.Variations.SKIP);
        assertEquals(samples.stream().map(PgnGame::mainline).toList(), mainLines.stream().map(PgnGame::mainline).toList());
        assertTrue(mainLines.get(0).moves().stream().allMatch(m -> m.variations().isEmpty()));
        // a skipped variation is not read, so its illegal move does not matter
        assertEquals(2, Pgn.read("1. e4 (1. Ke2 Ke7 (1... Qxh2)) e5 *", Pgn.Variations.SKIP).get(0).moves().size());
    }

    @Test
    void readsMoveNumbersInEveryForm() {
        PgnGame game = Pgn.readGame("1.e4 1...e5 2. Nf3 2 ... Nc6 3.Bb5 *");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5"), game.moves().stream().map(PgnMove::san).toList());
    }

    @Test
    void readsGamesWithoutResultOrTags() {
        List<PgnGame> games = Pgn.read("""
                1. d4 d5

                [Event "Second"]
                [Result "0-1"]

                1. f3 e5 2. g4 Qh4#
                """);
        assertEquals(2, games.size());
        assertEquals("*", games.get(0).result());
        assertEquals("0-1", games.get(1).result(), "taken from the Result tag");
    }

    @Test
    void readsTagValuesWithEscapes() {
        PgnGame game = Pgn.readGame("[Event \"The \\\"Big\\\" one \\\\ 2024\"]\n\n*");
        assertEquals("The \"Big\" one \\ 2024", game.tag("Event"));
        assertTrue(Pgn.write(game).contains("[Event \"The \\\"Big\\\" one \\\\ 2024\"]"));
    }

    @Test
    void readsAnEmptyTextAsNoGames() {
        assertTrue(Pgn.read("").isEmpty());
        assertTrue(Pgn.read("  \n% only an escape line\n").isEmpty());
    }

    // ---- errors: one readable sentence with line and column ----

    private static PgnException fails(String text) {
        return assertThrows(PgnException.class, () -> Pgn.read(text));
    }

    private static void assertError(String text, int line, int column, String reasonPart) {
        PgnException e = fails(text);
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
        assertTrue(e.getMessage().startsWith("line " + line + ", column " + column + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(reasonPart), e.getMessage());
    }

    @Test
    void badTagSyntaxNamesLineAndColumn() {
        assertError("[Event \"ok\"]\n[Site Paris]\n\n1. e4 *", 2, 7, "the value of tag Site must stand in double quotes");
        assertError("[Event \"no end]\n\n1. e4 *", 1, 8, "not closed with '\"'");
        assertError("[Event \"x\"\n\n1. e4 *", 1, 11, "tag Event (opened at column 1) is not closed with ']'");
        assertError("[ \"x\"]\n1. e4 *", 1, 3, "a tag needs a name");
    }

    @Test
    void illegalMoveNamesLineColumnAndMove() {
        assertError("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 Ke6 *", 4, 8,
                "Black's move 3: Ke6 is not legal here: no king can go to e6.");
    }

    @Test
    void ambiguousMoveNamesTheCandidates() {
        assertError("1. Nf3 d5 2. d3 e5 3. Nd2 *", 1, 23, "White's move 3: Two knights can go to d2: Nbd2 or Nfd2.");
    }

    @Test
    void notAMoveIsASyntaxError() {
        assertError("1. e4 e5 2. Zz9 *", 1, 13, "White's move 2: 'Zz9' is not a move in algebraic notation");
    }

    @Test
    void illegalMoveInsideAVariationIsFound() {
        assertError("1. e4 e5 (1... e4) *", 1, 16, "Black's move 1: e4 is not legal here");
    }

    @Test
    void unclosedCommentPointsAtItsBrace() {
        assertError("1. e4 {a comment\nthat never ends\n1... e5 *", 1, 7, "the comment opened here with '{' is never closed with '}'.");
    }

    @Test
    void unclosedVariationPointsAtItsParenthesis() {
        assertError("1. e4 e5\n2. Nf3 (2. f4 exf4", 2, 8, "the variation opened here is never closed with ')'.");
        PgnException skipped = assertThrows(PgnException.class, () -> Pgn.read("1. e4 (1. d4 d5", Pgn.Variations.SKIP));
        assertEquals("line 1, column 7: the variation opened here is never closed with ')'.", skipped.getMessage());
    }

    @Test
    void strayClosingParenthesisIsAnError() {
        assertError("1. e4 e5 ) *", 1, 10, "this ')' closes no variation.");
    }

    @Test
    void variationWithoutAMoveBeforeItIsAnError() {
        assertError("(1. d4) 1. e4 *", 1, 1, "a variation must follow the move it replaces");
    }

    @Test
    void unknownTokenIsAnError() {
        assertError("1. e4 & e5 *", 1, 7, "'&' is not PGN movetext");
        assertError("1. e4 -- 2. d4 *", 1, 7, "null moves (--) are not supported.");
        assertError("1. e4 !!! *", 1, 7, "'!!!' is not an annotation");
        assertError("1. e4 $300 *", 1, 7, "a NAG is '$' and a number from 0 to 255");
        assertError("$1 1. e4 *", 1, 1, "an annotation (NAG) must follow a move.");
    }

    @Test
    void resultInsideAVariationIsAnError() {
        assertError("1. e4 (1. d4 1-0) *", 1, 14, "the result 1-0 stands inside a variation");
    }

    @Test
    void badFenTagIsAnError() {
        PgnException e = fails("[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*");
        assertEquals(2, e.line());
        assertEquals(6, e.column());
        assertTrue(e.getMessage().startsWith("line 2, column 6: the FEN tag is not a position: Bad FEN"), e.getMessage());
    }

    @Test
    void errorsLaterInAFileCountLinesFromTheTop() {
        String text = samplesText + "\n[Event \"bad\"]\n\n1. e4 e4 *\n";
        int badLine = (int) samplesText.lines().count() + 4;
        assertError(text, badLine, 7, "Black's move 1: e4 is not legal here");
        assertFalse(text.isEmpty());
    }
}
