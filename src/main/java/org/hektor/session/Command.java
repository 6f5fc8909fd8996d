package org.hektor.session;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Square;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.words.Readout;

/**
 * Everything that can happen to a game, as data queued to the {@link GameSession}, which handles one at a time
 * on its own thread (design.md §1, one owner of the game). Each handled command is written to the journal before
 * its events go out, with the instant the session took it, so a replay rebuilds the same game.
 *
 * <p>This set is kept small and stable: the console, the speech listener, the engine, the clock timer and the
 * tablet page all speak it. Who a command comes from is part of its type: the visually impaired player's input
 * ({@link Utterance}, {@link Typed}, {@link Request}, {@link Help}, {@link Read}) and the opponent's
 * ({@link OpponentMove}, {@link Touch}, {@link OpponentAction}, {@link EngineMove}). The physical boards and
 * scoresheets of a tablet or assisted game say who they belong to by colour ({@link BoardEvent}, {@link PutPiece},
 * {@link BoardShows}, {@link SheetShows}); {@link CheckBoards} and {@link Reconcile} are the arbiter's (rules 2.7,
 * 2.8). New kinds are added, never renamed, so every input keeps speaking the same set.
 */
public sealed interface Command {

    /** Rule 6.5: the game begins and White's clock starts. The first command of every journal. */
    record Start() implements Command {
    }

    /**
     * The player spoke: the recogniser's hypotheses, best first (spoken-notation.md §3). A move is read back,
     * a question is asked, a command word is carried out.
     */
    record Utterance(List<Hypothesis> hypotheses) implements Command {
        public Utterance {
            hypotheses = List.copyOf(hypotheses);
        }
    }

    /**
     * A line typed by the player (in assisted mode, by the assistant): spoken-vocabulary words, SAN in any
     * language, UCI, a command word, a number answering a question; an empty line confirms a move read back.
     * {@code at}: where it was typed, which decides who answers its help, rate and verbosity words. The journal
     * keeps the text alone: those words are answered, never journaled, so a replay never meets them.
     */
    record Typed(String text, Keyboard at) implements Command {
        public Typed {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(at, "at");
        }

        /** A line whose help, rate and verbosity words the read-back answers (as the journal keeps every line). */
        public Typed(String text) {
            this(text, Keyboard.ELSEWHERE);
        }

        /** A line typed at the talker's keyboard (the console). */
        public static Typed byTheTalker(String text) {
            return new Typed(text, Keyboard.THE_TALKERS);
        }

        /** A line typed on the tablet's listening page. */
        public static Typed onThePage(String text) {
            return new Typed(text, Keyboard.THE_PAGE);
        }
    }

    /** Where a line was typed. */
    enum Keyboard {
        /** The talker's ({@link GameSession#talkWith}): he answers its help, rate and verbosity words, as said. */
        THE_TALKERS,
        /** The tablet's listening page: its help words are answered with the page's help, the rest by the read-back. */
        THE_PAGE,
        /** Anywhere else: the read-back answers them. */
        ELSEWHERE
    }

    /** A command word given by key or button instead of words: repeat, time, where is, what is on, resign... */
    record Request(Heard.Command command) implements Command {
        public Request {
            Objects.requireNonNull(command, "command");
        }
    }

    /** What can be said and typed, read out. */
    record Help() implements Command {
    }

    /** A position read-out (the player asks "Stellung", or a key): by piece type, by file or by rank. */
    record Read(Readout.By by, int index) implements Command {
        public Read {
            Objects.requireNonNull(by, "by");
            refusal(by, index).ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
        }

        /** Why no read-out {@code by} has this index (a file or rank from 0 to 7, or none), or empty. */
        public static Optional<String> refusal(Readout.By by, int index) {
            return (by.takesIndex() ? index < 0 || index > 7 : index != 0)
                    ? Optional.of("A read-out " + by.word() + " takes " + (by.takesIndex() ? "a file or rank from 0 to 7"
                            : "no index") + ", not " + index + ".") : Optional.empty();
        }
    }

    /**
     * The sighted opponent's move (tablet mode: from the tablet page, or a console line starting with
     * {@code >}; assisted mode: typed by the assistant), in SAN of any language or UCI. It is made at once:
     * the sighted player follows the normal rules (rule 2.3), and it is announced to the blind player.
     */
    record OpponentMove(String text) implements Command {
        public OpponentMove {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * The sighted opponent touched the piece on {@code square}. On his move the touch binds him (rule 4.3; the
     * arbiter enforces it at once in standard play, on a claim in rapid and blitz, B5) and the blind player is told
     * (rule 2.9e); a touch off his move, or of an empty square, binds nobody and is not told.
     */
    record Touch(Square square) implements Command {
        public Touch {
            Objects.requireNonNull(square, "square");
        }
    }

    /** What the sighted opponent may do besides moving. */
    enum Action {
        /** Offer a draw, or accept the one the blind player offered (rule 9.1). */
        DRAW,
        /** Decline the blind player's draw offer (rule 9.1.2.3). */
        DECLINE,
        RESIGN,
        /** Claim a draw by repetition or the fifty-move rule, on his move (rules 9.2, 9.3). */
        CLAIM,
        /**
         * Claim that the blind player's flag has fallen (rules 6.8, B7, B8): in rapid and blitz a flag counts only
         * when claimed; in standard play Hektor calls it by itself.
         */
        CLAIM_FLAG
    }

    /** The sighted opponent offers, declines or accepts a draw, resigns or claims. */
    record OpponentAction(Action action) implements Command {
        public OpponentAction {
            Objects.requireNonNull(action, "action");
        }
    }

    /**
     * The engine's move in practice mode, for the position after {@code ply} half-moves; a move that arrives
     * for another ply (the game moved on, or went back) is ignored.
     */
    record EngineMove(int ply, Move move) implements Command {
        public EngineMove {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * A physical board changed (rule 2.2: on the tactile board a piece counts as touched when it is pulled out of
     * its hole): the piece on {@code square} of the board of the player of colour {@code board} was lifted, or a
     * lifted piece placed there, or the piece there removed. Hektor's picture of each board follows the moves as
     * they are made and announced; these events say what the hands on that board did besides, or instead.
     */
    record BoardEvent(Color board, BoardAction action, Square square) implements Command {
        public BoardEvent {
            Objects.requireNonNull(board, "board");
            Objects.requireNonNull(action, "action");
            Objects.requireNonNull(square, "square");
        }
    }

    /** What happened on a physical board. */
    enum BoardAction { LIFT, PLACE, REMOVE }

    /** A piece from outside put on the board of the player of colour {@code board}: a promotion piece, a correction. */
    record PutPiece(Color board, Piece piece, Square square) implements Command {
        public PutPiece {
            Objects.requireNonNull(board, "board");
            Objects.requireNonNull(piece, "piece");
            Objects.requireNonNull(square, "square");
        }
    }

    /** "My board shows …": the whole placement of the board of colour {@code board}, as a FEN's first field. */
    record BoardShows(Color board, String placement) implements Command {
        public BoardShows {
            Objects.requireNonNull(board, "board");
            Objects.requireNonNull(placement, "placement");
        }
    }

    /**
     * "My scoresheet says …": the whole scoresheet of the player of colour {@code player}, entry by entry as written
     * (rule 8.1), in place of the one Hektor kept for him (the tablet's, or the blind player's, 2.9c).
     */
    record SheetShows(Color player, List<String> entries) implements Command {
        public SheetShows {
            Objects.requireNonNull(player, "player");
            entries = List.copyOf(entries);
        }
    }

    /** Compare both boards with each other and with the game, and both scoresheets (rule 2.7). */
    record CheckBoards() implements Command {
    }

    /** The arbiter rules on a divergence (rule 2.7 or 2.8) and the plan is carried out and said. */
    record Reconcile() implements Command {
    }

    /**
     * The clock timer looks in (about ten times a second): clock calls due, a flag, a correction window that
     * ran out. Journaled only when it changed something, or half a second after the last journal line, so a
     * kill loses less than a second of clock.
     */
    record Tick() implements Command {
    }

    /**
     * Hektor was restarted and the game rebuilt from its journal: both clocks stood still while it was not
     * running (rule 6.12, as if the arbiter had stopped them) and stay stopped until the player says yes.
     */
    record Resumed() implements Command {
    }

    /** Write the PGN and Braille scoresheets now (they are also written when the game ends). */
    record Export() implements Command {
    }

    /**
     * A sentence from outside the game to say and print (the microphone is missing, the UCI engine failed).
     * Not journaled: it changes nothing.
     */
    record Notice(String text) implements Command {
        public Notice {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * Not an input but the journal's record of what the session decided on the command before it: what
     * the words typed or heard were understood as, in order (with the margin of a move read back), and the moves that command made, with the ply and both
     * clocks after it. A replay hands the recorded understanding to that command instead of reading its words
     * again, so a later Hektor whose parser reads them otherwise still rebuilds the same game; the moves and clocks
     * make the journal readable as a game. Handled alone it changes nothing.
     *
     * @param whiteMillis White's remaining time after the command, or -1 in a game without a clock
     */
    record Decided(List<Understood> understood, int ply, List<Move> moves, long whiteMillis, long blackMillis)
            implements Command {
        public Decided {
            understood = List.copyOf(understood);
            moves = List.copyOf(moves);
        }
    }
}
