package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.hektor.speech.models.ModelCatalog;
import org.hektor.speech.models.ModelStore;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "models", description = "Speech models in models/: list, download de|en, verify.",
        subcommands = {ModelsCommand.ListModels.class, ModelsCommand.Download.class, ModelsCommand.Verify.class})
final class ModelsCommand implements Callable<Integer> {
    @Option(names = "--dir", paramLabel = "DIR", description = "The models folder (default: models).")
    Path dir = Path.of("models");

    @Option(names = "--base-url", paramLabel = "URL", description = "Fetch the catalog's files from this folder "
            + "URL instead (a mirror); default: $HEKTOR_MODELS_URL, else the catalog's URLs.")
    String baseUrl = System.getenv("HEKTOR_MODELS_URL");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }

    ModelStore store() {
        return new ModelStore(dir, baseUrl);
    }

    @Command(name = "list", description = "Installed models, then the catalog's models not installed yet.")
    static final class ListModels implements Callable<Integer> {
        @CommandLine.ParentCommand
        ModelsCommand parent;
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            ModelStore store = parent.store();
            List<Path> installed = store.installed();
            for (Path p : installed) {
                out.println("installed\t" + p.getFileName() + "\t" + p);
            }
            for (ModelCatalog.Entry e : store.catalog().entries()) {
                if (!installed.contains(store.folder(e))) {
                    out.println("available\t" + e.name() + "\t" + e.language() + ": hektor models download " + e.language());
                }
            }
            out.flush();
            return 0;
        }
    }

    @Command(name = "download", description = "Fetch, verify and unpack a model of the catalog (de, en or its name).")
    static final class Download implements Callable<Integer> {
        @CommandLine.ParentCommand
        ModelsCommand parent;
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Parameters(paramLabel = "MODEL", description = "de, en, or a catalog name")
        String model;

        @Override
        public Integer call() {
            parent.store().download(model, spec.commandLine().getErr());
            return 0;
        }
    }

    @Command(name = "verify", description = "Check every model folder: complete, with a readable vocabulary.")
    static final class Verify implements Callable<Integer> {
        @CommandLine.ParentCommand
        ModelsCommand parent;
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            List<String> lines = parent.store().verify();
            PrintWriter out = spec.commandLine().getOut();
            lines.forEach(out::println);
            out.flush();
            return lines.stream().allMatch(l -> l.startsWith("ok\t")) ? 0 : 1;
        }
    }
}
