package org.hektor.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;

/**
 * A game's speech log read back against what the virtual speaker recorded: every sentence Hektor says he played in
 * full must have been heard in its time, so a line that takes sound and plays nothing (a player left in silence
 * after a printed sentence) cannot pass. The log's times are the wall clock of the game's process; they are laid
 * on the test's monotonic clock through one reference taken at the start.
 */
final class SpeechHeard {
    /** How far the window reaches beyond the sentence's time moved by the lag (20 ms pieces, timer jitter). */
    private static final long SLACK_NANOS = 100_000_000L;
    /** How late a sentence's sound may still arrive after its line finished, when no other sentence follows soon. */
    private static final long LATE_NANOS = 2_000_000_000L;
    /** How far either side of an unheard sentence its failure message shows the log and the speaker. */
    private static final long AROUND_NANOS = 3_000_000_000L;

    private static final Pattern LINE = Pattern.compile(
            "(\\d\\d:\\d\\d:\\d\\d\\.\\d+) sentence (\\d+) (queued \\((\\w+)\\): (.*)"
                    + "|started playing.*\\((\\d+) ms of sound\\)"
                    + "|finished .*: (played in full|cut after \\d+ ms)|failed .*|dropped.*)");

    /** One sentence of the log: its words, when it started and finished playing (monotonic), how it ended. */
    record Sentence(int order, String text, long startNanos, long endNanos, String outcome, long soundMillis) {
        boolean playedInFull() {
            return "played in full".equals(outcome);
        }

        boolean earcon() {
            return text.startsWith("[");
        }
    }

    /**
     * What the check found: sentences played in full and heard, those not heard (with what was heard), and what the
     * sound card did besides (the speech log's other lines: a sentence played again, a line held open).
     */
    record Result(int playedInFull, int failed, List<String> unheard, List<String> soundCard) {
    }

    private static final Pattern TIMED = Pattern.compile("(\\d\\d:\\d\\d:\\d\\d\\.\\d+) (.*)");

    /** A line of the speech log that is not a sentence's step: what the sound card did (held open, played again). */
    record Note(long nanos, String text) {
    }

    /** A speech log read: its sentences, and its other lines (what the sound card did), for a failure's message. */
    record Log(List<Sentence> sentences, List<Note> notes) {
    }

    private final LocalTime wallAtReference = LocalTime.now();
    private final long nanosAtReference = System.nanoTime();

    List<Sentence> read(Path speechLog) throws IOException {
        return readLog(speechLog).sentences();
    }

    Log readLog(Path speechLog) throws IOException {
        Map<Integer, String[]> byOrder = new LinkedHashMap<>();     // text, start, end, outcome, ms of sound
        List<Note> others = new ArrayList<>();
        for (String line : Files.readAllLines(speechLog)) {
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                Matcher timed = TIMED.matcher(line);
                if (timed.matches()) {
                    others.add(new Note(nanos(timed.group(1)), timed.group(2)));
                }
                continue;
            }
            String[] s = byOrder.computeIfAbsent(Integer.parseInt(m.group(2)), k -> new String[5]);
            String step = m.group(3);
            if (step.startsWith("queued")) {
                s[0] = m.group(5);
            } else if (step.startsWith("started")) {
                s[1] = m.group(1);
                s[4] = m.group(6);
            } else if (step.startsWith("finished")) {
                s[2] = m.group(1);
                s[3] = m.group(7);
            } else if (step.startsWith("dropped")) {
                s[2] = m.group(1);
                s[3] = "dropped";
            } else {
                s[2] = m.group(1);
                s[3] = "failed";
            }
        }
        List<Sentence> sentences = new ArrayList<>();
        byOrder.forEach((order, s) -> sentences.add(new Sentence(order, s[0], nanos(s[1]), nanos(s[2]), s[3],
                s[4] == null ? 0 : Long.parseLong(s[4]))));
        return new Log(sentences, others);
    }

    /** Waits until every sentence the game's speech log holds has finished playing (or been cut, or failed). */
    List<Sentence> awaitAllSaid(Path speechLog, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            List<Sentence> sentences = Files.exists(speechLog) ? read(speechLog) : List.of();
            if (!sentences.isEmpty() && sentences.stream().allMatch(s -> s.outcome() != null)) {
                return sentences;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Hektor has not said everything within " + timeout + ": " + sentences);
            }
            Thread.sleep(50);
        }
    }

    /**
     * Checks each sentence played in full against the recording: at least half of the audible sound the game's voice
     * makes for it ({@code voice} says it again), an earcon at least one 20 ms piece. Half, because a shared machine
     * under load delays or drops a 20 ms piece now and then (a CI run heard 400 of the 560 audible ms of "Your
     * move."), while a sentence played as silence, the failure this check is for, is heard for 0 to 60 ms. The window is
     * the sentence's playing time moved by the game's lag from line to recorder, the median over its sentences of
     * the first sound after a sentence started (a median, so that a sentence played as silence, whose first sound
     * would be the next sentence's, does not move the window onto the next sentence), and it reaches on to where the
     * next sentence's sound can begin ({@link #windowEnd}).
     */
    Result check(Log log, VirtualSoundCard.Recording speaker, Function<String, Sound> voice) {
        List<Sentence> sentences = log.sentences();
        List<Note> notes = log.notes();
        List<Sentence> full = sentences.stream().filter(s -> s.playedInFull() && s.text() != null).toList();
        long lag = lag(full, speaker, voice);
        List<String> unheard = new ArrayList<>();
        for (Sentence s : full) {
            long heard = speaker.audibleMillisBetween(s.startNanos() + lag - SLACK_NANOS, windowEnd(s, sentences, lag));
            long wanted = s.earcon() ? 20 : VirtualSoundCard.Recording.audibleMillis(voice.apply(s.text())) / 2;
            if (heard < wanted) {
                unheard.add("sentence " + s.order() + " \"" + s.text() + "\": heard " + heard + " ms, wanted "
                        + wanted + " (lag " + lag / 1_000_000 + " ms)" + around(s, sentences, notes, speaker));
            }
        }
        int failed = (int) sentences.stream().filter(s -> "failed".equals(s.outcome())).count();
        return new Result(full.size(), failed, unheard, notes.stream().map(Note::text).toList());
    }

    /**
     * Where a sentence's window ends: at least its end moved by the lag and the slack; on a loaded machine its last
     * pieces reach the recorder later than that (an underrun delays the rest of the stream: a CI run heard 180 of
     * the 560 ms of "Your move." inside the narrow window), so the window reaches on to where the next sentence's
     * sound can begin, and no further than two seconds: sound in between can be this sentence's alone, since every
     * sound Hektor makes is a sentence of the log and they play one after the other.
     */
    private static long windowEnd(Sentence s, List<Sentence> sentences, long lag) {
        long narrow = s.endNanos() + lag + SLACK_NANOS;
        long next = sentences.stream().mapToLong(Sentence::startNanos).filter(t -> t > s.startNanos()).min()
                .orElse(Long.MAX_VALUE);
        long late = Math.min(next == Long.MAX_VALUE ? Long.MAX_VALUE : next + lag, s.endNanos() + lag + LATE_NANOS);
        return Math.max(narrow, late);
    }

    /**
     * The log (its sentences and what the sound card did) and the speaker three seconds either side of {@code s}, in milliseconds from its start (the speech log's
     * clock laid on the test's): whether its sound came late, came cut, or never came can be read from a failure.
     */
    private static String around(Sentence s, List<Sentence> sentences, List<Note> notes,
            VirtualSoundCard.Recording speaker) {
        long from = s.startNanos() - AROUND_NANOS;
        long to = s.endNanos() + AROUND_NANOS;
        StringBuilder b = new StringBuilder("\n    log:");
        for (Sentence o : sentences) {
            if (o.endNanos() > from && o.startNanos() < to) {
                b.append(String.format("%n      sentence %d %s: %+d..%+d ms, %d ms of sound, %s", o.order(),
                        o.text(), (o.startNanos() - s.startNanos()) / 1_000_000,
                        (o.endNanos() - s.startNanos()) / 1_000_000, o.soundMillis(), o.outcome()));
            }
        }
        for (Note n : notes) {
            if (n.nanos() > from && n.nanos() < to) {
                b.append(String.format("%n      %+d ms: %s", (n.nanos() - s.startNanos()) / 1_000_000, n.text()));
            }
        }
        b.append("\n    speaker, audible:");
        for (long[] run : speaker.audibleRunsBetween(from, to)) {
            b.append(String.format(" %+d..%+d", (run[0] - s.startNanos()) / 1_000_000,
                    (run[1] - s.startNanos()) / 1_000_000));
        }
        return b.toString();
    }

    private static long lag(List<Sentence> full, VirtualSoundCard.Recording speaker, Function<String, Sound> voice) {
        List<Long> lags = new ArrayList<>();
        for (Sentence s : full) {
            if (s.earcon()) {
                continue;
            }
            try {
                long onset = speaker.awaitSound(s.startNanos(), 0);
                if (onset > 0) {
                    lags.add(onset - s.startNanos() - leadingQuietNanos(voice.apply(s.text())));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return lags.isEmpty() ? 0 : lags.stream().sorted().toList().get(lags.size() / 2);
    }

    /** How long {@code sound} is quiet before its first audible 20 ms piece. */
    static long leadingQuietNanos(Sound sound) {
        byte[] pcm = sound.pcm();
        int piece = Sound.SAMPLE_RATE / 50 * 2;     // 20 ms of 16-bit samples, as the recorder counts
        int at = 0;
        while (at + piece <= pcm.length && !new Sound(Arrays.copyOfRange(pcm, at, at + piece)).isAudible()) {
            at += piece;
        }
        return at / 2 * 1_000_000_000L / Sound.SAMPLE_RATE;
    }

    private long nanos(String wall) {
        if (wall == null) {
            return -1;
        }
        long since = Duration.between(wallAtReference, LocalTime.parse(wall)).toNanos();
        if (since < -Duration.ofHours(12).toNanos()) {
            since += Duration.ofDays(1).toNanos();     // the game went on past midnight
        }
        return nanosAtReference + since;
    }
}
