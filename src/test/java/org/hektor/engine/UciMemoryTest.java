package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.ChildJava;
import org.junit.jupiter.api.Test;

/**
 * {@code hektor uci} as a real process with a small heap (1 GB): a GUI setting Hash and Threads again and again
 * never makes it swell or die; a value the machine cannot hold is refused with an {@code info string} and the
 * old one kept.
 */
class UciMemoryTest {

    @Test
    void hashAndThreadsAreBoundedByTheMachineAndRepeatedHashKeepsOneTable() throws Exception {
        Process p = new ProcessBuilder(ChildJava.command(List.of("-Xmx1g"), "org.hektor.cli.Hektor", "uci"))
                .redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(p.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            List<String> options = until(in, out, "uci", "uciok");
            assertTrue(options.contains("option name Hash type spin default 16 min 1 max 256"), options.toString());
            assertTrue(options.contains("option name Threads type spin default 1 min 1 max 1"), options.toString());
            in.println("setoption name Hash value 1024");
            in.println("setoption name Threads value 64");
            List<String> refusals = until(in, out, "isready", "readyok");
            assertEquals(List.of("info string Hash must be between 1 and 256 MB on this machine, not 1024; it stays 16.",
                    "info string Threads must be 1: this engine searches on one thread; it stays 1.", "readyok"), refusals);
            for (int i = 0; i < 12; i++) {
                in.println("setoption name Hash value " + (i % 2 == 0 ? 256 : 255));
                assertEquals(List.of("readyok"), until(in, out, "isready", "readyok"));
            }
            long rssMb = rssMb(p.pid());
            assertTrue(rssMb < 700, "one table of at most 256 MB, not twelve: " + rssMb + " MB resident");
            in.println("position startpos");
            List<String> search = until(in, out, "go nodes 2000", "bestmove");
            assertTrue(search.get(search.size() - 1).matches("bestmove [a-h][1-8][a-h][1-8].*"), "it still plays: " + search);
            in.println("quit");
        } finally {
            p.destroy();
            p.waitFor();
        }
    }

    /** Sends a command and reads lines up to the one that starts with {@code last}. */
    private static List<String> until(PrintWriter in, BufferedReader out, String command, String last) throws Exception {
        in.println(command);
        List<String> lines = new ArrayList<>();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (!line.startsWith("id ") && !line.startsWith("info depth")) {
                lines.add(line);
            }
            if (line.startsWith(last)) {
                return lines;
            }
        }
        throw new AssertionError("hektor uci ended before '" + last + "': " + lines);
    }

    private static long rssMb(long pid) throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
            }
        }
        throw new AssertionError("no VmRSS for " + pid);
    }
}
