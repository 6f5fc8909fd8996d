package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.TimeLeft;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.words.OneLanguage;
import org.hektor.words.RussianText;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The player's language and the move words chosen apart, end to end: a {@code hektor play} process by keyboard to
 * mate with {@code --language} and {@code --words}, asking the time and the position, offering a draw, asking the help,
 * every command typed in the player's language and every move read back in the move words (rule 2.1: the IBCA words
 * whatever the player's language). Every line printed is checked for its language.
 */
class LanguagePairGameTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "--language {0} --words {1}")
    @CsvSource({"de, ibca", "de, en", "en, ibca", "en, en", "ru, ibca", "ru, en"})
    void aKeyboardGameToMateSpeaksOneLanguageWithTheChosenMoveWords(String language, String words) throws Exception {
        Profile profile = Profile.load(words, language);
        Words said = Words.forLanguage(language);
        Function<String, List<String>> check = OneLanguage.of(language, profile);
        Announcer announcer = new Announcer(profile);
        BuiltInEngine coach = new BuiltInEngine(10, 1, 40_000);
        List<String> lines;
        List<String> paths;
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--language", language,
                "--words", words, "--keyboard", "--silent", "--level", "1", "--seed", "3", "--time", "classical",
                "--journal", dir.resolve("games").toString())) {
            h.expectStart(said.say("session.start", "opponent", said.say("session.opponent.engine"),
                    "color", said.color(Color.WHITE), "clock", "").strip());
            h.send("t");
            h.expectStart(said.say("clock.report", "move", said.moveNumber(1), "white", "", "black", "").strip());
            h.send("p");
            h.expect(l -> l.contains(profile.piece(org.hektor.chess.PieceType.KING) + " " + profile.square(
                    org.hektor.chess.Square.parse("e1"))), "the position in the move words");
            h.send(profile.commandWords(CommandWord.DRAW).get(0));
            h.expectLine(said.say("session.confirm.offer"));
            h.send(profile.commandWords(CommandWord.CONFIRM).get(0));
            h.expectLine(said.say("session.offer.engine.declines", "opponent", said.say("session.opponent.engine")));
            h.send(profile.commandWords(CommandWord.HELP_KEYS).get(0));
            h.expectLine(said.say("help.keys"));
            int moves = 0;
            while (move(h, coach, announcer, profile, said)) {
                assertTrue(++moves < 150, "the game should have ended long ago:\n" + h.transcript());
            }
            h.expectLine(said.say("session.saved"));
            paths = List.of(h.next(), h.next(), h.next());
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            lines = new ArrayList<>(h.transcript().lines().filter(l -> l.startsWith("< ")).map(l -> l.substring(2))
                    .filter(l -> !l.startsWith("state ")).toList());
        }
        lines.removeAll(paths);
        List<String> bad = new ArrayList<>();
        for (String line : lines) {
            check.apply(line).forEach(why -> bad.add(why + " in: " + line));
        }
        assertEquals(List.of(), bad, String.join("\n", lines));
        for (String path : paths) {
            assertTrue(Files.exists(Path.of(path)), path);
        }
        String journal;
        try (var files = Files.list(dir.resolve("games"))) {
            Path file = files.filter(f -> f.toString().endsWith(".journal")).findFirst().orElseThrow();
            journal = Files.readAllLines(file).get(0);
        }
        assertTrue(journal.contains("\twords=" + words + "\t") && journal.contains("\tlanguage=" + language + "\t"),
                "the journal keeps both: " + journal);
    }

    /**
     * A Russian game by voice on a machine whose only model is English: the model cannot hear the Russian command
     * words, and the player is told so once in Russian before the game starts, then plays by keyboard (a Russian
     * model or the learned voice hears him).
     */
    @Test
    void aRussianGameWhoseModelCannotHearItSaysSoInRussianAndGoesOnByKeyboard() throws Exception {
        Words said = Words.forLanguage("ru");
        String model = "vosk-model-en-us";
        String told = said.say("session.no.hearing", "reason", said.say("session.model.words", "model", model));
        try (VirtualSoundCard card = VirtualSoundCard.start(dir.resolve("card"));
             HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), card.environment(), "play",
                     "--language", "ru", "--words", "ibca", "--silent", "--level", "1", "--seed", "3", "--model",
                     Path.of("models", model).toAbsolutePath().toString(), "--journal", dir.resolve("games").toString())) {
            h.expectLine(told);
            startsTakesE4AndQuits(h, said);
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            assertEquals(1, h.transcript().lines().filter(l -> l.endsWith(told)).count(), h.transcript());
        }
        assertEquals(List.of(), new RussianText(Profile.load("ibca", "ru")).problems(told.replace(model, "")));
    }

    /** The player's move (the coach's choice, typed as UCI), read back in the move words and confirmed. */
    private static boolean move(HektorProcess h, BuiltInEngine coach, Announcer announcer, Profile profile, Words said) {
        HektorProcess.StateLine s = h.state();
        List<Move> played = s.moves().stream().map(Move::fromUci).toList();
        Position p = Position.fromFen(s.fen());
        Move m = coach.think(Position.initial(), played, TimeLeft.perMove(10_000)).move();
        h.send(m.uci());
        h.expectLine(said.say("session.readback", "move", announcer.announce(p, m)));
        h.send(profile.commandWords(CommandWord.CONFIRM).get(0));
        Position after = p.play(m);
        if (after.isCheckmate()) {
            h.expectLine(said.say("session.over.checkmate", "winner", said.color(Color.WHITE)));
            return false;
        }
        Set<String> replies = after.legalMoves().stream().map(r -> announcer.announce(after, r))
                .collect(Collectors.toSet());
        h.expect(replies::contains, "the engine's move", Duration.ofSeconds(60));
        return true;
    }

    /** A game against the computer (White, no clock) starts in {@code said}'s language, reads back e4 and is quit. */
    static void startsTakesE4AndQuits(HektorProcess h, Words said) {
        h.expectStart(said.say("session.start", "opponent", said.say("session.opponent.engine"),
                "color", said.color(Color.WHITE), "clock", "").strip());
        h.send("e2e4");
        h.expectLine(said.say("session.readback", "move", "Bauer Eva zwei Eva vier"));
        h.send("q");
        h.expectLine(said.say("session.quit.kept"));
    }
}
