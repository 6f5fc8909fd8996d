package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.function.Predicate;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.VirtualSoundCard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole review by voice, in English: {@code hektor review FILE --profile en} with the virtual sound card as its
 * microphone and speaker, Hektor's own engine analysing. The player speaks (as {@code hektor say --wav} makes the
 * words) only once Hektor has been heard on the speaker and has fallen quiet: the summary, "next" to the blunder,
 * "position", "better", "why", a move tried instead (read back, judged after "yes"), "play on" and a move played on
 * (read back, played after "yes"), "stop" twice.
 */
class ReviewByVoiceTest {
    private static final Profile EN = Profile.load("en");
    /** What is said and heard is checked here, not the rate: Hektor speaks at a blind player's fast rate. */
    private static final String FAST = Integer.toString(LiveListeningTest.FAST_RATE);

    @TempDir
    Path dir;

    @Test
    void aWholeReviewBySpeaking() throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, ReviewCommandTest.GAMES);
        Announcer announcer = new Announcer(EN);
        Position beforeQh4 = Position.initial().play(Move.fromUci("e2e4")).play(Move.fromUci("e7e5"))
                .play(Move.fromUci("g1f3"));
        String tried = announcer.announce(beforeQh4, Move.fromUci("d8f6"));
        // a7-a6 is legal whatever Hektor answers to Qf6 (no white move there gives check) and is said the same
        Position anyReply = beforeQh4.play(Move.fromUci("d8f6")).play(Move.fromUci("b1c3"));
        String playedOn = announcer.announce(anyReply, Move.fromUci("a7a6"));
        Path folder = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "review",
                     games.toString(), "--profile", "en", "--rate", FAST, "--journal", folder.toString())) {
            try {
                Turns t = new Turns(h, card, speaker, folder.resolve("speech.log"));
                t.expect("Anna: no mistake."::equals, "the summary", 180);
                t.expect("Bert: one blunder."::equals, "the summary of Black", 10);
                t.say("next");
                t.expect(l -> l.startsWith("Move two, Black: queen delta eight hotel four") && l.endsWith("blunder."),
                        "the blunder", 20);
                t.say("position");
                t.expect(l -> l.startsWith("White: king echo one"), "the position before the blunder", 20);
                t.say("better");
                t.expect(l -> l.startsWith("Better was "), "the better move", 20);
                t.say("why");
                t.expect(l -> l.startsWith("After queen delta eight hotel four comes knight"), "the refutation", 20);
                t.say(tried);
                t.expect((tried + ". Correct?")::equals, "the tried move read back", 30);
                t.say("yes");
                t.expect(l -> l.startsWith("Better than the move played, but ") || l.equals("As good as the best move."),
                        "the tried move judged after yes", 30);
                t.say("play on");
                t.expect("You play on from here as Black against Hektor."::equals, "playing on", 20);
                t.expect(l -> l.startsWith("Hektor plays "), "the engine's answer to the tried move", 30);
                t.say(playedOn);
                t.expect((playedOn + ". Correct?")::equals, "the move played on read back", 30);
                t.say("yes");
                t.expect(l -> l.startsWith("Hektor plays "), "the engine's answer to the move played on", 30);
                t.say("stop");
                t.expect("Back to the review."::equals, "the game played on left", 20);
                t.say("stop");
                t.expect("The review ends."::equals, "the end", 20);
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\n" + h.transcript() + "\nhearing.log:\n"
                        + LiveListeningTest.hearingLog(folder), e);
            }
        }
        assertTrue(Files.readString(folder.resolve("hearing.log")).contains("next"), "the hearing log has what was heard");
    }

    /**
     * After a game the player ends by mating (moves typed, the microphone open), "Review the game now?" is answered by
     * saying "yes": the review of that game starts, with its own ears (a second hear-server).
     */
    @Test
    void afterAGameYesSaidStartsTheReview() throws Exception {
        Path folder = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "play", "--profile",
                     "en", "--rate", FAST, "--time", "-", "--journal", folder.toString(), "--ask-review", "--fen",
                     "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")) {
            try {
                h.expectLine("Your move.");
                h.send("Qxf7");
                h.expect(l -> l.endsWith("Correct?"), "the read-back", Duration.ofSeconds(30));
                h.send("yes");
                long since = System.nanoTime();
                h.expectLine("Review the game now? Yes or no.");
                LiveListeningTest.awaitReadyHearServers(folder, 2);     // the game's, then the review's
                awaitPlayedAfterTheGame(folder.resolve("speech.log"), "Review the game now? Yes or no.");
                LiveListeningTest.awaitHektorsWords(speaker, since);
                card.sayNow(LiveListeningTest.spoken("yes"));
                h.expect("You made no mistake."::equals, "the review's summary", Duration.ofSeconds(120));
                h.send("q");
                h.expect("The review ends."::equals, "the end", Duration.ofSeconds(20));
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\n" + h.transcript() + "\nhearing.log:\n"
                        + LiveListeningTest.hearingLog(folder), e);
            }
        }
    }

    /**
     * Waits until the speech log has {@code sentence} played in full; the review's voice numbers its sentences from
     * 0 again, so only the lines after the sentence was queued count.
     */
    private static void awaitPlayedAfterTheGame(Path speechLog, String sentence) throws Exception {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (true) {
            java.util.List<String> lines = Files.exists(speechLog) ? Files.readAllLines(speechLog) : java.util.List.of();
            for (int i = 0; i < lines.size(); i++) {
                Matcher q = Turns.QUEUED.matcher(lines.get(i));
                if (q.matches() && q.group(2).equals(sentence)) {
                    String done = " sentence " + q.group(1) + " finished ";
                    if (lines.subList(i, lines.size()).stream().anyMatch(l -> l.contains(done))) {
                        return;
                    }
                }
            }
            assertTrue(System.nanoTime() < deadline, "Hektor says \"" + sentence + "\"");
            Thread.sleep(100);     // the speech log is a file: looked at again and again until it says so
        }
    }

    /**
     * Progress by ear: a long game analysed at a large budget ticks quietly while the analysis runs, "progress" (said
     * over a tick) is answered with the move reached, and "stop" stops the analysis: the review starts on the moves
     * analysed so far.
     */
    @Test
    void theAnalysisTicksSaysHowFarItIsAndStopsWhenTold() throws Exception {
        Path games = dir.resolve("corpus.pgn");
        try (java.io.InputStream in = getClass().getResourceAsStream("/org/hektor/review/review-corpus.pgn")) {
            Files.write(games, in.readAllBytes());
        }
        Path folder = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "review",
                     games.toString(), "--game", "1", "--nodes", "400000", "--profile", "en", "--journal",
                     folder.toString())) {
            try {
                long started = System.nanoTime();
                LiveListeningTest.awaitReadyHearServers(folder, 1);
                assertTrue(speaker.awaitSound(started, 20_000) > 0, "a tick while the analysis runs");
                card.sayNow(LiveListeningTest.spoken("progress"));
                h.expect(l -> l.matches("Move [\\p{L} -]+ of [\\p{L} -]+\\."), "the progress",
                        Duration.ofSeconds(30));
                card.sayNow(LiveListeningTest.spoken("stop"));
                h.expect(l -> l.startsWith("Analysis stopped at move ")
                        && l.endsWith("; the review starts on the moves analysed."), "the analysis stopped",
                        Duration.ofSeconds(30));
                h.expect(l -> l.startsWith("Stockfish-skill-10: "), "the summary of what was analysed",
                        Duration.ofSeconds(30));
                assertTrue(h.isAlive(), h.transcript());
                h.send("q");
                h.expect("The review ends."::equals, "the end", Duration.ofSeconds(20));
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\n" + h.transcript() + "\nhearing.log:\n"
                        + LiveListeningTest.hearingLog(folder), e);
            }
        }
        String speech = Files.readString(folder.resolve("speech.log"));
        assertTrue(speech.contains("[clock tick]"), "the ticks are in the speech log: " + speech);
    }

    /**
     * The player's turns as a person takes them: speaks once Hektor has said what he printed since the player last
     * spoke (the speech log has each of those sentences played) and has been heard on the speaker, then quiet.
     */
    private static final class Turns {
        private static final Pattern QUEUED = Pattern.compile(".* sentence (\\d+) queued \\(REPLY\\): (.*)");
        private static final Pattern FINISHED = Pattern.compile(".* sentence (\\d+) finished .*");
        private final HektorProcess h;
        private final VirtualSoundCard card;
        private final VirtualSoundCard.Recording speaker;
        private final Path speechLog;
        private String last;
        private long since = System.nanoTime();

        Turns(HektorProcess h, VirtualSoundCard card, VirtualSoundCard.Recording speaker, Path speechLog) {
            this.h = h;
            this.card = card;
            this.speaker = speaker;
            this.speechLog = speechLog;
        }

        void expect(Predicate<String> line, String what, int seconds) {
            last = h.expect(line, what, Duration.ofSeconds(seconds));
        }

        void say(String words) throws Exception {
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (!played(last)) {
                assertTrue(System.nanoTime() < deadline, "Hektor says \"" + last + "\"");
                Thread.sleep(100);     // the speech log is a file: looked at again and again until it says so
            }
            LiveListeningTest.awaitHektorsWords(speaker, since);
            card.sayNow(LiveListeningTest.spoken(words));
            since = System.nanoTime();
        }

        /** Whether the speech log has {@code sentence} queued and every sentence queued so far played. */
        private boolean played(String sentence) throws java.io.IOException {
            if (!Files.exists(speechLog)) {
                return false;
            }
            Set<String> queued = new HashSet<>();
            Set<String> finished = new HashSet<>();
            boolean said = false;
            for (String l : Files.readAllLines(speechLog)) {
                Matcher q = QUEUED.matcher(l);
                if (q.matches()) {
                    queued.add(q.group(1));
                    said |= q.group(2).equals(sentence);
                }
                Matcher f = FINISHED.matcher(l);
                if (f.matches()) {
                    finished.add(f.group(1));
                }
            }
            return said && finished.containsAll(queued);
        }
    }
}
