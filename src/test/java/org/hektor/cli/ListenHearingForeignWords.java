package org.hektor.cli;

import java.util.Arrays;
import org.hektor.speech.hearing.Recognition;
import picocli.CommandLine;

/**
 * Measuring aid (VoiceBench's child processes): {@code hektor listen} with a profile the model cannot say heard
 * another way than Hektor's own. Arguments: the way ({@link Recognition.ForeignWords}: OWN_VOICE_TABLE,
 * MANY_VOICE_TABLE, SPHINX), then the command line, {@code listen ...}.
 */
public final class ListenHearingForeignWords {
    private ListenHearingForeignWords() {
    }

    public static void main(String[] args) {
        CommandLine hektor = Hektor.commandLine();
        ((ListenCommand) hektor.getSubcommands().get("listen").getCommand()).foreignWords =
                Recognition.ForeignWords.valueOf(args[0]);
        System.exit(hektor.execute(Arrays.copyOfRange(args, 1, args.length)));
    }
}
