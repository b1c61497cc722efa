package io.github.poolbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Reading a named rule's arguments from its catalog entry ({@code args}): lists of whole numbers,
 * numbers and words. A missing field reads as an empty list. Stateless.
 */
public final class RuleArgs {

    private RuleArgs() {
    }

    /** @return the field's values as whole numbers, e.g. {@code lengths: [256, 4096]} */
    public static List<Integer> ints(JsonNode args, String field) {
        List<Integer> values = new ArrayList<>();
        args.path(field).forEach(v -> values.add(v.asInt()));
        return List.copyOf(values);
    }

    /** @return the field's values as numbers, e.g. {@code percentiles: [50.0, 99.9]} */
    public static List<Double> doubles(JsonNode args, String field) {
        List<Double> values = new ArrayList<>();
        args.path(field).forEach(v -> values.add(v.asDouble()));
        return List.copyOf(values);
    }

    /** @return the field's values as words, e.g. {@code pools: [commonsStack]} */
    public static List<String> texts(JsonNode args, String field) {
        List<String> values = new ArrayList<>();
        args.path(field).forEach(v -> values.add(v.asText()));
        return List.copyOf(values);
    }

    /**
     * @return the field's number, e.g. {@code limit: 1.25}
     * @throws IllegalArgumentException if the field is missing or not a number: a threshold lives in the catalog
     */
    public static double number(JsonNode args, String field) {
        JsonNode v = args.path(field);
        if (!v.isNumber()) {
            throw new IllegalArgumentException("the rule's args need a number '" + field + "', got " + args);
        }
        return v.asDouble();
    }
}
