package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.hektor.words.Words;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A game started without {@code --language} speaks the language the environment asks for, as POSIX orders the
 * variables (LC_ALL, else LC_MESSAGES, else LANG; an empty one counts as unset, and so does the C or POSIX locale,
 * which names no language: the launchers set LC_ALL=C.UTF-8 where the locale LANG names is not installed), German,
 * English or Russian, else English; the move words stay the rules' (ibca) whatever the language.
 */
class SystemLanguageTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "LC_ALL={0} LC_MESSAGES={1} LANG={2}: {3}")
    @CsvSource({"'', ru_RU.UTF-8, de_DE.UTF-8, ru", "de_DE.UTF-8, ru_RU.UTF-8, en_US.UTF-8, de",
            "'', '', ru_RU.UTF-8, ru", "'', '', fr_FR.UTF-8, en", "C.UTF-8, '', ru_RU.UTF-8, ru", "POSIX, C, de_DE.UTF-8, de"})
    void playSpeaksTheLanguageTheEnvironmentAsksFor(String all, String messages, String lang, String expected)
            throws Exception {
        Words said = Words.forLanguage(expected);
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"),
                Map.of("LC_ALL", all, "LC_MESSAGES", messages, "LANG", lang), "play", "--keyboard", "--silent",
                "--level", "1", "--seed", "3", "--time", "classical", "--journal", dir.resolve("games").toString())) {
            LanguagePairGameTest.startsTakesE4AndQuits(h, said);
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)), h.transcript());
        }
    }
}
