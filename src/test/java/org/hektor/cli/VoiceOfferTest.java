package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.hearing.learned.EnrollmentScript;
import org.hektor.speech.hearing.learned.Take;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play} in the IBCA words with a microphone and no German model (the clone has the English one only) offers,
 * in one sentence of the player's language, to learn his voice: "nein" is remembered and the next game does not
 * ask; a game with a learned voice, or by keyboard, never asks. The player's folder is a fresh one ({@code
 * user.home}), the microphone a virtual sound card's.
 */
class VoiceOfferTest {
    private static final String VOICE = "de+m3";
    /** Where Hektor speaks (the offer, the learning's prompts), at a blind player's fast rate: the rate is not checked. */
    private static final String FAST = Integer.toString(LiveListeningTest.FAST_RATE);

    @TempDir
    Path dir;

    @Test
    void theOfferIsOneSentenceInEachLanguageANoIsRememberedAndNeverAskedWithAVoiceOrByKeyboard() throws Exception {
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"))) {
            for (String[] answer : List.of(new String[] {"de", "nein"}, new String[] {"en", "no"},
                    new String[] {"ru", "нет"})) {
                String language = answer[0];
                Path home = dir.resolve("home-" + language);
                Words words = Words.forLanguage(language);
                try (HektorProcess h = play(card, home, "--language", language, "--silent")) {
                    assertEquals(words.say("session.voice.offer"), h.next(), "the offer, first and alone");
                    if (language.equals("en")) {      // an unclear answer is asked again once
                        h.send("maybe");
                        assertEquals(words.say("session.voice.offer.again"), h.next(), h.transcript());
                    }
                    h.send(answer[1]);
                    assertEquals(words.say("session.voice.offer.declined", "command", "hektor speaker learn"),
                            h.next(), h.transcript());
                    h.expectLine(words.say("session.prompt.you"));
                    h.send("q");
                    assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
                }
                assertEquals("default\n", Files.readString(home.resolve(".hektor/voices/.offer-declined")));
            }

            // the next game after a no, and a game by keyboard, go straight to the game
            Path declined = dir.resolve("home-de");
            assertNotAsked(card, declined, "--language", "de", "--silent");
            assertNotAsked(card, dir.resolve("home-keys"), "--language", "de", "--silent", "--keyboard");

            // a learned voice (every prompt of the script taken) is heard through, and nothing is asked
            Path learned = dir.resolve("home-voice");
            VoiceStore store = new VoiceStore(learned.resolve(".hektor/voices"));
            Sound tone = VoiceEnrollmentTest.word(8000);
            Profile words = Profile.load("ibca", "de");
            for (String prompt : EnrollmentScript.prompts(words)) {
                for (int i = 0; i < EnrollmentScript.takes(words, prompt); i++) {
                    store.add(VoiceStore.DEFAULT_SPEAKER, new Take(prompt, tone));
                }
            }
            assertNotAsked(card, learned, "--language", "de", "--silent");
            assertFalse(Files.exists(learned.resolve(".hektor/voices/.offer-declined")));
        }
    }

    /**
     * Yes learns the voice by ear before the game: Hektor says the offer and the prompts, the player says each after
     * him into the microphone; q stops the learning with its takes kept and the game starts. The next game asks
     * again and the learning goes on where it stopped.
     */
    @Test
    void yesLearnsTheVoiceByEarAndAStoppedLearningGoesOnInTheNextGame() throws Exception {
        Profile ibca = Profile.load("ibca", "de");
        List<String> prompts = EnrollmentScript.prompts(ibca);
        Path home = dir.resolve("home");
        Path work = Files.createDirectories(dir.resolve("work"));
        Words words = Words.forLanguage("de");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record()) {
            long start = System.nanoTime();
            try (HektorProcess h = play(card, home, "--language", "de", "--rate", FAST)) {
                assertEquals(words.say("session.voice.offer"), h.expect(l -> true, "the offer", Duration.ofSeconds(60)));
                assertTrue(speaker.awaitSound(start, 20_000) > 0, "Hektor says the offer");
                h.send("ja");
                h.expect(l -> l.startsWith("Ich sage Ihnen " + prompts.size()), "the learning's start",
                        Duration.ofSeconds(60));
                sayPrompts(h, card, speaker, prompts.subList(0, 2), prompts.get(2), work);
                h.send("q");
                h.expect(l -> l.startsWith("Angehalten. 2 Aufnahmen"), "the learning stopped", Duration.ofSeconds(60));
                h.expect(words.say("session.prompt.you")::equals, "the game", Duration.ofSeconds(60));
                h.send("q");
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            }
            VoiceStore store = new VoiceStore(home.resolve(".hektor/voices"));
            List<String> firstTwo = prompts.subList(0, 2).stream().map(Take::normalize).toList();
            assertEquals(firstTwo, store.taught(VoiceStore.DEFAULT_SPEAKER));

            try (HektorProcess h = play(card, home, "--language", "de", "--rate", FAST)) {
                assertEquals(words.say("session.voice.offer"), h.expect(l -> true, "the offer", Duration.ofSeconds(60)),
                        "a learning stopped part-way is offered again");
                h.send("ja");
                h.expect(("Weiter bei Wort 3 von " + prompts.size() + ".")::equals, "the learning going on",
                        Duration.ofSeconds(60));
                h.expect(prompts.get(2)::equals, "the third prompt", Duration.ofSeconds(60));
                h.send("q");
                h.expect(l -> l.startsWith("Angehalten. 0 Aufnahmen"), "the learning stopped", Duration.ofSeconds(60));
                h.expect(words.say("session.prompt.you")::equals, "the game", Duration.ofSeconds(60));
                h.send("q");
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            }
            assertEquals(firstTwo, store.taught(VoiceStore.DEFAULT_SPEAKER));
        }
    }

    /** Says each of {@code prompts} each time it is asked for, until {@code next} is asked for. */
    private static void sayPrompts(HektorProcess h, VirtualSoundCard card, VirtualSoundCard.Recording speaker,
                                   List<String> prompts, String next, Path work) throws Exception {
        java.util.Map<String, Sound> takes = new java.util.HashMap<>();
        for (String p : prompts) {
            takes.put(p, LearnedVoiceBench.speak(VOICE, p, 170, 50, work));
        }
        List<String> asked = new ArrayList<>();
        long after = System.nanoTime();
        while (true) {
            String line = h.expect(l -> true, "the next prompt", Duration.ofSeconds(60));
            if (line.equals(next)) {
                return;
            }
            if (takes.containsKey(line)) {
                // the prompt reaches the monitor a little after the line
                assertTrue(speaker.awaitSound(after, 10_000) > 0, "Hektor said the prompt " + line);
                assertTrue(speaker.awaitQuiet(300, 10_000), "Hektor has finished");
                asked.add(line);
                assertTrue(asked.size() <= 6, "asked at most a few times: " + h.transcript());
                after = card.sayNow(takes.get(line)).endNanos();
            }
        }
    }

    private void assertNotAsked(VirtualSoundCard card, Path home, String... args) {
        try (HektorProcess h = play(card, home, args)) {
            h.expect(l -> l.equals("Sie sind am Zug."), "the game", Duration.ofSeconds(60));
            h.send("q");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            assertFalse(h.transcript().contains(Words.forLanguage("de").say("session.voice.offer")), h.transcript());
        }
    }

    private int games;

    /**
     * {@code hektor play} in the IBCA words with the offer asked for, {@code home} the player's home folder; each game
     * in a folder of its own (a game stopped with q is not offered for resuming).
     */
    private HektorProcess play(VirtualSoundCard card, Path home, String... args) {
        List<String> all = new ArrayList<>(List.of("play", "--offer-voice", "--words", "ibca", "--time", "-",
                "--level", "1", "--seed", "3", "--color", "white", "--journal", home.resolve("games-" + ++games).toString()));
        all.addAll(List.of(args));
        ProcessBuilder pb = HektorProcess.command(all.toArray(String[]::new));
        pb.command().add(1, "-Duser.home=" + home);
        pb.environment().putAll(card.environment());
        return HektorProcess.start(pb, dir.resolve("stderr-" + games + ".txt"));
    }
}
