package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.words.Readout;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;
import org.hektor.session.Understood;
import org.hektor.session.State;
import org.hektor.words.Mistake;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The journal file: every command comes back as written, and a torn last line costs only itself. */
class JournalTest {
    @TempDir
    Path dir;

    private static final Settings SETTINGS = Settings.practice(Color.BLACK, TimeControl.parse("40/5400+30:1800+30"),
            "Hektor level 3").withProfile("en").withMode(Mode.TABLET).withWindow(2500).withRepeatCheck(true);

    static final List<Command> EVERY_KIND = List.of(
            new Command.Start(),
            new Command.Utterance(List.of(Hypothesis.of("Springer Gustav eins Felix drei", 0.82), Hypothesis.of("Eva\tvier%"))),
            new Command.Typed("tab\there, newline\nhere, 100% sure\r"),
            new Command.Typed(""),
            new Command.Request(new Heard.Command(CommandWord.WHERE, Optional.of(PieceType.KNIGHT), Optional.empty())),
            new Command.Request(new Heard.Command(CommandWord.WHAT, Optional.empty(), Optional.of(Square.parse("e4")))),
            new Command.Request(Heard.Command.of(CommandWord.CONFIRM)),
            new Command.Help(),
            new Command.Read(Readout.By.RANK, 3),
            new Command.Read(Readout.By.PIECES, 0),
            new Command.OpponentMove("Nf6"),
            new Command.Touch(Square.parse("g8")),
            new Command.OpponentAction(Command.Action.DECLINE),
            new Command.EngineMove(7, Move.fromUci("e7e8q")),
            new Command.BoardEvent(Color.WHITE, Command.BoardAction.LIFT, Square.parse("e2")),
            new Command.BoardEvent(Color.BLACK, Command.BoardAction.REMOVE, Square.parse("h8")),
            new Command.PutPiece(Color.BLACK, org.hektor.chess.Piece.BLACK_QUEEN, Square.parse("e1")),
            new Command.BoardShows(Color.WHITE, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"),
            new Command.SheetShows(Color.BLACK, List.of("e4", "e5", "Nf3 (=)", "Sc6\tx%")),
            new Command.SheetShows(Color.WHITE, List.of()),
            new Command.CheckBoards(),
            new Command.Reconcile(),
            new Command.OpponentAction(Command.Action.CLAIM_FLAG),
            new Command.Tick(),
            new Command.Resumed(),
            new Command.Export(),
            new Command.Notice("Käse: ä ö ü ß"),
            new Command.Decided(java.util.stream.Stream.of(new Heard.Proposal(Move.fromUci("g1f3")),
                    new Heard.Ask(List.of(Move.fromUci("b1d2"), Move.fromUci("f3d2"))),
                    new Heard.Command(CommandWord.WHERE, Optional.of(PieceType.KNIGHT), Optional.empty()),
                    new Heard.Command(CommandWord.WHAT, Optional.empty(), Optional.of(Square.parse("e4"))),
                    Heard.Reject.of(org.hektor.notation.Reason.of(org.hektor.notation.Reason.Kind.NOT_UNDERSTOOD)),
                    new Heard.Reject("No\tknight %can go", new org.hektor.notation.Reason(
                            org.hektor.notation.Reason.Kind.NO_LEGAL_MOVE, PieceType.KNIGHT, 4, -1, Square.parse("d5"), 2)))
                    .map(Understood::of).toList(),
                    12, List.of(Move.fromUci("g1f3"), Move.fromUci("e7e8q")), 288_123, -1),
            new Command.Decided(List.of(), 0, List.of(), -1, -1),
            // a move read back with its margin (rule 2.6's window), clear or not: a replay reads no words
            new Command.Decided(List.of(new Understood(new Heard.Proposal(Move.fromUci("e2e4")),
                    java.util.OptionalDouble.of(1.0)), new Understood(new Heard.Proposal(Move.fromUci("g8f6")),
                    java.util.OptionalDouble.of(-0.2345678901234567))), 1, List.of(), 299_000, 300_000));

    @Test
    void everyKindOfCommandAndTheSettingsComeBackAsWritten() {
        Path file = dir.resolve("g.journal");
        try (Journal j = Journal.create(file, SETTINGS)) {
            long at = 0;
            for (Command c : EVERY_KIND) {
                j.write(new Stamped(at += 123, c));
            }
        }
        Journal.Contents c = Journal.reading(file).orElseThrow();
        assertEquals(SETTINGS, c.settings());
        assertEquals(EVERY_KIND, c.entries().stream().map(Stamped::command).toList());
        assertEquals(123L * EVERY_KIND.size(), c.entries().get(c.entries().size() - 1).at());
    }

    /**
     * The header names the profile and the language and writes the start as a FEN, field for field as journals
     * always had it: a journal written today is read by the Hektor that wrote yesterday's, and back.
     */
    @Test
    void theHeaderWritesTheSettingsAsNamesAndAFen() {
        Settings settings = Settings.builder().mode(Mode.ASSISTED).profile("ibca").language("en")
                .style(org.hektor.notation.Style.SHORT).control(TimeControl.parse("300+2")).player(Color.BLACK)
                .start(org.hektor.chess.Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).windowMillis(2000)
                .repeatCheck(true).playerName("Anna").opponentName("Bert").created("2026-05-01T10:00:00").build();
        String header = "hektor-journal\t2\tmode=assisted\twords=ibca\tlanguage=en\tstyle=short\tcontrol=300+2"
                + "\tplayer=black\tfen=4k3/8/8/8/8/8/8/4K2R w K - 0 1\twindow=2000\trepeat=true\tplayerName=Anna"
                + "\topponentName=Bert\tcreated=2026-05-01T10:00:00";
        assertEquals(header, JournalCodec.header(settings));
        assertEquals(settings, JournalCodec.settings(header));
    }

    /** The language and the move words are each written and read back, English sentences with the IBCA words too. */
    @Test
    void theLanguageAndTheMoveWordsComeBackApart() {
        Path file = dir.resolve("words.journal");
        Settings englishIbca = SETTINGS.withProfile("ibca").withLanguage("en");
        try (Journal j = Journal.create(file, englishIbca)) {
            j.write(new Stamped(0, new Command.Start()));
        }
        Settings read = Journal.reading(file).orElseThrow().settings();
        assertEquals(englishIbca, read);
        assertEquals("ibca", read.notation().name());
        assertEquals("en", read.notation().language());
        assertEquals("en", read.notation().language());
        assertEquals("Anna", read.notation().file(0));
    }

    @Test
    void aTornLastLineIsDroppedAndCutOffBeforeAppending() throws IOException {
        // a kill in the middle of a write: that command's events never went out
        Path file = dir.resolve("g.journal");
        try (Journal j = Journal.create(file, SETTINGS)) {
            j.write(new Stamped(0, new Command.Start()));
            j.write(new Stamped(100, new Command.Typed("e4")));
        }
        Files.writeString(file, "250\ttyp", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        Journal.Contents c = Journal.reading(file).orElseThrow();
        assertEquals(2, c.entries().size());
        assertTrue(c.damage().orElseThrow().torn());
        try (Journal j = Journal.append(c)) {
            assertEquals(Optional.of(dir.resolve("g.journal.damaged")), j.kept());
            j.write(new Stamped(300, new Command.Typed("yes")));
        }
        List<Stamped> entries = Journal.reading(file).orElseThrow().entries();
        assertEquals(new Stamped(300, new Command.Typed("yes")), entries.get(2));
        assertEquals(3, entries.size());
    }

    @Test
    void aDamagedLineEndsWhatIsKeptAndAFileThatIsNoJournalIsOneSentence() throws IOException {
        Path file = dir.resolve("g.journal");
        try (Journal j = Journal.create(file, SETTINGS)) {
            j.write(new Stamped(0, new Command.Start()));
        }
        Files.writeString(file, "x17\tfly\n20\ttick\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        Journal.Contents c = Journal.reading(file).orElseThrow();
        assertEquals(List.of(new Stamped(0, new Command.Start())), c.entries());
        assertEquals(new Damage(3, "its checksum or sequence number does not hold", false), c.damage().orElseThrow());
        Files.writeString(file, "Dear diary\n");
        assertEquals(Optional.of("The file " + file + " is not a Hektor journal: it does not start with a Hektor "
                + "journal header."), Journal.reading(file).refusal());
        assertThrows(IllegalArgumentException.class, () -> Journal.create(file, SETTINGS));
    }

    /** A file that holds no game is refused with the sentence why, as an answer: empty, or not to be read. */
    @Test
    void anEmptyOrVanishedFileIsRefusedWithItsSentence() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.journal"), "");
        assertEquals(Optional.of("The journal " + empty + " is empty or was cut off before its first line ended."),
                Journal.reading(empty).refusal());
        Path gone = dir.resolve("gone.journal");
        assertEquals(Optional.of("The journal " + gone + " cannot be read: the file is gone."),
                Journal.reading(gone).refusal());
    }

    /**
     * A journal that cannot be created or opened is said in the player's language with its reason (it was English in
     * every language); in English the system's own words stand for a reason Hektor does not name.
     */
    @Test
    void aJournalThatCannotBeCreatedOrOpenedIsSaidInThePlayersWords() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("games"), "a file where the games folder should be");
        Mistake created = assertThrows(Mistake.class, () -> Journal.create(notAFolder.resolve("g.journal"), SETTINGS));
        assertEquals("Das Journal " + notAFolder.resolve("g.journal") + " lässt sich nicht anlegen: der Partienordner "
                + "ist eine Datei, kein Ordner.", created.in(Words.forLanguage("de")));
        assertEquals("The journal " + notAFolder.resolve("g.journal") + " cannot be created: the games folder is a "
                + "file, not a folder.", created.getMessage());
        Path file = dir.resolve("g.journal");
        try (Journal j = Journal.create(file, SETTINGS)) {
            j.write(new Stamped(0, new Command.Start()));
        }
        Journal.Contents contents = Journal.reading(file).orElseThrow();
        Files.delete(file);
        Mistake opened = assertThrows(Mistake.class, () -> Journal.append(contents));
        assertEquals("Журнал " + file + " не удаётся открыть: файл исчез.", opened.in(Words.forLanguage("ru")));
    }

    @Test
    void aGameReplayedFromItsJournalFileHasTheSameMovesAndClocks() {
        Path file = dir.resolve("g.journal");
        ManualTimeSource real = new ManualTimeSource();
        Settings settings = Settings.practice(Color.WHITE, TimeControl.parse("300+3"), "Hektor").withProfile("en");
        GameSession live = new GameSession(settings, new SessionTime(real));
        Journal journal = Journal.create(file, settings);
        live.journalTo(journal::write);
        live.goLive();
        live.handle(new Command.Start());
        real.advanceMillis(3210);
        live.handle(new Command.Typed("e4"));
        live.handle(new Command.Typed(""));
        real.advanceMillis(450);
        live.handle(new Command.EngineMove(1, Move.fromUci("e7e5")));
        real.advanceMillis(12_345);
        live.handle(new Command.Tick());
        journal.close();
        State before = live.state();

        GameSession again = Replay.rebuild(Journal.reading(file).orElseThrow(), new ManualTimeSource());
        State after = again.state();
        assertEquals(before.moves(), after.moves());
        assertEquals(before.clock(), after.clock());
        assertEquals(before.at(), after.at());
    }
}
