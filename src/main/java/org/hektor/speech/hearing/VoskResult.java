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
 * {@code setMaxAlternatives}), each a text, a lattice score and its words' times (with {@code setWords}), in Vosk's
 * order (best first); and the scores of its blank alternatives, its readings that nothing was said.
 */
record VoskResult(List<Alternative> alternatives, List<Double> blanks) {
    /** Jackson as Hektor reads JSON from outside: text after the value is an error, as it would be for Vosk. */
    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    record Alternative(String text, double confidence, List<Word> words) {
        Alternative(String text, double confidence) {
            this(text, confidence, List.of());
        }

        /** When the first word began, in seconds from the start of what Vosk heard; empty without word times. */
        java.util.OptionalDouble start() {
            return words.isEmpty() ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of(words.get(0).start());
        }
    }

    /** One word of an alternative, from {@code start} to {@code end} seconds. */
    record Word(String word, double start, double end) {
    }

    /**
     * {"alternatives": [{"text": "pawn echo four", "confidence": 231.5, "result": [{"word": "pawn", "start": 0.3,
     * "end": 0.6}, ...]}, ...]}; an alternative with a blank text counts only by its score.
     */
    static VoskResult parse(String json) {
        List<Alternative> out = new ArrayList<>();
        List<Double> blanks = new ArrayList<>();
        for (JsonNode a : tree(json).path("alternatives")) {
            String text = a.path("text").asText("");
            if (a.path("text").isTextual() && text.isBlank() && a.path("confidence").isNumber()) {
                blanks.add(a.path("confidence").asDouble());
            } else if (a.path("text").isTextual() && !text.isBlank()) {
                List<Word> words = new ArrayList<>();
                for (JsonNode w : a.path("result")) {
                    words.add(new Word(w.path("word").asText(""), w.path("start").asDouble(), w.path("end").asDouble()));
                }
                out.add(new Alternative(text, a.path("confidence").isNumber() ? a.path("confidence").asDouble() : 0.0,
                        words));
            }
        }
        return new VoskResult(List.copyOf(out), List.copyOf(blanks));
    }

    /**
     * The same answer with every word's times moved {@code seconds} earlier: a recogniser that has heard earlier
     * utterances (kept for its grammar, reset between them) counts its words' times from the first sample it ever
     * heard, not from the start of this utterance.
     */
    static String shifted(String json, double seconds) {
        if (seconds == 0) {
            return json;
        }
        JsonNode tree = tree(json);
        for (JsonNode a : tree.path("alternatives")) {
            for (JsonNode w : a.path("result")) {
                if (w instanceof com.fasterxml.jackson.databind.node.ObjectNode word) {
                    word.put("start", w.path("start").asDouble() - seconds);
                    word.put("end", w.path("end").asDouble() - seconds);
                }
            }
        }
        return tree.toString();
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
