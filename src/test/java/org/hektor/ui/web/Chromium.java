package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium under Selenium, with the paths given so Selenium Manager never downloads anything.
 * Missing binaries fail the test (they are never skipped): {@code .ci/run} installs them.
 */
final class Chromium implements AutoCloseable {
    static final Path BROWSER = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target", "tablet-screenshots");
    /**
     * How often a wait looks again: Selenium's own half second was paid by nearly every wait (a resize, a message
     * shown), hundreds of times in a class; a look is a call or two to the browser, a few milliseconds.
     */
    private static final Duration POLL = Duration.ofMillis(50);
    /** How long the page reports a size before the window is resized again to correct it (nanoseconds). */
    private static final long SETTLED = 300_000_000L;

    final ChromeDriver driver;
    private final Path profile;
    /** What the window has around the page, as last measured: the next resize adds it at once. */
    private Dimension frame = new Dimension(0, 0);

    private Chromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    static Chromium start(int width, int height) {
        if (!Files.isExecutable(BROWSER) || !Files.isExecutable(DRIVER)) {
            fail("The tablet's browser tests need Debian's chromium and chromedriver at " + BROWSER + " and " + DRIVER
                    + "; .ci/run installs them (apt-get install chromium chromium-driver).");
        }
        try {
            Path profile = Files.createTempDirectory("hektor-chromium");
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(DRIVER.toFile())
                    .usingAnyFreePort()
                    .withLogOutput(java.io.OutputStream.nullOutputStream())
                    .build();
            ChromeOptions options = new ChromeOptions();
            options.setBinary(BROWSER.toFile());
            options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                    "--user-data-dir=" + profile, "--window-size=" + width + "," + height, "--lang=en");
            ChromeDriver driver = new ChromeDriver(service, options);
            Chromium c = new Chromium(driver, profile);
            c.viewport(width, height);
            return c;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Makes the page's viewport exactly this size (the window has a frame around it). The window is resized until the
     * page reports the size: for a moment after a resize the page may still report the size before it, and a frame
     * measured from that once came out negative ('width' out of range).
     */
    void viewport(int width, int height) {
        driver.manage().window().setSize(new Dimension(width + frame.getWidth(), height + frame.getHeight()));
        Dimension[] seen = {null};
        long[] seenSince = {0};
        waitFor("a viewport of " + width + "x" + height, Duration.ofSeconds(10), d -> {
            @SuppressWarnings("unchecked")
            List<Long> inner = (List<Long>) driver.executeScript("return [window.innerWidth, window.innerHeight];");
            Dimension now = new Dimension(inner.get(0).intValue(), inner.get(1).intValue());
            if (now.getWidth() == width && now.getHeight() == height) {
                Dimension window = driver.manage().window().getSize();
                frame = new Dimension(Math.max(0, window.getWidth() - width), Math.max(0, window.getHeight() - height));
                return true;
            }
            if (!now.equals(seen[0])) {
                seen[0] = now;
                seenSince[0] = System.nanoTime();
            } else if (System.nanoTime() - seenSince[0] >= SETTLED) {
                // the window has a frame around the page: resized by what the page lacks, measured from a size the
                // page has kept for a while (not the size before the resize, which it may report for a moment)
                Dimension window = driver.manage().window().getSize();
                driver.manage().window().setSize(new Dimension(Math.max(width, window.getWidth() + width - now.getWidth()),
                        Math.max(height, window.getHeight() + height - now.getHeight())));
                seen[0] = null;
            }
            return false;
        });
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    <T> T waitFor(String what, Function<WebDriver, T> condition) {
        return waitFor(what, Duration.ofSeconds(5), condition);
    }

    /** Waits longer than usual for what the page does on its own timers (a reconnect backs off to 5 seconds). */
    <T> T waitFor(String what, Duration atMost, Function<WebDriver, T> condition) {
        return new WebDriverWait(driver, atMost, POLL).withMessage(what).until(condition);
    }

    /** A PNG of the page as it is, in target/tablet-screenshots, for a reviewer to look at. */
    Path screenshot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Path target = SCREENSHOTS.resolve(name + ".png");
            File shot = driver.getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                // a temp directory left behind is harmless
            }
        }
    }
}
