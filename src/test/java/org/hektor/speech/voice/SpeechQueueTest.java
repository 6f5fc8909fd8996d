package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.hektor.speech.audio.Earcons;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.SoundOutput;
import org.junit.jupiter.api.Test;

/**
 * The order rules of the speaker's queue. The output here is a stand-in for the sound card (the pure seam):
 * it "plays" an item by waiting until the test lets it finish or the queue cuts it off.
 */
class SpeechQueueTest {
    /** Plays nothing; each item lasts until released or cut. Counts how many play at once. */
    static final class HeldOutput implements SoundOutput {
        final List<String> log = Collections.synchronizedList(new ArrayList<>());
        final AtomicInteger playing = new AtomicInteger();
        volatile int mostAtOnce;
        volatile CountDownLatch started = new CountDownLatch(1);
        volatile CountDownLatch release = new CountDownLatch(1);

        @Override
        public Sound play(String text, Sound sound, BooleanSupplier cancelled) {
            mostAtOnce = Math.max(mostAtOnce, playing.incrementAndGet());
            log.add("start " + text);
            started.countDown();
            try {
                while (!cancelled.getAsBoolean()) {
                    if (release.await(5, TimeUnit.MILLISECONDS)) {
                        log.add("end " + text);
                        return sound;
                    }
                }
                log.add("cut " + text);
                return Sound.EMPTY;
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                playing.decrementAndGet();
            }
        }
    }

    private static final Duration LIMIT = Duration.ofSeconds(20);

    @Test
    void aMoveAnnouncementCutsOffAClockCallAndPlaysNext() {
        assertTimeoutPreemptively(LIMIT, () -> {
            HeldOutput out = new HeldOutput();
            try (SpeechQueue q = new SpeechQueue(out, s -> { })) {
                q.add("five minutes", () -> Sound.EMPTY, Urgency.CLOCK);
                out.started.await();
                q.add("knight golf one foxtrot three", () -> Sound.EMPTY, Urgency.MOVE);
                while (out.log.size() < 2) {
                    Thread.sleep(2);
                }
                out.release.countDown();
                assertTrue(q.awaitQuiet(10_000));
                assertEquals(List.of("start five minutes", "cut five minutes",
                        "start knight golf one foxtrot three", "end knight golf one foxtrot three"), out.log);
            }
        });
    }

    @Test
    void theItemSoundingTellsWhenItWasQueuedSoThatHektorsAnswerIsToldFromWhatHeSaidBefore() {
        assertTimeoutPreemptively(LIMIT, () -> {
            HeldOutput out = new HeldOutput();
            try (SpeechQueue q = new SpeechQueue(out, s -> { })) {
                assertEquals(Long.MIN_VALUE, q.soundingQueuedAt(), "nothing sounds");
                q.add("Your move.", () -> Sound.EMPTY, Urgency.REPLY);
                out.started.await();
                long between = System.nanoTime();
                assertTrue(q.soundingQueuedAt() < between, "what was queued before sounds");
                out.started = new CountDownLatch(1);
                q.stop();
                assertTrue(q.awaitQuiet(10_000));
                q.add("Not understood.", () -> Sound.EMPTY, Urgency.REPLY);
                out.started.await();
                assertTrue(q.soundingQueuedAt() >= between, "what was queued after sounds");
                q.stop();
            }
        });
    }

    @Test
    void aClockCallWaitsForTheMoveBeingAnnouncedAndNothingEverOverlaps() {
        assertTimeoutPreemptively(LIMIT, () -> {
            HeldOutput out = new HeldOutput();
            try (SpeechQueue q = new SpeechQueue(out, s -> { })) {
                q.add("pawn echo two echo four", () -> Sound.EMPTY, Urgency.MOVE);
                out.started.await();
                q.add("five minutes", () -> Sound.EMPTY, Urgency.CLOCK);
                q.add("which move?", () -> Sound.EMPTY, Urgency.REPLY);
                q.add("knight golf eight foxtrot six", () -> Sound.EMPTY, Urgency.MOVE);
                out.release.countDown();
                assertTrue(q.awaitQuiet(10_000));
                assertEquals(List.of("start pawn echo two echo four", "end pawn echo two echo four",
                        "start knight golf eight foxtrot six", "end knight golf eight foxtrot six",
                        "start which move?", "end which move?", "start five minutes", "end five minutes"), out.log);
                assertEquals(1, out.mostAtOnce);
            }
        });
    }

    @Test
    void stopSilencesTheItemPlayingAndForgetsEverythingQueued() {
        assertTimeoutPreemptively(LIMIT, () -> {
            HeldOutput out = new HeldOutput();
            try (SpeechQueue q = new SpeechQueue(out, s -> { })) {
                q.add("position: white king echo one", () -> Sound.EMPTY, Urgency.REPLY);
                out.started.await();
                q.add("white queen delta one", () -> Sound.EMPTY, Urgency.REPLY);
                q.add("five minutes", () -> Sound.EMPTY, Urgency.CLOCK);
                q.stop();
                assertTrue(q.awaitQuiet(10_000));
                assertEquals(List.of("start position: white king echo one", "cut position: white king echo one"), out.log);
            }
        });
    }

    @Test
    void whatWasActuallyHeardGoesToTheTape() {
        assertTimeoutPreemptively(LIMIT, () -> {
            HeldOutput out = new HeldOutput();
            out.release.countDown();
            List<Sound> tape = Collections.synchronizedList(new ArrayList<>());
            try (SpeechQueue q = new SpeechQueue(out, tape::add)) {
                Sound tick = Earcons.sound(Cue.CLOCK_TICK);
                q.add("[clock tick]", () -> tick, Urgency.CLOCK);
                assertTrue(q.awaitQuiet(10_000));
                assertEquals(List.of(tick), tape);
            }
        });
    }

    /**
     * Waiting for quiet (a game's last sentences before it ends) waits for a queue that plays on, however long it is,
     * and gives up only on one that stopped moving.
     */
    @Test
    void waitingForQuietWaitsForAQueueThatPlaysOnAndNotForAHungOne() {
        assertTimeoutPreemptively(LIMIT, () -> {
            SoundOutput slow = (text, sound, cancelled) -> {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return sound;
            };
            List<Sound> heard = Collections.synchronizedList(new ArrayList<>());
            try (SpeechQueue q = new SpeechQueue(slow, heard::add)) {
                for (int i = 0; i < 30; i++) {          // three seconds of sentences, more than the wait's bound
                    q.add("sentence " + i, () -> Sound.EMPTY, Urgency.REPLY);
                }
                assertTrue(q.awaitQuiet(2_000), "the queue played on");
                assertEquals(30, heard.size(), "every sentence was played before the wait ended");
            }
            HeldOutput hung = new HeldOutput();
            try (SpeechQueue q = new SpeechQueue(hung, s -> { })) {
                q.add("never ends", () -> Sound.EMPTY, Urgency.REPLY);
                hung.started.await();
                assertEquals(false, q.awaitQuiet(300), "a hung item is not waited for");
                hung.release.countDown();
            }
        });
    }
}
