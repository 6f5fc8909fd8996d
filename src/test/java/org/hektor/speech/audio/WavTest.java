package org.hektor.speech.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WavTest {
    @TempDir
    Path dir;

    @Test
    void aWrittenWavReadsBackTheSameSamplesAndJavaSoundAgreesOnItsFormat() throws Exception {
        Sound s = EarconGenerator.tone(440, 440, 250);
        Path f = dir.resolve("a.wav");
        Wav.write(f, s);
        assertEquals(s, Wav.read(f));
        AudioFileFormat format = AudioSystem.getAudioFileFormat(f.toFile());
        assertEquals(Sound.FORMAT.toString(), format.getFormat().toString());
        assertEquals(s.sampleCount(), format.getFrameLength());
    }

    @Test
    void aWavInAnotherFormatIsRefusedInOneSentenceSayingHowToConvertIt() throws Exception {
        Path f = dir.resolve("stereo.wav");
        javax.sound.sampled.AudioFormat stereo = new javax.sound.sampled.AudioFormat(44_100, 16, 2, true, false);
        byte[] pcm = new byte[4 * 100];
        try (AudioInputStream in = new AudioInputStream(new java.io.ByteArrayInputStream(pcm), stereo, 100)) {
            AudioSystem.write(in, AudioFileFormat.Type.WAVE, f.toFile());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Wav.read(f));
        assertTrue(e.getMessage().contains("must be 16 kHz mono 16-bit PCM, but it is 44100 Hz, 2 channel(s)"),
                e.getMessage());
        Files.writeString(dir.resolve("text.wav"), "hello");
        assertEquals(dir.resolve("text.wav") + " is not a WAV file.",
                assertThrows(IllegalArgumentException.class, () -> Wav.read(dir.resolve("text.wav"))).getMessage());
    }

    @Test
    void rule2_5_theTapeIsAValidWavAfterEveryAppendSoAKilledGameLeavesAPlayableRecording() throws Exception {
        Path tape = dir.resolve("game.wav");
        Sound a = EarconGenerator.tone(440, 440, 100);
        Sound b = EarconGenerator.tone(880, 880, 300);
        WavRecorder recorder = WavRecorder.create(tape);
        recorder.append(a);
        // never closed: what a killed process leaves behind
        Path snapshot = dir.resolve("snapshot.wav");
        Files.copy(tape, snapshot);
        assertEquals(a.sampleCount(), AudioSystem.getAudioFileFormat(snapshot.toFile()).getFrameLength());
        recorder.append(b);
        File copy = Files.copy(tape, dir.resolve("snapshot2.wav")).toFile();
        assertEquals(a.sampleCount() + b.sampleCount(), AudioSystem.getAudioFileFormat(copy).getFrameLength());
        assertEquals(a.then(b), Wav.read(copy.toPath()));
        recorder.close();
        assertEquals(400, recorder.durationMillis());
    }
}
