package org.hektor.ui.web;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which WebSocket handshakes the server accepts: only from its own pages. A browser always sends the page's
 * {@code Origin}; it must be this very server ({@code http://} + the {@code Host} the browser asked for), so a
 * page on another site cannot talk to the game. The host must be an IP address or {@code localhost}: a name
 * an attacker's DNS could point at this machine (DNS rebinding) is refused even when Origin and Host agree.
 */
final class OriginCheck {
    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})(\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("\\[[0-9a-fA-F:.]+]");
    private static final Pattern PORT = Pattern.compile(":\\d{1,5}");

    private OriginCheck() {
    }

    /** Null when the handshake may go on; otherwise the reason it may not, in one sentence. */
    static String refusal(String origin, String host) {
        if (host == null || host.isBlank()) {
            return "The request names no host.";
        }
        if (origin == null || origin.isBlank()) {
            return "The request comes from no web page.";
        }
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (!isAddressOrLocalhost(h)) {
            return "The tablet is reached by its address (as printed on the console), not by the name " + h + ".";
        }
        if (!origin.strip().toLowerCase(Locale.ROOT).equals("http://" + h)) {
            return "Only the tablet's own pages may connect.";
        }
        return null;
    }

    private static boolean isAddressOrLocalhost(String hostAndPort) {
        String name = hostAndPort;
        int colon = hostAndPort.lastIndexOf(':');
        if (colon > 0 && !hostAndPort.endsWith("]") && PORT.matcher(hostAndPort.substring(colon)).matches()) {
            name = hostAndPort.substring(0, colon);
        }
        return name.equals("localhost") || IPV4.matcher(name).matches() || IPV6.matcher(name).matches();
    }
}
