package org.hektor.speech;

/**
 * The talk key of push-to-talk mode: the microphone is heard only while it is down. On a console, where a held
 * key cannot be seen, one Enter presses it and the next releases it.
 */
public final class PushToTalk {
    private boolean down;

    public synchronized void press() {
        down = true;
        notifyAll();
    }

    public synchronized void release() {
        down = false;
        notifyAll();
    }

    public synchronized void toggle() {
        down = !down;
        notifyAll();
    }

    public synchronized boolean isDown() {
        return down;
    }

    /** Waits until the key is down; false if {@code millis} passed first. */
    synchronized boolean awaitDown(long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (!down) {
            long left = end - System.currentTimeMillis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        return true;
    }
}
