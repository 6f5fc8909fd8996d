package org.hektor.speech.hearing.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.AudioSource;
import org.hektor.speech.audio.RealTimeSource;
import org.hektor.speech.audio.RecordedSource;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.hearing.ListeningTable;
import org.hektor.speech.hearing.LiveHearing;
import org.hektor.speech.hearing.PhraseGrammar;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's hearing of a learned voice (espeak-ng's de+m3, learned from the script said once at 170 words a minute)
 * guesses at the end of an utterance after a short quiet: a finished move that no phrase goes on from is answered
 * from the guess, without waiting out the end-pointer's hangover; a move the player has not finished never is, and
 * a pause inside a move does not split it. Said slowly, at 130 words a minute.
 */
class LearnedLiveHearingTest {
    private static final Profile IBCA = Profile.load("ibca");
    private static final String VOICE = "de+m3";
    private static final int RATE = 130;
    private static LearnedVoice voice;
    private static Path work;

    @BeforeAll
    static void learn(@TempDir Path dir) throws IOException {
        ScriptVoice learned = ScriptVoice.learn(VOICE, IBCA, dir);
        voice = learned.voice();
        work = learned.work();
    }

    /** What the hearing handed on and its log, for {@code mic} heard to its end in the starting position. */
    private record Heard(List<List<String>> answers, List<String> log) {
        String why() {
            return String.join("\n", log);
        }
    }

    private static Heard hear(AudioSource mic) throws InterruptedException {
        List<List<String>> answers = new ArrayList<>();
        List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();
        PhraseGrammar grammar = new PhraseGrammar(new Grammar(IBCA).phrases(Position.initial()));
        try (LiveHearing h = new LiveHearing(mic, () -> new LearnedRecognizer(voice, IBCA),
                () -> ListeningTable.Listening.same(grammar),
                hyps -> answers.add(hyps.stream().map(Hypothesis::text).toList()), Set.of(), null)) {
            h.traceTo(log::add).start();
            assertTrue(h.awaitEnd(60_000), "the recording is heard to its end");
        }
        return new Heard(answers, log);
    }

    private static Sound said(String text) throws IOException {
        return Sound.silence(300).then(LearnedVoiceBench.speak(VOICE, text, RATE, 50, work)).then(Sound.silence(800));
    }

    @Test
    void aFinishedMoveIsAnsweredFromTheGuessAndItsBeginningsNeverAre() throws Exception {
        for (String move : List.of("Springer Gustav eins Felix drei", "Bauer Eva zwei Eva vier")) {
            Heard whole = hear(new RecordedSource(said(move)));
            assertEquals(1, whole.answers().size(), whole.why());
            assertEquals(Take.normalize(move), whole.answers().get(0).get(0), whole.why());
            assertTrue(whole.log().get(0).contains("answered " + "140 ms after the speech"), whole.why());
            // the player who stops after a word to think has not finished: his words so far are never answered
            // before the whole hangover has passed, so the rest of the move, said within it, still belongs to them
            List<String> words = List.of(move.split(" "));
            for (int n = 1; n < words.size(); n++) {
                Heard part = hear(new RecordedSource(said(String.join(" ", words.subList(0, n)))));
                assertEquals(1, part.log().size(), part.why());
                assertFalse(part.log().get(0).contains("answered"), part.why());
            }
        }
    }

    @Test
    void aMoveSaidWithPausesBetweenItsWordsIsOneMove() throws Exception {
        // 220-300 ms of quiet between words: past the guess (140 ms), within the hangover (400 ms); in real time,
        // so every guess made in a pause is recognised while the player goes on, and must be dropped
        String move = "Springer Gustav eins Felix drei";
        String paused = String.join(" <break time=\"200ms\"/> ", move.split(" "));
        Heard heard = hear(new RealTimeSource(Sound.silence(300).then(ssml(paused)).then(Sound.silence(800))));
        assertEquals(1, heard.answers().size(), heard.why());
        assertEquals(Take.normalize(move), heard.answers().get(0).get(0), heard.why());
    }

    /** espeak-ng reading SSML (its breaks are the pauses a player makes). */
    private static Sound ssml(String text) throws IOException {
        Path raw = Files.createTempFile(work, "ssml", ".wav");
        try {
            Process p = new ProcessBuilder("espeak-ng", "-m", "-v", VOICE, "-s", Integer.toString(RATE), "-w",
                    raw.toString(), text).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            assertEquals(0, p.waitFor());
            return Wav.convert(Files.readAllBytes(raw), raw.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        } finally {
            Files.deleteIfExists(raw);
        }
    }
}
