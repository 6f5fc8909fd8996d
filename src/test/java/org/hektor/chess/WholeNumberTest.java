package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** WholeNumber reads what Integer.parseInt and Long.parseLong read, and is empty exactly where they throw. */
class WholeNumberTest {

    private static OptionalInt jdkInt(String s) {
        try {
            return OptionalInt.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    private static OptionalLong jdkLong(String s) {
        try {
            return OptionalLong.of(Long.parseLong(s));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    @Test
    void readsAsTheJdkReadsAtTheEdgesAndOnRandomText() {
        List<String> texts = new ArrayList<>(List.of("", "+", "-", "0", "-0", "+0", "007", "12a", " 1", "1 ", "1.0",
                "2147483647", "2147483648", "-2147483648", "-2147483649", "+2147483647",
                "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
                "99999999999999999999", "\u0664\u0662", "\uff11\uff12", "--1", "+-1", "1-", "\ud835\udfce"));
        Random random = new Random(28);
        String alphabet = "0123456789+- a\u0664\uff19";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int length = random.nextInt(22);
            for (int i = 0; i < length; i++) {
                b.append(i > 0 && random.nextInt(4) > 0 ? (char) ('0' + random.nextInt(10))
                        : alphabet.charAt(random.nextInt(alphabet.length())));
            }
            texts.add(b.toString());
        }
        for (String t : texts) {
            assertEquals(jdkInt(t), WholeNumber.ofInt(t), t);
            assertEquals(jdkLong(t), WholeNumber.ofLong(t), t);
        }
        assertEquals(OptionalInt.empty(), WholeNumber.ofInt(null));
    }
}
