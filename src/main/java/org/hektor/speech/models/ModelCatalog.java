package org.hektor.speech.models;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import org.hektor.chess.WholeNumber;
import org.hektor.words.Mistake;

/**
 * {@code models/catalog.tsv}: the models Hektor can download, with size and SHA-256 where known. A checksum
 * learned on a first download is written back, so every later download must match it (trust on first use).
 */
public final class ModelCatalog {
    /** One row. {@code bytes} and {@code sha256} are empty when not known yet. */
    public record Entry(String language, String name, String url, OptionalLong bytes, Optional<String> sha256) {
        public String fileName() {
            return url.substring(url.lastIndexOf('/') + 1);
        }
    }

    private static final String HEADER = "language\tname\turl\tbytes\tsha256";

    private final Path file;
    private final List<String> comments;
    private final List<Entry> entries;

    private ModelCatalog(Path file, List<String> comments, List<Entry> entries) {
        this.file = file;
        this.comments = comments;
        this.entries = entries;
    }

    /** Reads {@code file}; when it does not exist, the copy packaged in the jar (written to {@code file} on a record). */
    public static ModelCatalog load(Path file) {
        try {
            List<String> lines;
            if (Files.exists(file)) {
                lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            } else {
                try (InputStream in = ModelCatalog.class.getResourceAsStream("/models/catalog.tsv")) {
                    if (in == null) {
                        throw new IllegalStateException("The packaged model catalog is missing");
                    }
                    lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
                }
            }
            List<String> comments = new ArrayList<>();
            List<Entry> entries = new ArrayList<>();
            int number = 0;
            for (String line : lines) {
                number++;
                if (line.startsWith("#") || line.isBlank()) {
                    comments.add(line);
                } else if (!line.equals(HEADER)) {
                    entries.add(parse(line, file, number));
                }
            }
            return new ModelCatalog(file, comments, entries);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read the model catalog " + file + ": " + e.getMessage() + ".", e);
        }
    }

    private static Entry parse(String line, Path file, int number) {
        String[] f = line.split("\t", -1);
        if (f.length != 5) {
            throw new IllegalArgumentException("Line " + number + " of " + file + " needs 5 tab-separated columns.");
        }
        OptionalLong bytes = OptionalLong.empty();
        if (!f[3].equals("-")) {
            bytes = WholeNumber.ofLong(f[3]);
            if (bytes.isEmpty()) {
                throw new IllegalArgumentException("Line " + number + " of " + file + " has a size that is no number.");
            }
        }
        Optional<String> sha = f[4].equals("-") ? Optional.empty() : Optional.of(f[4].toLowerCase(Locale.ROOT));
        if (sha.isPresent() && !sha.get().matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("Line " + number + " of " + file + " has a malformed SHA-256.");
        }
        if (!f[2].startsWith("http://") && !f[2].startsWith("https://")) {
            throw new IllegalArgumentException("Line " + number + " of " + file + " has no http(s) URL.");
        }
        return new Entry(f[0], f[1], f[2], bytes, sha);
    }

    public List<Entry> entries() {
        return List.copyOf(entries);
    }

    /** By language ("de", "en") or by name. */
    public Entry find(String languageOrName) {
        return entries.stream()
                .filter(e -> e.language().equalsIgnoreCase(languageOrName) || e.name().equals(languageOrName))
                .findFirst()
                .orElseThrow(() -> new Mistake("error.models.catalog.unknown", "model", languageOrName,
                        "known", String.join(", ", entries.stream().map(Entry::language).toList())));
    }

    /** By the folder the model unpacks to ({@code vosk-model-small-de-0.15}). */
    public Optional<Entry> findByName(String name) {
        return entries.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    /** Writes the size and checksum of a first download into the catalog file. */
    public void record(Entry entry, long bytes, String sha256) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).name().equals(entry.name())) {
                entries.set(i, new Entry(entry.language(), entry.name(), entry.url(), OptionalLong.of(bytes),
                        Optional.of(sha256)));
            }
        }
        List<String> lines = new ArrayList<>(comments);
        lines.add(HEADER);
        for (Entry e : entries) {
            lines.add(String.join("\t", e.language(), e.name(), e.url(),
                    e.bytes().isPresent() ? Long.toString(e.bytes().getAsLong()) : "-", e.sha256().orElse("-")));
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            Files.write(tmp, lines, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("The model catalog could not be updated", e);
        }
    }
}
