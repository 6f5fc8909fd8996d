package org.hektor.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.speech.models.ModelCatalog;
import org.hektor.speech.models.ModelStore;
import org.hektor.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "models", description = "Speech models: list, download de|en, install FILE.zip, verify. Models you add go to "
        + "~/.hektor/models; the ones that came with Hektor lie next to its installation.",
        subcommands = {ModelsCommand.ListModels.class, ModelsCommand.Download.class, ModelsCommand.Install.class,
                ModelsCommand.Verify.class})
final class ModelsCommand extends CommandWithSubcommands {
    @Option(names = "--dir", paramLabel = "DIR", description = "Only this models folder (default: download into "
            + "~/.hektor/models; list and verify every folder Hektor looks in for a model).")
    Path dir;

    @Option(names = "--base-url", paramLabel = "URL", description = "Fetch the catalog's files from this folder "
            + "URL instead (a mirror); default: $HEKTOR_MODELS_URL, else the catalog's URLs.")
    String baseUrl = System.getenv("HEKTOR_MODELS_URL");

    /** Where a model is added: {@code --dir}, else the player's folder. */
    ModelStore store() {
        return new ModelStore(dir != null ? dir : Places.ofThisHektor().userModels(), baseUrl);
    }

    /** Before or after the subcommand's name, as the refusals of the command line read it ({@link UsageMistake}). */
    @Option(names = "--language", paramLabel = "LANG", scope = CommandLine.ScopeType.INHERIT,
            completionCandidates = Choices.Languages.class,
            description = "The language of what it says: de, en or ru (default: the system's, else en).")
    String language;

    /** What it says: in {@code --language}, else the system's. */
    Words words() {
        return Words.forLanguage(LanguageOptions.checkedLanguage(language));
    }

    /** Every folder Hektor finds models in, in the order it looks (or {@code --dir} alone). */
    List<ModelStore> stores() {
        return dir != null ? List.of(store())
                : Places.ofThisHektor().modelFolders().stream().map(f -> new ModelStore(f, baseUrl)).toList();
    }

    @Command(name = "list", description = "Installed models with their folders (in the order Hektor looks), then "
            + "the catalog's models not installed yet.")
    static final class ListModels extends Subcommand<ModelsCommand> {
        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            List<String> names = new ArrayList<>();
            for (ModelStore store : parent.stores()) {
                for (Path p : store.installed()) {
                    out.println("installed\t" + p.getFileName() + "\t" + p);
                    names.add(p.getFileName().toString());
                }
            }
            for (ModelCatalog.Entry e : parent.store().catalog().entries()) {
                if (!names.contains(e.name())) {
                    out.println("available\t" + e.name() + "\t" + e.language() + ": hektor models download " + e.language());
                }
            }
            out.flush();
            return 0;
        }
    }

    @Command(name = "download", description = "Fetch, verify and unpack a model of the catalog (de, en or its name).")
    static final class Download extends Subcommand<ModelsCommand> {
        @Parameters(paramLabel = "MODEL", description = "de, en, or a catalog name")
        String model;

        @Override
        public Integer call() {
            parent.store().download(model, spec.commandLine().getErr(), parent.words());
            return 0;
        }
    }

    @Command(name = "install", description = "Check and unpack a model archive downloaded by hand (such as "
            + "vosk-model-small-de-0.15.zip); its checksum is recorded in the catalog when it had none.")
    static final class Install extends Subcommand<ModelsCommand> {
        @Parameters(paramLabel = "FILE", description = "the model's zip archive")
        Path file;

        @Override
        public Integer call() {
            parent.store().install(file, spec.commandLine().getErr(), parent.words());
            return 0;
        }
    }

    @Command(name = "verify", description = "Check every model folder: complete, with a readable vocabulary.")
    static final class Verify extends Subcommand<ModelsCommand> {
        @Override
        public Integer call() {
            List<String> lines = parent.stores().stream().flatMap(s -> s.verify().stream()).toList();
            PrintWriter out = spec.commandLine().getOut();
            lines.forEach(out::println);
            out.flush();
            return lines.stream().allMatch(l -> l.startsWith("ok\t")) ? 0 : 1;
        }
    }
}
