package org.hektor.words;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What no spoken sentence holds in a language that says its numbers in words: a file path or a digit. */
final class NotSpeech {
    /** A file path: a slash or a home folder before a name, a drive letter, or a file name with a game file's suffix. */
    static final Pattern PATH = Pattern.compile("(^|[\\s(:])(~?/\\S*|[A-Za-z]:\\\\\\S*)|\\S+\\.(pgn|txt|brf|jsonl|wav|log)\\b");

    private NotSpeech() {
    }

    /** Each path and digit of {@code sentence}, said so ("a path '/home/anna'", "a digit"); empty if none. */
    static List<String> in(String sentence) {
        List<String> out = new ArrayList<>();
        Matcher path = PATH.matcher(sentence);
        while (path.find()) {
            out.add("a path '" + path.group().strip() + "'");
        }
        if (sentence.matches("(?s).*\\d.*")) {
            out.add("a digit");
        }
        return out;
    }

    /** The sentence with its paths blanked, so their letters are not taken for words. */
    static String withoutPaths(String sentence) {
        return PATH.matcher(sentence).replaceAll(" ");
    }
}
