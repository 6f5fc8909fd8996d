package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.hektor.chess.Move;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnGame;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.TimeLeft;
import org.hektor.notation.Announcer;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.store.Braille;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hektor play} as a separate process, by keyboard, against the level 1 engine with a fixed seed: a whole
 * game to mate with read-backs, a correction, a question answered by number, a time request, a declined draw
 * offer and a position read-out; then the scoresheets. The player's moves are chosen by Hektor's own engine at
 * full strength in this test, so the game is whatever the two engines make of it, never a memorised script.
 */
class PlayProcessTest {
    @TempDir
    Path dir;

    private final Profile en = Profile.load("en");
    private final Announcer announcer = new Announcer(en);
    private final Understanding understanding = new Understanding(en);

    @Test
    void aWholeGameToMateByKeyboardWithReadBacksQuestionsTimeDrawAndPosition() throws IOException {
        List<String> finalMoves;
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--keyboard", "--silent",
                "--profile", "en", "--level", "1", "--seed", "42", "--time", "900", "--journal", dir.toString())) {
            h.expectLine("New game against Computer. You play White. Each side has fifteen minutes.");
            h.expectLine("Your move.");

            // rule 2.6: a slip corrected before the clock is switched
            h.send("e4");
            h.expectLine("pawn echo two echo four. Correct?");
            h.send("no");
            h.expectLine("Withdrawn.");
            h.expectLine("Your move.");
            // rule 2.9d: time and move count on request
            h.send("t");
            h.expectStart("Move one. White: fourteen minutes fifty-");   // used under ten minutes: all to the second
            h.send("p");
            h.expectStart("White: king echo one; queen delta one; rook alfa one, hotel one;");
            h.send("draw");
            h.expectLine("Do you offer a draw? Say yes or no.");
            h.send("yes");
            h.expectLine("You offer a draw.");
            h.expectLine("Computer declines the draw. The game goes on.");

            BuiltInEngine coach = new BuiltInEngine(10, 1, 40_000);
            boolean asked = false;
            boolean byEnter = false;
            while (true) {
                HektorProcess.StateLine s = h.state();
                assertEquals("white", s.toMove(), "the player is to move");
                assertTrue(s.moves().size() < 300, "the game should have ended long ago:\n" + h.transcript());
                Position p = Position.fromFen(s.fen());
                List<Move> played = s.moves().stream().map(Move::fromUci).toList();
                Move m = coach.think(Position.initial(), played, TimeLeft.perMove(10_000)).move();
                Optional<String> ambiguous = asked ? Optional.empty() : askingPhrase(p, m);
                if (!asked && ambiguous.isEmpty() && played.size() >= 10) {
                    // the coach's move is never ambiguous here: play another move that is, for the question's sake
                    for (Move other : p.legalMoves()) {
                        if (askingPhrase(p, other).isPresent()) {
                            m = other;
                            ambiguous = askingPhrase(p, other);
                            break;
                        }
                    }
                }
                String phrase = announcer.announce(p, m);
                if (ambiguous.isPresent()) {
                    h.send(ambiguous.get());
                    Heard.Ask ask = (Heard.Ask) understanding.understand(p, ambiguous.get());
                    h.expectLine("Which move? " + announcer.askList(p, ask.moves()));
                    h.send(Integer.toString(ask.moves().indexOf(m) + 1));
                    asked = true;
                } else {
                    h.send(m.uci());
                }
                h.expectLine(phrase + ". Correct?");
                h.send(byEnter ? "" : "yes");
                byEnter = !byEnter;
                h.expectLine(phrase);
                if (p.play(m).isCheckmate()) {
                    h.expectLine("Checkmate. White wins.");
                    List<String> all = new ArrayList<>(s.moves());
                    all.add(m.uci());
                    finalMoves = all;
                    break;
                }
                h.expectLine("Computer is thinking.");
                String reply = h.next();
                assertTrue(Stream.of("pawn ", "knight ", "bishop ", "rook ", "queen ", "king ", "short castle", "long castle")
                        .anyMatch(reply::startsWith), "the engine's move is announced in long style: " + reply);
                h.expectLine("Your move.");
            }
            assertTrue(asked, "a question was asked and answered by number:\n" + h.transcript());
            h.expectLine("The game is saved.");       // the paths are printed after it, never said
            String saved = h.next();
            assertTrue(saved.endsWith(".pgn") && Files.exists(Path.of(saved)), saved);
            assertEquals(0, h.exitStatus(Duration.ofSeconds(20)));
        }

        Path pgnFile = only(".pgn");
        PgnGame pgn = Pgn.readGame(Files.readString(pgnFile, StandardCharsets.UTF_8));
        assertEquals(finalMoves, pgn.mainline().stream().map(Move::uci).toList());
        assertEquals("1-0", pgn.result());
        assertTrue(pgn.finalPosition().isCheckmate());
        assertTrue(pgn.moves().stream().allMatch(m -> m.clock() != null), "each move has its [%clk]");

        List<String> braille = Files.readAllLines(only(".braille.txt"), StandardCharsets.UTF_8);
        String first = "1. " + pgn.moves().get(0).san() + " " + pgn.moves().get(1).san();
        assertTrue(braille.contains(Braille.cells(first)), "the Braille scoresheet has " + first);
        assertEquals(Braille.cells("1-0"), braille.get(braille.size() - 1));
        assertTrue(Files.size(only(".brf")) > 0);
    }

    @Test
    void withRecordEverythingSaidGoesOnTheTapeEvenWithoutASoundCard() throws IOException {
        // rule 2.5: the game kept on a tape recorder; FreeTTS really speaks into the WAV
        Path tape = dir.resolve("tape.wav");
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--keyboard", "--record",
                tape.toString(), "--profile", "en", "--level", "1", "--seed", "3", "--time", "300", "--journal",
                dir.resolve("games").toString())) {
            h.expectLine("Your move.");
            h.send("e4");
            h.expectLine("pawn echo two echo four. Correct?");
            h.send("yes");
            h.expectLine("Your move.");
            h.send("q");
            h.expectLine("The game is kept: hektor play --resume goes on with it.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
        }
        Sound recorded = Wav.read(tape);
        assertTrue(recorded.durationMillis() > 3000, "several sentences of speech: " + recorded.durationMillis() + " ms");
        assertTrue(recorded.peak() > 1000, "not silence");
    }

    /**
     * {@code --verbosity brief} in a German keyboard game: the read-back (it needs an answer) and the
     * engine's move are said; the confirmed move is not said again, nor "Sie sind am Zug." after the reply.
     */
    @Test
    void briefSaysTheReadBackAndTheOpponentsMoveOnly() throws IOException {
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--keyboard", "--silent",
                "--verbosity", "brief", "--level", "1", "--seed", "3", "--time", "300", "--journal", dir.toString())) {
            h.expectLine("Sie sind am Zug.");     // the start: nothing said yet needed no answer but this
            h.send("e4");
            h.expectLine("Bauer Eva zwei Eva vier. Richtig?");
            h.send("ja");
            // the next line is the engine's move (the own move is its earcon; with --silent no sound, no line)
            String next = h.expect(line -> !line.contains("denkt nach"), "after ja", Duration.ofSeconds(30));
            assertTrue(next.matches("(Bauer|Springer) \\p{Lu}\\p{L}+ (sieben|acht) \\p{Lu}\\p{L}+ \\p{L}+"), next);
            h.send("q");
            h.expectLine("Die Partie ist aufbewahrt: beim nächsten Start fragt Hektor, ob sie fortgesetzt wird.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            String said = h.transcript();
            String afterYes = said.substring(said.indexOf("> ja"), said.indexOf("> q"));
            assertTrue(!afterYes.contains("Bauer Eva zwei Eva vier") && !afterYes.contains("Sie sind am Zug."), said);
        }
    }

    /**
     * Words that fit several legal moves, one of them {@code m}: the piece and the destination ("knight delta
     * two"), or the destination alone for a pawn; empty when they name {@code m} alone.
     */
    private Optional<String> askingPhrase(Position p, Move m) {
        return askingPhrase(en, understanding, p, m);
    }

    /** The same in any profile's words ("Springer David zwei"). */
    static Optional<String> askingPhrase(Profile profile, Understanding understanding, Position p, Move m) {
        if (p.isCastling(m) || m.isPromotion()) {
            return Optional.empty();
        }
        PieceType type = p.pieceAt(m.from()).type();
        String phrase = (type == PieceType.PAWN ? "" : profile.piece(type) + " ") + profile.square(m.to());
        Heard h = understanding.understand(p, phrase);
        return h instanceof Heard.Ask ask && ask.moves().contains(m) ? Optional.of(phrase) : Optional.empty();
    }

    private Path only(String ending) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> found = files.filter(f -> f.getFileName().toString().endsWith(ending)).toList();
            assertEquals(1, found.size(), "one " + ending + " file in " + dir);
            return found.get(0);
        }
    }

    static String san(Position p, Move m) {
        return San.of(p, m);
    }
}
