package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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
import org.hektor.speech.voice.EspeakVoice;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.SpeakingRate;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game by voice as a new user met it: {@code hektor play --profile en --level 1 --color white} with a microphone (the
 * virtual sound card), moves spoken into it as {@code hektor say --wav} makes them, then "yes". The player speaks
 * when Hektor has finished speaking, as a person would.
 */
class LiveListeningTest {
    private static final Profile EN = Profile.load("en");
    /**
     * The rate Hektor speaks at where a test checks what is said and heard, not the rate: a blind player's usual fast
     * speech (screen-reader users listen at 300 words a minute and more), so the test does not wait on espeak-ng's
     * slow default. A sentence's expected sound is made at the same rate ({@link #gameVoice(String, int)}).
     */
    static final int FAST_RATE = 280;
    private static FreeTtsVoice voice;
    private static final Map<Integer, EspeakVoice> GAME_VOICES = new HashMap<>();

    @TempDir
    Path dir;

    /** What {@code hektor say --wav} writes for {@code phrase} (the voice is opened once, for every test here). */
    static synchronized Sound spoken(String phrase) {
        if (voice == null) {
            voice = ProfileVoice.openVoice(EN);
        }
        return voice.synthesize(phrase);
    }

    /** The hearing log, and (after a blank line) the speech log: what was heard and what was said, when. */
    static String hearingLog(Path games) {
        return log(games.resolve("hearing.log")) + "\nspeech.log:\n" + log(games.resolve("speech.log"));
    }

    private static String log(Path file) {
        try {
            return java.nio.file.Files.readString(file);
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    /** The new user's command, {@code hektor play --profile en --level 1 --color white}, with the card as its sound. */
    static HektorProcess play(VirtualSoundCard card, Path dir) {
        return play(card, dir, new String[0]);
    }

    /** The new user's command as {@link #play(VirtualSoundCard, Path)}, Hektor speaking at {@link #FAST_RATE}. */
    static HektorProcess playFast(VirtualSoundCard card, Path dir) {
        return play(card, dir, "--rate", Integer.toString(FAST_RATE));
    }

    private static HektorProcess play(VirtualSoundCard card, Path dir, String... more) {
        List<String> args = new ArrayList<>(List.of("play", "--profile", "en", "--level", "1", "--color", "white",
                "--seed", "7", "--time", "-", "--journal", dir.resolve("games").toString()));
        args.addAll(List.of(more));
        return HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), args.toArray(String[]::new));
    }

    /** As a person does: the player speaks once Hektor has said what he had to say since {@code since}. */
    static void awaitHektorsWords(VirtualSoundCard.Recording speaker, long since) throws InterruptedException {
        assertTrue(speaker.awaitSound(since, 20_000) > 0, "Hektor speaks");
        assertTrue(speaker.awaitQuiet(600, 60_000), "Hektor stops speaking");
    }

    /**
     * As a person does when he knows what Hektor is saying (the printed {@code sentence}): speaks once it has been
     * heard, not in a pause before it (after the earcon, while a busy machine makes the sentence's sound).
     */
    static void awaitHektorsWords(VirtualSoundCard.Recording speaker, long since, String sentence)
            throws InterruptedException {
        awaitHektorsWords(speaker, since, sentence, EspeakVoice.DEFAULT_RATE.wordsPerMinute());
    }

    /** As {@link #awaitHektorsWords(VirtualSoundCard.Recording, long, String)}, Hektor speaking at {@code rate}. */
    static void awaitHektorsWords(VirtualSoundCard.Recording speaker, long since, String sentence, int rate)
            throws InterruptedException {
        long full = VirtualSoundCard.Recording.audibleMillis(gameVoice(sentence, rate));
        long deadline = System.nanoTime() + 20_000_000_000L;
        // half, as SpeechHeard wants: a loaded machine drops a 20 ms piece now and then; the quiet after it is awaited below
        while (speaker.audibleMillisSince(since) < full / 2) {
            assertTrue(System.nanoTime() < deadline, "Hektor says \"" + sentence + "\": heard "
                    + speaker.audibleMillisSince(since) + " of " + full + " ms");
            speaker.awaitSound(System.nanoTime(), 200);
        }
        awaitHektorsWords(speaker, since);
    }

    /**
     * As a person does who waits for Hektor to finish: Hektor has spoken since {@code since}, every sentence his
     * speech log holds has finished playing, and the speaker has then been quiet for 600 ms. A pause between two
     * sentences (espeak-ng's trailing silence, a busy machine making the next one) is not the end.
     */
    static void awaitEverythingSaid(VirtualSoundCard.Recording speaker, long since, Path games)
            throws InterruptedException, IOException {
        assertTrue(speaker.awaitSound(since, 20_000) > 0, "Hektor speaks");
        new SpeechHeard().awaitAllSaid(games.resolve("speech.log"), Duration.ofSeconds(60));
        assertTrue(speaker.awaitQuiet(600, 60_000), "Hektor stops speaking");
    }

    /** {@code sentence} in the voice an English game speaks with (espeak-ng, its own rate). */
    static Sound gameVoice(String sentence) {
        return gameVoice(sentence, EspeakVoice.DEFAULT_RATE.wordsPerMinute());
    }

    /** {@code sentence} in the voice an English game started with {@code --rate rate} speaks with. */
    static synchronized Sound gameVoice(String sentence, int rate) {
        return GAME_VOICES.computeIfAbsent(rate, r -> {
            EspeakVoice v = new EspeakVoice("en-us");
            v.setRate(new SpeakingRate(r));
            return v;
        }).synthesize(sentence);
    }

    @Test
    void spokenMovesAreReadBackAndConfirmedByASpokenYesAndTheGameLives() throws Exception {
        playByVoice(6, 20);
    }

    /**
     * The reproduction run 20 times never kills the process and every move spoken is read
     * back. A benchmark of about 20 minutes: {@code mvn -Pslow test -Dtest='LiveListeningTest#twentyVoiceGames*'}.
     */
    @Tag("slow")
    @RepeatedTest(20)
    void twentyVoiceGamesInARowNeverLoseHearingOrAMove(RepetitionInfo run) throws Exception {
        playByVoice(6, run.getCurrentRepetition());
    }

    /** A game of {@code moves} spoken moves, each confirmed by a spoken yes; the moves chosen by {@code seed}. */
    private void playByVoice(int moves, long seed) throws Exception {
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = playFast(card, dir)) {
            try {
            long since = System.nanoTime();
            h.expect("Your move."::equals, "the first prompt", Duration.ofSeconds(120));
            Random random = new Random(seed);
            Announcer announcer = new Announcer(EN);
            for (int i = 0; i < moves; i++) {
                HektorProcess.StateLine s = h.state();
                Position p = Position.fromFen(s.fen());
                List<Move> legal = p.legalMoves();
                Move m = legal.get(random.nextInt(legal.size()));
                String phrase = announcer.announce(p, m);
                awaitEverythingSaid(speaker, since, dir.resolve("games"));
                card.sayNow(spoken(phrase));
                since = System.nanoTime();
                h.expect(l -> l.equals(phrase + ". Correct?"), "the read-back of " + phrase, Duration.ofSeconds(15));
                awaitHektorsWords(speaker, since, phrase + ". Correct?", FAST_RATE);
                card.sayNow(spoken("yes"));
                since = System.nanoTime();
                h.expect(l -> l.equals(phrase), "the move played after yes", Duration.ofSeconds(15));
                h.expect(l -> l.equals("Your move.") || l.startsWith("Checkmate") || l.startsWith("Stalemate"),
                        "the engine's reply", Duration.ofSeconds(30));
                // the reply's words are printed before they are heard: his sound is awaited from here, and the end of
                // his words from the speech log (a pause between "thinking" and the reply outlasts 600 ms when busy)
                since = System.nanoTime();
                assertTrue(h.isAlive(), "hektor lives:\n" + h.transcript());
            }
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + hearingLog(dir.resolve("games")), e);
            }
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
        }
    }

    /**
     * A hearing process killed with kill -9 is noticed and the player told within 2 s; a new one is started
     * at once (no spare waits beside it, to keep a voice game small) and the player told when it hears.
     */
    @Test
    void aHearServerKilledDuringAGameIsNoticedToldAndHearingComesBack() throws Exception {
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record();
             HektorProcess h = playFast(card, dir)) {
            try {
                long since = System.nanoTime();
                h.expect("Your move."::equals, "the first prompt", Duration.ofSeconds(120));
                awaitHektorsWords(speaker, since);
                awaitReadyHearServers(dir.resolve("games"), 1);
                assertEquals(1, hearServers(h).size(), "one hear-server, no spare beside it");
                ProcessHandle hearServer = hearServers(h).get(0);
                long killed = System.nanoTime();
                assertTrue(hearServer.destroyForcibly(), "kill -9");
                h.expect("I cannot hear you for now: type your moves, the game goes on. I will say when I hear you again."::equals,
                        "the player is told", Duration.ofSeconds(2));
                // a cold start: JVM and model, seconds on a busy machine (the event is awaited, not a guess)
                h.expect("I can hear you again."::equals, "hearing is back",
                        Duration.ofMillis(org.hektor.speech.hearing.HearServerClient.START_MILLIS));
                System.out.println("hearing back " + (System.nanoTime() - killed) / 1_000_000 + " ms after kill -9");
                assertTrue(h.isAlive());
                since = System.nanoTime();
                awaitHektorsWords(speaker, since);
                card.sayNow(spoken("pawn echo two echo four"));
                h.expect("pawn echo two echo four. Correct?"::equals, "a spoken move, heard again",
                        Duration.ofSeconds(15));
                h.send("yes");
                h.expect("pawn echo two echo four"::equals, "the game goes on", Duration.ofSeconds(15));
                assertEquals(List.of("e2e4"), h.state().moves().subList(0, 1));
                h.send("q");
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + hearingLog(dir.resolve("games")), e);
            }
        }
    }

    /** Waits until the hearing log says {@code n} hear-servers were ready. */
    static void awaitReadyHearServers(Path games, int n) throws InterruptedException {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (hearingLog(games).lines().filter(l -> l.matches(".* hear-server \\d+ ready")).count() < n) {
            assertTrue(System.nanoTime() < deadline, "hear-servers ready:\n" + hearingLog(games));
            Thread.sleep(100);
        }
    }

    /** Linux's record of how a process was started (Java's own cuts a long class path short). */
    static String commandLine(ProcessHandle p) {
        try {
            return new String(java.nio.file.Files.readAllBytes(Path.of("/proc", Long.toString(p.pid()), "cmdline")),
                    java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    /** The hear-server children of {@code h}, oldest first. */
    static List<ProcessHandle> hearServers(HektorProcess h) {
        return ProcessHandle.of(h.pid()).orElseThrow().children()
                .filter(p -> commandLine(p).contains("\0hear-server\0"))
                .sorted(java.util.Comparator.comparing(p -> p.info().startInstant().orElseThrow()))
                .toList();
    }
}
