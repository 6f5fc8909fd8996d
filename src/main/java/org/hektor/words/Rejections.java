package org.hektor.words;

import java.util.Locale;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Reason;

/**
 * A move or utterance refused (spoken-notation.md §3, REJECT) in the player's language: a game and the review after
 * it say the same refusal the same way.
 */
public final class Rejections {
    private final Words messages;
    private final Profile profile;

    /** Refusals in {@code messages}' language, squares and pieces in {@code profile}'s words. */
    public Rejections(Words messages, Profile profile) {
        this.messages = messages;
        this.profile = profile;
    }

    /**
     * Its kind's sentence ({@code session.reject.<kind>}) where the language has one, else the contract's English
     * sentence: "Auf Eva zwei steht kein Springer von Ihnen."
     */
    public String say(Heard.Reject reject) {
        Reason why = reject.why();
        String key = "session.reject." + why.kind().key();
        if (!messages.has(key)) {
            return say(reject.reason());
        }
        String variant = why.piece() == null ? "any" : why.piece().name().toLowerCase(Locale.ROOT);
        return Words.capitalized(messages.sayFor(key, variant,
                "piece", why.piece() == null ? "" : profile.piece(why.piece()),
                "from", why.from() == null ? "" : profile.square(why.from()),
                "file", why.fromFile() < 0 ? "" : profile.file(why.fromFile()),
                "rank", why.fromRank() < 0 ? "" : profile.rank(why.fromRank()),
                "to", why.to() == null ? "" : profile.square(why.to()),
                "count", messages.number(why.count())));
    }

    /** A refusal of no kind, its own sentence: "{reason}." */
    public String say(String reason) {
        String sentence = reason.endsWith(".") ? reason.substring(0, reason.length() - 1) : reason;
        return messages.say("session.rejected", "reason", Words.capitalized(sentence));
    }
}
