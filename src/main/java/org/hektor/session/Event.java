package org.hektor.session;

import java.util.List;
import java.util.Objects;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.Call;
import org.hektor.speech.Earcon;
import org.hektor.speech.Priority;

/**
 * What the {@link GameSession} tells its outputs (speaker, console, tablet page, exports). Each event carries the
 * exact sentence to speak and print, composed once, in the session, in the language of the game's profile: the
 * console prints exactly what the speaker says. An empty text means nothing is said.
 *
 * <p>Each event also says which earcon goes with it (or none) and how urgent it is for the speaker: a move
 * announcement cuts off a clock call, never the other way round. (These two are the speech package's value
 * enums; the session uses nothing else of it.)
 *
 * <p>Subscribers are called on the session's thread, one event at a time, in order, and after the command that
 * caused them is in the journal; they must return quickly (queue the work, as the speaker does).
 */
public sealed interface Event {

    /** The sentence to say and print. */
    String text();

    /** The short sound played before the sentence, or null for none. */
    default Earcon earcon() {
        return null;
    }

    /** How urgent the event is for the speaker. */
    default Priority priority() {
        return Priority.REPLY;
    }

    /** The game begins (or is taken up again after a restart). */
    record GameStarted(Settings settings, String text) implements Event {
        public GameStarted {
            Objects.requireNonNull(settings, "settings");
            Objects.requireNonNull(text, "text");
        }
    }

    /** Whose move it is and what Hektor waits for: said after the others, when the turn changes. */
    record Prompt(Color toMove, String text) implements Event {
    }

    /** A move of the player understood and read back in long style; it is played on confirmation (rule 2.6). */
    record MoveProposed(Move move, String san, String text) implements Event {
        @Override
        public Earcon earcon() {
            return Earcon.UNDERSTOOD;
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
        public Earcon earcon() {
            return Earcon.AMBIGUOUS;
        }
    }

    /** What was said is no legal move, or cannot be done now; the reason is in the text. */
    record Rejected(String text) implements Event {
        @Override
        public Earcon earcon() {
            return Earcon.ILLEGAL;
        }
    }

    /**
     * A move was made on the game record and the clock pressed (rule 2.3). The text announces it in the game's
     * style (long by default); {@code fen} is the position after it.
     */
    record MoveMade(Color by, int ply, Move move, String san, String fen, String text) implements Event {
        /** The player's own move sounds confirmed (rule 2.6: it stands now); a move that gives check, check. */
        @Override
        public Earcon earcon() {
            return Position.fromFen(fen).isCheck() ? Earcon.CHECK : Earcon.CONFIRMED;
        }

        /** Rule 2.1: the other side must hear a move at once. */
        @Override
        public Priority priority() {
            return Priority.MOVE;
        }
    }

    /** The player repeated the opponent's move (rule 2.1): right, or wrong and corrected at once. */
    record RepeatChecked(boolean right, String text) implements Event {
    }

    /** A call of the tactile dial (rule 2.4) or a flag (rule 6.8), as the clock made it. */
    record ClockCall(Call call, String text) implements Event {
        /** The dial's single and double dots (rule 2.4) and the flag have their own sounds. */
        @Override
        public Earcon earcon() {
            return switch (call.kind()) {
                case TICK -> Earcon.CLOCK_TICK;
                case DOUBLE_TICK -> Earcon.DOUBLE_TICK;
                case FLAG -> Earcon.FLAG;
                default -> null;
            };
        }

        /** A flag ends the game and is said at once; the rest never delays a move. */
        @Override
        public Priority priority() {
            return call.kind() == Call.Kind.FLAG ? Priority.MOVE : Priority.CLOCK;
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
        public Priority priority() {
            return Priority.MOVE;
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

    /** What a {@link ConfirmationNeeded} asks. */
    enum Confirmation { RESIGN, OFFER_DRAW, ACCEPT_DRAW, CLAIM }
}
