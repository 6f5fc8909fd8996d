package org.hektor.ui.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.hektor.words.TabletWords;

/** The tablet's plain HTTP: the pages from the jar, the headers every answer carries, the address to type. */
final class TabletHttp {
    static final String PAGES = "/org/hektor/ui/web/static/";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z.\\-]+)}}");

    private TabletHttp() {
    }

    static Map<String, String> securityHeaders() {
        return Map.of(
                "Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                        + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
                "X-Content-Type-Options", "nosniff",
                "X-Frame-Options", "DENY",
                "Referrer-Policy", "no-referrer",
                "Cache-Control", "no-store");
    }

    static void page(Context ctx, byte[] html) {
        ctx.contentType("text/html; charset=utf-8").result(html);
    }

    /**
     * A page in the profile's language: {@code {{lang}}}, each {@code {{page.…}}} label (HTML-escaped) and
     * {@code {{json}}}, the {@code js.*} sentences its script builds with, from the same words files as the rest
     * of Hektor. Done once at start: a page never carries a second copy of the words.
     */
    static byte[] render(String name, TabletWords words) {
        String html = new String(resource(name), StandardCharsets.UTF_8);
        Map<String, String> all = words.texts("");
        ObjectNode js = Wire.MAPPER.createObjectNode();
        words.texts("js.").forEach(js::put);
        js.put("lang", words.lang());
        Matcher m = PLACEHOLDER.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String key = m.group(1);
            String value = switch (key) {
                case "lang" -> words.lang();
                case "json" -> js.toString().replace("</", "<\\/");
                default -> {
                    String text = all.get(key);
                    if (text == null) {
                        throw new IllegalStateException("The page " + name + " needs the words tablet." + key + ".");
                    }
                    yield escape(text);
                }
            };
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    static byte[] resource(String name) {
        try (InputStream in = TabletHttp.class.getResourceAsStream(PAGES + name)) {
            if (in == null) {
                throw new IllegalStateException("The page " + name + " is missing from the jar.");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** With --lan, the first IPv4 address of a network interface that is up (what a tablet can type). */
    static String address(boolean lan) {
        if (!lan) {
            return "127.0.0.1";
        }
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (a instanceof Inet4Address) {
                        return a.getHostAddress();
                    }
                }
            }
        } catch (SocketException e) {
            // no interfaces to list: the loopback address below still works on this machine
        }
        return "127.0.0.1";
    }
}
