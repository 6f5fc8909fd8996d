package org.hektor.speech.hearing.learned;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.commons.lang3.StringUtils;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;
import org.hektor.words.Mistake;

/**
 * The learned voices: one folder per speaker ({@code ~/.hektor/voices/NAME/}) holding the takes as WAV files and
 * {@code takes.tsv}, one {@code TEXT<TAB>FILE} per take: the takes the player recorded to teach it ({@code take-*.wav})
 * and what he said in games and then confirmed ({@code heard-*.wav}). The templates are derived from the takes when a voice is
 * loaded (a fraction of a second), so the recordings are all that is kept and all that {@code forget} removes.
 */
public final class VoiceStore {
    public static final String DEFAULT_SPEAKER = "default";
    static final String TAKES = "takes.tsv";
    /**
     * At most this many takes heard in games are kept per speaker. Each is one more template of its words, and every
     * template is matched against every utterance: 60 whole moves about double the templates of the script's common
     * words, which keeps a read-back within the 300 ms the player waits at most.
     */
    public static final int MAX_HEARD = 60;
    private static final String TAKE_PREFIX = "take-";
    private static final String HEARD_PREFIX = "heard-";
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
            throw new Mistake("error.voice.name", "min", 1, "max", 40, "name", name);
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

    /** Keeps one take of the speaker (one he recorded to teach his voice). */
    public void add(String speaker, Take take) throws IOException {
        Path dir = root.resolve(checkName(speaker));
        Files.createDirectories(dir);
        Path list = dir.resolve(TAKES);
        int n = Files.exists(list) ? Files.readAllLines(list, StandardCharsets.UTF_8).size() : 0;
        String file = write(dir, TAKE_PREFIX, n + 1, take);
        Files.writeString(list, take.text() + "\t" + file + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /**
     * Keeps what the speaker said in a game and then confirmed, with what it was: one more take of that phrase.
     * At most {@link #MAX_HEARD} of them are kept, the oldest dropped first; the takes he recorded to teach his voice
     * are never dropped. The list is replaced whole, so a game killed meanwhile leaves the old list or the new one.
     */
    public void addHeard(String speaker, Take take) throws IOException {
        Path dir = root.resolve(checkName(speaker));
        Path list = dir.resolve(TAKES);
        List<String> lines = new ArrayList<>(lines(speaker));
        String file = write(dir, HEARD_PREFIX, lines.size() + 1, take);
        lines.add(take.text() + "\t" + file);
        List<String> heard = lines.stream().filter(VoiceStore::isHeard).toList();
        List<String> dropped = heard.subList(0, Math.max(0, heard.size() - MAX_HEARD));
        lines.removeAll(dropped);
        Path fresh = dir.resolve(TAKES + ".new");
        Files.write(fresh, lines, StandardCharsets.UTF_8);
        Files.move(fresh, list, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        for (String line : dropped) {
            Files.deleteIfExists(dir.resolve(StringUtils.substringAfter(line, "\t").strip()));
        }
    }

    /** The phrases of the takes the speaker recorded to teach his voice, in the order kept; none for a new voice. */
    public List<String> taught(String speaker) throws IOException {
        if (!exists(speaker)) {
            return List.of();
        }
        return lines(speaker).stream().filter(l -> !isHeard(l)).map(l -> StringUtils.substringBefore(l, "\t"))
                .toList();
    }

    /**
     * Removes the last take the speaker recorded to teach his voice (he asked to say it again); returns its phrase,
     * or empty when there is none. The list is replaced whole, as in {@link #addHeard}.
     */
    public Optional<String> dropLast(String speaker) throws IOException {
        if (!exists(speaker)) {
            return Optional.empty();
        }
        Path dir = root.resolve(checkName(speaker));
        List<String> lines = new ArrayList<>(lines(speaker));
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i);
            if (!isHeard(line)) {
                lines.remove(i);
                Path fresh = dir.resolve(TAKES + ".new");
                Files.write(fresh, lines, StandardCharsets.UTF_8);
                Files.move(fresh, dir.resolve(TAKES), StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
                Files.deleteIfExists(dir.resolve(StringUtils.substringAfter(line, "\t").strip()));
                return Optional.of(StringUtils.substringBefore(line, "\t"));
            }
        }
        return Optional.empty();
    }

    /** The phrases of the speaker's takes heard in games, oldest first. */
    public List<String> heard(String speaker) throws IOException {
        return lines(speaker).stream().filter(VoiceStore::isHeard).map(l -> StringUtils.substringBefore(l, "\t"))
                .toList();
    }

    private static boolean isHeard(String line) {
        return StringUtils.substringAfter(line, "\t").strip().startsWith(HEARD_PREFIX);
    }

    /** Writes the take's sound under a name of its own; returns the name. */
    private static String write(Path dir, String prefix, int n, Take take) throws IOException {
        String file = String.format("%s%04d.wav", prefix, n);
        while (Files.exists(dir.resolve(file))) {
            file = String.format("%s%04d-%d.wav", prefix, n, System.nanoTime() % 100_000);
        }
        Wav.write(dir.resolve(file), take.sound());
        return file;
    }

    /** The lines of the speaker's list of takes, or one sentence saying there is no such voice. */
    private List<String> lines(String speaker) throws IOException {
        Path list = root.resolve(checkName(speaker)).resolve(TAKES);
        if (!Files.isRegularFile(list)) {
            throw unknown(speaker);
        }
        return Files.readAllLines(list, StandardCharsets.UTF_8);
    }

    private IllegalArgumentException unknown(String speaker) {
        return new Mistake("error.voice.unknown", "speaker", speaker, "folder", root,
                "command", "hektor speaker learn --speaker " + speaker);
    }

    /** The speaker's takes (a line naming a missing or broken file is passed over). */
    public List<Take> takes(String speaker) throws IOException {
        Path dir = root.resolve(checkName(speaker));
        List<Take> takes = new ArrayList<>();
        for (String line : lines(speaker)) {
            int tab = line.indexOf('\t');
            if (tab <= 0) {
                continue;
            }
            Path wav = dir.resolve(line.substring(tab + 1).strip());
            // a take whose file is gone or broken is left out; the others still teach the voice
            String word = line.substring(0, tab);
            try {
                Wav.reading(wav).asOptional().ifPresent(s -> takes.add(new Take(word, s)));
            } catch (IOException e) {
                // gone between the check and the read: left out the same way
            }
        }
        return takes;
    }

    public LearnedVoice load(String speaker) throws IOException {
        return LearnedVoice.of(takes(speaker));
    }

    /** The speaker's voice learned with {@code tuning} (the tuning tools' variants). */
    public LearnedVoice load(String speaker, LearnedTuning tuning) throws IOException {
        return LearnedVoice.of(takes(speaker), tuning);
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
