package org.hektor.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.Call;
import org.hektor.clock.ClockSnapshot;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.hektor.sync.Correction;
import org.hektor.sync.Divergence;
import org.hektor.sync.Reconciliation;

/**
 * What the {@link GameSession} tells its outputs (speaker, console, tablet page, exports). Each event carries the
 * exact sentence to speak and print, composed once, in the session, in the language of the game's profile: the
 * console prints exactly what the speaker says. An empty text means nothing is said.
 *
 * <p>Each event also says which sound goes with it ({@link Cue}, or none) and how urgent it is for the speaker
 * ({@link Urgency}): a move announcement cuts off a clock call, never the other way round. Both are the session's
 * own names; the speaker maps them to its earcons and priorities (the session knows nothing of speech).
 *
 * <p>What the arbiter rules (illegal moves, penalties, touch-move, corrections of the boards, reconciliations) comes
 * as events of their own, each with its sentence; kinds are only ever added, so a subscriber that knows some of them
 * keeps working.
 *
 * <p>Subscribers are called on the session's thread, one event at a time, in order, and after the command that
 * caused them is in the journal; they must return quickly (queue the work, as the speaker does).
 */
public sealed interface Event {

    /** The sentence to say and print. */
    String text();

    /** The short sound played before the sentence, or null for none. */
    default Cue cue() {
        return null;
    }

    /** How urgent the event is for the speaker. */
    default Urgency urgency() {
        return Urgency.REPLY;
    }

    /** The game begins (or is taken up again after a restart). */
    record GameStarted(Settings settings, String text) implements Event {
        public GameStarted {
            Objects.requireNonNull(settings, "settings");
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * Whose move it is and what Hektor waits for: said after the others, when the turn changes, and as urgent as
     * what came before it ({@link #inOrder}).
     */
    record Prompt(Color toMove, String text, Urgency urgency) implements Event {
        public Prompt(Color toMove, String text) {
            this(toMove, text, Urgency.REPLY);
        }
    }

    /**
     * {@code events} with each prompt as urgent as the event before it. The speaker plays a more urgent item first,
     * so a prompt less urgent than the move it follows was heard after the next move: "Computer is thinking." after
     * the computer's move (its reply came before the prompt had been said). Rule 2.1: the move, then whose move it is.
     */
    static List<Event> inOrder(List<Event> events) {
        List<Event> ordered = new ArrayList<>(events.size());
        Urgency before = Urgency.CLOCK;
        for (Event e : events) {
            if (e instanceof Prompt p && before.compareTo(p.urgency()) > 0) {
                e = new Prompt(p.toMove(), p.text(), before);
            }
            ordered.add(e);
            before = e.urgency();
        }
        return ordered;
    }

    /** A move of the player understood and read back in long style; it is played on confirmation (rule 2.6). */
    record MoveProposed(Move move, String san, String text) implements Event {
        @Override
        public Cue cue() {
            return Cue.UNDERSTOOD;
        }
    }

    /** The move read back was withdrawn ("Korrektur", rule 2.6), or the question dropped. */
    record Withdrawn(String text) implements Event {
    }

    /** Several moves fit what was said: they are offered as a numbered list (contract §3). */
    record Asked(List<Move> moves, String text) implements Event {
        public Asked {
            moves = List.copyOf(moves);
        }

        @Override
        public Cue cue() {
            return Cue.AMBIGUOUS;
        }
    }

    /**
     * What was said is no legal move, or cannot be done now; the reason is in the text. When nothing of it was
     * understood at all ({@code notUnderstood}) it has an earcon of its own, so the player knows at once to say it
     * again rather than to think about the move (never silence).
     */
    record Rejected(String text, boolean notUnderstood) implements Event {
        public Rejected(String text) {
            this(text, false);
        }

        @Override
        public Cue cue() {
            return notUnderstood ? Cue.NOT_UNDERSTOOD : Cue.ILLEGAL;
        }
    }

    /**
     * A move was made on the game record and the clock pressed (rule 2.3). The text announces it in the game's
     * style (long by default); {@code after} is the position it left.
     */
    record MoveMade(Color by, int ply, Move move, String san, Position after, String text) implements Event {
        public MoveMade {
            Objects.requireNonNull(after, "after");
        }

        /** The player's own move sounds confirmed (rule 2.6: it stands now); a move that gives check, check. */
        @Override
        public Cue cue() {
            return after.isCheck() ? Cue.CHECK : Cue.CONFIRMED;
        }

        /** Rule 2.1: the other side must hear a move at once. */
        @Override
        public Urgency urgency() {
            return Urgency.MOVE;
        }
    }

    /** The player repeated the opponent's move (rule 2.1): right, or wrong and corrected at once. */
    record RepeatChecked(boolean right, String text) implements Event {
    }

    /** A call of the tactile dial (rule 2.4) or a flag (rule 6.8), as the clock made it. */
    record ClockCall(Call call, String text) implements Event {
        /** The dial's single and double dots (rule 2.4) and the flag have their own sounds. */
        @Override
        public Cue cue() {
            return switch (call.kind()) {
                case TICK -> Cue.CLOCK_TICK;
                case DOUBLE_TICK -> Cue.DOUBLE_TICK;
                case FLAG -> Cue.FLAG;
                default -> null;
            };
        }

        /** A flag ends the game and is said at once; the rest never delays a move. */
        @Override
        public Urgency urgency() {
            return call.kind() == Call.Kind.FLAG ? Urgency.MOVE : Urgency.CLOCK;
        }
    }

    /** Resigning, offering or accepting a draw and claiming always ask first. */
    record ConfirmationNeeded(Confirmation what, String text) implements Event {
    }

    /** A confirmation was answered no, or another input came instead. */
    record Cancelled(String text) implements Event {
    }

    /** A draw offer now stands (rule 9.1). */
    record DrawOffered(Color by, String text) implements Event {
    }

    /** A standing draw offer was declined, in words or by a move (rule 9.1.2.3). */
    record DrawDeclined(Color by, String text) implements Event {
    }

    /** A draw claim was not correct (rule 9.5.2: the opponent gets three minutes). */
    record ClaimRejected(Color by, String text) implements Event {
    }

    /** The sighted opponent touched a piece (rule 2.9e). */
    record Touched(Square square, String text) implements Event {
    }

    /** The clocks were stopped or started again. */
    record ClockStopped(boolean running, String text) implements Event {
    }

    /** An answer to the player's question: time (rule 2.9d), position, where is, what is on, repeat, help. */
    record Answer(Topic topic, String text) implements Event {
    }

    /** What was asked for in an {@link Answer}. */
    enum Topic { TIME, POSITION, WHERE, WHAT, REPEAT, HELP }

    /** The game has ended. */
    record GameOver(Outcome outcome, String text) implements Event {
        public GameOver {
            Objects.requireNonNull(outcome, "outcome");
        }

        @Override
        public Urgency urgency() {
            return Urgency.MOVE;
        }
    }

    /** The scoresheets were written; the text says where. */
    record Saved(List<String> files, String text) implements Event {
        public Saved {
            files = List.copyOf(files);
        }
    }

    /** Any other sentence (from outside the game, or about the program rather than the game). */
    record Notice(String text) implements Event {
    }

    /**
     * An illegal move was completed (rule 7.4). Standard play: the position before it is restored and {@code count}
     * says how many the player has made (7.4.1, 7.4.2). Rapid and blitz: {@code claimable}, it stands unless the
     * opponent claims it before his own move (B6, 17.3.2).
     */
    record IllegalMove(Color by, Move move, int count, boolean claimable, String text) implements Event {
        @Override
        public Cue cue() {
            return Cue.ILLEGAL;
        }

        @Override
        public Urgency urgency() {
            return Urgency.MOVE;
        }
    }

    /** Time added to a clock by the arbiter: 7.4.2 (two minutes), 9.5.2 (three minutes). */
    record TimeAdded(Color to, long millis, String text) implements Event {
    }

    /** Both clocks set back to how they stood after a ply (6.13, when a claimed move is taken back). */
    record ClocksSet(ClockSnapshot clock, String text) implements Event {
    }

    /**
     * A player's move did not count and he must now play one of {@code allowed}: he broke touch-move (4.3, 4.4) or
     * did not make the move of his incorrect claim (9.5.2). His board is set back (a {@link BoardCorrections}).
     */
    record Obliged(Color by, Set<Move> allowed, String text) implements Event {
        public Obliged {
            allowed = Set.copyOf(allowed);
        }

        @Override
        public Cue cue() {
            return Cue.ILLEGAL;
        }
    }

    /**
     * What the owner of one physical board must do to it, in his profile's words (rules 2.7, 2.8, 7.4.1, 4.3):
     * "Move the Springer from Felix vier to Felix drei." Hektor's picture of that board then shows the result.
     */
    record BoardCorrections(Color board, List<Correction> corrections, String text) implements Event {
        public BoardCorrections {
            corrections = List.copyOf(corrections);
        }

        @Override
        public Urgency urgency() {
            return Urgency.MOVE;
        }
    }

    /** The boards, the game or the scoresheets do not agree (rule 2.7): what {@code TwoBoards.check} found. */
    record DivergenceFound(Divergence divergence, String text) implements Event {
        @Override
        public Cue cue() {
            return Cue.AMBIGUOUS;
        }

        @Override
        public Urgency urgency() {
            return Urgency.MOVE;
        }
    }

    /** Asked to check, Hektor found both boards and both scoresheets in agreement with the game. */
    record BoardsAgree(String text) implements Event {
    }

    /**
     * The arbiter's ruling on the boards (rule 2.7: the scoresheets agree, the board that differs is corrected; 2.8:
     * they differ, the game and both clocks go back to the last move both agree on), carried out for the game and
     * the clocks; the corrections of each board follow as {@link BoardCorrections}.
     */
    record Reconciled(Reconciliation plan, String text) implements Event {
        @Override
        public Urgency urgency() {
            return Urgency.MOVE;
        }
    }

    /** Another ruling of the arbiter, with the article it applies: a claim upheld (B5, B6), both flags down (6.11.1). */
    record Ruling(String rule, String text) implements Event {
    }

    /** What a {@link ConfirmationNeeded} asks. */
    enum Confirmation { RESIGN, OFFER_DRAW, ACCEPT_DRAW, CLAIM }
}
