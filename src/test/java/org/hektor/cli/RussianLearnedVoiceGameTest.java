package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.words.OneLanguage;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Russian game by voice, no speech model: a Russian player (espeak-ng's ru voice, the IBCA move words as a Russian
 * reader says them, rule 2.1) teaches Hektor his voice from recordings of {@code speaker prompts --language ru}, then
 * plays {@code play --language ru --words ibca --speaker ivan} through the virtual microphone: each move is read back
 * and played after "да", one read-back is taken back with "исправление", and "время" gets the clocks. Every line the
 * game prints (but its state lines and file paths) is Russian but for the move words.
 */
class RussianLearnedVoiceGameTest {
    private static final Profile RUSSIAN = Profile.load("ibca", "ru");
    private static final String VOICE = "ru";
    /** The game is said at another rate than the script ({@link LearnedVoiceTakes#SCRIPT_RATE}). */
    private static final int GAME_RATE = 185;

    @TempDir
    Path dir;

    @Test
    void movesAndCommandsSaidInRussianAreHeardThroughTheLearnedVoice() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path voices = dir.resolve("voices");
        learn(voices, work);
        Words said = Words.forLanguage("ru");
        String yourMove = said.say("session.prompt.you");
        Path games = dir.resolve("games");
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "play",
                     "--language", "ru", "--words", "ibca", "--speaker", "ivan", "--voices", voices.toString(),
                     "--silent", "--level", "1", "--color", "white", "--seed", "7", "--time", "600",
                     "--journal", games.toString())) {
            try {
                h.expect(yourMove::equals, "the first prompt", Duration.ofSeconds(120));
                Random random = new Random(11);
                Announcer announcer = new Announcer(RUSSIAN);
                for (int i = 0; i < 3; i++) {
                    Position p = Position.fromFen(h.state().fen());
                    List<Move> legal = p.legalMoves();
                    Move m = legal.get(random.nextInt(legal.size()));
                    String phrase = announcer.announce(p, m);
                    if (i == 1) {          // rule 2.6: a move read back is taken back before the clock is switched
                        String other = announcer.announce(p, legal.get((legal.indexOf(m) + 1) % legal.size()));
                        say(card, other, work);
                        h.expectLine(said.say("session.readback", "move", other));
                        say(card, word(CommandWord.CORRECTION), work);
                        h.expectLine(said.say("session.withdrawn"));
                        h.expect(yourMove::equals, "the prompt again", Duration.ofSeconds(15));
                        say(card, word(CommandWord.TIME), work);
                        h.expect(l -> l.contains(said.color(Color.WHITE) + ":"), "the clocks",
                                Duration.ofSeconds(15));
                    }
                    say(card, phrase, work);
                    h.expect(said.say("session.readback", "move", phrase)::equals, "the read-back of " + phrase,
                            Duration.ofSeconds(15));
                    say(card, word(CommandWord.CONFIRM), work);
                    h.expect(phrase::equals, "the move played after да", Duration.ofSeconds(15));
                    h.expect(yourMove::equals, "the engine's reply", Duration.ofSeconds(30));
                }
                h.send("q");
                assertEquals(0, h.exitStatus(Duration.ofSeconds(30)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n" + LiveListeningTest.hearingLog(games)
                        + "\n" + h.transcript(), e);
            }
            Function<String, List<String>> russian = OneLanguage.of("ru", RUSSIAN);
            List<String> printed = h.transcript().lines().filter(l -> l.startsWith("< "))
                    .map(l -> l.substring(2)).filter(l -> !l.startsWith("state ") && !l.startsWith("/")).toList();
            List<String> foreign = new ArrayList<>();
            printed.forEach(l -> russian.apply(l).forEach(why -> foreign.add(l + ": " + why)));
            assertEquals(List.of(), foreign, h.transcript());
            assertTrue(printed.size() > 10, h.transcript());
        }
    }

    private static String word(CommandWord command) {
        return RUSSIAN.commandWords(command).get(0);
    }

    /** The script of {@code hektor speaker prompts --language ru}, said once and learned with {@code speaker learn}. */
    private static void learn(Path voices, Path work) throws Exception {
        LearnedVoiceTakes.learn(RUSSIAN, VOICE, "ivan", voices, work);
    }

    /** Says {@code text} into the microphone and returns when it has gone in. */
    private static void say(VirtualSoundCard card, String text, Path work) throws Exception {
        card.sayNow(LearnedVoiceTakes.speak(RUSSIAN, VOICE, text, GAME_RATE, work));
    }
}
