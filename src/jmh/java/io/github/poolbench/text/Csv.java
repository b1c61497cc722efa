package io.github.poolbench.text;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.util.List;
import java.util.Map;

/**
 * The project's CSV files as Jackson writes them: a header row, {@code \n} between rows, a field quoted only where it
 * needs it (by default Jackson quotes every string longer than 24 chars), numbers in full. Stateless.
 */
public final class Csv {

    private Csv() {
    }

    /**
     * @param columns the header, in order
     * @param rows    one map per row, column name to value (a missing column is empty)
     * @return CSV text with a header row
     * @throws JsonProcessingException if Jackson cannot write a value
     */
    public static String write(List<String> columns, List<? extends Map<String, ?>> rows)
            throws JsonProcessingException {
        CsvSchema.Builder schema = CsvSchema.builder();
        columns.forEach(schema::addColumn);
        return new CsvMapper().enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING)
                .writer(schema.build().withHeader().withLineSeparator("\n")).writeValueAsString(rows);
    }

    /** @return the number in full ({@link Double#toString}), empty for NaN */
    public static String plain(double value) {
        return Double.isNaN(value) ? "" : Double.toString(value);
    }
}
