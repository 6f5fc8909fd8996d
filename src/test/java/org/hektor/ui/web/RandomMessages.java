package org.hektor.ui.web;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * Fuzzed messages for the tablet's WebSocket: random JSON that is mostly near the schema (real types and field
 * names with values of every kind), and random bytes.
 */
final class RandomMessages {
    private static final List<String> TYPES = List.of("touch", "move", "say", "ask", "confirm", "correct", "draw",
            "resign", "handover", "ping", "hello", "", "Move", "state", "welcome", "__proto__");
    private static final List<String> FIELDS = List.of("type", "from", "to", "promotion", "square", "text", "what",
            "piece", "action", "allow", "role", "code", "token", "x", "", "constructor");
    private static final List<String> WORDS = List.of("e2", "e4", "i9", "a0", "E2", "e7", "e8", "q", "k", "board",
            "listen", "time", "where", "what", "knight", "offer", "Bauer Eva zwei Eva vier", "\u0000", "\u202e",
            "' OR 1=1 --", "<script>alert(1)</script>", "null", "e2e4", "💥");
    private final Random random;
    private final boolean withHello;

    RandomMessages(long seed, boolean withHello) {
        this.random = new Random(seed);
        this.withHello = withHello;
    }

    String json() {
        StringBuilder sb = new StringBuilder();
        if (random.nextInt(10) == 0) {
            value(sb, 0);                           // not even an object, now and then
            return sb.toString();
        }
        sb.append('{');
        String type;
        do {
            type = TYPES.get(random.nextInt(TYPES.size()));
        } while (!withHello && type.equals("hello"));
        boolean first = true;
        if (random.nextInt(8) != 0) {
            sb.append("\"type\":");
            string(sb, type);
            first = false;
        }
        int fields = random.nextInt(4);
        for (int i = 0; i < fields; i++) {
            String f = FIELDS.get(random.nextInt(FIELDS.size()));
            if (f.equals("type") || (!withHello && (f.equals("code") || f.equals("role")))) {
                continue;
            }
            sb.append(first ? "" : ",");
            string(sb, f);
            sb.append(':');
            value(sb, 1);
            first = false;
        }
        return sb.append('}').toString();
    }

    private void value(StringBuilder sb, int depth) {
        switch (random.nextInt(depth > 3 ? 5 : 7)) {
            case 0, 1 -> string(sb, WORDS.get(random.nextInt(WORDS.size())));
            case 2 -> sb.append(random.nextInt(3) == 0 ? Double.toString(random.nextGaussian() * 1e6) : Integer.toString(random.nextInt()));
            case 3 -> sb.append(random.nextBoolean());
            case 4 -> sb.append("null");
            case 5 -> {
                sb.append('[');
                int n = random.nextInt(3);
                for (int i = 0; i < n; i++) {
                    sb.append(i > 0 ? "," : "");
                    value(sb, depth + 1);
                }
                sb.append(']');
            }
            default -> {
                sb.append('{');
                string(sb, FIELDS.get(random.nextInt(FIELDS.size())));
                sb.append(':');
                value(sb, depth + 1);
                sb.append('}');
            }
        }
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        sb.append('"');
    }

    byte[] bytes() {
        byte[] b = new byte[1 + random.nextInt(300)];
        random.nextBytes(b);
        return b;
    }

    /** Random bytes read as text (each byte one character), for a text frame. */
    String garbage() {
        return new String(bytes(), StandardCharsets.ISO_8859_1);
    }
}
