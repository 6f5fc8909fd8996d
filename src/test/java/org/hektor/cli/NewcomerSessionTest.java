package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hektor.arbiter.IllegalMoveReason;
import org.hektor.arbiter.Refusal;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.TimeLeft;
import org.hektor.notation.Announcer;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.words.GermanText;
import org.hektor.words.Refusals;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A newcomer's first minutes, in German and in English, through real {@code hektor} processes as a person at a
 * keyboard meets them: {@code hektor --help}; {@code hektor play --keyboard}; the help and the time; mistakes
 * (several pieces fit and none can go, a blocked way, castling barred, a piece that does not move so, castling
 * after the king moved, nonsense, a question answered with a number beyond its list, and whatever pinned or
 * checked move the game offers); ten moves; {@code q}; five bad command lines; resuming (German: the question at
 * the next start; English: {@code --resume}); the time again; {@code q}. Every line printed is read: no ANSI code,
 * no stack trace, never a refusal without its reason; in the German run no digit and no English word in a sentence.
 */
class NewcomerSessionTest {
    @TempDir
    Path dir;

    /** One language's run: its profile, its environment, and the words the player types. */
    private record Language(String profile, Map<String, String> env, List<String> extraArgs, String yes,
                            String helpKeys) {
        boolean german() {
            return profile.equals("ibca");
        }
    }

    private static final Language GERMAN = new Language("ibca", Map.of("LANG", "de_DE.UTF-8", "LC_ALL", "de_DE.UTF-8"),
            List.of(), "ja", "Hilfe Tasten");
    private static final Language ENGLISH = new Language("en", Map.of("LANG", "en_US.UTF-8", "LC_ALL", "en_US.UTF-8"),
            List.of("--profile", "en"), "yes", "help keys");

    /** A typed mistake at the start, and the sentence that says why it cannot be played, in each language. */
    private record Mistake(String typed, String said) {
    }

    private static final List<Mistake> GERMAN_MISTAKES = List.of(
            new Mistake("Sg3", "Kein Springer kann Gustav drei erreichen."),
            new Mistake("Dh5", "Der Weg von David eins nach Hektor fünf ist versperrt: auf Eva zwei steht ein Bauer."),
            new Mistake("O-O", "Der Weg von Eva eins nach Gustav eins ist versperrt: auf Felix eins steht ein Läufer."),
            new Mistake("g1g3", "Ein Springer zieht nicht von Gustav eins nach Gustav drei."),
            new Mistake("Sd2", "Der Weg von Bella eins nach David zwei ist versperrt: auf David zwei steht ein Bauer."),
            new Mistake("e5e6", "Auf Eva fünf steht keine Figur von Ihnen."),
            new Mistake("blabla", "Nicht verstanden, bitte wiederholen."));
    private static final List<Mistake> ENGLISH_MISTAKES = List.of(
            new Mistake("Ng3", "Ng3 is not legal here: no knight can go to g3."),
            new Mistake("Qh5", "The way from delta one to hotel five is blocked: a pawn stands on echo two."),
            new Mistake("O-O", "The way from echo one to golf one is blocked: a bishop stands on foxtrot one."),
            new Mistake("g1g3", "A knight does not move from golf one to golf three."),
            new Mistake("Nd2", "The way from bravo one to delta two is blocked: a pawn stands on delta two."),
            new Mistake("e5e6", "There is no piece of yours on e5."),
            new Mistake("blabla", "Not understood."));

    /** Bad command lines of a newcomer: each one sentence naming the help, exit status 2. */
    private static final List<List<String>> BAD_COMMANDS = List.of(List.of("frobnicate"), List.of("perft", "abc"),
            List.of("play", "--level", "elf"), List.of("play", "--colour", "white"), List.of("play", "--time"));

    /** The refusals that say no reason; a newcomer must never meet them in these games. */
    private static final List<String> REASONLESS_KEYS = List.of("session.reject.typed.not.legal",
            "session.reject.short.castling.not.legal", "session.reject.long.castling.not.legal",
            "session.reject.castling.not.legal");

    /** Kinds of illegal move tried whenever the game offers one (a pin, a king walking into check). */
    private static final Set<Refusal.Kind> WHEN_OFFERED = EnumSet.of(Refusal.Kind.PINNED,
            Refusal.Kind.KING_WOULD_BE_IN_CHECK, Refusal.Kind.CASTLING_IN_CHECK, Refusal.Kind.CASTLING_THROUGH_ATTACK,
            Refusal.Kind.CASTLING_INTO_CHECK);

    @Test
    void aGermanNewcomersFirstMinutesSayEveryRefusalsReasonInGermanOnly() throws Exception {
        session(GERMAN, GERMAN_MISTAKES);
    }

    @Test
    void anEnglishNewcomersFirstMinutesSayEveryRefusalsReason() throws Exception {
        session(ENGLISH, ENGLISH_MISTAKES);
    }

    /** What one run printed: game lines (said), and the command line's own output (help, usage mistakes). */
    private static final class Printed {
        final List<String> said = new ArrayList<>();
        final List<String> commandLine = new ArrayList<>();
        final List<String> refusals = new ArrayList<>();
    }

    private void session(Language lang, List<Mistake> mistakes) throws Exception {
        Profile profile = Profile.load(lang.profile());
        Words words = Words.forProfile(lang.profile());
        Printed printed = new Printed();
        Path journal = Files.createDirectories(dir.resolve("journal"));

        HektorProcess.Result help = run(lang, "--help");
        assertEquals(0, help.status(), help.err());
        List<String> helpLines = help.out().lines().toList();
        printed.commandLine.addAll(helpLines);
        int playing = helpLines.indexOf("Playing:");
        assertTrue(playing > 0 && helpLines.get(playing + 1).startsWith("  play "), help.out());

        List<String> game = new ArrayList<>(List.of("play", "--keyboard", "--journal", journal.toString(), "--level",
                "1", "--seed", "3"));
        game.addAll(lang.extraArgs());
        Player player = new Player(lang, profile, words, printed);
        List<String> movesBeforeQuit;
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr1.txt"), lang.env(), game.toArray(String[]::new))) {
            h.expectLine(words.say("session.prompt.you"));
            h.send("?");
            h.expectStart(words.say("help.game", "example", "", "confirm", "", "correction", "").substring(0, 12));
            h.send("t");
            h.expectStart(timeAt(words, 1));
            for (Mistake m : mistakes) {
                player.refused(h, m.typed(), m.said());
            }
            for (int n = 1; n <= 5; n++) {
                assertTrue(player.move(h, n), "the game is not over before the newcomer quits:\n" + h.transcript());
                if (n == 3) {
                    h.send("t");
                    h.expectStart(timeAt(words, 4));
                }
            }
            movesBeforeQuit = h.state().moves();
            h.send("q");
            h.expectLine(words.say("session.quit.kept"));
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            printed.said.addAll(lines(h));
        }

        // five at once: each is a JVM's start, and the newcomer's fumbling needs no order
        List<java.util.concurrent.CompletableFuture<HektorProcess.Result>> runs = BAD_COMMANDS.stream()
                .map(bad -> java.util.concurrent.CompletableFuture.supplyAsync(() -> run(lang, bad.toArray(String[]::new))))
                .toList();
        for (int i = 0; i < BAD_COMMANDS.size(); i++) {
            List<String> bad = BAD_COMMANDS.get(i);
            HektorProcess.Result r = runs.get(i).join();
            assertEquals(2, r.status(), bad + ": " + r.out() + r.err());
            assertEquals("", r.out(), bad.toString());
            List<String> sentence = r.err().lines().toList();
            assertEquals(1, sentence.size(), bad + ": " + r.err());
            assertTrue(sentence.get(0).contains("--help"), "names the help: " + sentence.get(0));
            printed.commandLine.addAll(sentence);
            if (lang.german()) {
                assertEquals(List.of(), GermanText.get().problems(typedPartsOut(sentence.get(0))), sentence.get(0));
            }
        }

        List<String> resume = new ArrayList<>(game);
        if (!lang.german()) {
            resume.add("--resume");
        }
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr2.txt"), lang.env(), resume.toArray(String[]::new))) {
            if (lang.german()) {
                // the next start asks, the date in words (no digits: checked with every line below)
                h.expectStart("Eine unbeendete Partie vom ");
                h.send("ja");
            }
            String resumed = words.say("session.paused.resumed", "move", words.number(6), "tomove",
                    words.say("session.paused.tomove.you"));
            h.expectLine(resumed);
            assertEquals(movesBeforeQuit, h.state().moves(), "the game goes on where it was left");
            h.send(lang.yes());
            h.expectLine(words.say("session.clocks.running"));
            h.send(lang.helpKeys());
            h.expectStart(words.say("help.keys").substring(0, 8));
            boolean on = true;
            for (int n = 6; n <= 10 && on; n++) {
                on = player.move(h, n);
                if (on && n == 8) {
                    h.send("t");
                    h.expectStart(timeAt(words, 9));
                }
            }
            if (on) {
                h.send("q");
                h.expectLine(words.say("session.quit.kept"));
            }
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
            printed.said.addAll(lines(h));
            for (Path err : List.of(dir.resolve("stderr1.txt"), dir.resolve("stderr2.txt"))) {
                printed.commandLine.addAll(Files.readAllLines(err));
            }
        }

        List<String> bad = new ArrayList<>();
        List<String> all = new ArrayList<>(printed.said);
        all.addAll(printed.commandLine);
        for (String line : all) {
            if (line.contains("\u001b")) {
                bad.add("an ANSI code in: " + line);
            }
            if (line.matches("\\s+at [\\w.$]+\\(.*") || line.contains("Exception") || line.contains("Caused by")) {
                bad.add("a stack trace in: " + line);
            }
        }
        Set<String> reasonless = new java.util.HashSet<>();
        for (String key : REASONLESS_KEYS) {
            if (words.has(key)) {          // English says the contract's sentences, which follow
                reasonless.add(words.say(key));
            }
        }
        reasonless.addAll(List.of("Short castling is not legal here.", "Long castling is not legal here.",
                "Castling is not legal here."));
        for (String line : printed.said) {
            if (reasonless.contains(line)) {
                bad.add("a refusal without its reason: " + line);
            }
            if (lang.german()) {
                GermanText.get().problems(line).forEach(why -> bad.add(why + " in: " + line));
            }
        }
        assertEquals(List.of(), bad, String.join("\n", all));
        assertTrue(player.asked && player.castledAfterTheWalk, "a question answered beyond its list and castling after "
                + "the king moved were tried:\n" + String.join("\n", all));
        System.out.println(lang.profile() + " newcomer session: " + printed.refusals.size() + " refusals, each with its "
                + "reason; kinds offered by the game: " + player.offered);
    }

    /** The newcomer at the keyboard: his moves (a coach's, but his king walks once), and the mistakes he makes. */
    private static final class Player {
        private final Language lang;
        private final Profile profile;
        private final Words words;
        private final Printed printed;
        private final Announcer announcer;
        private final Understanding understanding;
        private final BuiltInEngine coach = new BuiltInEngine(4, 1, 40_000);
        private final Set<Refusal.Kind> offered = EnumSet.noneOf(Refusal.Kind.class);
        private boolean asked;
        private boolean castledAfterTheWalk;

        Player(Language lang, Profile profile, Words words, Printed printed) {
            this.lang = lang;
            this.profile = profile;
            this.words = words;
            this.printed = printed;
            this.announcer = new Announcer(profile);
            this.understanding = new Understanding(profile);
        }

        void refused(HektorProcess h, String typed, String said) {
            h.send(typed);
            h.expectLine(said);
            printed.refusals.add(typed + " -> " + said);
        }

        /** Move {@code n}, with whatever mistakes the position offers first; false when the game is over. */
        boolean move(HektorProcess h, int n) {
            HektorProcess.StateLine s = h.state();
            assertEquals("white", s.toMove(), h.transcript());
            Position p = Position.fromFen(s.fen());
            Square king = p.kingSquare(Color.WHITE);
            if (n >= 4 && !castledAfterTheWalk && king.equals(Square.parse("e1"))) {
                // the king went e1-e2-e1: short castling is lost for good (rule 3.8.2)
                refused(h, "O-O", say(IllegalMoveReason.of(p, king, Square.parse("g1")).orElseThrow()));
                castledAfterTheWalk = true;
            }
            for (Refusal.Kind kind : WHEN_OFFERED) {
                if (!offered.contains(kind)) {
                    offered(p, kind).ifPresent(m -> {
                        offered.add(kind);
                        refused(h, m.uci(), say(IllegalMoveReason.of(p, m.from(), m.to()).orElseThrow()));
                    });
                }
            }
            Move m = choose(p, s, n);
            Optional<String> ambiguous = asked ? Optional.empty() : askingPhrase(p, m);
            if (ambiguous.isPresent()) {
                asked = true;
                h.send(ambiguous.get());
                Heard.Ask ask = (Heard.Ask) understanding.understand(p, ambiguous.get());
                h.expectLine(words.say("session.ask", "list", announcer.askList(p, ask.moves())));
                String beyond = lang.german() ? "fünf" : "five";     // the list has two or three moves here
                // English says the contract's sentence, its number in digits (spoken-notation.md section 3)
                refused(h, beyond, lang.german()
                        ? words.say("session.reject.number.out.of.range", "count", words.number(ask.moves().size()))
                        : "Say a number from 1 to " + ask.moves().size() + ".");
                h.send(Integer.toString(ask.moves().indexOf(m) + 1));
            } else {
                h.send(m.uci());
            }
            String phrase = announcer.announce(p, m);
            h.expectLine(words.say("session.readback", "move", phrase));
            h.send(n % 2 == 0 ? "" : lang.yes());
            h.expectLine(phrase);
            Position after = p.play(m);
            if (after.isCheckmate()) {
                h.expectStart(words.say("session.over.checkmate", "winner", words.color(Color.WHITE)).substring(0, 6));
                return false;
            }
            String yourMove = words.say("session.prompt.you");
            String line = h.expect(l -> l.equals(yourMove) || l.startsWith(words.say("session.over.checkmate",
                    "winner", "").substring(0, 6)), "the newcomer's turn again", Duration.ofSeconds(60));
            return line.equals(yourMove);
        }

        /**
         * A newcomer's opening: e4, the king out and back (e1-e2, e2-e1: castling is lost), d3, Nf3, Nbd2 (two knights
         * then fit "knight d2": a question); each when legal, else the coach's move. Once the question is due and the
         * opening gave none, any move that asks one.
         */
        private Move choose(Position p, HektorProcess.StateLine s, int n) {
            List<String> opening = List.of("e2e4", "e1e2", "e2e1", "d2d3", "g1f3", "b1d2");
            if (n <= opening.size() && p.isLegal(Move.fromUci(opening.get(n - 1)))) {
                return Move.fromUci(opening.get(n - 1));
            }
            if (!asked && n > opening.size()) {
                for (Move other : p.legalMoves()) {
                    if (askingPhrase(p, other).isPresent()) {
                        return other;
                    }
                }
            }
            List<Move> played = s.moves().stream().map(Move::fromUci).toList();
            return coach.think(Position.initial(), played, TimeLeft.perMove(5_000)).move();
        }

        /** A move of {@code kind} in {@code p}, if the position has one: the piece exists, the law bars the move. */
        private static Optional<Move> offered(Position p, Refusal.Kind kind) {
            for (Square from : Square.all()) {
                if (p.pieceAt(from) == null || p.pieceAt(from).color() != Color.WHITE) {
                    continue;
                }
                for (Square to : Square.all()) {
                    Optional<Refusal> r = IllegalMoveReason.of(p, from, to);
                    if (r.isPresent() && r.get().kind() == kind) {
                        return Optional.of(new Move(from, to, null));
                    }
                }
            }
            return Optional.empty();
        }

        private String say(Refusal r) {
            return new Refusals(words, profile::square, profile::piece).say(r, Color.WHITE);
        }

        /** Words that fit several legal moves, one of them {@code m} ("Springer David zwei"); empty if they name it alone. */
        private Optional<String> askingPhrase(Position p, Move m) {
            return PlayProcessTest.askingPhrase(profile, understanding, p, m);
        }
    }

    /** The start of the time read-out at move {@code n}: "Zug vier. ", "Move four. ". */
    private static String timeAt(Words words, int n) {
        return words.say("clock.report", "move", words.number(n), "white", "", "black", "").strip() + " ";
    }

    private static HektorProcess.Result run(Language lang, String... args) {
        ProcessBuilder b = HektorProcess.command(args);
        b.environment().putAll(lang.env());
        return HektorProcess.run(b, Duration.ofSeconds(60));
    }

    /** Every line the console printed, but the {@code state} lines this test asks for (a tool's line, never said). */
    private static List<String> lines(HektorProcess h) {
        return h.transcript().lines().filter(l -> l.startsWith("< ")).map(l -> l.substring(2))
                .filter(l -> !l.startsWith("state ")).toList();
    }

    /**
     * A usage sentence without what the player types or typed: the quoted input, option names, parameter labels and
     * the {@code hektor <command>} it names stay as typed inside a German sentence.
     */
    private static String typedPartsOut(String sentence) {
        return sentence.replaceAll("'[^']*'", " ").replaceAll("hektor( [a-z]+)?", " ").replaceAll("--[a-z-]+", " ")
                .replaceAll("\\b[A-Z]{2,}\\b", " ");
    }
}
