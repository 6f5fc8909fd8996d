package org.hektor.speech.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hektor.ChildJava;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sound card through PulseAudio, as a game reaches it (the virtual card): every sound played is heard in full,
 * whatever the pause before it. A line kept open across a pause used to drop the next sound unheard once the pause
 * was longer than the sound (a read-back printed and never heard).
 */
class LineOutputTest {
    @TempDir
    Path dir;

    @Test
    void everySoundIsHeardInFullAfterPausesShortAndLong() throws Exception {
        List<String> pauses = List.of("0", "0", "1500", "3000", "100", "2500");
        List<String> heard = new ArrayList<>();
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record()) {
            List<String> command = ChildJava.command(LinePlayer.class.getName(), pauses.toArray(String[]::new));
            ProcessBuilder pb = new ProcessBuilder(command).redirectError(dir.resolve("stderr.txt").toFile());
            pb.environment().putAll(card.environment());
            Process player = pb.start();
            List<long[]> played = new ArrayList<>();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(player.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    String[] f = line.split(" ");
                    played.add(new long[] {Long.parseLong(f[1]), Long.parseLong(f[2])});
                }
            }
            assertTrue(player.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, player.exitValue());
            assertTrue(speaker.awaitQuiet(400, 10_000));
            for (long[] p : played) {
                // the monitor hears a piece a little after it was written: up to half a second late counts
                heard.add(speaker.audibleMillisBetween(p[0], p[1] + 500_000_000L) + " ms");
            }
            heard.add("in all " + speaker.audibleMillisSince(0) + " ms");
        }
        System.out.println("one-second tones after pauses of " + pauses + " ms, heard: " + heard);
        assertEquals(pauses.size() + 1, heard.size());
        // each one nearly whole (a busy machine's monitor may hear a piece of it late, in the next one's time)...
        assertTrue(heard.subList(0, pauses.size()).stream().allMatch(h -> Long.parseLong(h.split(" ")[0]) >= 700),
                "each one-second tone heard, after pauses of " + pauses + " ms: " + heard);
        // ...and most of them in all: the monitor misses a few hundred ms where the sink starts again after a pause
        // (26 CI runs: 5480 to 6300 of 6000 ms, every tone whole in its window); the dropped-stream failure this guards
        // against heard about 3400 of 6000
        long all = Long.parseLong(heard.get(pauses.size()).split(" ")[2]);
        assertTrue(all >= (pauses.size() - 1) * 1000L, "every tone heard nearly in full: " + heard);
    }

    /**
     * A line that takes an item without playing it (the failure above, whatever makes it next) is caught while the
     * game runs: an item taken at once is played again on a fresh line, and so is a replay
     * taken the same way (here the lines after the first swallow), and so is a short one ("Your move." is
     * 850 ms).
     */
    @ParameterizedTest
    @ValueSource(ints = {2000, 800})
    void aSoundALineSwallowedIsPlayedAgainOnAFreshLine(int millis) throws Exception {
        // lines 1 to 3 stand in: the item's (1) and its first replay's (3, opened at the replay; 2 is the one opened
        // for the next item)
        StandIn run = playWithStandIn("3", millis, "swallowing");
        List<String> trace = run.trace();
        long heard = run.heard();
        long lateMillis = run.lateMillis();
        System.out.println(millis + " ms tone given to a line that swallowed it: heard " + heard + " ms, the last of it "
                + lateMillis + " ms after the line was drained; " + trace);
        assertTrue(heard >= millis * 7 / 10, "the " + millis + " ms tone heard in full, not swallowed: " + heard
                + " ms, the last of it " + lateMillis + " ms after the drain, " + trace);
        // both stand-ins caught; a real fresh line may swallow it too on a busy machine, and is caught the same way
        assertTrue(trace.stream().filter(t -> t.contains("played again on a fresh line")).count() >= 2,
                "the speech log says: " + trace);
    }

    /**
     * A line whose drain comes back a little early, while the sound server still holds the end of the item, is kept
     * open until the item has had its length to play: closed at the drain, the end was thrown away (a CI run under load:
     * "Your move." drained after 608 of its 850 ms and heard for 260).
     */
    @ParameterizedTest
    @ValueSource(ints = {2000, 800})
    void aLineWhoseDrainComesBackTooSoonStaysOpenUntilItsSoundHasPlayed(int millis) throws Exception {
        StandIn run = playWithStandIn("1", millis, "early");
        List<String> trace = run.trace();
        long heard = run.heard();
        System.out.println(millis + " ms tone on a line whose drain came back early: heard " + heard + " ms; " + trace);
        // heard, if not always to its last sample: a sound server kept from running drops the end of an item while the
        // line's drain comes back in time (300 tones of 800 ms beside stress-ng --cpu 4: 2 heard for 560 and 700 ms, no
        // line told anything; the tool's CI: 620), which no line can tell and no holding open can help
        assertTrue(heard >= millis / 2, "the " + millis + " ms tone heard: " + heard + " ms, " + trace);
        // the line was not closed while the server could still hold the tone's end (one timer tick of slack) -- unless
        // the real line under the stand-in swallowed the tone (its own drain came back at once, on a busy machine),
        // which is told by the time and played again as in the test above
        if (trace.stream().noneMatch(t -> t.contains("played again"))) {
            assertEquals(List.of(true), trace.stream().filter(t -> t.startsWith("open "))
                    .map(t -> Long.parseLong(t.split(" ")[1]) >= millis - 20).toList(), "the line stayed open: " + trace);
        }
    }
    /**
     * A voice held up in the middle of an item (its process kept from running: a collection pause in the game's engine
     * as it starts to think, a busy machine) lets its stream run dry; the sound server moves on, and what is written
     * after the hold-up lands behind it and is dropped while the line reports it played (a CI run's soak: "Computer
     * is thinking.", 1523 ms, 108 ms of it heard, drained in time). The item is played again on a fresh line.
     */
    @Test
    void anItemWhoseVoiceWasHeldUpMidwayIsPlayedAgainInFull() throws Exception {
        StandIn run = playWithStandIn("1", 2000, "stalling");
        System.out.println("2000 ms tone whose writer was held up for a second: heard " + run.heard() + " ms; " + run.trace());
        assertTrue(run.trace().contains("stalled 1000 ms"), "the writer was held up: " + run.trace());
        assertTrue(run.heard() >= 1800, "the tone heard in full: " + run.heard() + " ms, " + run.trace());
    }

    /**
     * A line that drops the rest of an item partway and comes back from its drain before half the item could have
     * played (a CI run's soak: "bishop foxtrot one echo two", 2136 ms, drained after 426 ms, held open, heard for
     * 260) has the item played again on a fresh line: held open, nothing more was heard.
     */
    @Test
    void anItemALineDroppedPartwayIsPlayedAgainInFull() throws Exception {
        StandIn run = playWithStandIn("1", 2000, "dropping");
        System.out.println("2000 ms tone a line dropped after 300 ms: heard " + run.heard() + " ms; " + run.trace());
        assertTrue(run.heard() >= 1800, "the tone heard in full: " + run.heard() + " ms, " + run.trace());
    }

    /**
     * What StaleLinePlayer's second tone did with its stand-in lines: the lines it printed besides its tones (the
     * output's trace), all the speaker played from the second tone's start until quiet (nothing else plays then, and
     * on a busy machine the monitor's pieces may arrive well after the line was drained: CI run 21 counted 240 ms of
     * 2000 within half a second of the drain), and how long after play() came back the last of it was heard.
     */
    private record StandIn(List<String> trace, long heard, long lateMillis) {
    }

    private StandIn playWithStandIn(String standIns, int millis, String kind) throws Exception {
        List<String> trace = new ArrayList<>();
        List<long[]> played = new ArrayList<>();
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record()) {
            ProcessBuilder pb = new ProcessBuilder(ChildJava.command(StaleLinePlayer.class.getName(), "1000", standIns,
                    Integer.toString(millis), kind))
                    .redirectError(dir.resolve("stderr.txt").toFile());
            pb.environment().putAll(card.environment());
            Process player = pb.start();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(player.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    if (line.startsWith("played ")) {
                        String[] f = line.split(" ");
                        played.add(new long[] {Long.parseLong(f[1]), Long.parseLong(f[2])});
                    } else {
                        trace.add(line);
                    }
                }
            }
            assertTrue(player.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, player.exitValue());
            assertEquals(2, played.size());
            assertTrue(speaker.awaitQuiet(400, 10_000));
            long[] second = played.get(1);
            return new StandIn(trace, speaker.audibleMillisSince(second[0]),
                    (speaker.lastSoundBetween(second[0], Long.MAX_VALUE) - second[1]) / 1_000_000);
        }
    }
}
