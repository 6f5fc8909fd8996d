package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.speech.audio.Wav;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code play --voice system} speaks through speech-dispatcher, the screen reader's speech server. Here a
 * private speech-dispatcher (Debian's {@code speech-dispatcher} and {@code speech-dispatcher-espeak-ng}, installed by
 * {@code .ci/run}) really speaks with its espeak-ng module into a private PulseAudio null sink, whose monitor the
 * test records; both daemons are started and stopped by this test, by their process ids. Where none is running,
 * Hektor says so once and speaks with its own voice.
 */
class SystemVoiceTest {
    private static final String FALLBACK = "Die gewählte Stimme geht hier nicht: Hektor spricht mit der anderen Stimme.";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"de", "ru"})
    void speechDispatcherSpeaksTheGameInItsLanguageAndHektorsOwnVoiceFillsTheTape(String language) throws Exception {
        Words words = Words.forLanguage(language);
        Path tape = dir.resolve("tape.wav");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"))) {
            Path socket = dir.resolve("speechd.sock");
            Process server = startSpeechDispatcher(card, socket);
            try (VirtualSoundCard.Recording heard = card.record()) {
                Map<String, String> env = new HashMap<>(card.environment());
                env.put("SPEECHD_ADDRESS", "unix_socket:" + socket);
                try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), env, "play", "--voice", "system",
                        "--keyboard", "--language", language, "--words", "ibca", "--record", tape.toString(),
                        "--level", "1", "--seed", "3",
                        "--time", "300", "--journal", dir.resolve("games").toString())) {
                    h.expectLine(words.say("session.prompt.you"));
                    long started = System.nanoTime();
                    assertTrue(heard.awaitSound(started - TimeUnit.SECONDS.toNanos(30), 60_000) > 0,
                            "speech-dispatcher says something within a minute");
                    assertTrue(heard.awaitQuiet(1500, 60_000), "and stops");
                    h.send("q");
                    h.expectLine(words.say("session.quit.kept"));
                    assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
                    assertFalse(h.transcript().contains(FALLBACK), h.transcript());
                }
                Sound said = heard.sound();
                // "Neue Partie gegen Computer. Sie spielen Weiß. Jede Seite hat fünf Minuten. Sie sind am Zug." takes
                // seconds; Hektor's earcons alone are a fraction of one
                assertTrue(audibleMillis(said) > 2500, "speech on the speaker: " + audibleMillis(said) + " ms of " + said);
            } finally {
                server.destroy();
                if (!server.waitFor(10, TimeUnit.SECONDS)) {
                    server.destroyForcibly();
                }
            }
            String log = Files.readString(dir.resolve("speechd-log").resolve("speech-dispatcher.log"), StandardCharsets.UTF_8);
            assertTrue(log.contains("Module espeak-ng started successfully"), "the server spoke with espeak-ng");
            // the server reads a language's symbol tables when it is asked to speak in it (spd-say -l)
            assertTrue(log.contains("/locale/" + language + "/"), "the server spoke the game's language");
        }
        Sound onTape = Wav.read(tape);
        assertTrue(audibleMillis(onTape) > 2500, "rule 2.5: the tape has the sentences too: " + onTape);
    }

    @Test
    void withoutSpeechDispatcherHektorSaysSoOnceAndSpeaksWithItsOwnVoice() throws IOException {
        Path tape = dir.resolve("tape.wav");
        Map<String, String> env = Map.of("SPEECHD_ADDRESS", "unix_socket:" + dir.resolve("none.sock"));
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), env, "play", "--voice", "system",
                "--keyboard", "--profile", "ibca", "--record", tape.toString(), "--level", "1", "--seed", "3", "--time", "300",
                "--journal", dir.resolve("games").toString())) {
            h.expectLine(FALLBACK);
            h.expectLine("Sie sind am Zug.");
            h.send("q");
            h.expectLine("Die Partie ist aufbewahrt: beim nächsten Start fragt Hektor, ob sie fortgesetzt wird.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            String said = h.transcript();
            assertEquals(said.indexOf(FALLBACK), said.lastIndexOf(FALLBACK), "said once:\n" + said);
        }
        assertTrue(audibleMillis(Wav.read(tape)) > 2500, "Hektor's own voice spoke onto the tape");
    }

    /** speech-dispatcher in the foreground on {@code socket}, speaking with espeak-ng into {@code card}. */
    private Process startSpeechDispatcher(VirtualSoundCard card, Path socket) throws IOException, InterruptedException {
        Path conf = dir.resolve("speechd-conf");
        Path log = Files.createDirectories(dir.resolve("speechd-log"));
        try (Stream<Path> all = Files.walk(Path.of("/etc/speech-dispatcher"))) {
            for (Path p : all.toList()) {
                Path to = conf.resolve(Path.of("/etc/speech-dispatcher").relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        Files.writeString(conf.resolve("speechd.conf"), "\nAudioOutputMethod \"pulse\"\nDefaultModule espeak-ng\n"
                + "AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\nDisableAutoSpawn\n",
                java.nio.file.StandardOpenOption.APPEND);
        ProcessBuilder pb = new ProcessBuilder("speech-dispatcher", "-s", "-t", "0", "-l", "4", "-c", "unix_socket",
                "-S", socket.toString(), "-C", conf.toString(), "-L", log.toString(),
                "-P", dir.resolve("speechd.pid").toString());
        pb.environment().putAll(card.environment());
        pb.environment().put("HOME", dir.toString());
        pb.environment().put("XDG_RUNTIME_DIR", Files.createDirectories(dir.resolve("speechd-run")).toString());
        pb.redirectErrorStream(true).redirectOutput(log.resolve("stdout.txt").toFile());
        Process server = pb.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!Files.exists(socket)) {
            if (!server.isAlive() || System.nanoTime() > deadline) {
                server.destroyForcibly();
                throw new IllegalStateException("speech-dispatcher did not start: "
                        + Files.readString(log.resolve("stdout.txt")));
            }
            Thread.sleep(50);
        }
        return server;
    }

    /** How much of {@code s} is audible, in 20 ms pieces. */
    private static long audibleMillis(Sound s) {
        int piece = Sound.SAMPLE_RATE / 50;
        long audible = 0;
        for (int i = 0; i + piece <= s.sampleCount(); i += piece) {
            int peak = 0;
            for (int j = i; j < i + piece; j++) {
                peak = Math.max(peak, Math.abs(s.sample(j)));
            }
            if (peak > 1000) {
                audible += 20;
            }
        }
        return audible;
    }
}
