package io.github.poolbench;

import io.github.poolbench.report.ClaimsDiff;
import io.github.poolbench.report.ConsoleAnswer;
import io.github.poolbench.report.Report;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.runner.BenchmarkRunner;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The main job of {@code mvn -Pjmh}: measure ({@link BenchmarkRunner}), then report ({@link Report}) and end with
 * this machine's answer beside every run's ({@link ConsoleAnswer}); {@code mvn -Pcompare} sets two claims files'
 * verdicts side by side ({@link ClaimsDiff}). It is the one class that knows both sides: the runner never formats a
 * report, the report never runs a benchmark.
 */
public final class PoolBench {

    private PoolBench() {
    }

    /**
     * Runs the benchmarks the arguments select, then regenerates the report from what they wrote and prints the
     * answer.
     *
     * @param args JMH command-line arguments, as {@link BenchmarkRunner#measure} takes them
     * @throws Exception if the run fails other than in a fork; results already moved into place stay
     */
    public static void main(String[] args) throws Exception {
        Optional<BenchmarkRunner.Measured> measured = BenchmarkRunner.measure(args);
        if (measured.isPresent()) {
            report(measured.get(), Path.of("README.md"), Path.of("results"));
        }
    }

    /**
     * Regenerates the report of a run's folder (and the README, when the run replaced the
     * committed results), then prints the answer.
     *
     * @param m         what the run wrote
     * @param readme    the README to update when the run replaced the committed results
     * @param committed the committed results folder
     */
    static void report(BenchmarkRunner.Measured m, Path readme, Path committed) {
        boolean replacesCommitted = m.resultsDir().equals(committed);
        Report.Outputs outputs = null;
        try {
            Path readmeToUpdate = replacesCommitted && Files.exists(readme) ? readme : null;
            outputs = Report.generate(m.resultsDir(), readmeToUpdate);
            for (Path written : Report.write(outputs)) {
                System.out.println("poolbench report: wrote " + written);
            }
        } catch (ReportException e) {
            System.err.println("poolbench: report: " + e.getMessage());
            System.exit(2);
        }
        printAnswer(m, outputs.claims(), committed, System.out, System.err);
    }

    /**
     * The run's answer on this machine, last on the console: per question of the decision table it measured, this
     * machine's effect and decision beside every run's ({@link ConsoleAnswer}, at most
     * {@value ConsoleAnswer#MAX_LINES} lines), then the page to open. A problem here is reported and does not fail
     * the run.
     *
     * @param run       the run's judged claims, as its report wrote them ({@link Report.Outputs#claims})
     * @param committed the committed results folder, whose {@code claims.csv} has every run (read only when the run
     *                  wrote elsewhere: a run that replaced it brought every run's rows in {@code run})
     */
    static void printAnswer(BenchmarkRunner.Measured m, List<io.github.poolbench.claims.ClaimResult> run,
                            Path committed, PrintStream out, PrintStream err) {
        try {
            Path every = committed.resolve("claims.csv");
            List<io.github.poolbench.claims.ClaimResult> all = !m.resultsDir().equals(committed) && Files.exists(every)
                    ? ClaimsDiff.parseAll(Files.readString(every), every.toString()) : run;
            ConsoleAnswer.lines(run, all, m.suites()).forEach(out::println);
            for (String suite : m.suites()) { // a JVM variant's rows are on its reference's page
                java.nio.file.Path page = m.resultsDir().resolve(suite + ".md");
                if (java.nio.file.Files.exists(page)) {
                    out.println("poolbench: tables, charts and rules: " + page);
                }
            }
        } catch (ReportException | java.io.IOException e) {
            err.println("poolbench: cannot read the answers of this run: " + e.getMessage());
        }
    }
}
