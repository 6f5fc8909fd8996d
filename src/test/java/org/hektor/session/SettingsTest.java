package org.hektor.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.junit.jupiter.api.Test;

/** Each copy changes its own part and keeps the rest; a copy is checked as a new game's settings are. */
class SettingsTest {
    private static final String FEN = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    private final Settings base = Settings.builder().mode(Mode.PRACTICE).profile("ibca").style(Style.LONG)
            .control(TimeControl.parse("300")).player(Color.BLACK).start(Position.initial()).windowMillis(0)
            .repeatCheck(false).playerName("Anna").opponentName("Hektor level 3").created("2026-05-01T10:00:00")
            .language("de").build();

    @Test
    void eachCopyChangesItsOwnPart() {
        assertEquals(settings(Mode.TABLET, "ibca", Style.LONG, base.start().fen(), 0, false, "de"),
                base.withMode(Mode.TABLET));
        assertEquals(settings(Mode.PRACTICE, "en", Style.LONG, base.start().fen(), 0, false, "en"),
                base.withProfile("en"));
        assertEquals(settings(Mode.PRACTICE, "ibca", Style.LONG, base.start().fen(), 0, false, "en"),
                base.withLanguage("en"));
        assertEquals(settings(Mode.PRACTICE, "ibca", Style.LONG, base.start().fen(), 3000, false, "de"),
                base.withWindow(3000));
        assertEquals(settings(Mode.PRACTICE, "ibca", Style.LONG, base.start().fen(), 0, true, "de"),
                base.withRepeatCheck(true));
        assertEquals(settings(Mode.PRACTICE, "ibca", Style.LONG, FEN, 0, false, "de"), base.withStart(FEN));
        assertEquals(settings(Mode.PRACTICE, "ibca", Style.SHORT, base.start().fen(), 0, false, "de"),
                base.withStyle(Style.SHORT));
    }

    /** The profile and the start position are held as the values the game uses, not names read again. */
    @Test
    void theNotationAndTheStartAreValues() {
        assertSame(Profile.load("ibca", "de"), base.notation());
        assertSame(Profile.load("ibca", "en"), base.withLanguage("en").notation());
        assertSame(Profile.load("en"), base.withProfile("en").notation());
        assertEquals(Position.fromFen(FEN), base.withStart(FEN).start());
        assertEquals(FEN, base.withStart(FEN).start().fen());
    }

    @Test
    void aCopyIsCheckedAsNewSettingsAre() {
        assertThrows(IllegalArgumentException.class, () -> base.withWindow(-1));
        assertThrows(IllegalArgumentException.class, () -> base.withStart("8/8/8/8/8/8/8/8 w - - 0 1"));
        assertThrows(IllegalArgumentException.class, () -> base.withProfile("klingon"));
        assertThrows(IllegalArgumentException.class, () -> base.toBuilder().language("tlh").build());
        assertThrows(NullPointerException.class, () -> base.toBuilder().playerName(null).build());
    }

    private Settings settings(Mode mode, String profile, Style style, String fen, long window, boolean repeat,
                              String language) {
        return new Settings(mode, Profile.load(profile, language), style, base.control(), base.player(),
                Position.fromFen(fen), window, repeat, base.playerName(), base.opponentName(), base.created());
    }
}
