package io.github.poolbench.report;

import io.github.poolbench.runner.Suite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Regenerates everything derived from {@code results/*.json}: per suite a Markdown summary
 * and a CSV, PNG charts, and the README's generated sections ({@code strings},
 * {@code charts}, {@code history}, {@code sweep}, {@code overhead}, {@code targets}). Runs at the end of {@code mvn -Pjmh}, or
 * alone with {@code mvn -Preport}. Never measures.
 *
 * <p>Arguments: {@code [resultsDir [readme]]}, default {@code results} and {@code README.md}.
 * On bad input (missing, empty or corrupt result file, unknown benchmark, missing README
 * markers) it prints one line starting with {@code poolbench report:}, exits with status 1
 * and writes nothing: all output is computed before the first file is written.
 */
public final class Report {

    /**
     * Everything the report writes.
     *
     * @param text   text files (Markdown, CSV, README) and their content
     * @param binary binary files (PNG charts) and their bytes
     */
    public record Outputs(Map<Path, String> text, Map<Path, byte[]> binary) {
    }

    private Report() {
    }

    /** @param args {@code [resultsDir [readme]]} */
    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        Path results = Path.of(args.length > 0 ? args[0] : "results");
        Path readme = Path.of(args.length > 1 ? args[1] : "README.md");
        try {
            for (Path written : run(results, readme)) {
                System.out.println("poolbench report: wrote " + written);
            }
        } catch (ReportException e) {
            System.err.println("poolbench report: " + e.getMessage().lines().findFirst().orElse(""));
            System.exit(1);
        }
    }

    /**
     * Generates all outputs, then writes them.
     *
     * @param results the results directory
     * @param readme  the README to update
     * @return the files written
     * @throws ReportException on bad input or an I/O error
     */
    public static List<Path> run(Path results, Path readme) throws ReportException {
        return run(results, java.util.Optional.of(readme));
    }

    /**
     * Generates all outputs, then writes them; without a README only the summaries.
     *
     * @param results the results directory
     * @param readme  the README to update, if any
     * @return the files written
     * @throws ReportException on bad input or an I/O error
     */
    public static List<Path> run(Path results, java.util.Optional<Path> readme) throws ReportException {
        Outputs outputs = generate(results, readme.orElse(null));
        if (readme.isEmpty()) {
            outputs.text().keySet().removeIf(p -> p.getFileName().toString().equals("README.md"));
        }
        List<Path> written = new ArrayList<>();
        for (Map.Entry<Path, byte[]> out : outputs.binary().entrySet()) {
            write(out.getKey(), out.getValue());
            written.add(out.getKey());
        }
        for (Map.Entry<Path, String> out : outputs.text().entrySet()) {
            write(out.getKey(), out.getValue().getBytes(StandardCharsets.UTF_8));
            written.add(out.getKey());
        }
        return written;
    }

    /**
     * Computes every output without writing anything.
     *
     * @param results the results directory
     * @param readme  the README whose generated sections are refreshed
     * @return the outputs, in write order
     * @throws ReportException on bad input
     */
    public static Outputs generate(Path results, Path readme) throws ReportException {
        List<ResultSet> strings = ResultSet.loadAll(results, Suite.STRINGS);
        if (strings.isEmpty()) {
            throw new ReportException("no " + Suite.STRINGS.stem() + "-jdk<N>.json in " + results
                    + ": run mvn -Pjmh first");
        }
        List<ResultSet> sweep = ResultSet.loadAll(results, Suite.SWEEP);
        Map<Path, String> text = new LinkedHashMap<>();
        Map<Path, byte[]> binary = new LinkedHashMap<>();

        String stringsMd = StringsReport.markdown(strings);
        putSummary(text, results, Suite.STRINGS, strings, stringsMd);
        Map<Path, byte[]> stringsCharts = Charts.strings(results, strings);
        binary.putAll(stringsCharts);

        String sweepMd = noResultsYet(Suite.SWEEP);
        Map<Path, byte[]> sweepCharts = Map.of();
        if (!sweep.isEmpty()) {
            sweepMd = SweepReport.markdown(sweep);
            putSummary(text, results, Suite.SWEEP, sweep, sweepMd);
            sweepCharts = Charts.sweep(results, sweep);
            binary.putAll(sweepCharts);
        }

        List<ResultSet> overhead = ResultSet.loadAll(results, Suite.OVERHEAD);
        String overheadMd = noResultsYet(Suite.OVERHEAD);
        String targetsMd = noResultsYet(Suite.OVERHEAD);
        if (!overhead.isEmpty()) {
            overheadMd = OverheadReport.markdown(overhead);
            targetsMd = OverheadReport.targets(overhead, strings);
            putSummary(text, results, Suite.OVERHEAD, overhead, overheadMd + "\n## Targets\n\n" + targetsMd);
        }

        if (readme == null) {
            return new Outputs(text, binary);
        }
        Path readmeDir = readme.toAbsolutePath().getParent();
        String sweepLinks = imageLinks(readmeDir, sweepCharts.keySet());
        String readmeText = ReadmeSections.read(readme);
        readmeText = ReadmeSections.replace(readmeText, "strings", stringsMd);
        readmeText = ReadmeSections.replace(readmeText, "charts", imageLinks(readmeDir, stringsCharts.keySet()));
        readmeText = ReadmeSections.replace(readmeText, "history", HistoryReport.markdown(strings));
        readmeText = ReadmeSections.replace(readmeText, "sweep",
                sweepLinks.isEmpty() ? sweepMd : sweepMd + "\n" + sweepLinks);
        readmeText = ReadmeSections.replace(readmeText, "overhead", overheadMd);
        readmeText = ReadmeSections.replace(readmeText, "targets", targetsMd);
        text.put(readme, readmeText);
        return new Outputs(text, binary);
    }

    /** Adds {@code results/<suite>.md} (the Markdown under a header) and {@code results/<suite>.csv}. */
    private static void putSummary(Map<Path, String> text, Path results, Suite suite, List<ResultSet> sets,
                                   String markdown) throws ReportException {
        text.put(results.resolve(suite.stem() + ".md"), "# " + suite.benchmarkClass().getSimpleName()
                + " results\n\n<!-- generated by mvn -Preport from " + suite.stem() + "-jdk*.json; do not edit -->\n\n"
                + markdown);
        text.put(results.resolve(suite.stem() + ".csv"), CsvExport.csv(sets));
    }

    /** The README text of a suite that has no result file yet. */
    private static String noResultsYet(Suite suite) {
        return "_No results yet: run `mvn -Pjmh -Djmh.args=" + suite.benchmarkClass().getSimpleName() + "`._\n";
    }

    /** One Markdown image line per chart, with paths relative to the README's folder. */
    private static String imageLinks(Path readmeDir, Iterable<Path> charts) {
        StringBuilder md = new StringBuilder();
        for (Path png : charts) {
            md.append("![").append(png.getFileName()).append("](")
                    .append(readmeDir.relativize(png.toAbsolutePath()).toString().replace('\\', '/')).append(")\n");
        }
        return md.toString();
    }

    private static void write(Path file, byte[] content) throws ReportException {
        try {
            // A sibling temp file with default permissions (createTempFile would make it 0600).
            Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
            Files.write(tmp, content);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new ReportException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
