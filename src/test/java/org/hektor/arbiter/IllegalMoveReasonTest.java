package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.Profile;
import org.hektor.words.Refusals;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;

/**
 * An illegal move gets its reason: a newcomer's Qh5 with the queen's way blocked heard only "Dieser Zug ist hier nicht
 * möglich." Each kind, as the arbiter finds it and as both languages say it.
 */
class IllegalMoveReasonTest {
    private static String said(String profile, String fen, String from, String to) {
        Profile p = Profile.load(profile);
        Refusal r = IllegalMoveReason.of(Position.fromFen(fen), Square.parse(from), Square.parse(to)).orElseThrow();
        return new Refusals(Words.forProfile(profile), p::square, p::piece).say(r, Color.WHITE);
    }

    @Test
    void blockedPinnedCheckNotItsMoveAndCastlingRightsLostEachSayWhy() {
        String start = Position.INITIAL_FEN;
        assertEquals("Der Weg von David eins nach Hektor fünf ist versperrt: auf Eva zwei steht ein Bauer.",
                said("ibca", start, "d1", "h5"));
        assertEquals("The way from delta one to hotel five is blocked: a pawn stands on echo two.",
                said("en", start, "d1", "h5"));
        assertEquals("Ein Springer zieht nicht von Gustav eins nach Gustav drei.", said("ibca", start, "g1", "g3"));
        assertEquals("A knight does not move from golf one to golf three.", said("en", start, "g1", "g3"));
        String pin = "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1";
        assertEquals("Der Läufer auf Eva zwei ist gefesselt: Ihr König stünde im Schach, Turm auf Eva acht "
                + "(Regel drei Punkt neun).", said("ibca", pin, "e2", "d3"));
        assertEquals("The bishop on echo two is pinned: your king would be in check from the rook on echo eight (3.9).",
                said("en", pin, "e2", "d3"));
        String rookOnE8 = "4r1k1/8/8/8/8/8/8/3K4 w - - 0 1";
        assertEquals("Ihr König stünde im Schach, Turm auf Eva acht (Regel drei Punkt neun).",
                said("ibca", rookOnE8, "d1", "e1"));
        assertEquals("Your king would be in check from the rook on echo eight (3.9).", said("en", rookOnE8, "d1", "e1"));
        String moved = "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1";
        assertEquals("Die kurze Rochade ist nicht mehr möglich: König oder Turm hat schon gezogen (Regel drei Punkt acht "
                + "Punkt zwei).", said("ibca", moved, "e1", "g1"));
        assertEquals("Short castling is no longer possible: the king or the rook has moved (3.8.2).",
                said("en", moved, "e1", "g1"));
    }

    /**
     * Rule 3.8.2: with the way between king and rook free, castling is still barred in check, over an attacked
     * square and into check; the newcomer hears which, the square and the piece that attacks it (it said "Die kurze
     * Rochade ist hier nicht möglich.").
     */
    @Test
    void castlingInCheckThroughAnAttackedSquareAndIntoCheckSayWhichAndWhere() {
        String inCheck = "r3k2r/8/8/8/8/5n2/8/R3K2R w KQkq - 0 1";
        assertEquals("Im Schach ist keine Rochade erlaubt: Ihr König steht im Schach, Springer auf Felix drei "
                + "(Regel drei Punkt acht Punkt zwei).", said("ibca", inCheck, "e1", "g1"));
        assertEquals("You cannot castle out of check: the knight on foxtrot three gives check (3.8.2).",
                said("en", inCheck, "e1", "c1"));
        String bishopOnC4 = "r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1";
        assertEquals("Die kurze Rochade ist nicht möglich: der König zöge über Felix eins, und dieses Feld ist "
                + "angegriffen, Läufer auf Cäsar vier (Regel drei Punkt acht Punkt zwei).",
                said("ibca", bishopOnC4, "e1", "g1"));
        assertEquals("Short castling is not possible: the king would pass foxtrot one, which the bishop on charlie four "
                + "attacks (3.8.2).", said("en", bishopOnC4, "e1", "g1"));
        String rookOnC8 = "2r1k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1";
        assertEquals("Die lange Rochade ist nicht möglich: Ihr König stünde auf Cäsar eins im Schach, Turm auf Cäsar "
                + "acht (Regel drei Punkt acht Punkt zwei).", said("ibca", rookOnC8, "e1", "c1"));
        assertEquals("Long castling is not possible: your king would be in check on charlie one from the rook on "
                + "charlie eight (3.8.2).", said("en", rookOnC8, "e1", "c1"));
        // Black castles too: the square passed is on the eighth rank
        String blackPasses = "r3k2r/8/8/8/8/8/8/R2QK2R b KQkq - 0 1";
        assertEquals("Long castling is not possible: the king would pass delta eight, which the queen on delta one "
                + "attacks (3.8.2).", said("en", blackPasses, "e8", "c8"));
    }
}
