package org.hektor.speech.audio;

/**
 * Run in a process of its own with a virtual sound card in its environment: plays a one-second tone through
 * {@link LineOutput} once after each pause given (in milliseconds) as an argument, printing when each began and
 * ended ({@link System#nanoTime}, the same clock in every process of the machine).
 */
public final class LinePlayer {
    private LinePlayer() {
    }

    public static void main(String[] args) throws InterruptedException {
        Sound tone = tone(1000);
        SoundOutput out = LineOutput.open();
        for (String pause : args) {
            Thread.sleep(Long.parseLong(pause));
            long start = System.nanoTime();
            out.play("tone", tone, () -> false);
            System.out.println("played " + start + " " + System.nanoTime());
        }
        out.close();
    }

    static Sound tone(int millis) {
        short[] s = new short[millis * Sound.SAMPLE_RATE / 1000];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) (8000 * Math.sin(2 * Math.PI * 440 * i / Sound.SAMPLE_RATE));
        }
        return Sound.ofSamples(s);
    }
}
