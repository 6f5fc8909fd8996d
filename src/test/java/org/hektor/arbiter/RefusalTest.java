package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Square;
import org.hektor.chess.Termination;
import org.hektor.clock.ManualTimeSource;
import org.hektor.words.Refusals;
import org.junit.jupiter.api.Test;

/** Refusals are values with their arguments; rules are constants with their articles; a bug is never a refusal. */
class RefusalTest {

    @Test
    void everyRefusalKindIsItsOwnEnglishSentenceAndNamesItsArguments() {
        Set<String> sentences = new HashSet<>();
        for (Refusal.Kind kind : Refusal.Kind.values()) {
            Refusal r = new Refusal(kind, Color.BLACK, Square.parse("e4"), Rule.RAPID_ILLEGAL_CLAIMED, "Nf3",
                    "1-0, White resigned", EnumSet.allOf(Refusal.Part.class), org.hektor.chess.PieceType.BISHOP,
                    org.hektor.chess.Piece.of(Color.WHITE, org.hektor.chess.PieceType.PAWN));
            String said = Refusals.english().say(r, Color.WHITE);
            assertFalse(said.isBlank(), kind.name());
            assertFalse(said.contains("null"), kind + ": " + said);
            boolean quotesOnly = kind == Refusal.Kind.BAD_PLACEMENT || kind == Refusal.Kind.OTHER;
            assertTrue(quotesOnly || sentences.add(said), kind + " says what another kind says: " + said);
        }
    }

    @Test
    void theTerminationsArticleIsTheRulesArticle() {
        for (Termination t : Termination.values()) {
            assertEquals(t.article(), Rule.of(t).article(), t.name());
        }
    }

    @Test
    void aBugIsAnExceptionNeverARefusalSpokenToThePlayer() {
        // handle() no longer turns any IllegalArgumentException into a refusal
        Arbiter a = new Arbiter(Setup.of(Discipline.STANDARD), new ManualTimeSource());
        assertThrows(NullPointerException.class, () -> a.handle(new Action.Announce(Color.WHITE, null)));
    }
}
