package org.hektor.ui.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The tablet's messages on the wire: JSON objects written and read by Jackson, one mapper for the package. */
final class Wire {
    /**
     * Refuses a key given twice ({@code {"type":"say","type":"resign"}}) instead of letting the last one win, and
     * anything after the object ({@code {"type":"ping"}garbage}): a message is exactly one JSON object.
     */
    static final ObjectMapper MAPPER = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Wire() {
    }

    /** A message of a type with nothing else: {@code {"type":"pong"}}. */
    static String message(String type) {
        return object(type).toString();
    }

    /** A message of a type with its sentence: {@code {"type":"error","text":"..."}}. */
    static String message(String type, String text) {
        return object(type).put("text", text).toString();
    }

    /** A message object to add fields to. */
    static ObjectNode object(String type) {
        return MAPPER.createObjectNode().put("type", type);
    }
}
