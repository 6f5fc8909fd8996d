package org.hektor.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.clock.Call;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ClockSnapshot;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.words.ClockReport;
import org.hektor.words.Mistake;
import org.hektor.words.Words;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code hektor clock --control TC --simulate LIST [--calls w,b]}: plays a list of thinking times on a
 * hand-advanced clock and prints every dial call as it happens, then the final times (format in docs/commands.md,
 * section clock); with {@code --say} each line ends with what Hektor says there in the player's language, so the
 * calls of rule 2.4 and the report of rule 2.9d can be checked in every language without playing a game. Without
 * it the lines are the fields alone, as scripts that read them have always had them.
 */
@Command(name = "clock", description = "Simulate a game's clock: print each clock call as it happens "
        + "('<elapsed s> <w|b> <call> [<argument>] <remaining s>'), then 'final <white s> <black s> <move number>'; "
        + "with --say each line ends with a tab and what Hektor says there in --language.")
final class ClockCommand extends LanguageCommand {
    /** A day per move is more than any game gives; beyond it a typo is more likely than a real think. */
    static final long MAX_THINK_SECONDS = 86_400;

    @Option(names = "--control", required = true, paramLabel = "TC",
            description = "PGN TimeControl (300+2, 40/5400+30:1800+30, 300d5, *180) or a preset name (blitz, rapid, classical...).")
    String control;

    @Option(names = "--simulate", required = true, paramLabel = "LIST",
            description = "Comma-separated thinking times in seconds (up to 3 decimals), White first, alternating.")
    String simulate;

    @Option(names = "--calls", paramLabel = "SIDES", completionCandidates = Choices.Sides.class,
            description = "Who hears the calls: w, b, w,b (default) or none. A side's flag is always called to the other.")
    String calls = "w,b";

    @Option(names = "--say", description = "End each line with a tab and what Hektor says there: the call, and at the "
            + "end the time report a player asks for, in --language.")
    boolean say;

    @Override
    public Integer call() {
        ClockReport said = ClockReport.in(Words.forLanguage(languageOptions.notation().language()));
        TimeControl timeControl = TimeControlOption.read(control);
        List<Long> thinks = thinkingTimes(simulate);
        Set<Color> hearing = hearing(calls);
        ManualTimeSource time = new ManualTimeSource();
        ChessClock clock = new ChessClock(timeControl, time, hearing);
        PrintWriter out = spec.commandLine().getOut();
        long start = time.millis();
        clock.start();
        for (long think : thinks) {
            time.advanceMillis(think);
            clock.press();
            for (Call c : clock.takeCalls()) {
                out.println(seconds(c.atMillis() - start) + " " + c.side().fenLetter() + " " + c.words() + " "
                        + seconds(c.remainingMillis()) + (say ? "\t" + said.call(c) : ""));
            }
        }
        ClockSnapshot end = clock.snapshot();
        out.println("final " + seconds(end.white().remainingMillis()) + " " + seconds(end.black().remainingMillis())
                + " " + end.moveNumber() + (say ? "\t" + said.spoken(end) : ""));
        out.flush();
        return 0;
    }

    /** Milliseconds as seconds: {@code 300}, {@code 12.5}, {@code 0.001}. */
    static String seconds(long millis) {
        return BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
    }

    static List<Long> thinkingTimes(String list) {
        if (list.isBlank()) {
            throw new Mistake("error.clock.simulate.empty", "option", "--simulate", "example", "30,45,12.5");
        }
        String[] items = list.split(",", -1);
        List<Long> millis = new ArrayList<>();
        for (int i = 0; i < items.length; i++) {
            String item = items[i].strip();
            // the values of the three sentences that say what is wrong with this time
            Object[] where = {"time", item, "number", i + 1, "option", "--simulate", "min", 0,
                    "max", MAX_THINK_SECONDS};
            BigDecimal seconds;
            try {
                seconds = new BigDecimal(item);
            } catch (NumberFormatException e) {
                throw new Mistake(e, "error.clock.think.number", where);
            }
            if (seconds.signum() < 0 || seconds.compareTo(BigDecimal.valueOf(MAX_THINK_SECONDS)) > 0) {
                throw new Mistake("error.clock.think.range", where);
            }
            BigDecimal ms = seconds.movePointRight(3);
            if (ms.stripTrailingZeros().scale() > 0) {
                throw new Mistake("error.clock.think.fine", where);
            }
            millis.add(ms.longValueExact());
        }
        return millis;
    }

    static Set<Color> hearing(String sides) {
        String s = sides.strip().toLowerCase(Locale.ROOT);
        Set<Color> set = EnumSet.noneOf(Color.class);
        if (s.equals("none")) {
            return set;
        }
        for (String part : s.split(",", -1)) {
            switch (part.strip()) {
                case "w" -> set.add(Color.WHITE);
                case "b" -> set.add(Color.BLACK);
                default -> throw new Mistake("error.clock.calls", "option", "--calls", "choices", "w, b, w,b",
                        "none", "none", "sides", sides);
            }
        }
        return set;
    }
}
