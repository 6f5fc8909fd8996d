package org.hektor.notation;

import org.apache.commons.lang3.StringUtils;

/**
 * A typed move in Latin letters as a player with the Russian keyboard layout on may type it. Russian notation writes
 * the files in Latin letters (docs/rules.md C: files a–h, 8.8.2–8.8.6) beside its own piece initials (Annex E3), and
 * three small Cyrillic letters look exactly like three file letters: a Russian typist types "е4" or "Кс3" with them.
 * Only true look-alikes are read: а, с, е as the files a, c, e; х as the capture sign x; О and о as castling's O.
 * No other Cyrillic letter looks like a file letter (в is a small capital B, н a small capital H; д, г, ь, б look
 * like none), so none is guessed at. The letters are read by their look, not by their key (а is on the key of f):
 * who types by place with the Russian layout on types "у4" for e4, which stays not understood. Capital С, the
 * Russian bishop (слон), is a piece letter and stays one: "Сс4" is the bishop to c4, "с4" the pawn.
 */
final class CyrillicLookAlikes {
    private static final String CYRILLIC = "асехОо";
    private static final String LATIN = "acexOO";

    private CyrillicLookAlikes() {
    }

    /** {@code typed} with the Cyrillic look-alikes of SAN's small letters and castling's O as the Latin letters. */
    static String latin(String typed) {
        return StringUtils.replaceChars(typed, CYRILLIC, LATIN);
    }
}
