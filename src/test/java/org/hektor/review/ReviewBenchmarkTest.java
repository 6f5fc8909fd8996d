package org.hektor.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The benchmark's shares: nothing reported is nothing reported wrongly, and nothing to find is all found. */
class ReviewBenchmarkTest {
    @Test
    void noBlunderReportedIsNoneWrongAndNoneMissedWhenThereWasNone() {
        ReviewBenchmark.Result none = new ReviewBenchmark.Result(3, 203, 1, 0, 0, 0, 2, 0, 0, 0, 1, 1, 206);
        assertEquals(0, none.blundersWrong(), 1e-9);
        assertEquals(0, none.mistakesWrong(), 1e-9);
        assertEquals(0, none.blundersFound(), 1e-9);
        ReviewBenchmark.Result some = new ReviewBenchmark.Result(20, 1000, 3, 2, 4, 2, 11, 4, 7, 3, 1, 1, 1020);
        assertEquals(66.7, some.blundersFound(), 0.05);
        assertEquals(50, some.blundersWrong(), 1e-9);
        assertEquals(100, new ReviewBenchmark.Result(1, 10, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 11).blundersFound(), 1e-9);
    }
}
