package org.hektor.speech.hearing;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * Vosk's answer for one utterance, read from its JSON: the n-best alternatives (asked for with
 * {@code setMaxAlternatives}), each a text and a lattice score, in Vosk's order (best first).
 */
record VoskResult(List<Alternative> alternatives) {
    /** Jackson as Hektor reads JSON from outside: text after the value is an error, as it would be for Vosk. */
    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    record Alternative(String text, double confidence) {
    }

    /** {"alternatives": [{"text": "pawn echo four", "confidence": 231.5}, ...]}; blank texts are left out. */
    static VoskResult parse(String json) {
        List<Alternative> out = new ArrayList<>();
        for (JsonNode a : tree(json).path("alternatives")) {
            String text = a.path("text").asText("");
            if (a.path("text").isTextual() && !text.isBlank()) {
                out.add(new Alternative(text, a.path("confidence").isNumber() ? a.path("confidence").asDouble() : 0.0));
            }
        }
        return new VoskResult(out);
    }

    /** Vosk's partial result ({"partial" : "pawn echo"}) has words in it. */
    static boolean partialHasWords(String json) {
        JsonNode partial = tree(json).path("partial");
        return partial.isTextual() && !partial.asText().isBlank();
    }

    boolean isEmpty() {
        return alternatives.isEmpty();
    }

    static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Vosk answered with malformed JSON: " + json, e);
        }
    }
}
