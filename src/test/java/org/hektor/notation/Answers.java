package org.hektor.notation;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/** Understanding's answers written the way {@code hektor hear} prints them, so tests read like the contract. */
final class Answers {
    private Answers() {
    }

    static String hear(Understanding u, Position p, String... hypotheses) {
        return line(u.understand(p, List.of(hypotheses).stream().map(Hypothesis::of).toList()));
    }

    static String line(Heard heard) {
        if (heard instanceof Heard.Proposal p) {
            return "MOVE " + p.move().uci();
        }
        if (heard instanceof Heard.Ask a) {
            return "ASK " + a.moves().stream().map(Move::uci).collect(Collectors.joining(" "));
        }
        if (heard instanceof Heard.Reject r) {
            return "REJECT " + r.reason();
        }
        Heard.Command c = (Heard.Command) heard;
        return "COMMAND " + c.word().key()
                + c.piece().map(t -> " " + t.name().toLowerCase(Locale.ROOT)).orElse("")
                + c.square().map(s -> " " + s.name()).orElse("");
    }
}
