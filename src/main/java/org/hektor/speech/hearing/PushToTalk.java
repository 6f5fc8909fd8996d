package org.hektor.speech.hearing;

/**
 * The talk key of push-to-talk mode: the microphone is heard only while it is down. On a console, where a held
 * key cannot be seen, one line presses it and the next releases it (the console's {@code v}).
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

    /** Presses the key when it is up, releases it when it is down; returns whether it is down now. */
    public synchronized boolean toggle() {
        down = !down;
        notifyAll();
        return down;
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
