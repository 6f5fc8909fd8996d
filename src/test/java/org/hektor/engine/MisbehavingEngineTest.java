package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.words.EngineFallback;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broken engines, as tiny shell scripts: each breaks the protocol in one way. The client reports each in
 * one sentence, ends the process, and with {@link FallbackOpponent} Hektor's own engine plays the move.
 */
class MisbehavingEngineTest {
    private static final UciSettings QUICK = UciSettings.defaults().withTimeouts(1_000, 500);
    private static final TimeLeft MOVE_TIME = TimeLeft.perMove(100);

    @TempDir
    Path dir;

    /** A script that completes the handshake and answers {@code go} with {@code onGo} (shell commands). */
    private Path engineAnsweringGoWith(String name, String onGo, String onQuit) throws Exception {
        return script(name, """
                while read -r line; do
                  case "$line" in
                    uci) echo "id name %s"; echo "option name Skill Level type spin default 20 min 0 max 20"; echo "uciok";;
                    isready) echo "readyok";;
                    go*) %s;;
                    quit) %s;;
                  esac
                done
                """.formatted(name, onGo, onQuit));
    }

    private Path script(String name, String body) throws Exception {
        Path file = dir.resolve(name.replace(' ', '-'));
        Files.writeString(file, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private static void assertOneSentence(String message) {
        assertTrue(message.endsWith("."), message);
        assertFalse(message.substring(0, message.length() - 1).contains(". "), "one sentence: " + message);
        assertFalse(message.contains("Exception"), message);
    }

    /** Starting fails with this sentence; the fallback reports it and plays. */
    private String failsToStart(Path engine) throws Exception {
        UciException e = assertThrows(UciException.class, () -> UciEngine.start(engine, QUICK));
        assertOneSentence(e.getMessage());
        List<String> told = new ArrayList<>();
        try (FallbackOpponent opponent = FallbackOpponent.startUci(engine, QUICK, new BuiltInEngine(1, 1, 3_000),
                told(told))) {
            assertTrue(opponent.hasFallenBack());
            Move m = opponent.move(Position.initial(), List.of(), MOVE_TIME).get(30, TimeUnit.SECONDS);
            assertTrue(Position.initial().isLegal(m));
            assertEquals("Hektor", opponent.name());
        }
        assertEquals(List.of(e.getMessage().replaceAll("\\.$", "") + ", so Hektor's own engine takes over."), told);
        assertOneSentence(told.get(0));
        return e.getMessage();
    }

    /** The handshake works, the first move fails with this sentence; the fallback then plays the game on. */
    private String failsOnItsFirstMove(Path engine) throws Exception {
        String message;
        UciEngine alone = UciEngine.start(engine, QUICK);
        try (alone) {
            ExecutionException e = assertThrows(ExecutionException.class,
                    () -> alone.move(Position.initial(), List.of(), MOVE_TIME).get(30, TimeUnit.SECONDS));
            assertTrue(e.getCause() instanceof UciException, e.getCause().toString());
            message = e.getCause().getMessage();
            assertOneSentence(message);
            // once broken, always broken: no second wait for a dead engine
            ExecutionException again = assertThrows(ExecutionException.class,
                    () -> alone.move(Position.initial(), List.of(), MOVE_TIME).get(5, TimeUnit.SECONDS));
            assertEquals(message, again.getCause().getMessage());
        }
        assertFalse(alone.isAlive(), "the broken engine's process is ended");

        List<String> told = new ArrayList<>();
        UciEngine uci = UciEngine.start(engine, QUICK);
        try (FallbackOpponent opponent = new FallbackOpponent(uci, new BuiltInEngine(1, 1, 3_000), told(told))) {
            assertEquals(uci.name(), opponent.name());
            Position start = Position.initial();
            Move first = opponent.move(start, List.of(), MOVE_TIME).get(30, TimeUnit.SECONDS);
            assertTrue(start.isLegal(first));
            Position after = start.play(first);
            Move reply = after.legalMoves().get(0);
            Move second = opponent.move(start, List.of(first, reply), MOVE_TIME).get(30, TimeUnit.SECONDS);
            assertTrue(after.play(reply).isLegal(second));
            assertTrue(opponent.hasFallenBack());
            assertEquals("Hektor", opponent.name());
            assertEquals("level 1", opponent.level());
        }
        assertFalse(uci.isAlive());
        assertEquals(1, told.size(), "reported once: " + told);
        assertEquals(message.replaceAll("\\.$", "") + ", so Hektor's own engine takes over.", told.get(0));
        return message;
    }

    @Test
    void anEngineThatNeverAnswersUciIsReported() throws Exception {
        String m = failsToStart(script("silent", "while read -r line; do :; done\n"));
        assertEquals("The engine silent did not answer the UCI handshake within 1 second.", m);
    }

    @Test
    void anEngineThatPrintsGarbageInsteadOfUciokIsReportedWithItsLastWords() throws Exception {
        String m = failsToStart(script("garbage", "while read -r line; do echo 'Welcome to GarbageChess 3000!'; done\n"));
        assertEquals("The engine garbage did not answer the UCI handshake within 1 second; "
                + "the last thing it said was 'Welcome to GarbageChess 3000!'.", m);
    }

    @Test
    void anEngineThatDiesAtOnceIsReportedWithItsExitStatus() throws Exception {
        String m = failsToStart(script("crasher", "echo 'Segmentation fault' >&2\nexit 139\n"));
        assertEquals("The engine crasher stopped during the UCI handshake (exit status 139).", m);
    }

    @Test
    void aMissingOrNonExecutableEngineIsReported() throws Exception {
        assertEquals("The engine " + dir.resolve("nothing-here") + " does not exist or is not a program that can be run.",
                failsToStart(dir.resolve("nothing-here")));
        Path text = Files.writeString(dir.resolve("notes.txt"), "uciok\n");
        assertEquals("The engine " + text + " does not exist or is not a program that can be run.", failsToStart(text));
    }

    @Test
    void anEngineThatQuitsInTheMiddleOfItsSearchIsReported() throws Exception {
        String m = failsOnItsFirstMove(engineAnsweringGoWith("Quitter", "echo 'info depth 1'; exit 3", "exit 0"));
        assertEquals("The engine Quitter quit in the middle of its search (exit status 3).", m);
    }

    @Test
    void anIllegalBestmoveIsReported() throws Exception {
        String m = failsOnItsFirstMove(engineAnsweringGoWith("Cheater", "echo 'bestmove e2e5'", "exit 0"));
        assertEquals("The engine Cheater answered e2e5, which is not a legal move here.", m);
    }

    @Test
    void anUnparsableBestmoveIsReported() throws Exception {
        String m = failsOnItsFirstMove(engineAnsweringGoWith("Poet", "echo 'bestmove the-knight-I-think'", "exit 0"));
        assertEquals("The engine Poet answered 'bestmove the-knight-I-think', which is not a move.", m);
    }

    @Test
    void anEngineThatNeverAnswersGoOrQuitIsReportedAndKilled() throws Exception {
        // It ignores "stop" and "quit" too: close() must end the process by force.
        String m = failsOnItsFirstMove(engineAnsweringGoWith("Sleeper", ":", ":"));
        assertEquals("The engine Sleeper did not answer with a move within 0.6 seconds.", m);
    }

    /** What the player is told, in English, when the engine fails (words says it). */
    private static Consumer<String> told(List<String> told) {
        return why -> told.add(EngineFallback.say(Words.english(), why));
    }
}
