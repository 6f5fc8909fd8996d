package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.TimeLeft;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.words.GermanText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One language: a German game start to finish through the real console path (a separate {@code hektor
 * play} process, keyboard lines in, console lines out, no microphone and no sound card here, so both are said), in
 * brief verbosity: the start with the time control, time, position, a declined draw, a refusal, the help, three
 * moves, quitting, resuming from the journal, and on to mate and the scoresheets. Every line the console prints must
 * be German: no English word, no digit, no path (the scoresheets' paths are printed on lines of their own after the
 * sentence, which is all that is said). The same game in normal verbosity gives the words per move of before.
 */
class OneLanguageGameTest {
    private static final Profile IBCA = Profile.load("ibca");
    private static final Announcer ANNOUNCER = new Announcer(IBCA);

    @TempDir
    Path dir;

    /** A game played: every line printed, and the words Hektor said for each of the player's moves. */
    private record Played(List<String> lines, List<Integer> wordsPerMove, List<String> paths) {
    }

    @Test
    void aGermanGameStartToFinishSaysOnlyGermanAndBriefSaysAboutHalf() throws Exception {
        Played brief = play("brief", dir.resolve("brief"));
        Played normal = play("normal", dir.resolve("normal"));

        List<String> bad = new ArrayList<>();
        for (String line : brief.lines()) {
            GermanText.get().problems(line).forEach(why -> bad.add(why + " in: " + line));
        }
        assertEquals(List.of(), bad, String.join("\n", brief.lines()));
        assertEquals(3, brief.paths().size(), "PGN, Braille and BRF printed: " + brief.paths());
        for (String path : brief.paths()) {
            assertTrue(Files.exists(Path.of(path)), path);
        }
        // printed, so the test report keeps the numbers of docs/measurements.md
        System.out.println("words per move, German console game: normal " + normal.wordsPerMove() + " median "
                + median(normal.wordsPerMove()) + "; brief " + brief.wordsPerMove() + " median "
                + median(brief.wordsPerMove()));
        assertTrue(median(brief.wordsPerMove()) <= 0.6 * median(normal.wordsPerMove()),
                normal.wordsPerMove() + " vs " + brief.wordsPerMove());
    }

    @Test
    void nothingToResumeIsSaidInGermanWithTheFolderPrinted() throws Exception {
        Path empty = Files.createDirectory(dir.resolve("leer"));
        HektorProcess.Result r = HektorProcess.run(HektorProcess.command("play", "--resume", "--keyboard", "--profile", "ibca",
                "--journal", empty.toString()), Duration.ofSeconds(60));
        assertEquals(2, r.status(), r.err());
        String sentence = r.err().strip();
        assertTrue(sentence.contains(empty.toString()), sentence);
        assertEquals(List.of(), GermanText.get().problems(sentence.replace(empty.toString(), "")), sentence);
    }

    private static Played play(String verbosity, Path journal) throws Exception {
        Files.createDirectories(journal);
        List<String> common = List.of("play", "--profile", "ibca", "--verbosity", verbosity, "--level", "1",
                "--seed", "3", "--time", "classical", "--journal", journal.toString());
        List<String> lines = new ArrayList<>();
        List<Integer> words = new ArrayList<>();
        BuiltInEngine coach = new BuiltInEngine(10, 1, 40_000);
        try (HektorProcess h = HektorProcess.start(journal.resolve("stderr.txt"), common.toArray(String[]::new))) {
            h.expectLine("Neue Partie gegen Computer. Sie spielen Weiß. Jede Seite hat eine Stunde dreißig Minuten "
                    + "für vierzig Züge, danach dreißig Minuten für den Rest der Partie, und dreißig Sekunden mehr "
                    + "nach jedem Zug.");
            h.send("t");
            h.expectStart("Zug eins. Weiß: ");
            h.send("p");
            h.expectStart("Weiß: König Eva eins;");
            h.send("Remis");
            h.expectLine("Bieten Sie Remis an? Ja oder nein.");
            h.send("ja");
            h.expectLine("Computer lehnt das Remis ab. Die Partie geht weiter.");
            h.expectLine("Sie sind am Zug.");          // said again after the engine declined
            h.send("Springer Felix sechs");
            h.expectLine("Kein Springer kann Felix sechs erreichen.");
            h.send("?");
            h.expectStart("Sagen oder tippen Sie einen Zug");
            h.send("Hilfe Tasten");
            h.expectStart("Tasten: r wiederholen");
            h.send("+");        // with no sound card here there is no voice to make faster, and Hektor says so
            h.expect(l -> l.startsWith("Tempo ") || l.startsWith("Hier spricht keine Stimme"), "the rate");
            for (int i = 0; i < 3; i++) {
                move(h, coach, verbosity, words);
            }
            h.send("q");
            h.expectLine("Die Partie ist aufbewahrt: beim nächsten Start fragt Hektor, ob sie fortgesetzt wird.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            lines.addAll(printed(h));
        }
        List<String> paths;
        List<String> resume = new ArrayList<>(common);
        resume.add("--resume");
        try (HektorProcess h = HektorProcess.start(journal.resolve("stderr2.txt"), resume.toArray(String[]::new))) {
            // three moves each were played: the game goes on with the fourth (it said "nach Zug vier")
            h.expectLine("Die Partie wird bei Zug vier fortgesetzt. Sie sind am Zug. Die Uhren stehen; sagen oder "
                    + "tippen Sie ja, um sie zu starten.");
            h.send("ja");
            h.expectLine("Die Uhren laufen.");
            while (move(h, coach, verbosity, words)) {
                assertTrue(words.size() < 150, "the game should have ended long ago:\n" + h.transcript());
            }
            h.expectLine("Die Partie ist gespeichert.");
            paths = List.of(h.next(), h.next(), h.next());
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            lines.addAll(printed(h));
        }
        lines.removeAll(paths);
        return new Played(lines, words, paths);
    }

    /**
     * The player's move (the coach's choice, typed as UCI), confirmed; the words said from the move to the player's
     * next turn are added to {@code words}. False when the move ended the game.
     */
    private static boolean move(HektorProcess h, BuiltInEngine coach, String verbosity, List<Integer> words) {
        HektorProcess.StateLine s = h.state();
        List<Move> played = s.moves().stream().map(Move::fromUci).toList();
        Position p = Position.fromFen(s.fen());
        Move m = coach.think(Position.initial(), played, TimeLeft.perMove(10_000)).move();
        String phrase = ANNOUNCER.announce(p, m);
        List<String> said = new ArrayList<>();
        h.send(m.uci());
        said.add(h.expectLine(phrase + ". Richtig?"));
        h.send("ja");
        Position after = p.play(m);
        if (after.isCheckmate()) {
            h.expect(l -> { said.add(l); return l.equals("Schachmatt. Weiß gewinnt."); }, "mate");
            words.add(count(said));
            return false;
        }
        Set<String> replies = after.legalMoves().stream().map(r -> ANNOUNCER.announce(after, r))
                .collect(Collectors.toSet());
        h.expect(l -> { said.add(l); return replies.contains(l); }, "the engine's move", Duration.ofSeconds(60));
        if (verbosity.equals("normal")) {
            said.add(h.expectLine("Sie sind am Zug."));
        }
        words.add(count(said));
        return true;
    }

    private static int count(List<String> said) {
        return said.stream().mapToInt(l -> l.split("\\s+").length).sum();
    }

    /** Every line the console printed, but the {@code state} lines this test asks for (a tool's line, never said). */
    private static List<String> printed(HektorProcess h) {
        return h.transcript().lines().filter(l -> l.startsWith("< ")).map(l -> l.substring(2))
                .filter(l -> !l.startsWith("state ")).toList();
    }

    private static double median(List<Integer> values) {
        int[] sorted = values.stream().mapToInt(Integer::intValue).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }
}
