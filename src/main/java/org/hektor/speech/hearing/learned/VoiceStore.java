package org.hektor.speech.hearing.learned;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * The learned voices: one folder per speaker ({@code ~/.hektor/voices/NAME/}) holding the takes as WAV files and
 * {@code takes.tsv}, one {@code TEXT<TAB>FILE} per take. The templates are derived from the takes when a voice is
 * loaded (a fraction of a second), so the recordings are all that is kept and all that {@code forget} removes.
 */
public final class VoiceStore {
    public static final String DEFAULT_SPEAKER = "default";
    static final String TAKES = "takes.tsv";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,39}");
    private final Path root;

    public VoiceStore(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    /** The speaker's name, or an IllegalArgumentException with one sentence why it cannot be one. */
    public static String checkName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("A speaker's name is 1 to 40 letters, digits, '.', '_' or '-' "
                    + "(beginning with a letter or digit), not '" + name + "'.");
        }
        return name;
    }

    /** The speakers with at least one take, by name. */
    public List<String> speakers() {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(root)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve(TAKES))).map(d -> d.getFileName().toString())
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public boolean exists(String speaker) {
        return Files.isRegularFile(root.resolve(checkName(speaker)).resolve(TAKES));
    }

    /** Keeps one take of the speaker. */
    public void add(String speaker, Take take) throws IOException {
        Path dir = root.resolve(checkName(speaker));
        Files.createDirectories(dir);
        Path list = dir.resolve(TAKES);
        int n = Files.exists(list) ? Files.readAllLines(list, StandardCharsets.UTF_8).size() : 0;
        String file = String.format("take-%04d.wav", n + 1);
        while (Files.exists(dir.resolve(file))) {
            file = String.format("take-%04d-%d.wav", n + 1, System.nanoTime() % 100_000);
        }
        Wav.write(dir.resolve(file), take.sound());
        Files.writeString(list, take.text() + "\t" + file + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /** The speaker's takes (a line naming a missing or broken file is passed over). */
    public List<Take> takes(String speaker) throws IOException {
        Path dir = root.resolve(checkName(speaker));
        Path list = dir.resolve(TAKES);
        if (!Files.isRegularFile(list)) {
            throw new IllegalArgumentException("Hektor has not learned a voice called '" + speaker + "' (in " + root
                    + "); 'hektor speaker learn --speaker " + speaker + "' teaches it.");
        }
        List<Take> takes = new ArrayList<>();
        for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
            int tab = line.indexOf('\t');
            if (tab <= 0) {
                continue;
            }
            Path wav = dir.resolve(line.substring(tab + 1).strip());
            try {
                Sound s = Wav.read(wav);
                takes.add(new Take(line.substring(0, tab), s));
            } catch (IllegalArgumentException | IOException e) {
                // a take whose file is gone or broken is left out; the others still teach the voice
            }
        }
        return takes;
    }

    public LearnedVoice load(String speaker) throws IOException {
        return LearnedVoice.of(takes(speaker));
    }

    /** Removes the speaker's folder; false when there was none. */
    public boolean forget(String speaker) throws IOException {
        Path dir = root.resolve(checkName(speaker));
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
        return true;
    }
}
