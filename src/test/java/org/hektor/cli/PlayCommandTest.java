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
        refused("There is no mode 'blind'; choose practice, tablet or assisted.", "--mode", "blind");
        refused("There is no colour 'green'; choose white, black or random.", "--color", "green");
        refused("There is no spoken-notation profile named 'fr'; try ibca or en.", "--profile", "fr");
        refused("There is no announcement style 'medium'; choose long or short.", "--style", "medium");
        refused("Choose --keyboard or --microphone, not both.", "--keyboard", "--microphone");
        refused("The correction window is 0 to 60 seconds, not -1.0.", "--window", "-1");
        refused("The engine " + dir.resolve("nope") + " is not an executable file.", "--engine", dir.resolve("nope").toString());
        refused("There is no unfinished game in " + dir + " to resume.", "--resume");
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
}
