package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.store.GameFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code hektor play} killed with SIGKILL at every step of a move's life, on real processes and real timing: the
 * player's command journaled, its decision journaled, the engine's (mating) reply journaled, the scoresheets
 * exported, the end said. Whatever the step, the next start says the engine's move and the end (rule 5.1.1),
 * writes the scoresheets and lists the game as finished; nothing is lost, nothing left unsaid.
 */
class KillStepsTest {
    /** White to move; after b2b3 Black mates with Ra8-a1 (the position of the red-team run). */
    private static final String FEN = "r5k1/8/8/8/8/8/1P4PP/7K w - - 0 1";
    private static final String MATE = "Schachmatt. Schwarz gewinnt.";

    enum Step {
        COMMAND_JOURNALED, DECIDED, REPLY_JOURNALED, EXPORTED, SAID
    }

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Step.class)
    void killedAtEveryStepTheNextStartScoresSaysAndExportsTheGame(Step step) throws Exception {
        Path games = dir.resolve("games");
        boolean saidBeforeKill;
        String killed;
        try (HektorProcess h = HektorProcess.start(dir.resolve("err-1.txt"), args(false))) {
            h.expect(l -> l.endsWith("Sie sind am Zug."), "the first turn");
            h.send("b3");
            h.expect(l -> l.endsWith("Richtig?"), "the read-back");
            int before = journal(games).size();
            h.send("ja");
            Predicate<List<String>> reached = switch (step) {
                case COMMAND_JOURNALED -> lines -> lines.size() > before;
                case DECIDED -> lines -> lines.stream().anyMatch(KillStepsTest::decidedToPlayB3);
                case REPLY_JOURNALED -> lines -> lines.stream().anyMatch(l -> l.contains("\tengine\t"));
                case EXPORTED -> lines -> Files.exists(GameFiles.sibling(journalFile(games), ".pgn"));
                case SAID -> lines -> h.transcript().contains(MATE);      // the end printed: said, in a keyboard game
            };
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (!reached.test(journal(games))) {
                assertTrue(System.nanoTime() < deadline, step + " not reached within a minute: " + h.transcript());
                Thread.onSpinWait();
            }
            h.kill();
            saidBeforeKill = h.transcript().contains(MATE);
            killed = h.transcript();
        }
        String transcript = "";
        boolean listed = listedAsFinished(games);
        if (!listed) {     // listed: the end was said before the kill, and nothing is left to take up
            try (HektorProcess next = HektorProcess.start(dir.resolve("err-2.txt"), args(true))) {
                String first = next.expect(l -> l.equals(MATE) || l.startsWith("Die Partie wird bei Zug "), "the end or the game again");
                if (!first.equals(MATE)) {
                    // killed before the engine's reply was journaled: the game goes on, and the engine mates
                    next.send("ja");
                    next.expectLine(MATE);
                }
                next.expect(l -> l.contains(".pgn"), "the scoresheets written");
                assertEquals(0, next.exitStatus(Duration.ofSeconds(60)), "the game over, Hektor ends: " + next.transcript());
                transcript = next.transcript();
            }
        }
        assertTrue(saidBeforeKill || transcript.contains(MATE), "the end is said: " + transcript
                + (listed ? "\nlisted as finished before the kill, which printed:\n" + killed : ""));
        assertTrue(transcript.contains("Turm") && transcript.contains("Anna eins") || saidBeforeKill,
                "the engine's mating move is said, not only the result: " + transcript);
        String pgn = Files.readString(GameFiles.sibling(journalFile(games), ".pgn"));
        assertTrue(pgn.contains("[Result \"0-1\"]") && pgn.contains("Ra1#"), pgn);
        assertTrue(Files.exists(GameFiles.sibling(journalFile(games), ".brf")), "the Braille scoresheet is written");
        assertTrue(listedAsFinished(games), "the game is listed as finished");
    }

    /**
     * Killed just as the end is printed, while the voice is still to say it: the game is listed as finished only
     * once its end was heard, so the next start says the end again (rule 5.1.1) — printed is not heard for a
     * blind player, and a game listed too early would never be offered again.
     */
    @Test
    void killedWhileTheVoiceIsStillToSayTheEndTheNextStartSaysIt() throws Exception {
        Path games = dir.resolve("games");
        List<String> voiced = new java.util.ArrayList<>(List.of(args(false)));
        voiced.remove("--silent");
        voiced.addAll(List.of("--rate", "120"));      // a slow voice: the end takes seconds to say
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             HektorProcess h = HektorProcess.start(dir.resolve("err-1.txt"), card.environment(),
                     voiced.toArray(String[]::new))) {
            h.expect(l -> l.endsWith("Sie sind am Zug."), "the first turn", Duration.ofSeconds(120));
            h.send("b3");
            h.expect(l -> l.endsWith("Richtig?"), "the read-back");
            h.send("ja");
            h.expectLine(MATE);
            // the voice has begun to say the end (its printing came well before): killed in the middle of it
            Path speechLog = games.resolve("speech.log");
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (!startedPlaying(speechLog, MATE)) {
                assertTrue(System.nanoTime() < deadline, "the end not begun within a minute: " + h.transcript());
                Thread.onSpinWait();
            }
            h.kill();
        }
        assertFalse(listedAsFinished(games), "a game whose end was printed but not yet said is not listed as finished");
        try (HektorProcess next = HektorProcess.start(dir.resolve("err-2.txt"), args(true))) {
            next.expectLine(MATE);
            next.expect(l -> l.contains(".pgn"), "the scoresheets written");
            assertEquals(0, next.exitStatus(Duration.ofSeconds(60)), "the game over, Hektor ends: " + next.transcript());
        }
        assertTrue(listedAsFinished(games), "once its end was said the game is listed as finished");
    }

    /** Whether the speech log says the sentence holding {@code text} started playing. */
    private static boolean startedPlaying(Path speechLog, String text) throws IOException {
        List<String> lines = Files.exists(speechLog) ? Files.readAllLines(speechLog) : List.of();
        return lines.stream().filter(l -> l.contains(" queued ") && l.contains(text))
                .map(l -> l.substring(l.indexOf("sentence "), l.indexOf(" queued ")))
                .anyMatch(sentence -> lines.stream().anyMatch(l -> l.contains(sentence + " started playing")));
    }

    private static boolean listedAsFinished(Path games) throws IOException {
        Path list = games.resolve(GameFiles.FINISHED);
        return Files.exists(list) && Files.readString(list).contains(journalFile(games).getFileName().toString());
    }

    /**
     * Killed once the engine's reply is journaled, before it is said, in a game that goes on: the game taken up
     * again says that reply first, then where the game stands (the blind player never misses the opponent's move).
     */
    @Test
    void killedAfterTheReplyIsJournaledTheResumedGameSaysTheReplyFirst() throws Exception {
        Path games = dir.resolve("games");
        Move reply = playE4AndKillOnceTheReplyIsJournaled(games, dir.resolve("err-1.txt"));
        String words = new Announcer(Profile.ibca()).announce(Position.initial().play(Move.fromUci("e2e4")), reply);
        try (HektorProcess next = HektorProcess.start(dir.resolve("err-2.txt"), startArgs(games, true))) {
            String taken = next.expect(l -> l.startsWith("Die Partie wird bei Zug ") || l.contains(words), "the reply or the game");
            assertTrue(taken.contains(words), "the engine's reply " + reply + " ('" + words + "') comes first: " + next.transcript());
            next.expectStart("Die Partie wird bei Zug zwei fortgesetzt.");
            assertTrue(!next.transcript().contains("Bauer Eva zwei Eva vier"), "the player's own move is not said again");
        }
    }

    /**
     * Killed while a new journal is being created (the moment its file appears), with an older unfinished game in
     * the folder: the next {@code --resume} is never blocked by it. A journal cut before its first whole line is
     * set aside in one sentence and the older game is taken up, its unsaid reply first; a journal whose first line
     * was written in time is a new game at move one, and the older game is still there, untouched.
     */
    @Test
    void killedWhileAJournalIsCreatedTheNextResumeIsNotBlocked() throws Exception {
        Path games = dir.resolve("games");
        Move reply = playE4AndKillOnceTheReplyIsJournaled(games, dir.resolve("err-1.txt"));
        Path older = journalFile(games);
        // the new journal is created in a folder of its own and moved beside the older game once the kill is done:
        // within one folder Hektor asks about the older game before it creates another (the red team had two)
        Path other = dir.resolve("other");
        Files.createDirectories(other);
        try (HektorProcess h = HektorProcess.start(dir.resolve("err-2.txt"), startArgs(other, false))) {
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (journals(other).isEmpty()) {
                assertTrue(System.nanoTime() < deadline, "no journal created within a minute: " + h.transcript());
                Thread.onSpinWait();
            }
            h.kill();
        }
        Path cut = journals(other).get(0);
        boolean whole = Files.readString(cut, StandardCharsets.ISO_8859_1).contains("\n");
        Path moved = Files.move(cut, games.resolve(cut.getFileName()));
        assertTrue(moved.getFileName().toString().compareTo(older.getFileName().toString()) > 0, "the cut journal is the newer");
        try (HektorProcess next = HektorProcess.start(dir.resolve("err-3.txt"), startArgs(games, true))) {
            if (whole) {
                next.expectStart("Die Partie wird bei Zug eins fortgesetzt.");
                assertTrue(Files.exists(older), "the older game is kept as it was");
            } else {
                next.expectStart("Das Journal " + moved + " ist leer, ein Start wurde abgebrochen;");
                String words = new Announcer(Profile.ibca()).announce(Position.initial().play(Move.fromUci("e2e4")), reply);
                next.expect(l -> l.contains(words), "the older game's reply");
                next.expectStart("Die Partie wird bei Zug zwei fortgesetzt.");
            }
            System.out.println("KillStepsTest: killed at creation, the first line was " + (whole ? "whole" : "cut"));
        }
    }

    /** Plays e4 from the initial position and kills the process the moment the engine's reply is in the journal. */
    private Move playE4AndKillOnceTheReplyIsJournaled(Path games, Path stderr) {
        try (HektorProcess h = HektorProcess.start(stderr, startArgs(games, false))) {
            h.expect(l -> l.endsWith("Sie sind am Zug."), "the first turn");
            h.send("e4");
            h.expect(l -> l.endsWith("Richtig?"), "the read-back");
            h.send("ja");
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            String line;
            while ((line = journal(games).stream().filter(l -> l.contains("\tengine\t")).findFirst().orElse(null)) == null) {
                assertTrue(System.nanoTime() < deadline, "no reply journaled within a minute: " + h.transcript());
                Thread.onSpinWait();
            }
            h.kill();
            return Move.fromUci(line.split("\t")[3]);     // "6120 engine 1 g8f6 SEQ:CHECKSUM", tab-separated
        }
    }

    /**
     * A game from the initial position. The engine at level 1: the kill lands when the reply is in the journal, so
     * how long the engine thought before it is not what is tested (level 10 at a 10-minute clock thought ~15 s).
     */
    private static String[] startArgs(Path games, boolean resume) {
        List<String> a = new java.util.ArrayList<>(List.of("play", "--keyboard", "--silent", "--profile", "ibca", "--level", "1", "--seed",
                "7", "--time", "600", "--color", "white", "--journal", games.toString()));
        if (resume) {
            a.add("--resume");
        }
        return a.toArray(String[]::new);
    }

    private static List<Path> journals(Path folder) {
        try (var files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".journal")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The decision of the "ja": b2b3 among the moves it made ("decided PLY CLOCK CLOCK COUNT MOVES…"). The read-back's
     * own decision, written before the "ja", names b2b3 too, as what was understood, with no move made.
     */
    private static boolean decidedToPlayB3(String line) {
        String[] f = line.split("\t");
        return f.length > 6 && f[1].equals("decided") && !f[5].equals("0") && f[6].equals("b2b3");
    }

    private String[] args(boolean resume) {
        List<String> a = new java.util.ArrayList<>(List.of("play", "--keyboard", "--silent", "--profile", "ibca", "--level", "10", "--seed",
                "7", "--time", "600", "--color", "white", "--fen", FEN, "--journal", dir.resolve("games").toString()));
        if (resume) {
            a.add("--resume");
        }
        return a.toArray(String[]::new);
    }

    private static Path journalFile(Path games) {
        try (var files = Files.list(games)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".journal")).findFirst().orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> journal(Path games) {
        try {
            return Files.isDirectory(games) ? Files.readAllLines(journalFile(games), StandardCharsets.ISO_8859_1) : List.of();
        } catch (IOException | java.util.NoSuchElementException e) {
            return List.of();
        }
    }
}
