package org.hektor.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/**
 * What {@code hektor --version} says: the version from the pom, the commit and the time of the build (written
 * into {@code build.properties} by the build), and the Java that runs it, so a bug report names exactly what ran.
 */
final class BuildVersion implements CommandLine.IVersionProvider {
    /** version, commit ("unknown" outside a git clone; "-dirty" with uncommitted changes) and build time. */
    record Build(String version, String commit, String built) {
    }

    static Build build() {
        Properties p = new Properties();
        try (InputStream in = BuildVersion.class.getResourceAsStream("build.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Build(p.getProperty("version", "unknown"), p.getProperty("commit", "unknown"),
                p.getProperty("built", "unknown"));
    }

    @Override
    public String[] getVersion() {
        Build b = build();
        return new String[] {
            "Hektor " + b.version() + " (commit " + b.commit() + ", built " + b.built() + ")",
            "Java " + System.getProperty("java.version") + " in " + System.getProperty("java.home"),
        };
    }
}
