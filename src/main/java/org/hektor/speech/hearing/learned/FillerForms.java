package org.hektor.speech.hearing.learned;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hektor.notation.Profile;

/**
 * The long phrases with every combination of the contract's fillers (spoken-notation section 1) and the check or
 * mate words after them: the grammar says a hesitation before the plain long phrase ("äh Bauer Felix zwei Felix eins
 * Turm"), the words after it ("... Turm Schach") and "von ... nach" each alone, but a player says them together
 * ("also Bauer von Felix zwei nach Felix eins Turm Schach"). Matched against the plain grammar such an utterance
 * made its last word swallow "Schach", and "Dame" fitted "Turm Schach" better than "Turm" (LearnedVoiceBench, filler
 * condition: promotions to a rook heard as a queen); with these forms the words said have a phrase of their own.
 */
final class FillerForms {
    private final List<String> hesitations;
    private final String from;
    private final String to;

    FillerForms(Profile profile) {
        this.hesitations = profile.hesitations().stream().map(Take::normalize).toList();
        this.from = Take.normalize(profile.fromWord());
        this.to = Take.normalize(profile.toWord());
    }

    /** {@code phrases} and, after them, the combinations they lack. */
    List<String> completed(List<String> phrases) {
        Set<String> all = new LinkedHashSet<>(phrases);
        Set<String> hesitated = new LinkedHashSet<>();
        for (String p : phrases) {
            for (String h : hesitations) {
                if (p.startsWith(h + " ")) {
                    hesitated.add(p.substring(h.length() + 1));
                }
            }
        }
        List<String> added = new ArrayList<>();
        for (String p : phrases) {
            String[] w = p.split(" ");
            String core = w.length > 2 && w[1].equals(from) ? plain(w) : p;
            boolean fromTo = !core.equals(p);
            String base = longestHesitatedPrefix(core, hesitated);
            if (base == null) {
                continue;
            }
            // p is a long phrase (plain or "von ... nach") with or without the words after it
            if (fromTo || !core.equals(base)) {
                for (String h : hesitations) {
                    added.add(h + " " + p);
                }
            }
            if (fromTo && core.equals(base)) {
                for (String q : phrases) {
                    if (q.startsWith(core + " ")) {
                        String tail = q.substring(core.length());
                        added.add(p + tail);
                        hesitations.forEach(h -> added.add(h + " " + p + tail));
                    }
                }
            }
        }
        all.addAll(added);
        return new ArrayList<>(all);
    }

    /** The long phrase a "von ... nach" phrase says: without "von" and "nach". */
    private String plain(String[] words) {
        List<String> out = new ArrayList<>(Arrays.asList(words));
        out.remove(1);
        if (out.size() > 3 && out.get(3).equals(to)) {
            out.remove(3);
        }
        return String.join(" ", out);
    }

    /** The longest beginning of {@code phrase} (itself included) that the grammar says after a hesitation. */
    private static String longestHesitatedPrefix(String phrase, Set<String> hesitated) {
        String p = phrase;
        while (true) {
            if (hesitated.contains(p)) {
                return p;
            }
            int cut = p.lastIndexOf(' ');
            if (cut < 0) {
                return null;
            }
            p = p.substring(0, cut);
        }
    }
}
