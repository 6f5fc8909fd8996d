package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.hektor.chess.FenException;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Understanding;
import org.hektor.words.Mistake;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "hear", description = "Print what Hektor understands from an utterance or typed move: MOVE <uci>, "
        + "ASK <uci> <uci> ... (sorted), REJECT <reason>, or COMMAND <name> [<piece>|<square>] "
        + "(docs/spoken-notation.md sections 3, 4 and 6).")
public final class HearCommand extends LanguageCommand {
    @CommandLine.Mixin
    PositionOption positionOption;

    @Option(names = "--batch", paramLabel = "FILE", description = "Lines of FEN<TAB>hyp1[<TAB>hyp2...] (n-best, best "
            + "first); one answer line per line. A line with a bad FEN is answered 'REJECT bad FEN: ...'.")
    Path batch;

    @Parameters(arity = "0..*", paramLabel = "TEXT", description = "What was said or typed (several words may come "
            + "as several arguments; a tab separates n-best hypotheses).")
    List<String> text = new ArrayList<>();

    @Override
    public Integer call() {
        Understanding understanding = new Understanding(languageOptions.notation());
        PrintWriter out = spec.commandLine().getOut();
        if (batch == null) {
            if (text.isEmpty()) {
                throw new Mistake("error.hear.nothing", "option", "--batch");
            }
            Position position = positionOption.position();
            out.println(answer(understanding.understand(position, hypotheses(String.join(" ", text).split("\t")))));
        } else {
            if (!text.isEmpty() || positionOption.given()) {
                throw new Mistake("error.hear.batch.alone", "option", "--batch");
            }
            try (InputFile lines = InputFile.open(batch, "batch file")) {
                while (lines.hasNext()) {
                    out.println(batchLine(understanding, lines.next()));
                }
            } finally {
                out.flush();
            }
        }
        out.flush();
        return 0;
    }

    /** One batch line: a bad FEN is that line's REJECT and the batch goes on (the other answers stay usable). */
    static String batchLine(Understanding understanding, String line) {
        String[] fields = line.split("\t", -1);
        Position position;
        try {
            position = Position.fromFen(fields[0].strip());
        } catch (FenException e) {
            return "REJECT bad FEN: " + String.join("; ", e.problems());
        }
        List<String> texts = List.of(fields).subList(1, fields.length);
        return answer(understanding.understand(position, hypotheses(texts.toArray(String[]::new))));
    }

    private static List<Hypothesis> hypotheses(String[] texts) {
        List<Hypothesis> list = new ArrayList<>(texts.length);
        for (String t : texts) {
            list.add(Hypothesis.of(t));
        }
        return list;
    }

    /** The output line of section 6. */
    public static String answer(Heard heard) {
        if (heard instanceof Heard.Proposal p) {
            return "MOVE " + p.move().uci();
        }
        if (heard instanceof Heard.Ask a) {
            return "ASK " + a.moves().stream().map(Move::uci).sorted().collect(Collectors.joining(" "));
        }
        if (heard instanceof Heard.Reject r) {
            return "REJECT " + r.reason();
        }
        Heard.Command c = (Heard.Command) heard;
        StringBuilder sb = new StringBuilder("COMMAND ").append(c.word().key());
        c.piece().ifPresent(t -> sb.append(' ').append(t.name().toLowerCase(java.util.Locale.ROOT)));
        c.square().ifPresent(s -> sb.append(' ').append(s.name()));
        return sb.toString();
    }
}
