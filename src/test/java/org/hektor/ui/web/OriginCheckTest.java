package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which WebSocket handshakes come from the tablet's own pages. */
class OriginCheckTest {

    @ParameterizedTest(name = "Origin {0}, Host {1}")
    @CsvSource({
        "http://127.0.0.1:8080, 127.0.0.1:8080",
        "http://localhost:8080, localhost:8080",
        "http://192.168.1.20:8080, 192.168.1.20:8080",
        "http://[::1]:8080, [::1]:8080",
        "HTTP://LOCALHOST:8080, localhost:8080"})
    void theServersOwnPageMayConnect(String origin, String host) {
        assertNull(OriginCheck.refusal(origin, host));
    }

    @ParameterizedTest(name = "Origin {0}, Host {1}")
    @CsvSource({
        "http://evil.example, 127.0.0.1:8080",
        "http://127.0.0.1:9999, 127.0.0.1:8080",
        "https://127.0.0.1:8080, 127.0.0.1:8080",
        "null, 127.0.0.1:8080",
        "http://127.0.0.1:8080.evil.example, 127.0.0.1:8080",
        // DNS rebinding: a name that points at this machine, Origin and Host agreeing
        "http://rebind.evil.example:8080, rebind.evil.example:8080",
        "http://localhost.evil.example:8080, localhost.evil.example:8080",
        // things that only look like addresses
        "http://999.999.999.999:8080, 999.999.999.999:8080",
        "http://256.0.0.1:8080, 256.0.0.1:8080",
        "http://127.0.0.01:8080, 127.0.0.01:8080",
        "http://1.2.3:8080, 1.2.3:8080",
        "http://[zz::1]:8080, [zz::1]:8080",
        "http://[::1%25eth0]:8080, [::1%25eth0]:8080",
        "http://127.0.0.1:99999, 127.0.0.1:99999",
        "http://127.0.0.1:0, 127.0.0.1:0"})
    void anyOtherOriginOrAHostNameIsRefused(String origin, String host) {
        assertNotNull(OriginCheck.refusal(origin, host));
    }

    @ParameterizedTest
    @CsvSource(nullValues = "none", value = {"none, 127.0.0.1:8080", "'', 127.0.0.1:8080", "http://127.0.0.1:8080, none"})
    void aRequestWithoutOriginOrHostIsRefused(String origin, String host) {
        assertNotNull(OriginCheck.refusal(origin, host));
    }

    @org.junit.jupiter.api.Test
    void theRefusalIsOneSentence() {
        assertEquals("Only the tablet's own pages may connect.", OriginCheck.refusal("http://evil.example", "127.0.0.1:8080"));
    }
}
