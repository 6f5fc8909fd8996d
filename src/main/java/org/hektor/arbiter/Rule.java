package org.hektor.arbiter;

import org.hektor.chess.Termination;

/**
 * The articles the arbiter applies (rules.md; the seed numbering): each ruling names one, and code compares these
 * constants, never article numbers as text. {@link #article()} is how the article is written in events, scripts
 * and messages ("9.5.2", "B6", "A8(c)").
 */
public enum Rule {
    /** Touch-move: nothing (or only empty squares) touched, so nothing is obliged. Written as no article. */
    NOTHING_TOUCHED(""),
    /** 3.8.2: the conditions of castling; the right is lost once the king or that rook has moved. */
    CASTLING_CONDITIONS("3.8.2"),
    /** 3.9: no move may leave or put one's own king in check. */
    CHECK("3.9"),
    /** 4.3.1: the first touched own piece that can move must move. */
    TOUCHED_OWN_PIECE("4.3.1"),
    /** 4.3.2: a touched opponent's piece must be captured. */
    TOUCHED_OPPONENTS_PIECE("4.3.2"),
    /** 4.3.3: pieces of both colours touched: capture the one with the other. */
    TOUCHED_BOTH_COLOURS("4.3.3"),
    /** 4.4.1: king, then rook: castle on that side. */
    KING_THEN_ROOK("4.4.1"),
    /** 4.4.2: rook, then king: no castling with that rook; the rook must move. */
    ROOK_THEN_KING("4.4.2"),
    /** 4.4.3: castling is not legal on that side: another king move. */
    CASTLING_NOT_LEGAL("4.4.3"),
    /** 4.5: no touched piece can be moved or captured: any legal move. */
    NO_TOUCHED_PIECE_CAN_MOVE("4.5"),
    /** 4.6.3: a promotion is made when the pawn has been replaced by the new piece. */
    PROMOTION_REPLACED("4.6.3"),

    /** 5.1.1: checkmate. */
    CHECKMATE("5.1.1"),
    /** 5.1.2: resignation. */
    RESIGNATION("5.1.2"),
    /** 5.2.1: stalemate. */
    STALEMATE("5.2.1"),
    /** 5.2.2, 9.6: no series of legal moves can lead to mate. */
    DEAD_POSITION("5.2.2"),
    /** 5.2.3: a draw agreed. */
    AGREEMENT("5.2.3"),

    /** 6.5: the game begins when the clock of the side to move is started. */
    GAME_BEGINS("6.5"),
    /** 6.8: the flag fell and the arbiter called it (standard play). */
    FLAG_CALLED("6.8"),
    /** 6.9: a player whose flag fell loses, unless his opponent cannot mate. */
    TIME_FORFEIT("6.9"),
    /** 6.11: both flags down (the termination). */
    BOTH_FLAGS("6.11"),
    /** 6.11.1: both flags down in a period that is not the last: play on. */
    BOTH_FLAGS_PLAY_ON("6.11.1"),
    /** 6.11.2: both flags down in the last period: a draw. */
    BOTH_FLAGS_LAST_PERIOD("6.11.2"),
    /** 6.12.1: the arbiter stops the clocks. */
    CLOCKS_STOPPED("6.12.1"),
    /** 6.12.3: the arbiter starts the clocks again. */
    CLOCKS_RESTARTED("6.12.3"),
    /** 6.13: the clocks are set after an irregularity. */
    CLOCKS_SET("6.13"),

    /** 7.4.1: an illegal move: the position before it is restored. */
    ILLEGAL_MOVE("7.4.1"),
    /** 7.4.2: two minutes to the opponent for the first and second illegal move; the third loses. */
    ILLEGAL_MOVE_PENALTY("7.4.2"),

    /** 9.2: threefold repetition (the termination). */
    THREEFOLD_REPETITION("9.2"),
    /** 9.2.1: a repetition claimed with the move written first. */
    REPETITION_WITH_MOVE("9.2.1"),
    /** 9.2.2: a repetition claimed on the position on the board. */
    REPETITION_ON_THE_BOARD("9.2.2"),
    /** 9.3: fifty moves (the termination). */
    FIFTY_MOVES("9.3"),
    /** 9.3.1: fifty moves claimed with the move written first. */
    FIFTY_MOVES_WITH_MOVE("9.3.1"),
    /** 9.3.2: fifty moves claimed on the moves made. */
    FIFTY_MOVES_MADE("9.3.2"),
    /** 9.5.2: an incorrect claim: three minutes to the opponent, and the intended move must be made. */
    INCORRECT_CLAIM("9.5.2"),
    /** Current Laws 9.6.1: fivefold repetition (an option). */
    FIVEFOLD_REPETITION("9.6.1 (current Laws)"),
    /** Current Laws 9.6.2: 75 moves (an option). */
    SEVENTY_FIVE_MOVES("9.6.2 (current Laws)"),

    /** Visually impaired players 2.9e: the assistant claims the sighted player's flag. */
    ASSISTANT_CLAIMS_FLAG("2.9e"),
    /** Rapid B5: a touch-move offence is ruled on only when claimed. */
    RAPID_TOUCH_CLAIMED("B5"),
    /** Rapid B6: an illegal move is ruled on only when claimed before the claimant's own move. */
    RAPID_ILLEGAL_CLAIMED("B6"),
    /** Rapid B8: a flag counts when claimed. */
    RAPID_FLAG_CLAIMED("B8"),
    /** Rapid B9: both flags down is a draw. */
    RAPID_BOTH_FLAGS("B9"),
    /** Blitz 17.3.2 (seed 001): a claimed illegal move loses, a draw if the claimant cannot mate. */
    BLITZ_ILLEGAL_CLAIMED("17.3.2"),

    /** Annex A8: the sealed move is invalid (the termination). */
    SEALED_MOVE_INVALID("A8"),
    /** Annex A8(a): the sealed move is ambiguous. */
    SEALED_MOVE_AMBIGUOUS("A8(a)"),
    /** Annex A8(b): the sealed move's true meaning cannot be established. */
    SEALED_MOVE_UNREADABLE("A8(b)"),
    /** Annex A8(c): the sealed move is illegal. */
    SEALED_MOVE_ILLEGAL("A8(c)"),
    /** Annex A9: the sealed move is made on the board on resumption. */
    SEALED_MOVE_MADE("A9");

    private final String article;

    Rule(String article) {
        this.article = article;
    }

    /** The article as written: "7.4.1", "B6", "A8(c)"; empty for {@link #NOTHING_TOUCHED}. */
    public String article() {
        return article;
    }

    /** The article that ends a game this way. */
    public static Rule of(Termination termination) {
        return switch (termination) {
            case CHECKMATE -> CHECKMATE;
            case STALEMATE -> STALEMATE;
            case DEAD_POSITION -> DEAD_POSITION;
            case FIVEFOLD_REPETITION -> FIVEFOLD_REPETITION;
            case SEVENTY_FIVE_MOVES -> SEVENTY_FIVE_MOVES;
            case THREEFOLD_REPETITION -> THREEFOLD_REPETITION;
            case FIFTY_MOVES -> FIFTY_MOVES;
            case AGREEMENT -> AGREEMENT;
            case RESIGNATION -> RESIGNATION;
            case TIME_FORFEIT -> TIME_FORFEIT;
            case ILLEGAL_MOVES -> ILLEGAL_MOVE_PENALTY;
            case SEALED_MOVE -> SEALED_MOVE_INVALID;
            case BOTH_FLAGS -> BOTH_FLAGS;
        };
    }

    /** The article, so a rule reads as its number wherever it is written into text. */
    @Override
    public String toString() {
        return article;
    }
}
