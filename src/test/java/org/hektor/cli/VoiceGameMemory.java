package org.hektor.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.hektor.speech.audio.VirtualSoundCard;

/**
 * The memory of a voice game, every process of it: {@code ./hektor play --profile en} (the launcher players start,
 * with its heap bounds) on a virtual sound card, the hear-server it hears through, and anything else it started.
 * Three moves are played by voice (said, read back, confirmed by a spoken "yes", answered by the engine); the resident
 * memory (VmRSS) of the whole process tree is sampled all along and its peak printed. A benchmark, not a test:
 * <pre>
 * mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.5.0:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.hektor.cli.VoiceGameMemory [-Dexec.args=LAUNCHER]
 * </pre>
 * LAUNCHER is {@code ./hektor} by default; {@code /usr/bin/hektor} measures the installed package.
 */
public final class VoiceGameMemory {
    private VoiceGameMemory() {
    }

    public static void main(String[] args) throws Exception {
        String launcher = args.length > 0 ? args[0] : "./hektor";
        Path dir = Files.createTempDirectory("hektor-memory");
        long peak = 0;
        String peakParts = "";
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record()) {
            ProcessBuilder pb = new ProcessBuilder(launcher, "play", "--profile", "en", "--level", "1", "--color",
                    "white", "--seed", "7", "--time", "-", "--journal", dir.resolve("games").toString());
            pb.environment().putAll(card.environment());
            try (HektorProcess h = HektorProcess.start(pb, dir.resolve("stderr.txt"))) {
                Sampler sampler = new Sampler(h.pid());
                sampler.start();
                long since = System.nanoTime();
                h.expect("Your move."::equals, "the first prompt", Duration.ofSeconds(300));
                LiveListeningTest.awaitReadyHearServers(dir.resolve("games"), 1);
                for (String move : List.of("pawn echo two echo four", "knight golf one foxtrot three",
                        "pawn delta two delta four")) {
                    LiveListeningTest.awaitHektorsWords(speaker, since);
                    card.sayNow(LiveListeningTest.spoken(move));
                    h.expect((move + ". Correct?")::equals, "the move read back", Duration.ofSeconds(30));
                    since = System.nanoTime();
                    LiveListeningTest.awaitHektorsWords(speaker, since);
                    card.sayNow(LiveListeningTest.spoken("yes"));
                    h.expect(move::equals, "the move played", Duration.ofSeconds(30));
                    h.expect("Your move."::equals, "the engine's reply", Duration.ofSeconds(60));
                    since = System.nanoTime();
                }
                sampler.interrupt();
                sampler.join();
                peak = sampler.peak;
                peakParts = sampler.peakParts;
                h.send("q");
                h.exitStatus(Duration.ofSeconds(30));
            }
        }
        System.out.printf("voice game (%s): peak resident memory of all its processes %d MB (%s)%n", launcher,
                peak / 1024, peakParts);
    }

    /** Samples VmRSS of a process and all its descendants every 100 ms, keeping the peak of the sum. */
    private static final class Sampler extends Thread {
        final long root;
        volatile long peak;
        volatile String peakParts = "";

        Sampler(long root) {
            super("rss-sampler");
            this.root = root;
            setDaemon(true);
        }

        @Override
        public void run() {
            while (!isInterrupted()) {
                ProcessHandle top = ProcessHandle.of(root).orElse(null);
                if (top == null) {
                    return;
                }
                long sum = 0;
                StringBuilder parts = new StringBuilder();
                for (ProcessHandle p : Stream.concat(Stream.of(top), top.descendants()).toList()) {
                    long kb = rssKb(p.pid());
                    sum += kb;
                    parts.append(parts.isEmpty() ? "" : ", ").append(name(p)).append(' ').append(kb / 1024)
                            .append(" MB");
                }
                if (sum > peak) {
                    peak = sum;
                    peakParts = parts.toString();
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        static String name(ProcessHandle p) {
            String cmd = LiveListeningTest.commandLine(p);
            return cmd.contains("\0hear-server\0") ? "hear-server" : cmd.contains("\0play\0") ? "game"
                    : p.info().command().map(c -> Path.of(c).getFileName().toString()).orElse("?");
        }

        static long rssKb(long pid) {
            try {
                for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                    if (line.startsWith("VmRSS:")) {
                        return Long.parseLong(line.replaceAll("\\D", ""));
                    }
                }
            } catch (IOException | RuntimeException gone) {
                // the process ended between listing and reading
            }
            return 0;
        }
    }
}
