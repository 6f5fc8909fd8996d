package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.hektor.clock.ManualTimeSource;
import org.junit.jupiter.api.Test;

class PairingTest {
    private final ManualTimeSource time = new ManualTimeSource();

    @Test
    void theRightCodePairsAndAWrongOneShutsTheDoorForASecond() {
        Pairing p = new Pairing("482913", time);
        assertEquals(Pairing.Result.RIGHT, p.check("482913"));
        assertEquals(Pairing.Result.WRONG, p.check("482914"));
        assertEquals(Pairing.Result.WAIT, p.check("482913"), "not even the right code within the second");
        time.advanceMillis(Pairing.WAIT_AFTER_WRONG_MILLIS - 1);
        assertEquals(Pairing.Result.WAIT, p.check("482913"));
        time.advanceMillis(1);
        assertEquals(Pairing.Result.RIGHT, p.check("482913"));
        assertEquals(Pairing.Result.WRONG, p.check("48291"));
        time.advanceMillis(Pairing.WAIT_AFTER_WRONG_MILLIS);
        assertEquals(Pairing.Result.WRONG, p.check("4829130"));
    }

    @Test
    void randomCodesAreSixDigitsAndDiffer() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            String c = Pairing.randomCode();
            assertTrue(c.matches("[0-9]{6}"), c);
            seen.add(c);
        }
        assertTrue(seen.size() > 95, "codes repeat too often: " + seen.size());
    }

    @Test
    void aCodeThatIsNotDigitsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Pairing("12ab", time));
    }
}
