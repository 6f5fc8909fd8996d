package org.hektor.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.hektor.chess.Color;
import org.hektor.chess.FenException;
import org.hektor.chess.PositionCheck;
import org.hektor.chess.Position;
import org.hektor.chess.WholeNumber;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Choice;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.session.Mode;
import org.hektor.session.Settings;
import org.hektor.words.Refusable;

/**
 * The journal's first line read back into {@link Settings}: the names and the FEN become the values the game uses, and
 * a header that holds no game (damaged, of another version, naming what this Hektor does not know) is an ordinary
 * answer with the one reason, never an exception (a journal is a file on a disk, and a damaged one costs only itself).
 */
final class SettingsFields {
    /** The fields every header has, in the order they are checked after the profile. */
    private static final List<String> NEEDED = List.of("mode", "style", "control", "player", "fen", "window", "repeat",
            "playerName", "opponentName", "created");

    static final String NOT_A_HEADER = "it does not start with a Hektor journal header";

    private SettingsFields() {
    }

    /** The settings, or why the line holds none (in English, for the log and the sentence the file is set aside with). */
    static Refusable<Settings> read(String line) {
        String[] fields = line.split("\t", -1);
        if (fields.length < 2 || !fields[0].equals(JournalCodec.MAGIC)) {
            return Refusable.refused(NOT_A_HEADER);
        }
        if (!fields[1].equals("1") && !fields[1].equals(Integer.toString(JournalCodec.VERSION))) {
            return Refusable.refused("it is a journal of version " + fields[1] + ", and this Hektor reads versions 1 and "
                    + JournalCodec.VERSION);
        }
        Map<String, String> f = new LinkedHashMap<>();
        for (int i = 2; i < fields.length; i++) {
            int eq = fields[i].indexOf('=');
            if (eq < 0) {
                return Refusable.refused("the header field '" + fields[i] + "' has no value");
            }
            Optional<String> value = JournalCodec.unescaped(fields[i].substring(eq + 1));
            if (value.isEmpty()) {
                return Refusable.refused(JournalCodec.brokenEscape(fields[i]));
            }
            f.put(fields[i].substring(0, eq), value.get());
        }
        // a journal from before the language was chosen apart has only the profile: its words in its own language
        String words = f.containsKey("words") ? f.get("words") : f.get("profile");
        if (words == null) {
            return missing("profile");
        }
        Profile.Finding notation = f.containsKey("language") ? Profile.find(words, f.get("language")) : Profile.find(words);
        if (notation instanceof Profile.Finding.Unknown unknown) {
            return Refusable.refused(unknown.sentence());
        }
        Optional<String> absent = NEEDED.stream().filter(key -> !f.containsKey(key)).findFirst();
        if (absent.isPresent()) {
            return missing(absent.get());
        }
        return values(f, ((Profile.Finding.Found) notation).profile());
    }

    /** The fields, all present, as the values of a game: the first that names none is the reason. */
    private static Refusable<Settings> values(Map<String, String> f, Profile notation) {
        Optional<Mode> mode = Choice.find(Mode.class, f.get("mode"));
        if (mode.isEmpty()) {
            return Refusable.refused(Choice.unknown(Mode.class, f.get("mode"), "mode"));
        }
        Optional<Style> style = Choice.find(Style.class, f.get("style"));
        if (style.isEmpty()) {
            return Refusable.refused(Choice.unknown(Style.class, f.get("style"), "announcement style"));
        }
        TimeControl.Reading control = TimeControl.read(f.get("control"));
        if (control instanceof TimeControl.Reading.Unreadable u) {
            return Refusable.refused(u.sentence());
        }
        Optional<Color> player = JournalCodec.colour(f.get("player"));
        if (player.isEmpty()) {
            return Refusable.refused(JournalCodec.notAColour(f.get("player")));
        }
        PositionCheck start = Position.readFen(f.get("fen"));
        if (start instanceof PositionCheck.Invalid invalid) {
            return Refusable.refused(FenException.sentence(f.get("fen"), invalid.problems()));
        }
        OptionalLong window = WholeNumber.ofLong(f.get("window"));
        if (window.isEmpty()) {
            return Refusable.refused("the correction window '" + f.get("window") + "' is not a whole number");
        }
        TimeControl clock = ((TimeControl.Reading.Read) control).control();
        Optional<String> refused = Settings.refusal(clock, window.getAsLong());
        if (refused.isPresent()) {
            return Refusable.refused(refused.get());
        }
        return Refusable.given(Settings.builder().mode(mode.get()).notation(notation).style(style.get()).control(clock)
                .player(player.get()).start(start.position().orElseThrow()).windowMillis(window.getAsLong())
                .repeatCheck(Boolean.parseBoolean(f.get("repeat"))).playerName(f.get("playerName"))
                .opponentName(f.get("opponentName")).created(f.get("created")).build());
    }

    private static Refusable<Settings> missing(String key) {
        return Refusable.refused("the header has no " + key);
    }
}
