package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.hektor.clock.ManualTimeSource;
import org.junit.jupiter.api.Test;

class PairingTest {
    private static final String HOME = "192.168.1.20";
    private static final String STRANGER = "192.168.1.66";
    private final ManualTimeSource time = new ManualTimeSource();
    private final Pairing p = new Pairing("482913", time);

    private Pairing.Verdict check(String address, Pairing.Attempts connection, String code) {
        return p.check(address, connection, code).verdict();
    }

    @Test
    void aConnectionWaitsLongerAfterEachWrongCodeEvenWithTheRightOne() {
        Pairing.Attempts c = new Pairing.Attempts();
        assertEquals(Pairing.Verdict.WRONG, check(HOME, c, "482914"));
        assertEquals(Pairing.Verdict.WAIT, check(HOME, c, "482913"), "not even the right code within the second");
        time.advanceMillis(Pairing.FIRST_WAIT_MILLIS);
        assertEquals(Pairing.Verdict.WRONG, check(HOME, c, "48291"));
        time.advanceMillis(Pairing.FIRST_WAIT_MILLIS);
        Pairing.Result waiting = p.check(HOME, c, "482913");
        assertEquals(Pairing.Verdict.WAIT, waiting.verdict(), "the second wrong code costs two seconds");
        assertEquals(Pairing.FIRST_WAIT_MILLIS, waiting.waitMillis());
        time.advanceMillis(Pairing.FIRST_WAIT_MILLIS);
        assertEquals(Pairing.Verdict.RIGHT, check(HOME, c, "482913"));
    }

    @Test
    void aWrongCodeNeverSlowsAnotherConnectionNorAnotherAddress() {
        Pairing.Attempts attacker = new Pairing.Attempts();
        assertEquals(Pairing.Verdict.WRONG, check(HOME, attacker, "000000"));
        assertEquals(Pairing.Verdict.RIGHT, check(HOME, new Pairing.Attempts(), "482913"), "a fresh page on the same address");
        for (int i = 0; i < Pairing.MAX_WRONG_PER_ADDRESS + 5; i++) {
            p.check(STRANGER, new Pairing.Attempts(), "000000");
            time.advanceMillis(Pairing.LONGEST_WAIT_MILLIS);
        }
        assertEquals(Pairing.Verdict.RIGHT, check(HOME, new Pairing.Attempts(), "482913"), "another address is never slowed");
    }

    @Test
    void anAddressGuessingOnFreshConnectionsIsSlowedAfterFiveWrongCodesAndBarredAfterFifty() {
        for (int i = 0; i < Pairing.FREE_WRONG_PER_ADDRESS; i++) {
            assertEquals(Pairing.Verdict.WRONG, check(STRANGER, new Pairing.Attempts(), "00000" + i));
        }
        assertEquals(Pairing.Verdict.WRONG, check(STRANGER, new Pairing.Attempts(), "111111"), "the sixth is still checked");
        assertEquals(Pairing.Verdict.WAIT, check(STRANGER, new Pairing.Attempts(), "482913"),
                "after it, the address waits on every connection");
        time.advanceMillis(Pairing.FIRST_WAIT_MILLIS);
        assertEquals(Pairing.Verdict.WRONG, check(STRANGER, new Pairing.Attempts(), "222222"));
        time.advanceMillis(Pairing.FIRST_WAIT_MILLIS);
        assertEquals(Pairing.Verdict.WAIT, check(STRANGER, new Pairing.Attempts(), "333333"), "the wait doubles");
        int wrong = Pairing.FREE_WRONG_PER_ADDRESS + 2;
        Pairing.Verdict last = null;
        while (wrong < Pairing.MAX_WRONG_PER_ADDRESS) {
            time.advanceMillis(Pairing.LONGEST_WAIT_MILLIS);
            last = check(STRANGER, new Pairing.Attempts(), "444444");
            wrong++;
        }
        assertEquals(Pairing.Verdict.BARRED, last, "the fiftieth wrong code bars the address");
        time.advanceMillis(100 * Pairing.LONGEST_WAIT_MILLIS);
        assertEquals(Pairing.Verdict.BARRED, check(STRANGER, new Pairing.Attempts(), "482913"), "for the rest of the game");
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
