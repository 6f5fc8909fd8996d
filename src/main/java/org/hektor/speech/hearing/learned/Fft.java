package org.hektor.speech.hearing.learned;

/**
 * A radix-2 FFT of a power-of-two length: the power spectrum of one windowed frame (the learned voice's features), and
 * the in-place transform and its inverse.
 */
public final class Fft {
    private final int n;
    private final double[] cos;
    private final double[] sin;
    private final int[] reversed;

    public Fft(int n) {
        if (Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("An FFT length is a power of two, not " + n + ".");
        }
        this.n = n;
        cos = new double[n / 2];
        sin = new double[n / 2];
        for (int i = 0; i < n / 2; i++) {
            cos[i] = Math.cos(-2 * Math.PI * i / n);
            sin[i] = Math.sin(-2 * Math.PI * i / n);
        }
        reversed = new int[n];
        int bits = Integer.numberOfTrailingZeros(n);
        for (int i = 0; i < n; i++) {
            reversed[i] = Integer.reverse(i) >>> (32 - bits);
        }
    }

    /** |X(k)|² for k = 0..n/2 of the real frame {@code x} (length ≤ n, zero-padded). */
    double[] power(double[] x) {
        double[] re = new double[n];
        double[] im = new double[n];
        for (int i = 0; i < x.length; i++) {
            re[i] = x[i];
        }
        forward(re, im);
        double[] p = new double[n / 2 + 1];
        for (int k = 0; k <= n / 2; k++) {
            p[k] = re[k] * re[k] + im[k] * im[k];
        }
        return p;
    }

    /** The discrete Fourier transform of {@code re + i·im} (each of length n), in place. */
    public void forward(double[] re, double[] im) {
        for (int i = 0; i < n; i++) {
            int j = reversed[i];
            if (j > i) {
                swap(re, i, j);
                swap(im, i, j);
            }
        }
        for (int size = 2; size <= n; size *= 2) {
            int half = size / 2;
            int step = n / size;
            for (int start = 0; start < n; start += size) {
                for (int k = 0; k < half; k++) {
                    double c = cos[k * step];
                    double s = sin[k * step];
                    int a = start + k;
                    int b = a + half;
                    double tr = re[b] * c - im[b] * s;
                    double ti = re[b] * s + im[b] * c;
                    re[b] = re[a] - tr;
                    im[b] = im[a] - ti;
                    re[a] += tr;
                    im[a] += ti;
                }
            }
        }
    }

    /** The inverse of {@link #forward}, in place: the forward transform of the conjugate, conjugated, over n. */
    public void inverse(double[] re, double[] im) {
        for (int i = 0; i < n; i++) {
            im[i] = -im[i];
        }
        forward(re, im);
        for (int i = 0; i < n; i++) {
            re[i] /= n;
            im[i] = -im[i] / n;
        }
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
