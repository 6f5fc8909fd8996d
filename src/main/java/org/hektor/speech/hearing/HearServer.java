package org.hektor.speech.hearing;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.Sound;

/**
 * The hear-server's side of the line protocol ({@code hektor hear-server}): a child process that does nothing but
 * recognise, so that a crash in native code ends it and not the game. One JSON object a line each way:
 * <pre>
 *   child:  {"ready":true}                                   once the model is loaded
 *   parent: {"id":7,"grammar":["pawn echo four",...],"sequences":false,"pcm":"BASE64 of 16 kHz s16le mono"}
 *           (a weighted phrase comes as many times as its weight: PhraseGrammar.listing)
 *   child:  {"id":7,"nothing":false,"hypotheses":[{"text":"pawn echo four","confidence":1.0}]}
 *   child:  {"id":7,"error":"one sentence"}                  a request it cannot serve (it goes on)
 * </pre>
 * Every request is answered on the one thread that reads them, which also owns every Vosk recogniser.
 */
public final class HearServer {
    /** One request: the utterance and its grammar (a word list heard in any order when {@code sequences}). */
    public record Request(long id, List<String> grammar, boolean sequences, String pcm) {
        static Request of(long id, Sound utterance, PhraseGrammar grammar) {
            return new Request(id, grammar.listing(), grammar.sequences(),
                    Base64.getEncoder().encodeToString(utterance.pcm()));
        }

        Sound sound() {
            return new Sound(Base64.getDecoder().decode(pcm));
        }
    }

    /** One answer; {@code ready} alone on the first line. */
    public record Reply(Long id, Boolean ready, Boolean nothing, List<Alternative> hypotheses, String error) {
        static Reply readyLine() {
            return new Reply(null, true, null, null, null);
        }

        static Reply of(long id, Optional<List<Hypothesis>> heard) {
            return new Reply(id, null, heard.isEmpty(), heard.orElse(List.of()).stream()
                    .map(h -> new Alternative(h.text(), h.confidence().orElse(1.0))).toList(), null);
        }

        Optional<List<Hypothesis>> heard() {
            if (Boolean.TRUE.equals(nothing)) {
                return Optional.empty();
            }
            return Optional.of(hypotheses.stream().map(a -> Hypothesis.of(a.text(), a.confidence())).toList());
        }
    }

    public record Alternative(String text, double confidence) {
    }

    private HearServer() {
    }

    /** Answers requests from {@code in} on {@code out} until {@code in} ends. */
    public static void serve(SpeechRecognizer recognizer, BufferedReader in, PrintStream out) throws IOException {
        out.println(write(Reply.readyLine()));
        out.flush();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank()) {
                continue;
            }
            Reply reply;
            long id = -1;
            try {
                Request r = VoskResult.JSON.readValue(line, Request.class);
                id = r.id();
                reply = Reply.of(id, recognizer.recognize(r.sound(), PhraseGrammar.ofListing(r.grammar(), r.sequences())));
            } catch (JsonProcessingException | RuntimeException e) {
                reply = new Reply(id, null, null, null, String.valueOf(e.getMessage()));
            }
            out.println(write(reply));
            out.flush();
        }
    }

    static String write(Object value) {
        try {
            return VoskResult.JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write " + value, e);
        }
    }
}
