package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code hektor say}, {@code hear} and {@code grammar} as spoken-notation.md section 6 lays them down. */
class SpokenCommandsTest {
    private static final String TWO_KNIGHTS_TWO_ROOKS = "4k3/8/8/R7/8/5N2/8/RN2K3 w - - 0 1";
    private static final String TWO_KNIGHTS = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    private static final String EN_PASSANT = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    private static final String PROMOTION = "k7/6P1/8/8/8/8/8/4K3 w - - 0 1";
    private static final String CASTLING = "3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    private static final String BLACK_BISHOP = "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2";

    @ParameterizedTest(name = "say {0} {1} {2} -> {4}")
    @CsvSource(delimiter = '|', textBlock = """
            ibca | long  | ''                    | Nf3    | Springer Gustav eins Felix drei
            ibca | long  | ''                    | Sf3    | Springer Gustav eins Felix drei
            ibca | long  | ''                    | g1f3   | Springer Gustav eins Felix drei
            ibca | short | ''                    | Nf3    | Springer Felix drei
            ibca | short | ''                    | e4     | Eva vier
            ibca | long  | EN_PASSANT            | exd6   | Bauer Eva fünf schlägt David sechs en passant
            ibca | long  | PROMOTION             | g8=D   | Bauer Gustav sieben Gustav acht Dame Schach
            ibca | long  | PROMOTION             | g7g8q  | Bauer Gustav sieben Gustav acht Dame Schach
            ibca | short | TWO_KNIGHTS_TWO_ROOKS | Nbd2   | Springer Bella David zwei
            ibca | short | TWO_KNIGHTS_TWO_ROOKS | T1a3   | Turm eins Anna drei
            ibca | long  | CASTLING              | O-O    | Kurze Rochade
            ibca | long  | CASTLING              | 0-0-0  | Lange Rochade Schach
            ibca | long  | BLACK_BISHOP          | Lf5    | Läufer Cäsar acht Felix fünf
            en   | long  | ''                    | Nf3    | knight golf one foxtrot three
            en   | long  | EN_PASSANT            | e5d6   | pawn echo five takes delta six en passant
            en   | short | CASTLING              | O-O    | short castle
            """)
    void sayPrintsTheAnnouncement(String profile, String style, String fen, String move, String expected) {
        List<String> args = new ArrayList<>(List.of("say", "--profile", profile, "--style", style));
        if (!fen.isEmpty()) {
            args.addAll(List.of("--fen", fen(fen)));
        }
        args.add(move);
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        assertEquals(expected + "\n", run.out().replace("\r\n", "\n"));
    }

    @Test
    void sayDefaultsToIbcaLongStyleAndTheInitialPosition() {
        assertEquals("Springer Gustav eins Felix drei", CliRun.of("say", "Nf3").out().strip());
    }

    @ParameterizedTest(name = "hear {0} {1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            ''                    | Springer Gustav eins Felix drei                   | MOVE g1f3
            BLACK_BISHOP          | Läufer von Cäsar acht nach Felix fünf             | MOVE c8f5
            TWO_KNIGHTS           | Springer David zwei                               | ASK b1d2 f3d2
            TWO_KNIGHTS           | David zwei                                        | ASK b1d2 e1d2 f3d2
            PROMOTION             | Gustav acht                                       | ASK g7g8b g7g8n g7g8q g7g8r
            CASTLING              | König Eva eins Gustav eins                        | MOVE e1g1
            ''                    | Springer Felix sechs                              | REJECT no knight can reach f6
            ''                    | Eva vier	Eva drei                                 | ASK e2e3 e2e4
            ''                    | Eva vier	Eva fünf                                 | MOVE e2e4
            ''                    | Wo Springer                                       | COMMAND where knight
            ''                    | Was Eva vier                                      | COMMAND what e4
            ''                    | Korrektur                                         | COMMAND correction
            ''                    | e4                                                | MOVE e2e4
            ''                    | Sf3                                               | MOVE g1f3
            """)
    void hearPrintsOneLine(String fen, String text, String expected) {
        List<String> args = new ArrayList<>(List.of("hear", "--language", "de"));   // German command words
        if (!fen.isEmpty()) {
            args.addAll(List.of("--fen", fen(fen)));
        }
        args.add(text);
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        assertEquals(expected + "\n", run.out().replace("\r\n", "\n"));
    }

    @Test
    void hearJoinsSeveralArgumentsWithSpaces() {
        assertEquals("MOVE g1f3", CliRun.of("hear", "Springer", "Gustav", "eins", "Felix", "drei").out().strip());
        assertEquals("MOVE g1f3", CliRun.of("hear", "--profile", "en", "knight", "golf", "one", "foxtrot", "three").out().strip());
    }

    @Test
    void sayThenHearRoundTripsThroughTheCommandLine() {
        String[][] cases = {
            {"ibca", "long", TWO_KNIGHTS_TWO_ROOKS, "Nbd2", "b1d2"}, {"ibca", "short", TWO_KNIGHTS_TWO_ROOKS, "R5a3", "a5a3"},
            {"en", "long", EN_PASSANT, "exd6", "e5d6"}, {"en", "short", PROMOTION, "g8=N", "g7g8n"},
            {"ibca", "short", CASTLING, "O-O-O", "e1c1"}, {"en", "short", BLACK_BISHOP, "Bf5", "c8f5"}};
        for (String[] c : cases) {
            CliRun said = CliRun.of("say", "--profile", c[0], "--style", c[1], "--fen", c[2], c[3]);
            assertEquals(0, said.status(), said.err());
            CliRun heard = CliRun.of("hear", "--profile", c[0], "--fen", c[2], said.out().strip());
            assertEquals("MOVE " + c[4], heard.out().strip(), String.join(" ", c) + ": " + said.out());
        }
    }

    @Test
    void batchAnswersEveryLineInOrderAndABadFenOnlyItsOwnLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("heard.tsv");
        Files.writeString(file, String.join("\n",
                "\uFEFFrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\tSpringer Gustav eins Felix drei",
                TWO_KNIGHTS + "\tSpringer David zwei\tSpringer Bella David zwei",
                TWO_KNIGHTS + "\tSpringer Bella eins David zwei\tSpringer Felix drei David zwei",
                "not a fen\tEva vier",
                PROMOTION + "\tGustav acht",
                BLACK_BISHOP + "\tLäufer von Cäsar acht nach Felix fünf",
                "",
                TWO_KNIGHTS,
                CASTLING + "\t[unk]\tZeit") + "\n", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("hear", "--language", "de", "--batch", file.toString());
        assertEquals(0, run.status(), run.err());
        List<String> lines = List.of(run.out().replace("\r\n", "\n").split("\n"));
        assertEquals(9, lines.size(), run.out());
        assertEquals("MOVE g1f3", lines.get(0));
        assertEquals("MOVE b1d2", lines.get(1));
        assertEquals("ASK b1d2 f3d2", lines.get(2));
        assertTrue(lines.get(3).startsWith("REJECT bad FEN: "), lines.get(3));
        assertEquals("ASK g7g8b g7g8n g7g8q g7g8r", lines.get(4));
        assertEquals("MOVE c8f5", lines.get(5));
        assertTrue(lines.get(6).startsWith("REJECT bad FEN: "), lines.get(6));
        assertEquals("REJECT not understood", lines.get(7));
        assertEquals("COMMAND time", lines.get(8));
        assertEquals("", run.err());
    }

    @Test
    void batchAnswersWithTheChosenProfile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("heard.tsv");
        Files.writeString(file, EN_PASSANT + "\techo takes delta six\n" + TWO_KNIGHTS + "\tknight delta two\n");
        CliRun run = CliRun.of("hear", "--profile", "en", "--batch", file.toString());
        assertEquals("MOVE e5d6\nASK b1d2 f3d2\n", run.out().replace("\r\n", "\n"));
    }

    @Test
    void grammarPrintsAJsonArrayRestrictedToTheModelsWords(@TempDir Path dir) throws IOException {
        CliRun all = CliRun.of("grammar", "--fen", TWO_KNIGHTS);
        assertEquals(0, all.status(), all.err());
        assertTrue(all.out().startsWith("[\"") && all.out().strip().endsWith("\"[unk]\"]"), all.out());
        assertTrue(all.out().contains("\"springer bella eins david zwei\""));
        Path words = dir.resolve("words.txt");
        Files.writeString(words, "<eps> 0\nspringer 1\nbella 2\neins 3\ndavid 4\nzwei 5\n[unk] 6\n");
        CliRun known = CliRun.of("grammar", "--fen", TWO_KNIGHTS, "--words", words.toString());
        assertEquals(0, known.status(), known.err());
        assertEquals("[\"david eins\", \"david zwei\", \"springer bella eins david zwei\", \"springer bella david zwei\", \"springer david zwei\", "
                + "\"eins\", \"zwei\", \"[unk]\"]", known.out().strip());
        CliRun english = CliRun.of("grammar", "--profile", "en", "--fen", TWO_KNIGHTS);
        assertTrue(english.out().contains("\"knight bravo one delta two\""), english.out());
    }

    @Test
    void unusableArgumentsGiveOneSentenceAndStatusTwo(@TempDir Path dir) throws IOException {
        Path unknownWords = dir.resolve("words.txt");
        Files.writeString(unknownWords, "hello\nworld\n");
        Path notUtf8 = dir.resolve("latin1.tsv");
        Files.write(notUtf8, new byte[] {'x', '\t', (byte) 0xE4, '\n'});
        for (String[] args : new String[][] {
            {"say", "--fen", "not a fen", "e4"}, {"say", "--profile", "de", "e4"}, {"say", "--style", "medium", "e4"},
            {"say", "e5"}, {"say", "Nf6"}, {"say", "e2e5"}, {"say", "--fen", PROMOTION, "g7g8"}, {"say"},
            {"hear", "--fen", "8/8/8 w - - 0 1", "Eva vier"}, {"hear"}, {"hear", "--profile", "xx", "e4"},
            {"hear", "--batch", dir.resolve("missing.tsv").toString()}, {"hear", "--batch", notUtf8.toString()},
            {"hear", "--batch", notUtf8.toString(), "Eva vier"}, {"hear", "--batch", notUtf8.toString(), "--fen", TWO_KNIGHTS},
            {"grammar", "--fen", "x"}, {"grammar", "--words", unknownWords.toString()},
            {"grammar", "--words", dir.resolve("none.txt").toString()}}) {
            CliRun run = CliRun.of(args);
            assertEquals(2, run.status(), String.join(" ", args) + ": " + run.out() + run.err());
            assertEquals(1, run.err().strip().split("\n").length, run.err());
            assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
            assertEquals("", run.out(), String.join(" ", args));
        }
    }

    /**
     * Umlauts survive a console whatever its locale: with LC_ALL=C Java 17 decodes the arguments' UTF-8 bytes as
     * replacement characters and would print "?" for "ä". A real process, the arguments as raw UTF-8 bytes.
     */
    @Test
    void umlautsWorkInARealProcessEvenUnderTheCLocale(@TempDir Path dir) throws Exception {
        assertEquals("MOVE c8f5", runInCLocale(dir, "hear", "--fen", BLACK_BISHOP, "Läufer Cäsar acht Felix fünf"));
        assertEquals("Läufer Cäsar acht Felix fünf", runInCLocale(dir, "say", "--fen", BLACK_BISHOP, "c8f5"));
    }

    private static String runInCLocale(Path dir, String... args) throws Exception {
        StringBuilder script = new StringBuilder("exec '").append(Path.of(System.getProperty("java.home"), "bin", "java"))
                .append("' -cp '").append(System.getProperty("java.class.path")).append("' org.hektor.cli.Hektor");
        for (String a : args) {
            script.append(" '").append(a).append('\'');
        }
        Path file = Files.createTempFile(dir, "hektor", ".sh");
        Files.writeString(file, script.append('\n').toString(), StandardCharsets.UTF_8);
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", file.toString()).redirectErrorStream(true);
        pb.environment().put("LC_ALL", "C");
        pb.environment().put("LANG", "C");
        Process process = pb.start();
        byte[] out = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), new String(out, StandardCharsets.UTF_8));
        return new String(out, StandardCharsets.UTF_8).strip();
    }

    private static String fen(String name) {
        return switch (name) {
            case "TWO_KNIGHTS_TWO_ROOKS" -> TWO_KNIGHTS_TWO_ROOKS;
            case "TWO_KNIGHTS" -> TWO_KNIGHTS;
            case "EN_PASSANT" -> EN_PASSANT;
            case "PROMOTION" -> PROMOTION;
            case "CASTLING" -> CASTLING;
            case "BLACK_BISHOP" -> BLACK_BISHOP;
            default -> throw new IllegalArgumentException(name);
        };
    }
}
