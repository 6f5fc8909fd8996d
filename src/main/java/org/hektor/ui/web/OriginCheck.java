package org.hektor.ui.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which requests the server answers: only those for its own address. Every request must name a {@code Host}
 * that is a real IPv4 or IPv6 literal or {@code localhost}, with an optional port from 1 to 65535: a name an
 * attacker's DNS could point at this machine (DNS rebinding) is refused, and so is anything that merely looks
 * like an address ({@code 999.999.999.999}), before any part of the server tries to make sense of it. A
 * WebSocket handshake must also come from the server's own page: its {@code Origin} is {@code http://} + that
 * very host, so a page on another site cannot talk to the game.
 */
final class OriginCheck {
    private static final Pattern HOST = Pattern.compile("(localhost|[0-9.]+|\\[[0-9a-f:.]+])(?::([0-9]{1,5}))?");
    private static final Pattern OCTET = Pattern.compile("0|[1-9][0-9]{0,2}");

    private OriginCheck() {
    }

    /** Null when a request for this Host may be answered; otherwise why not, in one sentence. */
    static String hostRefusal(String host) {
        if (host == null || host.isBlank()) {
            return "The request names no host.";
        }
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (!isAddressOrLocalhost(h)) {
            return "The tablet is reached by its address, as printed on the console.";
        }
        return null;
    }

    /** Null when a WebSocket handshake may go on; otherwise the reason it may not, in one sentence. */
    static String refusal(String origin, String host) {
        String refusal = hostRefusal(host);
        if (refusal != null) {
            return refusal;
        }
        if (origin == null || origin.isBlank()) {
            return "The request comes from no web page.";
        }
        if (!origin.strip().toLowerCase(Locale.ROOT).equals("http://" + host.strip().toLowerCase(Locale.ROOT))) {
            return "Only the tablet's own pages may connect.";
        }
        return null;
    }

    private static boolean isAddressOrLocalhost(String hostAndPort) {
        Matcher m = HOST.matcher(hostAndPort);
        if (!m.matches()) {
            return false;
        }
        String port = m.group(2);
        if (port != null && (Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535)) {
            return false;
        }
        String name = m.group(1);
        if (name.equals("localhost")) {
            return true;
        }
        if (name.startsWith("[")) {
            return isIpv6(name);
        }
        String[] octets = name.split("\\.", -1);
        if (octets.length != 4) {
            return false;
        }
        for (String o : octets) {
            if (!OCTET.matcher(o).matches() || Integer.parseInt(o) > 255) {
                return false;
            }
        }
        return true;
    }

    /** A bracketed IPv6 literal; InetAddress parses a bracketed literal itself and never asks DNS about it. */
    private static boolean isIpv6(String bracketed) {
        try {
            InetAddress.getByName(bracketed);
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
