package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.hektor.clock.ManualTimeSource;
import org.hektor.session.Stamped;
import org.hektor.session.State;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Thousands of damaged copies of real journals (1,000 per journal, three journals) (bytes flipped, the file cut, bytes appended, at random
 * points, a fixed seed so a failure can be found again). Reading and resuming never crash, never lose a record
 * before the damage, and a damage in today's format is always found and said.
 */
class JournalFuzzTest {
    private static final int CASES = 1000;
    private static final long SEED = 13;

    @TempDir
    Path dir;

    private enum Kind { FLIP, CUT, APPEND }

    @Test
    void damagedJournalsOfTodaysFormatKeepEveryRecordBeforeTheDamageAndSaySo() throws IOException {
        fuzz(Files.readAllBytes(RealJournal.today(Files.createDirectories(dir.resolve("real")))), true);
    }

    @Test
    void damagedJournalsWrittenByTodaysHektorWithTheirDecisionsToo() throws IOException {
        fuzz(Files.readAllBytes(RealJournal.writtenToday(Files.createDirectories(dir.resolve("real")))), true);
    }

    @Test
    void damagedJournalsOfTheFirstFormatNeverCrashAndKeepEveryRecordBeforeTheDamage() throws IOException {
        // format 1 has no checksums: a changed field may still read as a record; what is before it is kept all the same
        fuzz(Files.readAllBytes(RealJournal.formatOne(Files.createDirectories(dir.resolve("real")))), false);
    }

    private void fuzz(byte[] real, boolean proving) throws IOException {
        Path file = dir.resolve("g.journal");
        Files.write(file, real);
        List<Stamped> whole = Journal.reading(file).orElseThrow().entries();
        int headerEnd = RealJournal.lineStart(real, 2);
        Random random = new Random(SEED);
        Words words = Words.forProfile("en");
        int said = 0;
        for (int n = 0; n < CASES; n++) {
            Kind kind = Kind.values()[random.nextInt(Kind.values().length)];
            int at = headerEnd + random.nextInt(real.length - headerEnd);    // a damaged header is refused, not fuzzed
            byte[] damaged = switch (kind) {
                case FLIP -> flip(real, at, random);
                case CUT -> Arrays.copyOf(real, at);
                case APPEND -> append(real, random);
            };
            int damageAt = kind == Kind.APPEND ? real.length : at;
            Files.write(file, damaged);
            String what = kind + " at " + at + " (case " + n + ")";
            Journal.Contents c;
            try {
                c = Journal.reading(file).orElseThrow();
            } catch (RuntimeException e) {
                fail(what + ": " + e);
                return;
            }
            int before = recordsEndingBefore(real, damageAt);
            assertTrue(c.entries().size() >= before, what + ": a record before the damage was lost");
            assertEquals(whole.subList(0, before), c.entries().subList(0, before), what);
            if (proving) {
                assertEquals(whole.subList(0, c.entries().size()), c.entries(), what + ": only whole records are kept");
                boolean detectable = !(kind == Kind.CUT && (at == 0 || real[at - 1] == '\n'));
                assertEquals(detectable, c.damage().isPresent(), what + ": " + c.damage());
            }
            if (n % 10 == 0 || c.damage().isPresent() && n % 3 == 0) {
                State game = Replay.rebuild(c, new ManualTimeSource()).state();     // a resume never crashes
                if (c.damage().isPresent()) {
                    assertTrue(Recovery.sentence(c, game, java.util.Optional.of(file), words).isPresent(), what);
                    said++;
                }
            }
        }
        assertTrue(said > CASES / 10, "the damaged cases were resumed and said: " + said);
    }

    /** The number of records (after the header) whose line ends before byte {@code at}. */
    private static int recordsEndingBefore(byte[] bytes, int at) {
        int lines = 0;
        for (int i = 0; i < at; i++) {
            lines += bytes[i] == '\n' ? 1 : 0;
        }
        return Math.max(0, lines - 1);
    }

    private static byte[] flip(byte[] real, int at, Random random) {
        byte[] b = real.clone();
        b[at] ^= (byte) (1 << random.nextInt(8));
        return b;
    }

    private static byte[] append(byte[] real, Random random) {
        byte[] tail = new byte[1 + random.nextInt(80)];
        random.nextBytes(tail);
        if (random.nextBoolean()) {
            tail[tail.length - 1] = '\n';        // a garbage line that ends like a record
        }
        byte[] b = Arrays.copyOf(real, real.length + tail.length);
        System.arraycopy(tail, 0, b, real.length, tail.length);
        return b;
    }
}
