package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.hektor.speech.audio.Earcons;
import org.hektor.speech.audio.LineOutput;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.audio.WavRecorder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real speaker on this machine: whatever the sound hardware, it never hangs and loses nothing. */
class VoiceSpeakerTest {
    @TempDir
    Path dir;

    @Test
    void withoutASoundCardTheSpeakerPrintsTextAndTheTapeGetsTheSpeechAndEarcons() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            StringWriter console = new StringWriter();
            Path tape = dir.resolve("game.wav");
            WavRecorder recorder = WavRecorder.create(tape);
            // on a machine with sound this speaks aloud; the tape and the queue behave the same
            boolean headless = !LineOutput.isAvailable();
            try (FreeTtsVoice voice = FreeTtsVoice.open(Pronunciations.NONE);
                 VoiceSpeaker speaker = VoiceSpeaker.open(voice, new PrintWriter(console), recorder)) {
                speaker.say("pawn echo two echo four", Urgency.MOVE);
                speaker.cue(Cue.CHECK, Urgency.MOVE);
                assertTrue(speaker.awaitQuiet(Duration.ofSeconds(30)));
                assertFalse(speaker.isSpeaking());
                Sound expected = voice.synthesize("pawn echo two echo four").then(Earcons.sound(Cue.CHECK));
                assertEquals(expected, Wav.read(tape));
            }
            recorder.close();
            if (headless) {
                assertEquals(String.format("No sound device: Hektor speaks as text.%n"
                        + "pawn echo two echo four%n[check]%n"), console.toString());
            }
        });
    }

    @Test
    void theTextSpeakerPrintsEachItemAsALine() {
        StringWriter out = new StringWriter();
        try (TextSpeaker t = new TextSpeaker(new PrintWriter(out))) {
            t.say("knight golf one foxtrot three", Urgency.MOVE);
            t.cue(Cue.DOUBLE_TICK, Urgency.CLOCK);
        }
        assertEquals(String.format("knight golf one foxtrot three%n[double tick]%n"), out.toString());
    }
}
