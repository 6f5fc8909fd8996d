package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.hektor.cli.HektorProcess.Result;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.VirtualSoundCard;
import org.hektor.speech.audio.Wav;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import picocli.CommandLine;

/**
 * The Debian package as a player gets it (README.md "Install"). {@code mvn verify} builds it in the package phase;
 * this test unpacks it into a temporary root ({@code dpkg-deb -x}: the files apt would install, without touching
 * the machine) and runs the installed {@code hektor} from an unrelated folder, found on a PATH that holds no Java
 * at all, with no JAVA_HOME and an empty home folder: the packaged runtime, voice and speech model must be all
 * it needs. The root is removed at the end.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class InstalledPackageIT {
    /** What the package may depend on: packages every Debian system has, because dpkg and apt need them. */
    private static final Set<String> EVERY_DEBIAN_HAS = Set.of("libc6", "libstdc++6", "libgcc-s1", "zlib1g");
    /** Sound: recommended, not required (without it Java Sound finds no device and Hektor prints only). */
    private static final String SOUND = "libasound2";

    private Path tmp;
    private String version;
    private Path deb;
    private Path root;
    private Path home;
    private Path elsewhere;
    private Path javaTmp;
    private Map<String, String> installedFiles;

    @BeforeAll
    void unpack() throws IOException {
        tmp = Files.createTempDirectory("hektor-installed");
        version = System.getProperty("hektor.version");
        assertTrue(version != null, "failsafe passes hektor.version (the pom's version)");
        deb = Path.of(System.getProperty("hektor.dist")).resolve("hektor_" + version.replace('-', '~') + "_amd64.deb");
        assertTrue(Files.isRegularFile(deb), "the package phase wrote " + deb);
        root = tmp.resolve("root");
        home = Files.createDirectories(tmp.resolve("home"));
        elsewhere = Files.createDirectories(tmp.resolve("somewhere else"));
        javaTmp = Files.createDirectories(tmp.resolve("java-tmp"));
        run(List.of("dpkg-deb", "-x", deb.toString(), root.toString()), Duration.ofMinutes(2));
        installedFiles = snapshot(root);
    }

    @Test
    @Order(1)
    void thePackageIsNamedByThePomAndNeedsNothingAFreshDebianLacks() throws IOException {
        Map<String, String> f = fields();
        assertEquals("hektor", f.get("Package"));
        assertEquals(version.replace('-', '~'), f.get("Version"), "the pom's version, as a Debian version");
        assertEquals("amd64", f.get("Architecture"));
        assertTrue(EVERY_DEBIAN_HAS.containsAll(names(f.get("Depends"))), "Depends: " + f.get("Depends"));
        assertTrue(names(f.get("Recommends")).containsAll(Set.of(SOUND, "espeak-ng", "speech-dispatcher")),
                "Recommends: " + f.get("Recommends"));
    }

    @Test
    @Order(2)
    void everyNativeLibraryIsForThisPlatformAndFindsWhatItNeedsInThoseDependencies() throws IOException {
        Set<String> allowed = new HashSet<>(names(fields().get("Depends")));
        allowed.add(SOUND);
        Set<String> outside = new TreeSet<>();
        List<Path> elves = elfFiles();
        assertTrue(elves.size() > 10, "the launcher, the runtime's libraries, libvosk and JNA: " + elves);
        // libjvm.so is found by the JVM's own loading, not by the linker's search path: ldd calls it "not found"
        Set<String> packaged = elves.stream().map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        for (Path elf : elves) {
            byte[] head = new byte[20];
            try (InputStream in = Files.newInputStream(elf)) {
                assertEquals(20, in.readNBytes(head, 0, 20));
            }
            assertTrue(head[4] == 2 && head[18] == 0x3e && head[19] == 0, "x86-64 code only: " + root.relativize(elf));
            for (String line : run(List.of("ldd", elf.toString()), Duration.ofSeconds(30)).out().split("\n")) {
                assertTrue(!line.contains("=> not found") || packaged.contains(line.strip().split(" ")[0]),
                        root.relativize(elf) + " needs a library nobody provides: " + line);
                int arrow = line.indexOf("=> /");
                if (arrow >= 0) {
                    Path lib = Path.of(line.substring(arrow + 3, line.lastIndexOf(" (")).strip());
                    if (!lib.startsWith(root)) {
                        outside.add(lib.toString());
                    }
                }
            }
        }
        Map<String, String> owners = owners(outside);
        owners.forEach((lib, pkg) -> assertTrue(allowed.contains(pkg), lib + " comes from " + pkg
                + ", which the package neither depends on nor recommends"));
    }

    @Test
    @Order(3)
    void theRuntimeHasEveryModuleTheCodeUses() throws IOException {
        String jdeps = Path.of(System.getProperty("java.home"), "bin", "jdeps").toString();
        String used = run(List.of(jdeps, "--print-module-deps", "--ignore-missing-deps", "--multi-release", "17",
                app().resolve("hektor.jar").toString()), Duration.ofMinutes(3)).out().strip();
        String release = Files.readString(root.resolve("usr/lib/hektor/lib/runtime/release"));
        Set<String> runtime = Set.of(release.lines().filter(l -> l.startsWith("MODULES="))
                .findFirst().orElseThrow().substring("MODULES=".length()).replace("\"", "").split(" "));
        for (String module : used.split(",")) {
            assertTrue(runtime.contains(module), module + " is used by the code but not in the runtime " + runtime);
        }
    }

    @Test
    @Order(4)
    void theJarHoldsNoNativeCodeNoTestsAndNoDeveloperTools() throws Exception {
        Path jar = app().resolve("hektor.jar");
        List<String> classes = new ArrayList<>();
        try (ZipFile z = new ZipFile(jar.toFile())) {
            for (ZipEntry e : Collections.list(z.entries())) {
                String n = e.getName();
                assertTrue(!n.matches(".*\\.(so|dll|dylib|jnilib|a)$"), "native code belongs in native/: " + n);
                assertTrue(Stream.of("org/junit/", "net/jqwik/", "org/openqa/", "com/tngtech/", "com/deque/", "org/openjdk/")
                        .noneMatch(n::startsWith), "no test libraries: " + n);
                if (n.startsWith("org/hektor/") && n.endsWith(".class")) {
                    classes.add(n.substring(0, n.length() - ".class".length()).replace('/', '.'));
                }
            }
        }
        List<String> entryPoints = new ArrayList<>();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            for (String name : classes) {
                Class<?> c = Class.forName(name, false, loader);
                for (Method m : c.getDeclaredMethods()) {
                    if (m.getName().equals("main") && Modifier.isStatic(m.getModifiers())
                            && Arrays.equals(m.getParameterTypes(), new Class<?>[] {String[].class})) {
                        entryPoints.add(name);
                    }
                }
            }
        }
        assertEquals(List.of(Hektor.class.getName()), entryPoints, "one program: hektor (developer tools stay in the clone)");
    }

    @Test
    @Order(5)
    void versionNamesThePomVersionTheCommitAndThePackagedJava() {
        Result r = hektor("--version");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("Hektor " + version + " (commit "), r.out());
        assertTrue(r.out().contains("Java 17") && r.out().contains(" in " + root.resolve("usr/lib/hektor/lib/runtime")),
                "the package's own runtime: " + r.out());
    }

    @Test
    @Order(6)
    void saysAMove() {
        assertEquals(new Result(0, "Bauer Eva zwei Eva vier\n", ""), hektor("say", "e4"));
    }

    @Test
    @Order(7)
    void listensWithThePackagedModelFromAnyFolder() throws IOException {
        Path ibca = tmp.resolve("nf3.wav");
        // a German game's voice (the system's language here is English)
        assertEquals(new Result(0, "Springer Gustav eins Felix drei\n", ""), hektor("say", "--language", "de", "--wav",
                ibca.toString(), "Nf3"));
        assertEquals(new Result(0, "MOVE g1f3\n", ""), hektor("listen", "--language", "de", "--wav", ibca.toString()));
        Path en = tmp.resolve("e4.wav");
        assertEquals(0, hektor("say", "--profile", "en", "--wav", en.toString(), "e4").status());
        assertEquals(new Result(0, "MOVE e2e4\n", ""), hektor("listen", "--profile", "en", "--wav", en.toString()));
        Path packaged = app().resolve("models/vosk-model-en-us");
        assertEquals(new Result(0, "installed\tvosk-model-en-us\t" + packaged + "\n"
                + "available\tvosk-model-small-en-us-0.15\ten: hektor models download en\n"
                + "available\tvosk-model-small-de-0.15\tde: hektor models download de\n", ""), hektor("models", "list"));
        try (Stream<Path> written = Stream.concat(Files.walk(home), Files.walk(javaTmp))) {
            assertEquals(List.of(), written.filter(p -> p.getFileName().toString().matches(".*(vosk|jnidispatch).*")).toList(),
                    "the native libraries are loaded where they are installed, not unpacked at each start");
        }
    }

    @Test
    @Order(8)
    void playsAKeyboardGameToTheEnginesFirstMoveSpeakingAndKeepingTheGameInTheHomeFolder() throws IOException {
        Path tape = tmp.resolve("tape.wav");
        try (HektorProcess h = HektorProcess.start(installed("play", "--keyboard", "--profile", "en", "--level", "1",
                "--seed", "7", "--time", "300", "--record", tape.toString()), tmp.resolve("play-stderr.txt"))) {
            h.expectLine("Your move.");
            h.send("e4");
            h.expect(l -> l.endsWith("Correct?"), "reading the move back");
            h.send("yes");
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            HektorProcess.StateLine s = h.state();
            while (s.ply() < 2 && System.nanoTime() < deadline) {
                sleep(200);
                s = h.state();
            }
            assertEquals(2, s.ply(), "the engine answered:\n" + h.transcript());
            assertEquals("e2e4", s.moves().get(0));
            h.send("q");
            h.expectLine("The game is kept: hektor play --resume goes on with it.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)), h.transcript());
        }
        Sound said = Wav.read(tape);
        assertTrue(said.durationMillis() > 2000 && said.peak() > 1000, "the packaged voice spoke: " + said.durationMillis() + " ms");
        try (Stream<Path> games = Files.list(home.resolve(".hektor/games"))) {
            assertEquals(1, games.filter(p -> p.toString().endsWith(".journal")).count(), "the game is in ~/.hektor/games");
        }
    }

    @Test
    @Order(9)
    void playsASpokenGameThroughTheMicrophone() throws Exception {
        String move = "pawn echo two echo four";
        try (VirtualSoundCard card = VirtualSoundCard.start(tmp.resolve("card"));
             VirtualSoundCard.Recording speaker = card.record()) {
            // a folder of its own: the keyboard game above is still unfinished in ~/.hektor/games
            ProcessBuilder pb = installed("play", "--profile", "en", "--level", "1", "--color", "white", "--seed", "7",
                    "--time", "-", "--journal", tmp.resolve("voice-games").toString());
            pb.environment().putAll(card.environment());
            try (HektorProcess h = HektorProcess.start(pb, tmp.resolve("voice-stderr.txt"))) {
                long since = System.nanoTime();
                h.expect("Your move."::equals, "the first prompt", Duration.ofSeconds(120));
                LiveListeningTest.awaitHektorsWords(speaker, since);
                card.sayNow(LiveListeningTest.spoken(move));
                since = System.nanoTime();
                h.expect((move + ". Correct?")::equals, "the read-back of the spoken move", Duration.ofSeconds(30));
                LiveListeningTest.awaitHektorsWords(speaker, since);
                card.sayNow(LiveListeningTest.spoken("yes"));
                h.expect(move::equals, "the move played after a spoken yes", Duration.ofSeconds(30));
                h.expect("Your move."::equals, "the engine's reply", Duration.ofSeconds(60));
                h.send("q");
                assertEquals(0, h.exitStatus(Duration.ofSeconds(60)), h.transcript());
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nhearing.log:\n"
                        + LiveListeningTest.hearingLog(tmp.resolve("voice-games")), e);
            }
        }
    }

    @Test
    @Order(10)
    void theManPageNamesEveryCommandAndTheDesktopEntryOpensATerminalGame() throws IOException {
        String man;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(root.resolve("usr/share/man/man1/hektor.1.gz")))) {
            man = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(man.startsWith(".TH HEKTOR 1 "), man.lines().findFirst().orElse(""));
        for (CommandLine c : ManPage.commands(Hektor.commandLine())) {
            assertTrue(man.contains(".SS \"" + ManPage.escape(c.getCommandSpec().qualifiedName()) + "\""),
                    "the man page has " + c.getCommandSpec().qualifiedName());
        }
        Map<String, String> entry = new LinkedHashMap<>();
        for (String line : Files.readAllLines(root.resolve("usr/share/applications/hektor.desktop"))) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                entry.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        assertEquals("hektor play", entry.get("Exec"));
        assertEquals("true", entry.get("Terminal"));
        assertEquals("Application", entry.get("Type"));
        assertTrue(Files.isExecutable(root.resolve("usr/bin/hektor")), "Exec finds hektor on the PATH, in /usr/bin");
    }

    /** The README's links lead into docs/ (DocumentationTest): the package keeps them side by side, as the source does. */
    @Test
    @Order(10)
    void theGuideAndTheReferenceAreInstalledAsInTheSourceAndTheManPageSaysWhere() throws IOException {
        Path doc = root.resolve("usr/share/doc/hektor");
        Path source = Path.of("").toAbsolutePath();
        assertEquals(Files.readString(source.resolve("README.md")), Files.readString(doc.resolve("README.md")));
        try (Stream<Path> docs = Files.list(source.resolve("docs"))) {
            for (Path page : docs.filter(p -> p.toString().endsWith(".md")).toList()) {
                Path installed = doc.resolve("docs").resolve(page.getFileName().toString());
                assertTrue(Files.isRegularFile(installed), "installed: " + root.relativize(installed));
                assertEquals(Files.readString(page), Files.readString(installed), page.getFileName().toString());
            }
        }
        String man;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(root.resolve("usr/share/man/man1/hektor.1.gz")))) {
            man = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(man.contains(ManPage.escape("/usr/share/doc/hektor/README.md")), "the man page names the guide");
    }

    @Test
    @Order(11)
    void nothingWasWrittenNextToTheInstallation() throws IOException {
        assertEquals(installedFiles, snapshot(root));
    }

    /** Removes the unpacked package and the test's home folder. */
    @AfterAll
    void remove() throws IOException {
        try (Stream<Path> all = Files.walk(tmp)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    // ---- running the installed command

    /** {@code hektor ARGS} as a player's shell runs it: found on the PATH, started in a folder of his. */
    private ProcessBuilder installed(String... args) {
        List<String> command = new ArrayList<>(List.of("/bin/sh", "-c", "exec hektor \"$@\"", "hektor"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(elsewhere.toFile());
        Map<String, String> env = pb.environment();
        env.clear();
        env.put("PATH", root.resolve("usr/bin").toString()); // hektor, and no Java of any kind
        env.put("LANG", "C.UTF-8");
        env.put("HOME", home.toString());
        // Java takes the home folder from the password file, not from $HOME: point it at the test's home this way
        env.put("JAVA_TOOL_OPTIONS", "-Duser.home=" + home + " -Djava.io.tmpdir=" + javaTmp);
        return pb;
    }

    private Result hektor(String... args) {
        Result r = HektorProcess.run(installed(args), Duration.ofSeconds(90));
        String err = r.err().lines().filter(l -> !l.startsWith("Picked up JAVA_TOOL_OPTIONS"))
                .map(l -> l + "\n").collect(Collectors.joining());
        return new Result(r.status(), r.out(), err);
    }

    private static Result run(List<String> command, Duration timeout) {
        return HektorProcess.run(new ProcessBuilder(command), timeout);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- looking at the package

    private Path app() {
        return root.resolve("usr/lib/hektor/lib/app");
    }

    /** The control fields ({@code dpkg-deb -f}); a continued field (the description) keeps its first line. */
    private Map<String, String> fields() {
        Result r = run(List.of("dpkg-deb", "-f", deb.toString()), Duration.ofSeconds(30));
        assertEquals(0, r.status(), r.err());
        Map<String, String> f = new LinkedHashMap<>();
        for (String line : r.out().split("\n")) {
            int colon = line.indexOf(": ");
            if (!line.startsWith(" ") && colon > 0) {
                f.put(line.substring(0, colon), line.substring(colon + 2).strip());
            }
        }
        return f;
    }

    /** Package names of a relation field: "libc6 (>= 2.34), zlib1g" → {libc6, zlib1g}. */
    private static Set<String> names(String relations) {
        return Arrays.stream(relations.split(",")).map(r -> r.strip().split("[ (|]")[0]).collect(Collectors.toSet());
    }

    private List<Path> elfFiles() throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).filter(p -> {
                try (InputStream in = Files.newInputStream(p)) {
                    return Arrays.equals(in.readNBytes(4), new byte[] {0x7f, 'E', 'L', 'F'});
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
    }

    /** The Debian package each library file comes from (merged /usr: dpkg may know it under /lib or /usr/lib). */
    private static Map<String, String> owners(Set<String> libraries) {
        Map<String, String> owners = new TreeMap<>();
        for (String lib : libraries) {
            List<String> names = new ArrayList<>(List.of(lib, Path.of(lib).toAbsolutePath().normalize().toString()));
            names.add(lib.startsWith("/usr/") ? lib.substring(4) : "/usr" + lib);
            for (String name : names) {
                Result r = run(List.of("dpkg", "-S", name), Duration.ofSeconds(60));
                if (r.status() == 0) {
                    owners.put(lib, r.out().substring(0, r.out().indexOf(':')));
                    break;
                }
            }
            assertTrue(owners.containsKey(lib), "no Debian package provides " + lib);
        }
        return owners;
    }

    /** Every file below {@code dir} with its size and modification time. */
    private static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.toList()) {
                files.put(dir.relativize(p).toString(), Files.isSymbolicLink(p) ? "link"
                        : Files.size(p) + " " + Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS));
            }
        }
        return files;
    }
}
