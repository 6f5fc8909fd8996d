package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.clock.TimeControl;
import org.hektor.session.Command;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;
import org.hektor.words.Refusable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A journal line that holds no command is refused with what is wrong there: an answer, never an exception. */
class JournalLineTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "17                                 | the line has no command",
        "x17\ttick                          | 'x17' is not an instant",
        "17\tfly                            | 'fly' is not a command the journal knows",
        "17\tengine\tone\te2e4              | 'one' is not a whole number",
        "17\tengine\t1                      | the engine command lacks a field",
        "17\tengine\t1\te2e9                | 'e2e9' is not a UCI move; a UCI move looks like e2e4 or e7e8q.",
        "17\ttouch\tz9                      | 'z9' is not a square",
        "17\tread\tfile\t9                  | A read-out file takes a file or rank from 0 to 7, not 9.",
        "17\tread\tdiagonal\t0              | 'diagonal' is no read-out",
        "17\tboard\tgreen\tlift\te2         | 'green' is not a colour",
        "17\tput\twhite\tx\te1              | 'x' is not a piece letter",
        "17\trequest\tnone\t-\t-            | 'none' is not a command word",
        "17\tutter\tEva vier\tsure          | 'sure' is not a number",
        "17\ttyped\te4%zz                   | the field 'e4%zz' has a % that starts no escape",
        "17\tdecided\t1\t0\t0\t999999999\te2e4 | the decided record lacks a field",
        "17\tdecided\t1\t0\t0\t0\t1\task\te2e4 | An ASK offers 2 to 8 moves, not 1.",
        "17\tdecided\t1\t0\t0\t0\t1\tguess  | 'guess' is no kind of understanding",
        "17\tdecided\t1\t0\t0\t0\t0\textra  | the decided record has fields left over",
    })
    void aDamagedLineIsRefusedWithWhatIsWrongThere(String line, String why) {
        String read = line.replace("\\t", "\t");
        assertEquals(Refusable.refused(why), JournalCodec.read(read));
        assertEquals(why, assertThrows(IllegalArgumentException.class, () -> JournalCodec.parse(read)).getMessage(),
                "the throwing form carries the same reason");
    }

    @Test
    void aGoodLineIsTheCommandItWasWrittenFrom() {
        Stamped engine = new Stamped(17, new Command.EngineMove(1, Move.fromUci("e7e8q")));
        assertEquals(Refusable.given(engine), JournalCodec.read(JournalCodec.line(engine)));
        Stamped typed = new Stamped(18, new Command.Typed("a%b\tc"));
        assertEquals(Refusable.given(typed), JournalCodec.read(JournalCodec.line(typed)));
    }

    /** The reader keeps every record before the damaged line and says the damage where it is, for a format-1 file. */
    @Test
    void aFileKeepsTheRecordsBeforeADamagedLineAndSaysWhy() throws IOException {
        Settings settings = Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor");
        String header = JournalCodec.header(settings).replace("hektor-journal\t2\t", "hektor-journal\t1\t");
        Path file = Files.writeString(dir.resolve("g.journal"), header + "\n0\tstart\n17\tread\tfile\t9\n20\ttick\n",
                StandardCharsets.UTF_8);
        Journal.Contents c = Journal.reading(file).orElseThrow();
        assertEquals(List.of(new Stamped(0, new Command.Start())), c.entries());
        assertEquals(new Damage(3, "A read-out file takes a file or rank from 0 to 7, not 9.", false), c.damage().orElseThrow());
        assertEquals(header.length() + "\n0\tstart\n".length(), c.validBytes());
    }
}
