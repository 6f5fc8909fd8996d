package org.hektor.speech.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Downloads from a real HTTP server on 127.0.0.1 serving archives made here. */
class ModelStoreTest {
    private static final String NAME = "vosk-model-small-xx-0.1";

    @TempDir
    Path dir;
    private HttpServer server;
    private final Map<String, byte[]> files = new ConcurrentHashMap<>();
    private final Map<String, Integer> status = new ConcurrentHashMap<>();
    /** Files the server stalls on after this many bytes. */
    private final Map<String, Integer> cutAfter = new ConcurrentHashMap<>();
    private String base;
    private final java.util.concurrent.CountDownLatch released = new java.util.concurrent.CountDownLatch(1);

    @BeforeEach
    void serve() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String file = exchange.getRequestURI().getPath().substring(1);
            byte[] body = files.get(file);
            int code = status.getOrDefault(file, body == null ? 404 : 200);
            if (code != 200) {
                exchange.sendResponseHeaders(code, -1);
                exchange.close();
                return;
            }
            Integer stall = cutAfter.get(file);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                if (stall != null) { // promises everything, sends part, then goes quiet
                    out.write(body, 0, stall);
                    out.flush();
                    released.await(10, java.util.concurrent.TimeUnit.SECONDS);
                    return;
                }
                out.write(body);
            } catch (IOException | InterruptedException ignored) {
                // the client hung up, as it should on a stalled download
            }
        });
        server.start();
        base = "http://127.0.0.1:" + server.getAddress().getPort() + "/models";
    }

    @AfterEach
    void stop() {
        released.countDown();
        server.stop(0);
    }

    static byte[] modelZip(String top, List<String> entries) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(b)) {
            for (String e : entries) {
                z.putNextEntry(new ZipEntry(top + "/" + e));
                z.write(("contents of " + e).getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
        return b.toByteArray();
    }

    static byte[] goodZip() throws IOException {
        return modelZip(NAME, List.of("am/final.mdl", "graph/HCLr.fst", "graph/Gr.fst", "conf/model.conf",
                "conf/mfcc.conf", "README"));
    }

    static String sha(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }

    private ModelStore storeWith(String bytes, String sha) throws IOException {
        Files.writeString(dir.resolve("catalog.tsv"), "# test\nlanguage\tname\turl\tbytes\tsha256\n"
                + "xx\t" + NAME + "\thttps://example.invalid/vosk/" + NAME + ".zip\t" + bytes + "\t" + sha + "\n");
        return new ModelStore(dir, base);
    }

    private String download(ModelStore store) {
        StringWriter err = new StringWriter();
        return assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            store.download("xx", new PrintWriter(err), org.hektor.words.Words.english());
            return err.toString();
        });
    }

    private void assertNothingInstalled() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of("catalog.tsv"), s.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void aGoodArchiveIsVerifiedAndUnpackedWithAProgressBar() throws Exception {
        byte[] zip = goodZip();
        files.put("models/" + NAME + ".zip", zip);
        ModelStore store = storeWith(Integer.toString(zip.length), sha(zip));
        String progress = download(store);
        assertTrue(progress.contains("] 100% "), progress);
        assertTrue(progress.contains("Installed " + NAME), progress);
        assertEquals("contents of am/final.mdl", Files.readString(dir.resolve(NAME + "/am/final.mdl")));
        assertEquals(List.of(dir.resolve(NAME)), store.installed());
        // a second download finds it installed and fetches nothing
        files.clear();
        assertTrue(download(store).contains("already installed"));
    }

    @Test
    void anArchiveWithTheWrongChecksumIsRefusedAndNothingIsInstalled() throws Exception {
        byte[] zip = goodZip();
        files.put("models/" + NAME + ".zip", zip);
        ModelStore store = storeWith(Integer.toString(zip.length), "0".repeat(64));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> download(store));
        assertEquals("The download of " + NAME + " does not match the catalog's SHA-256 (got " + sha(zip)
                + "); nothing was installed.", e.getMessage());
        assertNothingInstalled();
    }

    @Test
    void aTruncatedFileIsRefusedAndNothingIsInstalled() throws Exception {
        byte[] zip = goodZip();
        files.put("models/" + NAME + ".zip", java.util.Arrays.copyOf(zip, zip.length / 2)); // a mirror's broken copy
        ModelStore store = storeWith(Integer.toString(zip.length), sha(zip));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> download(store));
        assertEquals("The download of " + NAME + " is truncated: " + zip.length / 2 + " bytes instead of " + zip.length
                + "; nothing was installed.", e.getMessage());
        assertNothingInstalled();
    }

    @Test
    void aServerThatStopsSendingMidwayIsGivenUpInsteadOfHangingForever() throws Exception {
        byte[] zip = goodZip();
        files.put("models/" + NAME + ".zip", zip);
        cutAfter.put("models/" + NAME + ".zip", zip.length / 2);
        ModelStore store = storeWith("-", "-");
        store.setStallMillis(500);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> download(store));
        assertTrue(e.getMessage().startsWith("The download of " + NAME + " broke off after " + zip.length / 2 + " bytes"),
                e.getMessage());
        assertNothingInstalled();
    }

    @Test
    void aServerErrorIsReportedInOneSentence() throws Exception {
        status.put("models/" + NAME + ".zip", 500);
        ModelStore store = storeWith("-", "-");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> download(store));
        assertEquals("The model server answered 500 for " + base + "/" + NAME + ".zip.", e.getMessage());
        assertNothingInstalled();
    }

    @Test
    void withoutAKnownChecksumTheFirstDownloadRecordsItAndALaterDifferentArchiveIsRefused() throws Exception {
        byte[] zip = goodZip();
        files.put("models/" + NAME + ".zip", zip);
        ModelStore store = storeWith("-", "-");
        String progress = download(store);
        assertTrue(progress.contains("recorded SHA-256 " + sha(zip)), progress);
        assertTrue(Files.readString(dir.resolve("catalog.tsv")).contains("\t" + zip.length + "\t" + sha(zip) + "\n"));
        assertTrue(Files.readString(dir.resolve("catalog.tsv")).startsWith("# test\n"), "comments are kept");

        // the model is removed and the server now serves another archive of the same size
        deleteTree(dir.resolve(NAME));
        byte[] other = goodZip();
        other[other.length - 30] ^= 1; // corrupt the central directory
        files.put("models/" + NAME + ".zip", other);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> download(new ModelStore(dir, base)));
        assertTrue(e.getMessage().contains("does not match the catalog's SHA-256"), e.getMessage());
        assertFalse(Files.exists(dir.resolve(NAME)));
    }

    @Test
    void anUnknownChecksumStillNeedsAModelShapedArchive() throws Exception {
        byte[] notAModel = modelZip(NAME, List.of("README"));
        files.put("models/" + NAME + ".zip", notAModel);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> download(storeWith("-", "-")));
        assertEquals("The archive for " + NAME + " is no Vosk model: am/final.mdl is missing; nothing was installed.",
                e.getMessage());
        byte[] escaping = modelZip("elsewhere", List.of("am/final.mdl"));
        files.put("models/" + NAME + ".zip", escaping);
        e = assertThrows(IllegalArgumentException.class, () -> download(storeWith("-", "-")));
        assertTrue(e.getMessage().contains("outside the folder " + NAME + ";"), e.getMessage());
        files.put("models/" + NAME + ".zip", "this is not a zip".getBytes(StandardCharsets.UTF_8));
        e = assertThrows(IllegalArgumentException.class, () -> download(storeWith("-", "-")));
        assertTrue(e.getMessage().startsWith("The archive for " + NAME + " is corrupt"), e.getMessage());
        assertNothingInstalled();
    }

    @Test
    void theShippedCatalogKnowsTheOfficialSmallModels() {
        ModelCatalog c = ModelCatalog.load(Path.of("models/catalog.tsv"));
        ModelCatalog.Entry en = c.find("en");
        assertEquals("vosk-model-small-en-us-0.15", en.name());
        assertEquals(41_205_931L, en.bytes().getAsLong());
        assertEquals("30f26242c4eb449f948e42cb302dd7a686cb29a3423a8367f99ff41780942498", en.sha256().orElseThrow());
        assertEquals("vosk-model-small-de-0.15.zip", c.find("de").fileName());
        assertEquals("The catalog has no model \"fr\"; known: en, de.",
                assertThrows(IllegalArgumentException.class, () -> c.find("fr")).getMessage());
    }

    private static void deleteTree(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(q);
            }
        }
    }
}
