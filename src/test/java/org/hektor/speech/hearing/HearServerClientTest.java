package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.hektor.clock.TimeSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HearServerClientTest {
    @TempDir
    Path dir;

    @Test
    void theWaitForTheFirstStartIsMeasuredByTheGivenTime() {
        // a child that never says it is ready; the given time has passed the start's limit at its second reading, so
        // the start gives up at once instead of after a minute of the real time
        AtomicLong readings = new AtomicLong();
        TimeSource time = () -> readings.getAndIncrement() == 0 ? 0 : HearServerClient.START_MILLIS + 1;
        Path log = dir.resolve("hear-server.log");
        IllegalStateException e = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(
                IllegalStateException.class, () -> HearServerClient.start(List.of("sleep", "30"), log, s -> { }, time)));
        assertEquals("The speech recogniser did not start (see " + log + ").", e.getMessage());
    }
}
