package io.github.poolbench.text;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
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
        return mapper().writer(schema.build().withHeader().withLineSeparator("\n")).writeValueAsString(rows);
    }

    /**
     * @param type the rows' type: a record whose CSV columns are its Jackson properties, ordered by its
     *             {@link com.fasterxml.jackson.annotation.JsonPropertyOrder}
     * @param rows the rows, in order
     * @return CSV text with a header row (Jackson's schema of {@code type}); a double in full, empty where NaN
     * @throws JsonProcessingException if Jackson cannot write a value
     */
    public static <T> String write(Class<T> type, List<T> rows) throws JsonProcessingException {
        CsvMapper csv = mapper();
        csv.registerModule(new SimpleModule().addSerializer(Double.TYPE, NAN_EMPTY).addSerializer(Double.class,
                NAN_EMPTY));
        return csv.writer(csv.schemaFor(type).withHeader().withLineSeparator("\n")).writeValueAsString(rows);
    }

    /** @return a mapper that quotes a field only where it needs it */
    private static CsvMapper mapper() {
        CsvMapper csv = new CsvMapper();
        csv.enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING);
        return csv;
    }

    /** A double as {@link #plain} writes it. */
    private static final JsonSerializer<Double> NAN_EMPTY = new JsonSerializer<>() {
        @Override
        public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeString(plain(value));
        }
    };

    /** @return the number in full ({@link Double#toString}), empty for NaN */
    public static String plain(double value) {
        return Double.isNaN(value) ? "" : Double.toString(value);
    }
}
