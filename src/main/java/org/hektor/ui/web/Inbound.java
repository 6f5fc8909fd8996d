package org.hektor.ui.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;

/**
 * A message from a page, validated: the schema of docs/tablet.md. Each message is one JSON object with a
 * {@code type} and exactly the fields of that type. {@link #parse} turns text into one of these records or
 * throws a {@link BadMessageException} whose text is the one sentence sent back; nothing else happens then.
 */
public sealed interface Inbound {
    /** The longest message a page ever needs to send (a typed line is at most {@value #MAX_TEXT} characters). */
    int MAX_LENGTH = 2000;
    int MAX_TEXT = 200;

    /**
     * Pairing: which page this is and the code shown on the console and spoken to the blind player. A board page
     * that reconnects also sends the token it was given, which proves it is the page that held the board.
     */
    record Hello(Role role, String code, Optional<String> token) implements Inbound {
    }

    /** Rule 2.9e: the sighted player touched (selected or began to drag) one of his pieces. */
    record Touch(Square square) implements Inbound {
    }

    /** The sighted player's move on the board; the promotion piece is chosen in the page's chooser. */
    record MoveRequest(Move move) implements Inbound {
    }

    /** A line the blind player typed: a move in the spoken vocabulary, SAN or UCI, or a command word. */
    record Say(String text) implements Inbound {
    }

    /** A question of the blind player (spoken-notation.md section 4); {@code where} needs a piece, {@code what} a square. */
    record Ask(Question question, Optional<PieceType> piece, Optional<Square> square) implements Inbound {
    }

    /** The blind player confirms the move read back to him ("ja"). */
    record Confirm() implements Inbound {
    }

    /** The blind player withdraws the move read back to him before the clock switches (rule 2.6). */
    record Correct() implements Inbound {
    }

    /** A draw offer, or the answer to the opponent's offer (rule 9.1). */
    record Draw(DrawAction action) implements Inbound {
    }

    /** The page's player claims a draw by repetition or the fifty-move rule (rules 9.2, 9.3). */
    record Claim() implements Inbound {
    }

    /** The page's player resigns; the page asked "are you sure" first. */
    record Resign() implements Inbound {
    }

    /** The answer to another page asking to take over the board. */
    record Handover(boolean allow) implements Inbound {
    }

    /** The page has shown the game's result (the server stays up until every page has). */
    record Shown() implements Inbound {
    }

    /** Keeps the connection alive; answered with {@code pong}. */
    record Ping() implements Inbound {
    }

    enum Question { REPEAT, TIME, POSITION, WHERE, WHAT }

    enum DrawAction { OFFER, ACCEPT, DECLINE }

    /** The fields of each type, so a field that does not belong is refused rather than ignored. */
    Map<String, Set<String>> FIELDS = Map.ofEntries(
            Map.entry("hello", Set.of("role", "code", "token")),
            Map.entry("touch", Set.of("square")),
            Map.entry("move", Set.of("from", "to", "promotion")),
            Map.entry("say", Set.of("text")),
            Map.entry("ask", Set.of("what", "piece", "square")),
            Map.entry("confirm", Set.of()),
            Map.entry("correct", Set.of()),
            Map.entry("draw", Set.of("action")),
            Map.entry("claim", Set.of()),
            Map.entry("resign", Set.of()),
            Map.entry("handover", Set.of("allow")),
            Map.entry("shown", Set.of()),
            Map.entry("ping", Set.of()));

    /** Reads one message; a {@link BadMessageException} says in one sentence what was wrong with it. */
    static Inbound parse(String text) {
        if (text == null || text.isEmpty()) {
            throw new BadMessageException("The message was empty.");
        }
        if (text.length() > MAX_LENGTH) {
            throw new BadMessageException("The message is too long.");
        }
        JsonNode root;
        try {
            root = Wire.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new BadMessageException("The message is not JSON.");
        }
        if (root == null || !root.isObject()) {
            throw new BadMessageException("A message is a JSON object with a type.");
        }
        JsonNode typeNode = root.get("type");
        if (typeNode == null || !typeNode.isTextual()) {
            throw new BadMessageException("The message has no type.");
        }
        String type = typeNode.asText();
        Set<String> allowed = FIELDS.get(type);
        if (allowed == null) {
            throw new BadMessageException("There is no message type '" + shorten(type) + "'.");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!field.equals("type") && !allowed.contains(field)) {
                throw new BadMessageException("A " + type + " message has no field '" + shorten(field) + "'.");
            }
        }
        Fields f = new Fields(type, root);
        return switch (type) {
            case "hello" -> new Hello(f.role(), f.text("code", 32), f.optionalText("token", 64));
            case "touch" -> new Touch(f.square("square"));
            case "move" -> new MoveRequest(new Move(f.square("from"), f.square("to"), f.promotion()));
            case "say" -> new Say(f.text("text", MAX_TEXT));
            case "ask" -> f.ask();
            case "confirm" -> new Confirm();
            case "correct" -> new Correct();
            case "draw" -> new Draw(f.choice("action", DrawAction.class));
            case "claim" -> new Claim();
            case "resign" -> new Resign();
            case "handover" -> new Handover(f.bool("allow"));
            case "shown" -> new Shown();
            case "ping" -> new Ping();
            default -> throw new IllegalStateException("FIELDS and parse disagree about " + type);
        };
    }

    /** A piece of a message quoted back, cut so an error never echoes a long or strange string. */
    private static String shorten(String s) {
        String clean = s.replaceAll("[^\\p{L}\\p{N} _.-]", "?");
        return clean.length() > 20 ? clean.substring(0, 20) + "…" : clean;
    }

    /** The typed fields of one message. */
    final class Fields {
        private final String type;
        private final JsonNode root;

        private Fields(String type, JsonNode root) {
            this.type = type;
            this.root = root;
        }

        private JsonNode need(String field) {
            JsonNode n = root.get(field);
            if (n == null || n.isNull()) {
                throw new BadMessageException("A " + type + " message needs the field '" + field + "'.");
            }
            return n;
        }

        String text(String field, int max) {
            JsonNode n = need(field);
            if (!n.isTextual()) {
                throw new BadMessageException("The field '" + field + "' must be text.");
            }
            String s = n.asText().strip();
            if (s.isEmpty()) {
                throw new BadMessageException("The field '" + field + "' is empty.");
            }
            if (s.length() > max) {
                throw new BadMessageException("The field '" + field + "' is longer than " + max + " characters.");
            }
            if (s.codePoints().anyMatch(Character::isISOControl)) {
                throw new BadMessageException("The field '" + field + "' contains control characters.");
            }
            return s;
        }

        /**
         * A field the pages fill from the schema, not from a person's typing: checked like {@link #text} and then
         * taken as sent, unstripped, so a padded or upper-case variant is refused by its caller, not quietly mended.
         */
        private String exact(String field, int max) {
            text(field, max);
            return root.get(field).asText();
        }

        Optional<String> optionalText(String field, int max) {
            return root.get(field) == null || root.get(field).isNull() ? Optional.empty() : Optional.of(text(field, max));
        }

        /** Exactly the name the pages send: {@code e5}, never {@code E5} or {@code "e5 "}. */
        Square square(String field) {
            String s = exact(field, 8);
            if (!Square.isSquareName(s) || !s.equals(s.toLowerCase(Locale.ROOT))) {
                throw new BadMessageException("'" + shorten(s) + "' is not a square; squares are a1 to h8.");
            }
            return Square.parse(s);
        }

        Role role() {
            return choice("role", Role.class);
        }

        PieceType promotion() {
            if (root.get("promotion") == null || root.get("promotion").isNull()) {
                return null;
            }
            return switch (exact("promotion", 1)) {
                case "q" -> PieceType.QUEEN;
                case "r" -> PieceType.ROOK;
                case "b" -> PieceType.BISHOP;
                case "n" -> PieceType.KNIGHT;
                default -> throw new BadMessageException("A pawn is promoted to q, r, b or n.");
            };
        }

        boolean bool(String field) {
            JsonNode n = need(field);
            if (!n.isBoolean()) {
                throw new BadMessageException("The field '" + field + "' must be true or false.");
            }
            return n.booleanValue();
        }

        /** A word of the schema, exactly as the pages send it: {@code offer}, never {@code OFFER} or {@code "offer "}. */
        <E extends Enum<E>> E choice(String field, Class<E> kind) {
            String s = exact(field, 20);
            for (E e : kind.getEnumConstants()) {
                if (e.name().toLowerCase(Locale.ROOT).equals(s)) {
                    return e;
                }
            }
            List<String> names = java.util.Arrays.stream(kind.getEnumConstants())
                    .map(e -> e.name().toLowerCase(Locale.ROOT)).toList();
            throw new BadMessageException("The field '" + field + "' is one of " + String.join(", ", names) + ".");
        }

        Ask ask() {
            Question q = choice("what", Question.class);
            Optional<PieceType> piece = Optional.empty();
            Optional<Square> square = Optional.empty();
            if (q == Question.WHERE) {
                piece = Optional.of(choice("piece", PieceType.class));
            } else if (root.has("piece")) {
                throw new BadMessageException("Only a 'where' question names a piece.");
            }
            if (q == Question.WHAT) {
                square = Optional.of(square("square"));
            } else if (root.has("square")) {
                throw new BadMessageException("Only a 'what' question names a square.");
            }
            return new Ask(q, piece, square);
        }
    }
}
