package org.hektor.speech.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * What Hektor answered to each corpus item, counted: for moves right / wrong / asked / not understood (a REJECT, or a
 * command heard instead), for command words right / wrong (another command or a move) / not understood or asked.
 */
public final class Tally {
    /** One item and its answer line (as {@code hektor listen} prints it). */
    public record Outcome(Corpus.Item item, String answer) {
        public boolean right() {
            return answer.equals(item.expected());
        }

        /** A move played that was not said, or a command other than the one said: the answers that do harm. */
        public boolean wrong() {
            if (right()) {
                return false;
            }
            return answer.startsWith("MOVE ") || !item.isMove() && answer.startsWith("COMMAND ");
        }

        /** A move heard as a command or a query ("rook bravo seven" → "what b7"). */
        public boolean moveAsCommand() {
            return item.isMove() && answer.startsWith("COMMAND ");
        }

        /** Any answer that does harm: a wrong move or command, or a move taken for a command. */
        public boolean harmful() {
            return wrong() || moveAsCommand();
        }

        public boolean asked() {
            return answer.startsWith("ASK ");
        }
    }

    /** Counts of one group. */
    public static final class Counts {
        int moves;
        int movesRight;
        int movesWrong;
        int movesAsked;
        int movesAsCommand;
        int commands;
        int commandsRight;
        int commandsWrong;

        void add(Outcome o) {
            if (o.item().isMove()) {
                moves++;
                movesRight += o.right() ? 1 : 0;
                movesWrong += o.wrong() ? 1 : 0;
                movesAsked += o.asked() ? 1 : 0;
                movesAsCommand += o.moveAsCommand() ? 1 : 0;
            } else {
                commands++;
                commandsRight += o.right() ? 1 : 0;
                commandsWrong += o.wrong() ? 1 : 0;
            }
        }

        public int moves() {
            return moves;
        }

        public int movesRight() {
            return movesRight;
        }

        public int movesWrong() {
            return movesWrong;
        }

        public int movesAsCommand() {
            return movesAsCommand;
        }

        public int commands() {
            return commands;
        }

        public int commandsRight() {
            return commandsRight;
        }

        public int commandsWrong() {
            return commandsWrong;
        }

        public double moveShare() {
            return moves == 0 ? 1 : movesRight / (double) moves;
        }

        public double commandShare() {
            return commands == 0 ? 1 : commandsRight / (double) commands;
        }

        String row(String name) {
            int notUnderstood = moves - movesRight - movesWrong - movesAsked - movesAsCommand;
            return String.format("| %-18s | %4d | %5.1f %% | %3d | %3d | %3d | %3d | %4d | %5.1f %% | %3d |", name,
                    moves, 100 * moveShare(), movesWrong, movesAsCommand, movesAsked, notUnderstood, commands,
                    100 * commandShare(), commandsWrong);
        }
    }

    private final List<Outcome> outcomes = new ArrayList<>();

    public void add(Outcome o) {
        outcomes.add(o);
    }

    public List<Outcome> outcomes() {
        return outcomes;
    }

    public Counts total() {
        return by(o -> "all").get("all");
    }

    public Map<String, Counts> by(Function<Outcome, String> key) {
        Map<String, Counts> m = new TreeMap<>();
        for (Outcome o : outcomes) {
            m.computeIfAbsent(key.apply(o), k -> new Counts()).add(o);
        }
        return m;
    }

    /** The benchmark's table: by condition, by voice, by command phrase, then every harmful answer. */
    public String report(String title) {
        StringBuilder sb = new StringBuilder("## ").append(title).append("\n\n");
        String head = "| %-18s | moves | right | wrong | as command or query | asked | not understood | commands | right "
                + "| wrong |\n|---|---|---|---|---|---|---|---|---|---|\n";
        sb.append(String.format(head, "condition"));
        by(o -> o.item().condition().key()).forEach((k, c) -> sb.append(c.row(k)).append('\n'));
        sb.append(total().row("all")).append("\n\n");
        sb.append(String.format(head, "voice"));
        by(o -> o.item().voice()).forEach((k, c) -> sb.append(c.row(k)).append('\n'));
        sb.append("\n| command phrase | said | right | heard as another command or a move | not understood or asked |\n"
                + "|---|---|---|---|---|\n");
        by(o -> o.item().isMove() ? "" : o.item().text()).forEach((k, c) -> {
            if (!k.isEmpty()) {
                sb.append(String.format("| %s | %d | %d | %d | %d |%n", k, c.commands, c.commandsRight, c.commandsWrong,
                        c.commands - c.commandsRight - c.commandsWrong));
            }
        });
        sb.append("\nHarmful answers:\n");
        outcomes.stream().filter(Outcome::harmful).forEach(o -> sb.append("- ").append(o.item().voice()).append(' ')
                .append(o.item().condition().key()).append(" \"").append(o.item().text()).append("\" → ")
                .append(o.answer()).append(" (expected ").append(o.item().expected()).append(") ")
                .append(o.item().fen()).append('\n'));
        return sb.toString();
    }
}
