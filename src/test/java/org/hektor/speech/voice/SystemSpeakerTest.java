package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.junit.jupiter.api.Test;

/**
 * {@code --voice system} without a speech server: {@code true} stands in for an spd-say that speaks every sentence,
 * a missing program for a server that went away. The tape (rule 2.5) gets every sentence and earcon either way.
 */
class SystemSpeakerTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @Test
    void whileTheServerSpeaksHektorsOwnVoiceSoundsOnlyTheEarconsAndTheTapeGetsEverything() throws Exception {
        Ear local = new Ear();
        Ear tape = new Ear();
        AtomicInteger told = new AtomicInteger();
        try (SystemSpeaker s = new SystemSpeaker("true", "en", null, local, tape, told::incrementAndGet)) {
            s.say("pawn echo two echo four", Urgency.MOVE);
            s.cue(Cue.CHECK, Urgency.MOVE);
            s.say("your move", Urgency.REPLY);
            assertTrue(s.awaitQuiet(WAIT));
            assertFalse(s.isSpeaking());
        }
        assertEquals(List.of("cue CHECK", "await", "close"), local.heard);
        assertEquals(List.of("say pawn echo two echo four", "cue CHECK", "say your move", "await", "close"),
                tape.heard);
        assertEquals(0, told.get());
    }

    @Test
    void whenTheServerIsGoneThePlayerIsToldOnceAndHektorsOwnVoiceSaysEverySentence() throws Exception {
        Ear local = new Ear();
        Ear tape = new Ear();
        AtomicInteger told = new AtomicInteger();
        try (SystemSpeaker s = new SystemSpeaker("/nonexistent/spd-say", "en", null, local, tape,
                told::incrementAndGet)) {
            s.say("knight golf one foxtrot three", Urgency.MOVE);
            s.say("your move", Urgency.REPLY);
            assertTrue(s.awaitQuiet(WAIT));
        }
        assertEquals(List.of("say knight golf one foxtrot three", "say your move", "await", "close"), local.heard);
        assertEquals(List.of("say knight golf one foxtrot three", "say your move", "await", "close"), tape.heard);
        assertEquals(1, told.get());
    }

    @Test
    void theRateReachesBothVoicesAndTheTape() {
        Ear local = new Ear();
        Ear tape = new Ear();
        try (SystemSpeaker s = new SystemSpeaker("true", "en", null, local, tape, () -> { })) {
            s.setRate(new SpeakingRate(220));
        }
        assertEquals(List.of("rate 220", "close"), local.heard);
        assertEquals(List.of("rate 220", "close"), tape.heard);
    }

    @Test
    void withoutARecordingEverythingIsStillSaid() throws Exception {
        Ear local = new Ear();
        try (SystemSpeaker s = new SystemSpeaker("/nonexistent/spd-say", "en", null, local, Speaker.none(), () -> { })) {
            s.say("check", Urgency.MOVE);
            s.cue(Cue.CHECK, Urgency.MOVE);
            assertTrue(s.awaitQuiet(WAIT));
            s.setRate(new SpeakingRate(200));       // after: the sentence and earcon go on the voice's own thread
            assertEquals(Long.MIN_VALUE, s.soundingQueuedAt());
        }
        assertEquals(List.of("say check", "cue CHECK", "await", "rate 200", "close"), local.heard);
    }

    @Test
    void theTapeOfAGameWithoutARecordingSoundsNothingAndIsQuietAtOnce() throws Exception {
        try (Speaker none = Speaker.none()) {
            none.say("pawn echo two echo four", Urgency.MOVE);
            none.cue(Cue.CHECK, Urgency.MOVE);
            assertFalse(none.isSpeaking());
            assertEquals(Long.MIN_VALUE, none.soundingQueuedAt());
            assertTrue(none.awaitQuiet(Duration.ZERO));
        }
    }

    /** A voice that keeps what it was asked to do, in order, and sounds nothing. */
    private static final class Ear implements Speaker {
        final List<String> heard = new CopyOnWriteArrayList<>();

        @Override
        public void say(String text, Urgency urgency) {
            heard.add("say " + text);
        }

        @Override
        public void cue(Cue cue, Urgency urgency) {
            heard.add("cue " + cue);
        }

        @Override
        public void setRate(SpeakingRate rate) {
            heard.add("rate " + rate.wordsPerMinute());
        }

        @Override
        public void stop() {
            heard.add("stop");
        }

        @Override
        public boolean isSpeaking() {
            return false;
        }

        @Override
        public long soundingQueuedAt() {
            return Long.MIN_VALUE;
        }

        @Override
        public boolean awaitQuiet(Duration timeout) {
            heard.add("await");
            return true;
        }

        @Override
        public void close() {
            heard.add("close");
        }
    }
}
