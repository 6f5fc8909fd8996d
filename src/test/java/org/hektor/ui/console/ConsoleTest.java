package org.hektor.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.words.Readout;
import org.hektor.words.Words;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.hektor.session.Verbosity;
import org.hektor.speech.hearing.PushToTalk;
import org.junit.jupiter.api.Test;

/** The console: short keys, the opponent's lines, and every sentence printed as one plain line. */
class ConsoleTest {
    private final StringWriter printed = new StringWriter();

    private GameSession session(Mode mode, String profile) {
        GameSession s = new GameSession(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                .withProfile(profile).withMode(mode), new SessionTime(new ManualTimeSource()));
        s.goLive();
        return s;
    }

    private Optional<Command> key(Console c, String line) {
        return c.command(line.strip(), line.strip().toLowerCase(java.util.Locale.ROOT));
    }

    @Test
    void shortKeysAreTheCommandsTheyStandFor() {
        Console c = new Console(session(Mode.PRACTICE, "ibca"), new PrintWriter(printed));
        assertEquals(Optional.of(new Command.Request(Heard.Command.of(CommandWord.REPEAT))), key(c, "r"));
        assertEquals(Optional.of(new Command.Request(Heard.Command.of(CommandWord.TIME))), key(c, "t"));
        assertEquals(Optional.of(new Command.Export()), key(c, "x"));
        assertEquals(Optional.of(new Command.Read(Readout.By.PIECES, 0)), key(c, "p"));
        assertEquals(Optional.of(new Command.Read(Readout.By.FILES, 0)), key(c, "p files"));
        assertEquals(Optional.of(new Command.Read(Readout.By.RANKS, 0)), key(c, "p ranks"));
        assertEquals(Optional.of(new Command.Read(Readout.By.FILE, 4)), key(c, "p e"));
        assertEquals(Optional.of(new Command.Read(Readout.By.FILE, 2)), key(c, "p Cäsar"));
        assertEquals(Optional.of(new Command.Read(Readout.By.RANK, 3)), key(c, "p 4"));
        // the read-out keys in the profile's words
        assertEquals(Optional.of(new Command.Read(Readout.By.FILES, 0)), key(c, "p Linien"));
        assertEquals(Optional.of(new Command.Read(Readout.By.RANKS, 0)), key(c, "p reihen"));
        assertEquals(Optional.of(new Command.Read(Readout.By.RANK, 3)), key(c, "p vier"));
        assertEquals(Optional.of(new Command.Read(Readout.By.FILE, 4)), key(c, "p Eva"));
        // the profile's piece letters first (German S is the knight), then English
        assertEquals(Optional.of(new Command.Request(new Heard.Command(CommandWord.WHERE, Optional.of(PieceType.KNIGHT),
                Optional.empty()))), key(c, "w S"));
        assertEquals(Optional.of(new Command.Request(new Heard.Command(CommandWord.WHERE, Optional.of(PieceType.QUEEN),
                Optional.empty()))), key(c, "w q"));
        assertEquals(Optional.of(new Command.Typed("Wo springer")), key(c, "w Springer"));
        assertEquals(Optional.of(new Command.Request(new Heard.Command(CommandWord.WHAT, Optional.empty(),
                Optional.of(Square.parse("e4"))))), key(c, "s e4"));
        assertEquals(Optional.empty(), key(c, "Sf3"));
        assertEquals(Optional.empty(), key(c, "Springer Gustav eins Felix drei"));
    }

    @Test
    void inTabletModeALineAfterTheGreaterThanSignIsTheSightedPlayers() {
        Console c = new Console(session(Mode.TABLET, "en"), new PrintWriter(printed));
        assertEquals(Optional.of(new Command.OpponentMove("e5")), key(c, "> e5"));
        assertEquals(Optional.of(new Command.Touch(Square.parse("g8"))), key(c, "> touch g8"));
        assertEquals(Optional.of(new Command.OpponentAction(Command.Action.DRAW)), key(c, "> draw"));
        assertEquals(Optional.of(new Command.OpponentAction(Command.Action.DECLINE)), key(c, ">decline"));
        assertEquals(Optional.of(new Command.OpponentAction(Command.Action.RESIGN)), key(c, "> resign"));
        Console practice = new Console(session(Mode.PRACTICE, "en"), new PrintWriter(printed));
        assertEquals(Optional.empty(), key(practice, "> e5"));
    }

    @Test
    void boardLinesAreTheBlindPlayersAfterBAndTheOpponentsAfterTheGreaterThanSign() {
        // rules 2.7, 2.8: the console syntax of docs/two-boards.md; the blind player plays White
        Console c = new Console(session(Mode.ASSISTED, "en"), new PrintWriter(printed));
        assertEquals(Optional.of(new Command.BoardEvent(Color.WHITE, Command.BoardAction.LIFT, Square.parse("g1"))),
                key(c, "b lift g1"));
        assertEquals(Optional.of(new Command.BoardEvent(Color.WHITE, Command.BoardAction.PLACE, Square.parse("f4"))),
                key(c, "b place F4"));
        assertEquals(Optional.of(new Command.BoardEvent(Color.BLACK, Command.BoardAction.REMOVE, Square.parse("e5"))),
                key(c, "> remove e5"));
        assertEquals(Optional.of(new Command.PutPiece(Color.BLACK, org.hektor.chess.Piece.BLACK_QUEEN,
                Square.parse("d8"))), key(c, "> put q d8"));
        assertEquals(Optional.of(new Command.BoardShows(Color.WHITE, "8/8/8/8/8/8/8/K6k")), key(c, "b board 8/8/8/8/8/8/8/K6k"));
        assertEquals(Optional.of(new Command.SheetShows(Color.BLACK, List.of("e4", "e5", "Nf3 (=)", "Nc6"))),
                key(c, "> sheet 1. e4 e5 2. Nf3 (=) Nc6"));
        assertEquals(Optional.of(new Command.SheetShows(Color.WHITE, List.of("e4", "c5"))), key(c, "b sheet 1.e4 c5"));
        assertEquals(Optional.of(new Command.CheckBoards()), key(c, "check"));
        assertEquals(Optional.of(new Command.Reconcile()), key(c, "reconcile"));
        assertEquals(Optional.of(new Command.OpponentAction(Command.Action.CLAIM_FLAG)), key(c, "> claim  flag"));
        // a board line that is not right gets one sentence on how it goes
        Command bad = key(c, "b lift").orElseThrow();
        assertTrue(bad instanceof Command.Notice n && n.text().startsWith("A board line goes: b lift e2"), bad.toString());
        assertEquals(Optional.of(new Command.Notice(((Command.Notice) bad).text())), key(c, "b put X e8"));
        // a move of the opponent that only starts like a board word is still his move
        assertEquals(Optional.of(new Command.OpponentMove("b6")), key(c, "> b6"));
        assertEquals(Optional.empty(), key(c, "b4"));
    }

    @Test
    void everySentenceIsOnePlainLineAndTheStateLineIsForTools() throws InterruptedException {
        GameSession s = session(Mode.PRACTICE, "en");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        s.journalTo(x -> { });
        Thread game = new Thread(s::run);
        game.start();
        s.submit(new Command.Start());
        c.readFrom(new BufferedReader(new StringReader("e4\n\nstate\nq\nNf3\n")));
        game.join(10_000);
        List<String> lines = printed.toString().lines().toList();
        assertEquals("New game against Hektor level 1. You play White. Each side has five minutes.", lines.get(0));
        assertEquals("Your move.", lines.get(1));
        assertEquals("pawn echo two echo four. Correct?", lines.get(2));
        assertEquals("pawn echo two echo four", lines.get(3));
        assertEquals("Hektor level 1 is thinking.", lines.get(4));
        String state = lines.stream().filter(l -> l.startsWith("state ")).findFirst().orElseThrow();
        assertTrue(state.startsWith("state ply=1 tomove=black white=300000 black=300000 running=true over=- moves=e2e4 fen="),
                state);
        assertEquals("The game is kept: hektor play --resume goes on with it.", lines.get(lines.size() - 1));
        assertTrue(lines.stream().noneMatch(l -> l.contains("\u001b")), "no terminal escape sequences");
        assertTrue(lines.stream().noneMatch(l -> l.contains("knight golf one")), "nothing is read after q");
    }

    /** Runs what the console queued, on this thread, and returns the lines printed. */
    private List<String> played(GameSession s) {
        s.stop();
        s.run();
        return printed.toString().lines().toList();
    }

    @Test
    void vPressesTheTalkKeyAndTheNextVReleasesItAndEachIsSaid() {
        // push-to-talk on a line console: one line presses the key, the next releases it
        GameSession s = session(Mode.PRACTICE, "ibca");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        PushToTalk key = new PushToTalk();
        c.useTalkKey(key);
        assertTrue(c.take("v"));
        assertTrue(key.isDown());
        assertTrue(c.take(" V "));
        assertFalse(key.isDown());
        c.take("v");
        assertEquals(List.of("Ich höre zu.", "Ich höre nicht mehr zu.", "Ich höre zu."), played(s));
        assertTrue(key.isDown());
        assertEquals(0, s.state().ply(), "the key is no move and no command of the game");
    }

    @Test
    void inEnglishTheTalkKeySaysListeningAndNotListening() {
        GameSession s = session(Mode.PRACTICE, "en");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        c.useTalkKey(new PushToTalk());
        c.take("v");
        c.take("v");
        assertEquals(List.of("Listening.", "Not listening."), played(s));
    }

    @Test
    void withoutATalkKeyVSaysHowToGetOneAndIsNotReadAsAMove() {
        GameSession s = session(Mode.PRACTICE, "ibca");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        c.take("v");
        assertEquals(List.of("Es gibt keine Sprechtaste: dazu braucht Hektor ein Mikrofon, und die "
                + "Sprechtaste muss beim Start gewählt sein."), played(s));
    }

    @Test
    void kSwitchesBetweenBriefAndNormalTalkAndSaysWhich() {
        // verbosity changed during the game by key, said in the player's language
        GameSession s = session(Mode.PRACTICE, "ibca");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        assertTrue(c.take("k"));
        assertEquals(Verbosity.BRIEF, s.verbosity());
        c.take(" K ");
        assertEquals(Verbosity.NORMAL, s.verbosity());
        s.verbosity(Verbosity.FULL);
        c.take("k");
        assertEquals(Verbosity.BRIEF, s.verbosity());
        assertEquals(List.of("Kurz: nur Züge und Fragen.", "Normal.", "Kurz: nur Züge und Fragen."), played(s));
        assertEquals(0, s.state().ply(), "the key is no move and no command of the game");
    }

    @Test
    void helpIsAShortOverviewWithTopicsEachSentenceUnderTwentyWords() {
        // "?", "Hilfe" and "help", alone or with a topic, in the player's language; nothing in the game changes
        GameSession s = session(Mode.PRACTICE, "ibca");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        for (String line : List.of("?", "Hilfe", "help", "Hilfe Befehle", "? Tasten", "hilfe stellung", "help keys")) {
            assertTrue(c.take(line));
        }
        List<String> said = played(s);
        assertEquals(7, said.size(), said.toString());
        assertEquals(said.get(0), said.get(1));
        assertEquals(said.get(0), said.get(2));
        assertEquals("Sagen oder tippen Sie einen Zug, etwa Springer Gustav eins Felix drei. Mit ja oder Enter spielen "
                + "Sie ihn, mit Korrektur nehmen Sie ihn zurück. Mehr dazu: Hilfe Befehle, Hilfe Tasten, Hilfe Stellung.",
                said.get(0));
        assertTrue(said.get(3).startsWith("Befehle: Wiederholen, Zeit, Stellung, Remis, Aufgabe, Reklamation."), said.get(3));
        assertTrue(said.get(4).startsWith("Tasten: r wiederholen, t Zeit"), said.get(4));
        assertTrue(said.get(5).startsWith("p allein liest die Stellung nach Figuren, p Linien nach Linien"), said.get(5));
        assertEquals(said.get(4), said.get(6), "the English topic word works in a German game too");
        for (String help : said) {
            for (String sentence : help.split("(?<=[.?!])\\s+")) {
                assertTrue(sentence.split("\\s+").length < 20, sentence);
            }
        }
        assertEquals(0, s.state().ply());
    }

    /**
     * An arrow key sends the terminal's escape sequence: it was read as the letter after it ("Name the square the
     * piece goes to."), and taken out it would be an empty line, which is Enter, the yes of a move read back. It is
     * said to type nothing, and the move waits for its yes.
     */
    @Test
    void anArrowKeyIsNeitherEnterNorALetterAndConfirmsNothing() {
        GameSession s = session(Mode.PRACTICE, "en");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        s.submit(new Command.Start());
        assertTrue(c.take("e4"));
        assertTrue(c.take("\u001b[A"));
        assertTrue(c.take("\u001bOB"));
        assertTrue(c.take("\u001b[Dr"));        // an arrow, then the key r: the last move read again
        assertTrue(c.take("\u001b[Ad4"));       // an arrow, then a move: the move
        List<String> said = played(s);
        assertEquals("pawn echo two echo four. Correct?", said.get(said.size() - 5), said.toString());
        assertEquals("Keys like the arrows type nothing here: type a move or a command, then Enter.",
                said.get(said.size() - 4), said.toString());
        assertEquals(said.get(said.size() - 4), said.get(said.size() - 3));
        assertEquals("pawn delta two delta four. Correct?", said.get(said.size() - 1), said.toString());
        assertEquals(Move.fromUci("d2d4"), s.state().proposed(), "still read back, waiting for its yes");
        assertEquals(0, s.state().ply(), said.toString());
    }

    /** The word for "where" begins a sentence of the commands' help, so it begins with a capital (it was "где и"). */
    @Test
    void theCommandsHelpBeginsItsSentenceAboutWhereWithACapital() {
        for (String[] language : new String[][] {{"ru", "помощь команды", "Где и фигура"},
                {"en", "help commands", "Where and a piece"}, {"de", "Hilfe Befehle", "Wo und eine Figur"}}) {
            printed.getBuffer().setLength(0);
            GameSession s = new GameSession(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                    .withProfile("ibca").withLanguage(language[0]), new SessionTime(new ManualTimeSource()));
            s.goLive();
            Console c = new Console(s, new PrintWriter(printed));
            s.subscribe(c::show);
            assertTrue(c.take(language[1]));
            List<String> said = played(s);
            assertTrue(said.get(said.size() - 1).contains(". " + language[2]), said.toString());
        }
    }

    /**
     * "Hilfe Tasten" names every key the console takes: a newcomer met {@code w} and {@code s} only under "Hilfe
     * Stellung". Each key here is first shown to be one (the console takes it as a command, not as a move).
     */
    @Test
    void helpKeysNamesEveryKeyTheConsoleTakes() {
        for (String profile : List.of("ibca", "en")) {
            GameSession s = session(Mode.PRACTICE, profile);
            Console c = new Console(s, new PrintWriter(printed));
            Words words = Words.forProfile(profile);
            String keys = words.say("help.keys");
            Map<String, String> named = new java.util.LinkedHashMap<>();
            for (String k : List.of("r", "t", "p", "x", "w", "s", "k", "v")) {
                named.put(k, k);
            }
            named.put("+", profile.equals("en") ? "plus" : "Plus");
            named.put("-", profile.equals("en") ? "minus" : "Minus");
            named.put("?", profile.equals("en") ? "Question mark" : "Fragezeichen");
            named.put("", "Enter");
            for (Map.Entry<String, String> key : named.entrySet()) {
                String typed = key.getKey().equals("w") ? "w N" : key.getKey().equals("s") ? "s e4" : key.getKey();
                if (!typed.isEmpty() && !typed.equals("?") && !typed.equals("+") && !typed.equals("-")
                        && !typed.equals("k") && !typed.equals("v")) {
                    assertTrue(key(c, typed).isPresent(), profile + ": " + typed + " is a key");
                }
                assertTrue(java.util.regex.Pattern.compile("(?<![\\wäöü])" + java.util.regex.Pattern.quote(key.getValue())
                        + "(?![\\wäöü])").matcher(keys).find(), profile + ": " + key.getValue() + " in " + keys);
            }
            assertTrue(keys.contains("q "), keys);
        }
    }

    @Test
    void plusAndMinusChangeTheRateAndSayItWithinEightyToFourHundredFifty() {
        // the rate changed during the game by key; without a voice Hektor says there is none
        GameSession s = session(Mode.PRACTICE, "ibca");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        c.take("+");
        int[] wpm = {440};
        c.useRate(step -> wpm[0] = Math.max(80, Math.min(450, wpm[0] + step)));
        c.take("+");
        c.take("-");
        c.take("-");
        assertEquals(List.of("Hier spricht keine Stimme, also gibt es kein Tempo.",
                "Tempo vierhundertfünfzig Wörter in der Minute.", "Tempo vierhundertfünfundzwanzig Wörter in der Minute.",
                "Tempo vierhundert Wörter in der Minute."), played(s));
    }

    @Test
    void helpRateAndVerbosityHeardByVoiceAreAnsweredAsTheirKeysAlsoDuringAReadBack() {
        // "Hilfe", "Hilfe Tasten", "schneller", "langsamer", "kurz", "normal" said: their keys' answers
        int[] wpm = {200};
        StringWriter byKey = new StringWriter();
        GameSession keys = session(Mode.PRACTICE, "ibca");
        Console k = new Console(keys, new PrintWriter(byKey));
        keys.subscribe(k::show);
        k.useRate(step -> wpm[0] += step);
        for (String line : List.of("?", "Hilfe Tasten", "+", "-", "k", "k")) {
            k.take(line);
        }
        GameSession voice = session(Mode.PRACTICE, "ibca");
        Console v = new Console(voice, new PrintWriter(printed));
        voice.subscribe(v::show);
        v.useRate(step -> wpm[0] += step);
        voice.submit(new Command.Start());
        // the microphone feeds the session, which hands help, rate and verbosity to the console
        voice.heard(List.of(Hypothesis.of("springer gustav eins felix drei")));   // a move: read back by the session
        for (String said : List.of("hilfe", "hilfe tasten", "schneller", "langsamer", "kurz")) {
            // heard while the move is read back; a move as the second hypothesis does not outweigh the first
            voice.heard(List.of(Hypothesis.of(said), Hypothesis.of("springer gustav eins felix drei")));
        }
        List<Verbosity> talk = new java.util.ArrayList<>();
        voice.inOrder(() -> talk.add(voice.verbosity()));
        voice.heard(List.of(Hypothesis.of("normal")));
        voice.inOrder(() -> talk.add(voice.verbosity()));
        voice.heard(List.of(Hypothesis.of("ja")));          // the read-back still waits for its answer
        List<String> byVoice = played(voice);
        assertEquals(List.of(Verbosity.BRIEF, Verbosity.NORMAL), talk);
        keys.stop();
        keys.run();
        int readBack = byVoice.indexOf("Springer Gustav eins Felix drei. Richtig?");
        assertTrue(readBack >= 0, byVoice.toString());
        assertEquals(byKey.toString().lines().toList(), byVoice.subList(readBack + 1, readBack + 7));
        assertTrue(byVoice.get(readBack + 3).startsWith("Tempo zweihundertfünfundzwanzig"), byVoice.toString());
        assertEquals(1, voice.state().ply(), "the move read back before the help is played on ja: " + byVoice);
    }

    @Test
    void inEnglishTheSpokenHelpTopicsAndRateWordsWorkToo() {
        GameSession s = session(Mode.PRACTICE, "en");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        int[] wpm = {200};
        c.useRate(step -> wpm[0] += step);
        for (String said : List.of("help", "help commands", "help keys", "help position", "faster", "slower", "less talk")) {
            s.heard(List.of(Hypothesis.of(said)));
        }
        List<String> said = played(s);
        assertEquals(7, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("Say or type a move"), said.get(0));
        assertTrue(said.get(1).startsWith("Commands:"), said.get(1));
        assertTrue(said.get(2).startsWith("Keys:"), said.get(2));
        assertTrue(said.get(4).startsWith("Rate "), said.get(4));
        assertEquals(200, wpm[0]);
        assertEquals(Verbosity.BRIEF, s.verbosity());
        assertEquals(0, s.state().ply());
    }

    @Test
    void helpRateAndVerbosityTypedInWordsAreAnsweredAsTheirKeysAndAMoveTypedIsReadBack() {
        // the console hands typed words to the session, which reads them once and gives these to the console
        GameSession s = session(Mode.PRACTICE, "ibca");
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        int[] wpm = {200};
        c.useRate(step -> wpm[0] += step);
        s.submit(new Command.Start());
        for (String line : List.of("schneller", "kurz", "Springer Gustav eins Felix drei")) {
            assertTrue(c.take(line));
        }
        List<String> said = played(s);
        assertEquals(200 + Console.RATE_STEP, wpm[0], said.toString());
        assertEquals(Verbosity.BRIEF, s.verbosity());
        assertTrue(said.contains("Kurz: nur Züge und Fragen."), said.toString());
        assertEquals(Move.fromUci("g1f3"), s.state().proposed(), said.toString());
    }

    @Test
    void withTheRussianLayoutOnTheKeysInTheirPlacesAreTheKeysAndRussianWordsStayWords() {
        // a blind player finds "p" by its place; with the Russian layout on, that key types "з"
        GameSession s = russianGame();
        Console c = russianConsole(s);
        assertTrue(c.take("Кf3"), "a move with the Russian knight's letter is a move");
        assertTrue(c.take("з"));                  // p: the position
        assertTrue(c.take("е"));                  // t: the time
        assertTrue(c.take("да"));                 // yes, not the keys "l" and "f"
        assertFalse(c.take("Й"), "the key of q quits, the game kept");
        List<String> said = played(s);
        assertTrue(said.stream().anyMatch(l -> l.startsWith("Белые: König Eva eins")), said.toString());
        assertTrue(said.stream().anyMatch(l -> l.startsWith("Ход первый. Белые: осталось пять минут")),
                said.toString());
        assertEquals(List.of(Move.fromUci("g1f3")), s.state().moves(), said.toString());
    }

    @Test
    void aMoveTypedWithTheRussianLayoutsLookAlikesOfTheFileLettersIsThatMove() {
        // "е4" with the Cyrillic е (U+0435) the Russian layout types, which looks like the Latin e
        GameSession s = russianGame();
        Console c = russianConsole(s);
        assertTrue(c.take("\u04354"));
        List<String> said = played(s);
        assertEquals(Move.fromUci("e2e4"), s.state().proposed(), said.toString());     // read back, to confirm
    }

    /** A practice game in Russian with the IBCA move words, started. */
    private static GameSession russianGame() {
        GameSession s = new GameSession(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                .withProfile("ibca").withLanguage("ru"), new SessionTime(new ManualTimeSource()));
        s.goLive();
        return s;
    }

    /** The console of {@code s}, printing into {@link #printed}, the game started. */
    private Console russianConsole(GameSession s) {
        Console c = new Console(s, new PrintWriter(printed));
        s.subscribe(c::show);
        s.submit(new Command.Start());
        return c;
    }
}
