package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The player's guide and the reference cite only what a clone and the installed package have: README.md and docs/
 * (installed together in /usr/share/doc/hektor). Every relative link resolves inside them, to a heading that exists;
 * nothing sends a reader to a file beside the repository; the README stays a guide a player reads through.
 */
class DocumentationTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final Path README = ROOT.resolve("README.md");
    private static final Path DOCS = ROOT.resolve("docs");
    private static final int README_LINES = 300;
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} +(.+)$", Pattern.MULTILINE);
    /** A document named in running text (help, man page): a file name ending in .md, with its folder if given. */
    private static final Pattern NAMED = Pattern.compile("[\\w./-]*[\\w-]+\\.md\\b");

    @Test
    void theReadmeIsAGuideOfAtMost300Lines() throws IOException {
        long lines = Files.readAllLines(README).size();
        assertTrue(lines <= README_LINES, "README.md has " + lines + " lines; the rest belongs in docs/");
    }

    @Test
    void everyLinkResolvesToADocumentAndAHeadingInsideTheRepository() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path doc : documents()) {
            Matcher m = LINK.matcher(Files.readString(doc));
            while (m.find()) {
                String problem = problem(doc, m.group(1));
                if (problem != null) {
                    broken.add(ROOT.relativize(doc) + ": (" + m.group(1) + ") " + problem);
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void noDocumentSendsTheReaderOutsideTheRepository() throws IOException {
        List<String> outside = new ArrayList<>();
        for (Path doc : documents()) {
            String text = LINK.matcher(Files.readString(doc)).replaceAll("]()");   // links are checked above
            text.lines().filter(DocumentationTest::leavesTheRepository)
                    .forEach(line -> outside.add(ROOT.relativize(doc) + ": " + line.strip()));
        }
        assertEquals(List.of(), outside);
    }

    @Test
    void helpAndTheManPageNameOnlyDocumentsThatExist() {
        List<String> texts = new ArrayList<>();
        texts.add(ManPage.page(Hektor.commandLine()).replace("\\-", "-").replace("\\e", "\\"));
        for (CommandLine c : commands(Hektor.commandLine())) {
            // the texts --help prints, before picocli wraps them (it wraps anywhere, even inside a path)
            CommandSpec spec = c.getCommandSpec();
            texts.add(String.join("\n", spec.usageMessage().header()));
            texts.add(String.join("\n", spec.usageMessage().description()));
            texts.add(String.join("\n", spec.usageMessage().footer()));
            spec.options().forEach(o -> texts.add(String.join("\n", o.description())));
            spec.positionalParameters().forEach(p -> texts.add(String.join("\n", p.description())));
        }
        Set<String> named = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        for (String text : texts) {
            Matcher m = NAMED.matcher(text);
            while (m.find()) {
                named.add(m.group());
            }
            text.lines().filter(DocumentationTest::leavesTheRepository).forEach(problems::add);
        }
        for (String name : named) {
            String path = name.startsWith("/usr/share/doc/hektor/") ? name.substring("/usr/share/doc/hektor/".length())
                    : name;
            if (!Files.isRegularFile(ROOT.resolve(path)) && !Files.isRegularFile(DOCS.resolve(path))) {
                problems.add("names " + name + ", which neither the repository nor docs/ has");
            }
        }
        assertTrue(named.contains("README.md") && named.stream().anyMatch(n -> n.startsWith("docs/")),
                "--help and the man page cite the guide and the reference: " + named);
        assertEquals(List.of(), problems);
    }

    /** .ci/run runs exactly the test command the README promises (with Maven's batch mode for the log). */
    @Test
    void ciRunsTheReadmesTestCommand() throws IOException {
        List<String> readme = Files.readAllLines(README);
        int promise = readme.indexOf("This runs every test:");
        assertTrue(promise > 0, "the README says how to run every test");
        String command = readme.get(promise + 2).strip();
        List<String> ci = Files.readAllLines(ROOT.resolve(".ci/run"));
        assertEquals(command.replaceFirst("^mvn ", "mvn -B "), ci.get(ci.size() - 1).strip());
    }

    private static boolean leavesTheRepository(String line) {
        return line.contains("../") || line.contains("/work/") || line.contains("shared/docs");
    }

    /** Why a link from {@code doc} does not lead where a reader of a clone or of the package can follow, or null. */
    private static String problem(Path doc, String link) throws IOException {
        if (link.matches("(?i)(https?|mailto):.*")) {
            return null;
        }
        int hash = link.indexOf('#');
        String file = hash < 0 ? link : link.substring(0, hash);
        Path target = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
        if (!target.startsWith(ROOT)) {
            return "leaves the repository";
        }
        if (!target.equals(README) && !target.startsWith(DOCS)) {
            return "is not in README.md or docs/, which the package installs";
        }
        if (Files.isDirectory(target)) {
            return "is a folder; link to its index";
        }
        if (!Files.isRegularFile(target)) {
            return "does not exist";
        }
        if (hash >= 0 && !anchors(target).contains(link.substring(hash + 1))) {
            return "has no heading " + link.substring(hash) + " (headings: " + anchors(target) + ")";
        }
        return null;
    }

    /** The anchors a Markdown renderer gives a document's headings (GitHub's: lower case, punctuation dropped). */
    static Set<String> anchors(Path doc) throws IOException {
        Set<String> anchors = new TreeSet<>();
        Matcher m = HEADING.matcher(Files.readString(doc, StandardCharsets.UTF_8));
        while (m.find()) {
            anchors.add(m.group(1).strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-'));
        }
        return anchors;
    }

    private static List<Path> documents() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(README));
        try (Stream<Path> files = Files.walk(DOCS)) {
            docs.addAll(files.filter(p -> p.toString().endsWith(".md")).sorted().collect(Collectors.toList()));
        }
        assertTrue(docs.size() > 5, "README.md and docs/: " + docs);
        return docs;
    }

    private static List<CommandLine> commands(CommandLine top) {
        List<CommandLine> all = new ArrayList<>(List.of(top));
        all.addAll(ManPage.commands(top));
        return all;
    }
}
