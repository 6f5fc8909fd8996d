package org.hektor.speech.corpus;

import java.util.ArrayList;
import java.util.List;

/**
 * The fixed split of the corpus voices into those anything may be tuned on and those only measured on. The held-out
 * German voices are: espeak-ng {@code de} with the variants m1–m8, f1–f5 and klatt–klatt6.
 * The tuning voices are espeak-ng's other (named) variants. English: flite's voices and espeak-ng's en/en-us with the
 * numbered variants are held out; the named variants are for tuning. A voice is in one list only (CorpusTest).
 */
public final class Voices {
    /** espeak-ng's named variants (espeak-ng --voices=variant), used for tuning only. */
    static final List<String> NAMED_VARIANTS = List.of("Adam", "Alex", "Alicia", "Andrea", "Andy", "Annie",
            "antonio", "aunty", "belinda", "benjamin", "boris", "caleb", "david", "Denis", "Diogo", "ed", "edward",
            "edward2", "Gene", "Gene2", "gustave", "Henrique", "Hugo", "iven", "iven2", "iven3", "iven4", "Jacky",
            "john", "kaukovalta", "Lee", "linda", "marcelo", "Marco", "Mario", "max", "Michael", "michel", "miguel",
            "Mike", "Mr serious", "Nguyen", "pablo", "paul", "pedro", "quincy", "rob", "robert", "steph", "steph2",
            "steph3", "Storm", "Tweaky", "zac", "anika", "AnxiousAndy", "grandpa", "norbert", "sandro", "shelby",
            "travis", "victor", "grandma", "m8");

    private Voices() {
    }

    /** The held-out voices of a profile: measured, never tuned on. */
    public static List<Voice> heldOut(String profile) {
        List<Voice> out = new ArrayList<>();
        if (profile.equals("en")) {
            for (String v : List.of("en", "en-us")) {
                out.add(new Voice(v));
                numbered(v, out);
            }
            for (String f : List.of("kal16", "awb", "rms", "slt")) {
                out.add(new Voice("flite:" + f));
            }
            return out;
        }
        out.add(new Voice("de"));
        numbered("de", out);
        return out;
    }

    /** The tuning voices of a profile. */
    public static List<Voice> tuning(String profile) {
        String base = profile.equals("en") ? "en" : "de";
        return NAMED_VARIANTS.stream().map(v -> new Voice(base + "+" + v)).toList();
    }

    private static void numbered(String base, List<Voice> out) {
        for (int i = 1; i <= 7; i++) {
            out.add(new Voice(base + "+m" + i));
        }
        for (int i = 1; i <= 5; i++) {
            out.add(new Voice(base + "+f" + i));
        }
        out.add(new Voice(base + "+klatt"));
        for (int i = 2; i <= 6; i++) {
            out.add(new Voice(base + "+klatt" + i));
        }
    }
}
