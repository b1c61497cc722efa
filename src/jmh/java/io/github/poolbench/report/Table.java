package io.github.poolbench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One Markdown table in GitHub's pipe syntax: a header row, each column's alignment, then rows of
 * cells, one line each ({@code | a | b |}; an empty cell {@code | |}). The report's one table renderer: pages and templates
 * take its {@link #markdown()}. Cells are Markdown as given (nothing escaped). Not thread-safe: built
 * and rendered on one thread.
 */
public final class Table {

    private final List<String> header;
    private final String align;
    private final List<List<String>> rows = new ArrayList<>();

    /**
     * @param align  one character per column: {@code l} for a left-aligned column (text), {@code r}
     *               for a right-aligned one (numbers)
     * @param header the columns' headings, as Markdown
     * @throws IllegalArgumentException if there is no heading, or {@code align} does not give one
     *                                  {@code l} or {@code r} per heading
     */
    public Table(String align, List<String> header) {
        if (header.isEmpty() || align.length() != header.size() || !align.matches("[lr]+")) {
            throw new IllegalArgumentException("a table needs one alignment (l or r) per heading; got '" + align
                    + "' for " + header.size() + " headings " + header);
        }
        this.header = List.copyOf(header);
        this.align = align;
    }

    /**
     * @param align  as {@link #Table(String, List)}
     * @param header the headings
     * @return an empty table with those columns
     * @throws IllegalArgumentException as {@link #Table(String, List)}
     */
    public static Table of(String align, String... header) {
        return new Table(align, Arrays.asList(header));
    }

    /**
     * Adds a row.
     *
     * @param cells one per column, each shown as {@link String#valueOf(Object)} gives it
     * @return this table
     * @throws IllegalArgumentException if the number of cells is not the number of columns
     */
    public Table row(Object... cells) {
        return row(Arrays.asList(cells));
    }

    /**
     * Adds a row.
     *
     * @param cells one per column, each shown as {@link String#valueOf(Object)} gives it
     * @return this table
     * @throws IllegalArgumentException if the number of cells is not the number of columns
     */
    public Table row(List<?> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("a row of " + cells.size() + " cells in a table of " + header.size()
                    + " columns " + header + ": " + cells);
        }
        rows.add(cells.stream().map(String::valueOf).toList());
        return this;
    }

    /** @return whether no row has been added */
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /**
     * @return the header line, the alignment line ({@code ---} left, {@code ---:} right) and one line
     *         per row, each ending with a newline
     */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        line(md, header);
        md.append('|');
        for (char a : align.toCharArray()) {
            md.append(a == 'r' ? "---:|" : "---|");
        }
        md.append('\n');
        rows.forEach(r -> line(md, r));
        return md.toString();
    }

    private static void line(StringBuilder md, List<String> cells) {
        md.append('|');
        cells.forEach(c -> md.append(c.isEmpty() ? " |" : " " + c + " |"));
        md.append('\n');
    }

    @Override
    public String toString() {
        return markdown();
    }
}
