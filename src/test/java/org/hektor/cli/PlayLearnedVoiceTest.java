package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.hearing.learned.EnrollmentScript;
import org.hektor.speech.hearing.learned.Take;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A German game heard through the player's learned voice, no speech model: the player (espeak-ng's de+m3) teaches
 * Hektor his voice from recordings of {@code hektor speaker prompts} ({@code speaker learn --batch}), then plays
 * {@code hektor play --profile ibca --speaker anna} through the virtual microphone: every move said is read back
 * right and played after a spoken "ja", one move read back is taken back with "Korrektur". What he confirmed is
 * then part of his voice, with what it was; the move he took back is not.
 */
class PlayLearnedVoiceTest {
    private static final Profile IBCA = Profile.load("ibca");
    private static final String VOICE = "de+m3";
    /** The script is said at one rate, the game at another: a player never says a word twice alike. */
    private static final int SCRIPT_RATE = 170;
    private static final int GAME_RATE = 185;
    /**
     * Hektor's own voice, in the learning and in the game: a blind player's fast rate. What is checked here is what
     * the player's voice is heard as and what is kept of it; Hektor's rate only sets how long the player waits.
     */
    private static final String HEKTOR_RATE = Integer.toString(LiveListeningTest.FAST_RATE);

    @TempDir
    Path dir;

    @Test
    void movesSaidInALearnedVoiceAreReadBackAndPlayedAndTheConfirmedOnesAreKeptInTheVoice() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path voices = dir.resolve("voices");
        List<String> confirmed = new ArrayList<>();
        List<Long> latencies = new ArrayList<>();
        String corrected;
        Path games = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record()) {
            learnByEar(card, speaker, voices, work);
            try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "play",
                     "--profile", "ibca", "--speaker", "anna", "--voices", voices.toString(), "--rate", HEKTOR_RATE, "--level", "1",
                     "--color", "white", "--seed", "7", "--time", "-", "--journal", games.toString())) {
            Turns turns = new Turns(speaker, games.resolve("speech.log"));
            try {
                turns.awaitSaid(h.expect("Sie sind am Zug."::equals, "the first prompt", Duration.ofSeconds(120)));
                Random random = new Random(11);
                Announcer announcer = new Announcer(IBCA);
                String takenBack = null;
                for (int i = 0; i < 6; i++) {
                    Position p = Position.fromFen(h.state().fen());
                    List<Move> legal = p.legalMoves();
                    Move m = legal.get(random.nextInt(legal.size()));
                    String phrase = announcer.announce(p, m);
                    if (i == 2) {          // rule 2.6: a move read back is taken back before the clock is switched
                        Move other = legal.get((legal.indexOf(m) + 1) % legal.size());
                        takenBack = announcer.announce(p, other);
                        long end = say(card, takenBack, work);
                        String readBack = h.expect((takenBack + ". Richtig?")::equals, "the read-back of "
                                + takenBack, Duration.ofSeconds(15));
                        latencies.add((System.nanoTime() - end) / 1_000_000);
                        turns.awaitSaid(readBack);
                        card.sayNow(LearnedVoiceBench.speak(VOICE, "Korrektur", GAME_RATE, 50, work));
                        h.expect("Zurückgenommen."::equals, "the move taken back", Duration.ofSeconds(15));
                        turns.awaitSaid(h.expect("Sie sind am Zug."::equals, "the prompt again", Duration.ofSeconds(15)));
                    }
                    long end = say(card, phrase, work);
                    String readBack = h.expect((phrase + ". Richtig?")::equals, "the read-back of " + phrase,
                            Duration.ofSeconds(15));
                    latencies.add((System.nanoTime() - end) / 1_000_000);
                    turns.awaitSaid(readBack);
                    card.sayNow(LearnedVoiceBench.speak(VOICE, "ja", GAME_RATE, 50, work));
                    h.expect(phrase::equals, "the move played after ja", Duration.ofSeconds(15));
                    confirmed.add(Take.normalize(phrase));
                    turns.awaitSaid(h.expect(l -> l.equals("Sie sind am Zug.") || l.startsWith("Schachmatt")
                            || l.startsWith("Patt"), "the engine's reply", Duration.ofSeconds(30)));
                }
                corrected = Take.normalize(takenBack);
                h.send("q");
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + LiveListeningTest.hearingLog(games)
                        + "\n" + h.transcript(), e);
            }
            }
        }
        List<Long> sorted = latencies.stream().sorted().toList();
        List<String> recognition = java.util.regex.Pattern.compile("recognised in (\\d+) ms")
                .matcher(Files.readString(games.resolve("hearing.log"))).results().map(r -> r.group(1)).toList();
        System.out.println("learned voice game: " + confirmed.size() + " of " + confirmed.size()
                + " moves read back right; end of speech to read-back " + latencies + " ms, median "
                + sorted.get(sorted.size() / 2) + " ms; recognition alone, every utterance: " + recognition + " ms");

        List<String> kept = new VoiceStore(voices).heard("anna");
        assertEquals(confirmed, kept, "every move confirmed is kept as what it was, in the order said");
        assertFalse(confirmed.contains(corrected), "the move taken back was not played later: " + corrected);
        assertFalse(kept.contains(corrected), "a move taken back is never kept");
        String learned = LearnedVoiceBench.hektor("listen", "--profile", "ibca", "--speaker", "anna", "--voices",
                voices.toString(), "--wav", heardTake(voices, 0).toString());
        assertTrue(learned.startsWith("MOVE "), "a kept take is heard as a move again: " + learned);
    }

    /** A speaker Hektor has no voice for is refused in one sentence before any game is made. */
    @Test
    void anUnknownSpeakerIsOneSentenceAndExitStatus2() {
        HektorProcess.Result r = HektorProcess.run(HektorProcess.command("play", "--profile", "ibca", "--speaker",
                "nobody", "--voices", dir.resolve("voices").toString(), "--journal", dir.resolve("games").toString()),
                Duration.ofSeconds(60));
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        // in the game's language (ibca: German), as every error of the command line
        assertTrue(r.err().contains("Eine Stimme „nobody“ hat Hektor in "), r.err());
        assertFalse(Files.exists(dir.resolve("games")) && dir.resolve("games").toFile().list().length > 0,
                "no game was made");
    }

    /**
     * The player speaks as a person does, when Hektor has said what he printed: the sentence is in the speech log
     * (newer than the last one awaited), everything queued has finished playing and the speaker is quiet.
     */
    private static final class Turns {
        private final SpeechHeard speech = new SpeechHeard();
        private final VirtualSoundCard.Recording speaker;
        private final Path log;
        private int awaited = -1;

        Turns(VirtualSoundCard.Recording speaker, Path log) {
            this.speaker = speaker;
            this.log = log;
        }

        void awaitSaid(String sentence) throws Exception {
            long deadline = System.nanoTime() + 20_000_000_000L;
            while (speech.read(log).stream().noneMatch(s -> s.order() > awaited && sentence.equals(s.text()))) {
                assertTrue(System.nanoTime() < deadline, "Hektor says \"" + sentence + "\"");
                Thread.sleep(20);
            }
            awaited = speech.awaitAllSaid(log, Duration.ofSeconds(60)).stream().mapToInt(SpeechHeard.Sentence::order)
                    .max().orElse(awaited);
            assertTrue(speaker.awaitQuiet(300, 10_000), "Hektor has finished");
        }
    }

    /**
     * {@code hektor speaker learn} by ear: each prompt Hektor says is heard on the
     * speaker's monitor, and when it has been said the player says it into the microphone, once (a query word
     * twice). Every word of the
     * profile is then in two takes at least (alone, and in a move or a phrase). Prints the player's time, from the
     * start to "Fertig", and how often a take was asked again.
     */
    private void learnByEar(VirtualSoundCard card, VirtualSoundCard.Recording speaker, Path voices, Path work)
            throws Exception {
        List<String> prompts = LearnedVoiceBench.hektor("speaker", "prompts", "--profile", "ibca").lines().toList();
        java.util.Map<String, Sound> takes = new java.util.HashMap<>();
        for (String p : prompts) {
            takes.put(p, LearnedVoiceBench.speak(VOICE, p, SCRIPT_RATE, 50, work));
        }
        java.util.Map<String, Integer> said = new java.util.HashMap<>();
        List<String> askedAgain = new ArrayList<>();
        long start = System.nanoTime();
        long after = start;
        try (HektorProcess h = HektorProcess.start(dir.resolve("learn-stderr.txt"), card.environment(), "speaker",
                "--voices", voices.toString(), "learn", "--profile", "ibca", "--speaker", "anna", "--rate", HEKTOR_RATE)) {
            try {
                while (true) {
                    String line = h.expect(l -> true, "the next prompt", Duration.ofSeconds(60));
                    if (line.startsWith("Fertig")) {
                        break;
                    }
                    if (line.endsWith("noch einmal.") && !line.startsWith("Ich sage")) {   // not the intro
                        askedAgain.add(line);
                    }
                    if (!takes.containsKey(line)) {
                        continue;
                    }
                    // the prompt reaches the monitor a little after the line
                    assertTrue(speaker.awaitSound(after, 10_000) > 0, "Hektor said the prompt " + line);
                    assertTrue(speaker.awaitQuiet(300, 10_000), "Hektor has finished");
                    said.merge(line, 1, Integer::sum);
                    after = card.sayNow(takes.get(line)).endNanos();
                }
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
                System.out.println("learning ibca by ear: " + prompts.size() + " prompts, " + said.values().stream()
                        .mapToInt(Integer::intValue).sum() + " takes said, asked again " + askedAgain.size() + " times "
                        + askedAgain + "; the player's time " + millis / 1000 + " s, Hektor at " + HEKTOR_RATE + " words a minute");
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\n" + h.transcript(), e);
            }
        }
        List<String> taught = new VoiceStore(voices).taught("anna");
        for (String p : prompts) {
            assertEquals(EnrollmentScript.takes(IBCA, p), taught.stream().filter(Take.normalize(p)::equals).count(),
                    "one take of " + p + " (two of a query word)");
        }
        for (String w : EnrollmentScript.words(IBCA)) {
            String word = Take.normalize(w);
            assertTrue(taught.stream().filter(t -> List.of(t.split(" ")).contains(word)).count() >= 2,
                    "every word said twice at least: " + word);
        }
    }

    /**
     * Says {@code phrase} into the microphone; returns when its last audible sample went in, from which the read-back
     * is timed: the player's wait, end-pointing and recognition together.
     */
    private static long say(VirtualSoundCard card, String phrase, Path work) throws Exception {
        Sound sound = LearnedVoiceBench.speak(VOICE, phrase, GAME_RATE, 50, work);
        VirtualSoundCard.Spoken said = card.sayNow(sound);
        return said.startNanos()
                + (sound.durationMillis() - AnswerRightAfterHektorTest.trailingQuietMillis(sound)) * 1_000_000L;
    }

    private static Path heardTake(Path voices, int index) throws Exception {
        return voices.resolve("anna").resolve(Files.readAllLines(voices.resolve("anna").resolve("takes.tsv")).stream()
                .filter(l -> l.contains("\theard-")).toList().get(index).split("\t")[1]);
    }
}
