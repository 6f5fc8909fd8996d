package org.hektor.speech.models;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import org.hektor.notation.Profile;
import org.hektor.speech.hearing.ModelVocabulary;
import org.hektor.speech.hearing.VoskModel;
import org.hektor.words.Mistake;
import org.hektor.words.Refusable;
import org.hektor.words.Words;

/**
 * A models folder ({@code ~/.hektor/models}, or the one next to the installation): which speech models are
 * installed, which one to listen with, and fetching the official small models.
 * A download is checked (size, SHA-256, archive structure) before anything is unpacked, and unpacked into a
 * temporary folder renamed into place at the end, so {@code models/} never holds half a model.
 */
public final class ModelStore {
    /** How the Vosk models are named: vosk-model[-small]-LANGUAGE[-COUNTRY][-VERSION]. */
    private static final Pattern VOSK_NAME = Pattern.compile("vosk-model-(?:small-)?([a-z]{2,3})(?:-.*)?");

    private final Path dir;
    private final String baseUrl;
    private final ModelCatalog catalog;
    private int stallMillis = 60_000;

    /**
     * @param baseUrl when not null, replaces the catalog URLs' folder (a mirror, or a test server);
     *                the file name stays the catalog's
     */
    public ModelStore(Path dir, String baseUrl) {
        this.dir = dir;
        this.baseUrl = baseUrl;
        this.catalog = ModelCatalog.load(dir.resolve("catalog.tsv"));
    }

    /** How long the server may send nothing before the download is given up (tests shorten it). */
    void setStallMillis(int millis) {
        this.stallMillis = millis;
    }

    public ModelCatalog catalog() {
        return catalog;
    }

    /** Folders in {@code models/} that hold a complete model, by name. */
    public List<Path> installed() {
        return installedIn(dir);
    }

    private static List<Path> installedIn(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isDirectory).filter(ModelStore::isComplete).sorted().toList();
        } catch (IOException e) {
            throw new Mistake(e, "error.models.list", "folder", dir, "detail", e.getMessage());
        }
    }

    /**
     * A model found to listen to a language with: its folder, and whether it is a model of that language
     * ({@code own}) or the English one standing in for it, which hears the language's words through a listening
     * table, worse (a German game with no German model: Hektor then offers to learn the player's own voice).
     */
    public record Found(Path folder, boolean own) {
    }

    /**
     * The model to listen with for a language, looked for in {@code folders} in their order: the first folder
     * holding a complete model of that language wins (its language read from its name, {@link #languageOf}); for
     * another language with none anywhere, the first English model, which hears German words through a listening
     * table. Empty when no folder holds a model for it.
     */
    public static Optional<Found> find(List<Path> folders, String language) {
        Optional<Path> own = firstOf(folders, language);
        if (own.isPresent() || language.equals("en")) {
            return own.map(m -> new Found(m, true));
        }
        return firstOf(folders, "en").map(m -> new Found(m, false));
    }

    private static Optional<Path> firstOf(List<Path> folders, String language) {
        return folders.stream().flatMap(f -> installedIn(f).stream())
                .filter(m -> languageOf(m).equals(Optional.of(language))).findFirst();
    }

    /**
     * A model's language as the Vosk models are named: {@code vosk-model[-small]-LANGUAGE[-...]}
     * ({@code vosk-model-small-de-0.15}, {@code vosk-model-en-us}); empty for another name.
     */
    public static Optional<String> languageOf(Path model) {
        Matcher m = VOSK_NAME.matcher(model.getFileName().toString());
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    static boolean isComplete(Path model) {
        return VoskModel.MODEL_FILES.stream().allMatch(f -> Files.isRegularFile(model.resolve(f)));
    }

    public Path folder(ModelCatalog.Entry entry) {
        return dir.resolve(entry.name());
    }

    /**
     * Downloads, verifies and unpacks one catalog model, with a progress bar on {@code progress}.
     *
     * @return the model's folder
     */
    public Path download(String languageOrName, PrintWriter progress, Words words) {
        ModelCatalog.Entry entry = catalog.find(languageOrName);
        Path target = folder(entry);
        if (isComplete(target)) {
            progress.println(words.say("session.models.already", "name", entry.name(), "folder", target));
            progress.flush();
            return target;
        }
        String url = baseUrl == null ? entry.url() : baseUrl.replaceAll("/+$", "") + "/" + entry.fileName();
        Path part = dir.resolve(entry.fileName() + ".part");
        try {
            Files.createDirectories(dir);
            String sha = fetch(url, part, entry, progress);
            return installChecked(part, entry, sha, progress, words);
        } catch (IOException e) {
            throw new Mistake(e, "error.models.install.failed", "name", entry.name(), "detail", e.getMessage());
        } finally {
            try {
                Files.deleteIfExists(part);
            } catch (IOException ignored) {
                // a leftover .part file is harmless: the next download overwrites it
            }
        }
    }

    /**
     * Installs a model archive the player downloaded himself ({@code hektor models install FILE.zip}): the model is
     * the catalog's one named by the archive's top folder, whatever the file is called; it is checked and unpacked
     * exactly as a download is, its checksum recorded when the catalog had none.
     *
     * @return the model's folder
     */
    public Path install(Path archive, PrintWriter progress, Words words) {
        if (!Files.isRegularFile(archive)) {
            throw new Mistake("error.models.no.file", "file", archive);
        }
        String top = topFolder(archive);
        ModelCatalog.Entry entry = catalog.findByName(top).or(() -> brought(top)).orElseThrow(() -> new Mistake(
                "error.models.unknown", "file", archive, "folder", top,
                "names", String.join(", ", catalog.entries().stream().map(ModelCatalog.Entry::name).toList())));
        Path target = folder(entry);
        if (isComplete(target)) {
            progress.println(words.say("session.models.already", "name", entry.name(), "folder", target));
            progress.flush();
            return target;
        }
        try {
            long size = Files.size(archive);
            String sha;
            try (InputStream in = Files.newInputStream(archive)) {
                MessageDigest digest = sha256();
                byte[] buf = new byte[1 << 16];
                for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
                    digest.update(buf, 0, n);
                }
                sha = HexFormat.of().formatHex(digest.digest());
            }
            checkAgainstCatalog("file", archive, entry, entry.bytes().orElse(size), size, sha);
            Files.createDirectories(dir);
            return installChecked(archive, entry, sha, progress, words);
        } catch (IOException e) {
            throw new Mistake(e, "error.models.install.from", "name", entry.name(), "file", archive,
                    "detail", e.getMessage());
        }
    }

    /**
     * A Vosk model of a language Hektor speaks that the catalog cannot fetch (Russian: no Russian model can be
     * downloaded where Hektor is built, and a Russian game tells the player to install the file he brings): taken
     * by its name, with no checksum to hold it to and none recorded, since no download will ever be compared with it.
     */
    private Optional<ModelCatalog.Entry> brought(String top) {
        return languageOf(Path.of(top))
                .filter(l -> Profile.LANGUAGES.contains(l)
                        && catalog.entries().stream().noneMatch(e -> e.language().equals(l)))
                .map(l -> new ModelCatalog.Entry(l, top, "-", OptionalLong.empty(), Optional.empty()));
    }

    /** The one folder at the top of a model archive; the archive is read only as far as its first entry. */
    private static String topFolder(Path archive) {
        try (ZipFile z = new ZipFile(archive.toFile())) {
            Enumeration<? extends ZipEntry> en = z.entries();
            String first = en.hasMoreElements() ? en.nextElement().getName() : "";
            int slash = first.indexOf('/');
            if (slash <= 0) {
                throw new Mistake("error.models.not.model", "file", archive);
            }
            return first.substring(0, slash);
        } catch (IOException e) {
            throw new Mistake(e, "error.models.not.zip", "file", archive, "archive", "zip", "detail", e.getMessage());
        }
    }

    /**
     * Checks the archive's shape, unpacks it and records its checksum when the catalog had none (trust on first
     * use): the same for a download and for a file the player brings.
     */
    private Path installChecked(Path archive, ModelCatalog.Entry entry, String sha, PrintWriter progress, Words words)
            throws IOException {
        Path target = folder(entry);
        checkArchive(archive, entry);
        unpack(archive, entry, target);
        if (entry.sha256().isEmpty() && catalog.findByName(entry.name()).isPresent()) {
            long size = Files.size(archive);
            catalog.record(entry, size, sha);
            progress.println(words.say("session.models.recorded", "name", entry.name(), "checksum", "SHA-256", "sha", sha,
                    "bytes", size));
        }
        progress.println(words.say("session.models.installed", "name", entry.name(), "folder", target));
        progress.flush();
        return target;
    }

    /**
     * Refuses an archive whose size or SHA-256 differs from what the catalog knows: a {@code kind} "file" the player
     * brought or a "download", named {@code what}.
     */
    private static void checkAgainstCatalog(String kind, Object what, ModelCatalog.Entry entry, long expected, long got,
                                            String hex) {
        String key = "error.models." + kind;
        if (expected >= 0 && got != expected) {
            String size = got < expected ? ".short" : ".long";
            throw new Mistake(key + size, "what", what, "got", got, "expected", expected);
        }
        if (entry.sha256().isPresent() && !entry.sha256().get().equals(hex)) {
            throw new Mistake(key + ".sha", "what", what, "sha", hex, "checksum", "SHA-256");
        }
    }

    /** Streams the archive to {@code part}, returning its SHA-256; refuses short, long or mismatching downloads. */
    private String fetch(String url, Path part, ModelCatalog.Entry entry, PrintWriter progress) throws IOException {
        HttpURLConnection http;
        int code;
        try {
            http = (HttpURLConnection) URI.create(url).toURL().openConnection();
            http.setConnectTimeout(20_000);
            http.setReadTimeout(stallMillis); // a server that stops sending must not hang Hektor
            http.setInstanceFollowRedirects(true);
            code = http.getResponseCode();
        } catch (IllegalArgumentException | ClassCastException e) {
            throw new Mistake(e, "error.models.url", "url", url, "scheme", "http(s)");
        } catch (IOException e) {
            throw new Mistake(e, "error.models.unreachable", "url", url, "detail", e.getMessage());
        }
        if (code != 200) {
            http.disconnect();
            throw new Mistake("error.models.server", "code", code, "url", url);
        }
        long length = http.getContentLengthLong();
        long expected = entry.bytes().orElse(length);
        MessageDigest sha = sha256();
        long got = 0;
        ProgressBar bar = new ProgressBar(progress, entry.name(), expected);
        try (InputStream in = http.getInputStream(); OutputStream out = Files.newOutputStream(part)) {
            byte[] buf = new byte[1 << 16];
            for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
                out.write(buf, 0, n);
                sha.update(buf, 0, n);
                got += n;
                bar.show(got);
            }
        } catch (IOException e) {
            bar.end();
            throw new Mistake(e, "error.models.broke.off", "name", entry.name(), "got", got, "detail", e.getMessage());
        }
        bar.end();
        String hex = HexFormat.of().formatHex(sha.digest());
        checkAgainstCatalog("download", entry.name(), entry, expected, got, hex);
        return hex;
    }

    /** A model archive: a zip whose files all lie in one folder named after the model, with the model's files. */
    static void checkArchive(Path zip, ModelCatalog.Entry entry) {
        try (ZipFile z = new ZipFile(zip.toFile())) {
            List<String> names = new ArrayList<>();
            for (Enumeration<? extends ZipEntry> en = z.entries(); en.hasMoreElements(); ) {
                String name = en.nextElement().getName();
                if (!name.startsWith(entry.name() + "/") || name.contains("..") || name.contains("\\")) {
                    throw new Mistake("error.models.outside", "name", entry.name(), "entry", name);
                }
                names.add(name.substring(entry.name().length() + 1));
            }
            for (String f : VoskModel.MODEL_FILES) {
                if (!names.contains(f)) {
                    throw new Mistake("error.models.incomplete", "name", entry.name(), "kind", "Vosk", "missing", f);
                }
            }
        } catch (ZipException e) {
            throw new Mistake(e, "error.models.corrupt", "name", entry.name(), "detail", e.getMessage());
        } catch (IOException e) {
            throw new Mistake(e, "error.models.unreadable", "name", entry.name(), "detail", e.getMessage());
        }
    }

    private void unpack(Path zip, ModelCatalog.Entry entry, Path target) throws IOException {
        Path tmp = Files.createTempDirectory(dir, "." + entry.name() + ".unpacking-");
        try {
            try (ZipFile z = new ZipFile(zip.toFile())) {
                for (Enumeration<? extends ZipEntry> en = z.entries(); en.hasMoreElements(); ) {
                    ZipEntry e = en.nextElement();
                    Path out = tmp.resolve(e.getName()).normalize();
                    if (!out.startsWith(tmp)) {
                        throw new Mistake("error.models.outside", "name", entry.name(), "entry", e.getName());
                    }
                    if (e.isDirectory()) {
                        Files.createDirectories(out);
                    } else {
                        Files.createDirectories(out.getParent());
                        try (InputStream in = z.getInputStream(e)) {
                            Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
                        }
                    }
                }
            }
            deleteTree(target); // an incomplete earlier model, if any
            Files.move(tmp.resolve(entry.name()), target, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            deleteTree(tmp);
        }
    }

    /** Checks one installed model (or all of them): complete, with a readable vocabulary. One line each. */
    public List<String> verify() {
        List<String> lines = new ArrayList<>();
        for (Path m : installed()) {
            Refusable<ModelVocabulary> r = ModelVocabulary.read(m);
            lines.add(r instanceof Refusable.Refused<ModelVocabulary> damaged
                    ? "damaged\t" + m.getFileName() + "\t" + damaged.sentence()
                    : "ok\t" + m.getFileName() + "\t" + r.orElseThrow().size() + " words");
        }
        try (Stream<Path> s = Files.isDirectory(dir) ? Files.list(dir) : Stream.empty()) {
            s.filter(Files::isDirectory).filter(p -> !isComplete(p)).filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted().forEach(p -> lines.add("incomplete\t" + p.getFileName() + "\t"
                            + VoskModel.MODEL_FILES.stream().filter(f -> !Files.isRegularFile(p.resolve(f))).findFirst().orElse("")
                            + " is missing"));
        } catch (IOException e) {
            throw new Mistake(e, "error.models.list", "folder", dir, "detail", e.getMessage());
        }
        return lines;
    }

    private static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(q);
            }
        }
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("This Java has no SHA-256", e);
        }
    }

    /** "[#####-----]  45%  18.5 of 41.2 MB" on one line, redrawn at most once per percent. */
    static final class ProgressBar {
        private final PrintWriter out;
        private final String name;
        private final long total;
        private long shownPercent = -1;
        private long shownMb = -1;

        ProgressBar(PrintWriter out, String name, long total) {
            this.out = out;
            this.name = name;
            this.total = total;
        }

        void show(long done) {
            if (total > 0) {
                long percent = Math.min(100, done * 100 / total);
                if (percent != shownPercent) {
                    shownPercent = percent;
                    int filled = (int) (percent / 5);
                    out.printf("\r%s [%s%s] %3d%% %.1f of %.1f MB", name, "#".repeat(filled), "-".repeat(20 - filled),
                            percent, done / 1e6, total / 1e6);
                    out.flush();
                }
            } else if (done / 1_000_000 != shownMb) {
                shownMb = done / 1_000_000;
                out.printf("\r%s %.1f MB", name, done / 1e6);
                out.flush();
            }
        }

        void end() {
            out.println();
            out.flush();
        }
    }
}
