package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PGN files as other programs write them, one hand-made file per case in
 * src/test/resources/org/hektor/chess/real-world: every game is kept, set right with a warning, or skipped
 * with its line, and the rest of the file is still read.
 */
class PgnRealWorldTest {
    private static List<PgnItem> items(String file) throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PgnRealWorldTest.class.getResourceAsStream("real-world/" + file), StandardCharsets.UTF_8))) {
            return items(in.lines().iterator());
        }
    }

    private static List<PgnItem> items(Iterator<String> lines) {
        List<PgnItem> list = new ArrayList<>();
        Pgn.items(lines, Pgn.Variations.KEEP).forEachRemaining(list::add);
        return list;
    }

    private static PgnGame game(PgnItem item) {
        return assertInstanceOf(PgnItem.Read.class, item, item::toString).game();
    }

    @Test
    void headerOnlyGamesAreGamesOfTheirOwn() throws IOException {
        List<PgnItem> items = items("header-only.pgn");
        // A and B (a blank line between), C with moves, D and E (a second Event tag, no blank line)
        assertEquals(List.of("A", "B", "C", "D", "E"), items.stream().map(i -> game(i).tag("Event")).toList());
        assertEquals(List.of("1-0", "0-1", "1/2-1/2", "*", "1-0"), items.stream().map(i -> game(i).result()).toList());
        assertEquals("Ju, Wenjun", game(items.get(0)).tag("White"));
        assertEquals("Zhu, Jiner", game(items.get(1)).tag("Black"));
        assertEquals(0, game(items.get(1)).moves().size());
        assertEquals(4, game(items.get(2)).moves().size());
        assertEquals(List.of(1, 7, 13, 20, 22), items.stream().map(PgnItem::line).toList());
        assertTrue(items.stream().allMatch(i -> ((PgnItem.Read) i).warnings().isEmpty()));
    }

    @Test
    void theTwoHeaderOnlyGamesOfTheIssueAreTwoGames() {
        String text = "[Event \"A\"]\n[Result \"1-0\"]\n\n[Event \"B\"]\n[Result \"0-1\"]\n";
        assertEquals(2, Pgn.read(text).size());
        assertEquals(List.of("A", "B"), Pgn.read(text).stream().map(g -> g.tag("Event")).toList());
        assertEquals(2, Pgn.read(text.replace("\n\n", "\n")).size(), "without the blank line too");
    }

    @Test
    void aRepeatedTagKeepsItsFirstValueWithAWarning() throws IOException {
        PgnItem.Read read = (PgnItem.Read) items("duplicate-tags.pgn").get(0);
        assertEquals("Anna", read.game().tag("White"));
        assertEquals(7, read.game().moves().size());
        assertEquals(List.of(new PgnWarning(4, 2, "the tag White stands a second time in this game; a tag stands "
                + "once in a game, so its first value \"Anna\" counts and \"Carla\" is left out.")), read.warnings());
    }

    @Test
    void aFenTagIsRepairedWithAWarningWhereOthersRepairIt() throws IOException {
        List<PgnItem> items = items("fen-repairs.pgn");
        PgnItem.Read mateIn3 = (PgnItem.Read) items.get(0);
        assertEquals(1, mateIn3.game().start().fullmoveNumber());
        assertEquals(List.of("Rd8+", "Rxd8"), mateIn3.game().moves().stream().map(PgnMove::san).toList());
        assertEquals(List.of(new PgnWarning(3, 6, "in the FEN tag the move number '0' is read as 1.")), mateIn3.warnings());
        PgnItem.Read study = (PgnItem.Read) items.get(1);
        assertEquals("O-O-O", study.game().moves().get(0).san(), "the right that has its rook stays");
        assertEquals(3, study.warnings().size(), study.warnings()::toString);
        assertEquals("in the FEN tag castling right K is dropped: it needs a white rook on h1.", study.warnings().get(0).reason());
    }

    @Test
    void aGameThatCannotBeReadIsSkippedWithItsLineAndTheRestIsRead() throws IOException {
        List<PgnItem> items = items("damaged.pgn");
        assertEquals(6, items.size(), items::toString);
        assertEquals("one", game(items.get(0)).tag("Event"));
        PgnException two = assertInstanceOf(PgnItem.Unreadable.class, items.get(1)).problem();
        assertEquals("line 9, column 13: White's move 2: Ke3 is not legal here: no king can go to e3.", two.getMessage());
        assertEquals(6, items.get(1).line());
        PgnException three = assertInstanceOf(PgnItem.Unreadable.class, items.get(2)).problem();
        assertEquals(12, three.line());
        assertTrue(three.reason().contains("the value of tag Site is not closed"), three.getMessage());
        assertEquals("four", game(items.get(3)).tag("Event"));
        assertTrue(game(items.get(3)).finalPosition().isCheckmate());
        PgnException five = assertInstanceOf(PgnItem.Unreadable.class, items.get(4)).problem();
        assertEquals("line 25, column 7: the comment opened here with '{' is never closed with '}'.", five.getMessage());
        assertEquals("six", game(items.get(5)).tag("Event"));
        assertEquals(List.of("c4"), game(items.get(5)).moves().stream().map(PgnMove::san).toList());
    }

    @Test
    void strictReadingStopsAtTheFirstGameThatCannotBeRead() throws IOException {
        String text = String.join("\n", linesOf("damaged.pgn"));
        PgnException e = assertThrows(PgnException.class, () -> Pgn.read(text));
        assertEquals(9, e.line());
    }

    @Test
    void gamesOfOtherVariantsAreNamedAndSkipped() throws IOException {
        List<PgnItem> items = items("variants.pgn");
        assertEquals(5, items.size());
        assertEquals("Crazyhouse", assertInstanceOf(PgnItem.OtherVariant.class, items.get(0)).variant());
        // its moves happen to be legal chess, and still it is not read as chess
        assertEquals("Antichess", assertInstanceOf(PgnItem.OtherVariant.class, items.get(1)).variant());
        PgnItem.OtherVariant chess960 = assertInstanceOf(PgnItem.OtherVariant.class, items.get(2));
        assertEquals("line 13, column 1: this game is Chess960 (its Variant tag), not standard chess, which is all "
                + "Hektor reads.", chess960.problem().getMessage());
        assertEquals("Standard", game(items.get(3)).tag("Event"));
        assertEquals(List.of("e4"), game(items.get(4)).moves().stream().map(PgnMove::san).toList());
        assertEquals(7, items.get(1).line());
    }

    @Test
    void aTagNameWithOtherCharactersIsKeptWithAWarning() {
        List<PgnItem> items = items(List.of("[GreatestGameEverPlayed? \"True\"]", "", "1. e4 *").iterator());
        PgnItem.Read read = assertInstanceOf(PgnItem.Read.class, items.get(0));
        assertEquals("True", read.game().tag("GreatestGameEverPlayed?"));
        assertEquals("the tag name GreatestGameEverPlayed? has characters other than letters, digits and '_'; the "
                + "tag is kept as written.", read.warnings().get(0).reason());
    }

    @Test
    void aMoveAfterTheEndOfTheGameSaysTheGameIsOver() {
        PgnException e = assertThrows(PgnException.class, () -> Pgn.read("1. f3 e5 2. g4 Qh4# 3. a3 *"));
        assertEquals("line 1, column 24: White's move 3: a3 cannot be played: the game is over, White is checkmated.",
                e.getMessage());
        PgnException stalemate = assertThrows(PgnException.class,
                () -> Pgn.read("[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1... Kh8 *"));
        assertTrue(stalemate.reason().endsWith("Kh8 cannot be played: the game is over, Black is stalemated."),
                stalemate.getMessage());
    }

    @Test
    void aMoveWrittenFromSquareToSquareIsNamedAsSuch() {
        PgnException e = assertThrows(PgnException.class, () -> Pgn.read("1. e4 e5 2. g1f3 *"));
        assertEquals("line 1, column 13: White's move 2: g1f3 is written from square to square (as UCI writes "
                + "moves); in SAN it is Nf3.", e.getMessage());
        PgnException nothing = assertThrows(PgnException.class, () -> Pgn.read("1. g1g5 *"));
        assertTrue(nothing.reason().endsWith("g1g5 is not legal here: nothing can go from g1 to g5."), nothing.getMessage());
    }

    @Test
    void aDamagedFileOfOneEndlessCommentIsReadWithinItsLimitAndSkipped() {
        // 9 million characters of one comment, then a game: the comment's game is skipped, the game read
        Iterator<String> lines = new Iterator<>() {
            int n;

            @Override
            public boolean hasNext() {
                return n < 90_010;
            }

            @Override
            public String next() {
                n++;
                if (n == 1) {
                    return "1. e4 {";
                }
                return n < 90_002 ? "x".repeat(99) : List.of("", "[Event \"after\"]", "", "1. d4 *", "", "", "", "", "").get(n - 90_002);
            }
        };
        List<PgnItem> items = items(lines);
        assertEquals(2, items.size());
        assertTrue(assertInstanceOf(PgnItem.Unreadable.class, items.get(0)).problem().reason()
                .contains("longer than 8 million characters"));
        assertEquals("after", game(items.get(1)).tag("Event"));
    }

    private static List<String> linesOf(String file) throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PgnRealWorldTest.class.getResourceAsStream("real-world/" + file), StandardCharsets.UTF_8))) {
            return in.lines().toList();
        }
    }
}
