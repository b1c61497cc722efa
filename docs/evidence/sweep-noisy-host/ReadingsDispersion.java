import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Do the one-pair noise readings of sweep-noisy-host.md show a host whose noise changes, or one whose noise stays put?
 * A reading is the standard deviation s of 3 per-round log ratios (2 degrees of freedom). If the true spread sigma
 * were the same at every reading, s^2 / sigma^2 would follow chi-square(2) / 2, an exponential distribution: the s^2
 * of many readings would have a coefficient of variation of 1 and fit an exponential of their mean. Readings taken
 * from the tables' rows "| hh:mm | a% (..) | b% (..) |", leaving out the multi-pair one (17:03 on 2026-11-27).
 *
 * <p>Run from the repository root: {@code java docs/evidence/sweep-noisy-host/ReadingsDispersion.java}
 */
public class ReadingsDispersion {
    public static void main(String[] args) throws Exception {
        Pattern row = Pattern.compile("^\\| (\\d\\d:\\d\\d) \\| (\\d+\\.\\d)% [^|]*\\| (\\d+\\.\\d)% ");
        List<double[]> readings = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("docs/evidence/sweep-noisy-host.md"))) {
            Matcher m = row.matcher(line);
            if (m.find() && !line.contains("every A/A pair")) {
                readings.add(new double[] {Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))});
            }
        }
        System.out.println(readings.size() + " readings");
        for (int jdk = 0; jdk < 2; jdk++) {
            int j = jdk;
            double[] s2 = readings.stream().mapToDouble(r -> Math.pow(r[j] / 100, 2)).sorted().toArray();
            int n = s2.length;
            double mean = Arrays.stream(s2).average().orElseThrow();
            double sd = Math.sqrt(Arrays.stream(s2).map(x -> (x - mean) * (x - mean)).sum() / (n - 1));
            double d = modifiedKs(s2) / (Math.sqrt(n) + 0.26 + 0.5 / Math.sqrt(n)) + 0.2 / n; // the plain distance
            // Stephens' modification for an exponential whose mean is estimated (D'Agostino and Stephens,
            // Goodness-of-Fit Techniques, 1986): 0.990 at 10%, 1.094 at 5%; its p-value here by simulation
            double modified = modifiedKs(s2);
            java.util.SplittableRandom random = new java.util.SplittableRandom(1);
            int reps = 20_000;
            int asFar = 0;
            for (int k = 0; k < reps; k++) {
                double[] x = new double[n];
                for (int i = 0; i < n; i++) {
                    x[i] = -Math.log(1 - random.nextDouble());
                }
                Arrays.sort(x);
                asFar += modifiedKs(x) >= modified ? 1 : 0;
            }
            System.out.printf("JDK %s: readings %.1f%%-%.1f%%; root mean square %.1f%%; coefficient of variation of s^2"
                            + " %.2f (1 for a constant spread); KS distance to the exponential of its mean %.3f,"
                            + " modified %.3f, p %.2f (%d simulated samples of %d)%n",
                    jdk == 0 ? "17" : "25", 100 * Math.sqrt(s2[0]), 100 * Math.sqrt(s2[n - 1]), 100 * Math.sqrt(mean),
                    sd / mean, d, modified, (double) asFar / reps, reps, n);
        }
    }

    /** Stephens' modified Kolmogorov-Smirnov statistic of sorted values against the exponential of their mean. */
    static double modifiedKs(double[] sorted) {
        int n = sorted.length;
        double mean = Arrays.stream(sorted).average().orElseThrow();
        double d = 0;
        for (int i = 0; i < n; i++) {
            double f = 1 - Math.exp(-sorted[i] / mean);
            d = Math.max(d, Math.max((i + 1.0) / n - f, f - (double) i / n));
        }
        return (d - 0.2 / n) * (Math.sqrt(n) + 0.26 + 0.5 / Math.sqrt(n));
    }
}
