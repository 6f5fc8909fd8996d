package org.hektor.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the hektor command line in-process and keeps what it printed. */
public record CliRun(int status, String out, String err) {

    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Hektor.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute(args);
        return new CliRun(status, out.toString(), err.toString());
    }

    public String lastLine() {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1];
    }
}
