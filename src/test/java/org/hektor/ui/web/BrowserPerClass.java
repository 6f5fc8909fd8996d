package org.hektor.ui.web;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One headless Chromium for all the tests of a class (a browser costs seconds on a shared machine), registered
 * as a static {@code @RegisterExtension} field: started before the first test, closed after the last.
 */
final class BrowserPerClass implements BeforeAllCallback, AfterAllCallback {
    private Chromium chromium;

    Chromium chromium() {
        return chromium;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        chromium = Chromium.start(1024, 768);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (chromium != null) {
            chromium.close();
        }
    }
}
