package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.speech.audio.Wav;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The soak: {@code hektor play} listening through the virtual microphone for ten minutes (the property
 * {@code hektor.soak.minutes} changes it) to moves, "yes", commands, moves said over a noisy room, bursts of
 * noise and silence, the position changing every few seconds, game after game. Zero crashes; every spoken
 * utterance answered (read back, or said not to be understood); no loss of hearing. At the end the same
 * recordings are heard by {@code hektor listen --batch}, and both are reported
 * ({@code target/soak-report.txt}).
 * <p>It runs beside the rest of the suite (junit-platform.properties): it has its own sound card, games folder and
 * Hektor processes, and the other tests are the busy machine a player's laptop can be. It prints nothing: a test
 * beside it may be reading the console.
 */
@Execution(ExecutionMode.CONCURRENT)
class SoakTest {
    private static final Profile EN = Profile.load("en");

    @TempDir
    Path dir;

    /** One spoken move: what was said, where, and what the live game made of it. */
    record Said(String phrase, Move move, String fen, Sound sound, boolean readBack) {
    }

    @Test
    void tenMinutesOfLiveListeningWithoutACrashAndEveryUtteranceAnswered() throws Exception {
        double minutes = Double.parseDouble(System.getProperty("hektor.soak.minutes", "10"));
        long end = System.nanoTime() + (long) (minutes * 60e9);
        Random random = new Random(2020);
        Announcer announcer = new Announcer(EN);
        List<Said> moves = new ArrayList<>();
        List<String> unanswered = new ArrayList<>();
        List<Long> latencies = new ArrayList<>();
        int commands = 0;
        int noises = 0;
        int silences = 0;
        int games = 0;
        int lost = 0;
        SpeechHeard speech = new SpeechHeard();
        Map<String, Sound> rendered = new HashMap<>();
        List<String> unheard = new ArrayList<>();
        List<String> unspoken = new ArrayList<>();
        List<String> soundCard = new ArrayList<>();
        int playedInFull = 0;
        int failed = 0;
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record()) {
            while (System.nanoTime() < end) {
                Path gameDir = dir.resolve("game" + ++games);
                Files.createDirectories(gameDir);
                try (HektorProcess h = LiveListeningTest.play(card, gameDir)) {
                    long since = System.nanoTime();
                    h.expect("Your move."::equals, "the first prompt", Duration.ofSeconds(120));
                    boolean over = false;
                    boolean hektorSpeaks = true;     // something was said to which Hektor answers aloud
                    while (!over && System.nanoTime() < end) {
                        assertTrue(h.isAlive(), "hektor lives:\n" + h.transcript());
                        if (hektorSpeaks) {     // as a player does, who listens to the end of what Hektor says
                            LiveListeningTest.awaitEverythingSaid(speaker, since, gameDir.resolve("games"));
                        } else {
                            assertTrue(speaker.awaitQuiet(600, 60_000), "Hektor stops speaking");
                        }
                        hektorSpeaks = true;
                        h.skipPending();
                        since = System.nanoTime();
                        double r = random.nextDouble();
                        if (r < 0.6) {
                            Position p = Position.fromFen(h.state().fen());
                            List<Move> legal = p.legalMoves();
                            Move m = legal.get(random.nextInt(legal.size()));
                            String phrase = announcer.announce(p, m);
                            Sound sound = r < 0.45 ? LiveListeningTest.spoken(phrase)
                                    : noisy(LiveListeningTest.spoken(phrase), random);     // a noisy room
                            since = System.nanoTime();
                            VirtualSoundCard.Spoken spoken = card.sayNow(sound);
                            long lastVoiced = spoken.endNanos() - trailingQuietNanos(sound);
                            String answer = h.expect(l -> l.equals(phrase + ". Correct?") || l.endsWith("Correct?")
                                    || l.startsWith("Not understood") || l.startsWith("Which move?"),
                                    "an answer to " + phrase, Duration.ofSeconds(20));
                            boolean right = answer.equals(phrase + ". Correct?");
                            long onset = speaker.awaitSound(lastVoiced, 10_000);
                            if (right && onset > 0) {
                                latencies.add((onset - lastVoiced) / 1_000_000);
                            }
                            moves.add(new Said(phrase, m, p.fen(), sound, right));
                            if (answer.endsWith("Correct?")) {
                                LiveListeningTest.awaitHektorsWords(speaker, since, answer);
                                since = System.nanoTime();
                                if (right) {
                                    card.sayNow(LiveListeningTest.spoken("yes"));
                                    h.expect(phrase::equals, "the move played after yes", Duration.ofSeconds(20));
                                    String next = h.expect(l -> l.equals("Your move.") || l.contains(" wins.")
                                            || l.contains("drawn.") || l.startsWith("Draw"),
                                            "the engine's reply", Duration.ofSeconds(60));
                                    over = !next.equals("Your move.");
                                } else {
                                    since = System.nanoTime();
                                    h.send("no");                 // heard as another move: taken back
                                    h.expect("Withdrawn."::equals, "the move taken back", Duration.ofSeconds(20));
                                }
                            } else if (answer.startsWith("Which move?")) {
                                LiveListeningTest.awaitHektorsWords(speaker, since);
                                since = System.nanoTime();
                                h.send("no");
                            }
                        } else if (r < 0.75) {
                            String command = random.nextBoolean() ? "time" : "repeat";
                            card.sayNow(LiveListeningTest.spoken(command));
                            commands++;
                            try {
                                h.expect(l -> true, "an answer to " + command, Duration.ofSeconds(20));
                            } catch (AssertionError e) {
                                // what Hektor heard and printed last, for the report: the game's folder is gone after
                                // the test (a CI run under load: "time" unanswered, and nothing else to read)
                                Path hearing = gameDir.resolve("games").resolve("hearing.log");
                                unanswered.add(command + " (game " + games + "; hearing.log ends "
                                        + lastLines(Files.exists(hearing) ? Files.readString(hearing) : "", 4)
                                        + "; the console ends " + lastLines(h.transcript(), 4) + ")");
                                hektorSpeaks = false;
                            }
                        } else if (r < 0.87) {
                            card.sayNow(whiteNoise(300 + random.nextInt(900), 1500, random));
                            noises++;
                            Thread.sleep(2000);
                            assertTrue(speaker.awaitQuiet(600, 60_000), "Hektor stops speaking");
                            since = System.nanoTime();
                            h.send("no");                       // whatever the noise was taken for, it is taken back
                        } else {
                            Thread.sleep(2000 + random.nextInt(2000));
                            silences++;
                            hektorSpeaks = false;
                        }
                    }
                    lost += (int) h.transcript().lines().filter(l -> l.contains("I cannot hear you")).count();
                    if (!over) {
                        assertTrue(h.isAlive(), "hektor lives:\n" + h.transcript());
                        h.send("q");
                    }
                    assertEquals(0, h.exitStatus(Duration.ofSeconds(60)), h.transcript());
                    SpeechHeard.Log said = speech.readLog(gameDir.resolve("games").resolve("speech.log"));
                    SpeechHeard.Result heard = speech.check(said, speaker,
                            text -> rendered.computeIfAbsent(text, LiveListeningTest::gameVoice));
                    playedInFull += heard.playedInFull();
                    failed += heard.failed();
                    String game = "game " + games + ": ";
                    heard.unheard().forEach(u -> unheard.add(game + u));
                    soundCard.addAll(heard.soundCard());
                    unspoken.addAll(printedButNotQueued(h.transcript(), said.sentences()));
                } catch (AssertionError e) {
                    throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + LiveListeningTest.hearingLog(gameDir.resolve("games")), e);
                }
            }
        }
        String report = report(moves, commands, noises, silences, games, lost, unanswered, dir) + "\n"
                + latency(latencies) + "\n"
                + "sentences Hektor played in full: " + playedInFull + ", not heard on the speaker: " + unheard.size()
                + unheard + ", could not be made: " + failed + "; printed but never given to the voice: " + unspoken + "\n"
                + "the sound card: " + soundCard.stream().filter(l -> l.contains("played again")).count()
                + " sentences played again, " + soundCard.stream().filter(l -> l.contains("held open")).count()
                + " lines held open " + soundCard;
        System.out.println(report);
        Files.writeString(Path.of("target", "soak-report.txt"), report);
        assertEquals(0, lost, "hearing was never lost:\n" + report);
        assertEquals(List.of(), unanswered, report);
        assertEquals(List.of(), unheard, "every sentence played was heard:\n" + report);
        assertTrue(playedInFull >= moves.size() * 2, report);
        assertEquals(0, failed, report);
        assertEquals(List.of(), unspoken, "every line printed for the player was given to the voice:\n" + report);
        assertTrue(moves.size() >= minutes * 1.5, report);
        long heardLive = moves.stream().filter(Said::readBack).count();
        assertTrue(heardLive >= moves.size() * 0.8, report);
    }

    /**
     * The same recordings heard by {@code hektor listen --batch} (a child process, as a player runs it: a recogniser in
     * this JVM could be running beside another test's), next to the live results.
     */
    private static String report(List<Said> moves, int commands, int noises, int silences, int games, int lost,
                                 List<String> unanswered, Path dir) throws IOException {
        Path seam = Files.createDirectories(dir.resolve("seam"));
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            Wav.write(seam.resolve(i + ".wav"), moves.get(i).sound());
            batch.add(moves.get(i).fen() + "\t" + i + ".wav");
        }
        Files.write(seam.resolve("batch.tsv"), batch);
        HektorProcess.Result listened = HektorProcess.run(HektorProcess.command("listen", "--profile", "en", "--batch",
                seam.resolve("batch.tsv").toString()), Duration.ofMinutes(10));
        assertEquals(0, listened.status(), listened.err());
        List<String> answers = listened.out().lines().toList();
        assertEquals(moves.size(), answers.size(), listened.out());
        int batchRight = 0;
        int sameAnswer = 0;
        for (int i = 0; i < moves.size(); i++) {
            boolean right = answers.get(i).equals("MOVE " + moves.get(i).move().uci());
            batchRight += right ? 1 : 0;
            sameAnswer += right == moves.get(i).readBack() ? 1 : 0;
        }
        long live = moves.stream().filter(Said::readBack).count();
        return "Soak: " + games + " game(s); " + moves.size() + " spoken moves (a quarter over room noise), "
                + commands + " spoken commands, " + noises + " noise bursts, " + silences + " silences; "
                + "hearing lost " + lost + " time(s); unanswered: " + unanswered + "\n"
                + "moves read back right: live " + live + "/" + moves.size() + ", the same recordings through the "
                + "recognition seam (listen --batch) " + batchRight + "/" + moves.size() + "; same outcome "
                + sameAnswer + "/" + moves.size();
    }

    /**
     * The latency of a spoken move: from the player's last voiced sample going into the microphone to the first audible
     * sample of the read-back coming out of the speaker.
     */
    private static String latency(List<Long> millis) {
        if (millis.isEmpty()) {
            return "latency: no read-back measured";
        }
        List<Long> sorted = millis.stream().sorted().toList();
        return "latency from the last voiced sample to the read-back's first sample, " + sorted.size()
                + " read-backs: median " + sorted.get(sorted.size() / 2) + " ms, 90th percentile "
                + sorted.get(sorted.size() * 9 / 10) + " ms, max " + sorted.get(sorted.size() - 1) + " ms";
    }

    /** Lines the game printed for the player that never reached the voice (the player would not hear them). */
    private static List<String> lastLines(String text, int n) {
        List<String> lines = text.lines().toList();
        return lines.subList(Math.max(0, lines.size() - n), lines.size());
    }

    private static List<String> printedButNotQueued(String transcript, List<SpeechHeard.Sentence> said) {
        java.util.Set<String> queued = new java.util.HashSet<>();
        said.forEach(s -> queued.add(s.text()));
        return transcript.lines().takeWhile(l -> !l.equals("stderr:"))
                .filter(l -> l.startsWith("< ")).map(l -> l.substring(2))
                .filter(l -> !l.startsWith("state ") && !l.isBlank() && !queued.contains(l))
                .filter(l -> !(l.startsWith("/") && Files.exists(Path.of(l))))     // a saved game's files: printed, never said
                .toList();
    }

    /** How long {@code s} ends in silence (FreeTTS leaves a little after the last word). */
    private static long trailingQuietNanos(Sound s) {
        int i = s.sampleCount() - 1;
        while (i > 0 && Math.abs(s.sample(i)) < 330) {
            i--;
        }
        return (s.sampleCount() - 1 - i) * 1_000_000_000L / Sound.SAMPLE_RATE;
    }

    /** {@code s} with a steady room noise under it, about 20 dB below the voice. */
    private static Sound noisy(Sound s, Random random) {
        Sound noise = whiteNoise((int) s.durationMillis() + 1, s.rms() / 10, random);
        short[] mixed = new short[s.sampleCount()];
        for (int i = 0; i < mixed.length; i++) {
            mixed[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, s.sample(i) + noise.sample(i)));
        }
        Sound lead = whiteNoise(400, s.rms() / 10, random);
        return lead.then(Sound.ofSamples(mixed)).then(whiteNoise(400, s.rms() / 10, random));
    }

    private static Sound whiteNoise(int millis, double rms, Random random) {
        short[] n = new short[millis * Sound.SAMPLE_RATE / 1000];
        for (int i = 0; i < n.length; i++) {
            n[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, random.nextGaussian() * rms));
        }
        return Sound.ofSamples(n);
    }
}
