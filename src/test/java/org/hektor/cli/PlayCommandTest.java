package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Unusable arguments to {@code hektor play}: exit status 2, one sentence, nothing created. */
class PlayCommandTest {
    @TempDir
    Path dir;

    private void refused(String sentence, String... args) throws IOException {
        String[] all = new String[args.length + 3];
        all[0] = "play";
        all[1] = "--journal";
        all[2] = dir.toString();
        System.arraycopy(args, 0, all, 3, args.length);
        CliRun run = CliRun.of(all);
        assertEquals(2, run.status(), run.err());
        assertEquals(sentence, run.err().strip());
        assertEquals("", run.out());
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "no journal is started for a game that cannot start");
        }
    }

    @Test
    void eachBadArgumentIsOneSentence() throws IOException {
        refused("The level must be between 1 and 10, not 11.", "--level", "11");
        refused("hektor play --mode cannot be 'blind': choose practice, tablet or assisted; hektor play --help says more.", "--mode", "blind");
        refused("hektor play --color cannot be 'green': choose white, black or random; hektor play --help says more.", "--color", "green");
        refused("There is no spoken-notation profile named 'fr'; try ibca or en.", "--profile", "fr");
        refused("hektor play --style cannot be 'medium': choose long or short; hektor play --help says more.", "--style", "medium");
        refused("Choose --keyboard or --microphone, not both.", "--keyboard", "--microphone");
        refused("The correction window is 0 to 60 seconds, not -1.0.", "--window", "-1");
        refused("The engine " + dir.resolve("nope") + " is not an executable file.", "--engine", dir.resolve("nope").toString());
        refused("Im Partienordner " + dir + " gibt es keine unbeendete Partie zum Fortsetzen.", "--resume", "--profile", "ibca");
        refused("There is no unfinished game in " + dir + " to resume.", "--resume", "--profile", "en");
    }

    /** The opponent's name is said in sentences, so it is never a word of the notation (Hektor, the h-file). */
    @Test
    void anOpponentNameThatSoundsLikeASquareOrAPieceIsRefused() throws IOException {
        refused("Der Name Hektor klingt wie eine Linie oder Figur (Hektor); wählen Sie einen anderen.",
                "--opponent-name", "Hektor", "--profile", "ibca");
        refused("Der Name Der Turm klingt wie eine Linie oder Figur (Turm); wählen Sie einen anderen.",
                "--opponent-name", "Der Turm", "--profile", "ibca");
        refused("The name Hotel Bravo sounds like a file or a piece (Hotel); choose another.",
                "--opponent-name", "Hotel Bravo", "--profile", "en");
    }

    /**
     * The language and the move words are chosen apart: English sentences refuse a name that is an IBCA move word,
     * German ones a NATO word; a language Hektor does not speak is one sentence.
     */
    @Test
    void theLanguageAndTheMoveWordsAreChosenApart() throws IOException {
        refused("The name Hektor sounds like a file or a piece (Hektor); choose another.",
                "--opponent-name", "Hektor", "--language", "en", "--words", "ibca");
        refused("The name Hektor sounds like a file or a piece (Hektor); choose another.",
                "--opponent-name", "Hektor", "--language", "en");
        refused("Der Name Hotel Bravo klingt wie eine Linie oder Figur (Hotel); wählen Sie einen anderen.",
                "--opponent-name", "Hotel Bravo", "--language", "de", "--words", "en");
        refused("Der Name Hotel Bravo klingt wie eine Linie oder Figur (Hotel); wählen Sie einen anderen.",
                "--opponent-name", "Hotel Bravo", "--profile", "en", "--language", "de");
        refused("Hektor speaks no language 'fr'; try de, en, ru.", "--language", "fr");
    }

    /** An unknown verbosity is refused like the other fixed-value options. */
    @Test
    void anUnknownVerbosityIsOneSentence() throws IOException {
        refused("hektor play --verbosity cannot be 'loud': choose brief, normal or full; hektor play --help says more.", "--verbosity", "loud");
    }

    @Test
    void pushToTalkIsTheMicrophonesAndIsRefusedWithTheKeyboardAlone() throws IOException {
        refused("Choose --keyboard or --push-to-talk, not both: the talk key is the microphone's.", "--keyboard",
                "--push-to-talk");
    }

    @Test
    void aBadTimeControlOrStartPositionIsOneSentence() throws IOException {
        CliRun run = CliRun.of("play", "--journal", dir.toString(), "--time", "fast");
        assertEquals(2, run.status());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        run = CliRun.of("play", "--journal", dir.toString(), "--fen", "8/8/8 w - - 0 1");
        assertEquals(2, run.status());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    /** Positions where the game is over (mate, stalemate, dead) are refused before the game starts (no journal). */
    @Test
    void aPositionAlreadyOverIsRefusedBeforeTheGameStarts() throws IOException {
        refused("This game cannot start: it is a dead position, no series of legal moves can lead to mate "
                + "(rules 5.2.2 and 9.6).", "--profile", "en", "--keyboard", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        refused("This game cannot start: Black is already checkmated in this position (rule 5.1.1).",
                "--profile", "en", "--keyboard", "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
        refused("This game cannot start: Black is already stalemated in this position, a draw (rule 5.2.1).",
                "--profile", "en", "--keyboard", "--fen", "k7/8/1Q6/8/8/8/8/7K b - - 0 1", "--color", "black");
        // in the player's language (ibca is German), and in a tablet game before the pages are served
        refused("Diese Partie kann nicht beginnen: Schwarz ist in dieser Stellung schon matt (Regel fünf Punkt eins Punkt eins).",
                "--profile", "ibca", "--mode", "tablet", "--keyboard", "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
        refused("Diese Partie kann nicht beginnen: Schwarz ist in dieser Stellung schon patt, remis (Regel fünf Punkt zwei Punkt eins).",
                "--profile", "ibca", "--mode", "assisted", "--keyboard", "--fen", "k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    }

    /**
     * A games folder that cannot keep the game is said with its reason before the game starts, in the player's
     * language (it was English in every language).
     */
    @Test
    void aGamesFolderThatCannotKeepTheGameNamesItsReason() throws IOException {
        Path file = Files.writeString(dir.resolve("games"), "a file");
        CliRun run = CliRun.of("play", "--journal", file.toString(), "--keyboard", "--language", "en");
        assertEquals(2, run.status(), run.err());
        assertEquals("The games folder " + file + " cannot keep a game: the games folder is a file, not a folder.",
                run.err().strip());
        run = CliRun.of("play", "--journal", file.toString(), "--keyboard", "--language", "de");
        assertEquals("Im Partienordner " + file + " kann keine Partie aufbewahrt werden: der Partienordner ist eine "
                + "Datei, kein Ordner.", run.err().strip());
        // /sys refuses new folders to everybody, root included: a read-only place on every Linux machine
        run = CliRun.of("play", "--journal", "/sys/hektor-games", "--keyboard", "--language", "en");
        assertEquals(2, run.status(), run.err());
        assertEquals("The games folder /sys/hektor-games cannot keep a game: Hektor may not write there.",
                run.err().strip());
        assertEquals("", run.out());
        // /proc makes no folder of a player's: refused, in Russian too
        run = CliRun.of("play", "--journal", "/proc/hektor-games", "--keyboard", "--language", "ru");
        assertEquals(2, run.status(), run.err());
        assertEquals("В папке партий /proc/hektor-games нельзя сохранить партию: диск отказал в записи.",
                run.err().strip());
    }
}
