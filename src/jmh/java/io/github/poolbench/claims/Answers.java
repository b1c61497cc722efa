package io.github.poolbench.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.github.poolbench.stats.Side;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The README's answer and decision table as the claim catalog ({@value ClaimCatalog#RESOURCE})
 * defines them: per kind of object a sentence, a Mustache template over the claims' results, and
 * per kind of object and regime the claim that decides whether to pool it. Immutable.
 *
 * @param sentences the answer's sentences, in order
 * @param decisions the decision table's rows, in order
 * @param reuse     the note under the README's example of the pool: where it pays, where not
 */
public record Answers(List<Sentence> sentences, List<Decision> decisions, Sentence reuse) {

    /**
     * One sentence of the answer.
     *
     * @param kind the kind of object it answers for, e.g. {@code short strings}
     * @param text its Mustache template: {@code {{<id>.byJdk}}} for a claim's effects, {@code {{<id>.advice}}}
     *             for what its decision row advises per JDK, and the sections {@code holdsEverywhere},
     *             {@code failsEverywhere}, {@code mixed} of each claim
     */
    public record Sentence(String kind, String text) {
    }

    /**
     * One row of the decision table: a question whose claim's ratio decides, under a margin, whether to pool.
     *
     * @param object   what one would pool and in which regime, e.g. {@code StringBuilder, 32 chars}
     * @param claim    the claim whose ratio (its rows a / b) answers it
     * @param pool     the advice where the pool wins by more than the margin, e.g. {@code pool}
     * @param dont     the default, advised everywhere else, e.g. {@code don't pool}
     * @param instead  what to do instead of pooling
     * @param margin   the smallest gain that pays for a pool, as a fraction of the default's time or rate, in (0, 1)
     * @param poolSide where the claim's ratio lies when the pool wins: {@link Side#BELOW} (a time, the pool's
     *                 over the default's) or {@link Side#ABOVE} (a rate)
     * @param op       what one operation of the claim's rows is, e.g. {@code a build}, for its time per operation
     * @param versus   what the claim's ratio compares where it is not the pool against not pooling, e.g. {@code ours
     *                 against the fastest other pool}; empty for that default
     */
    public record Decision(String object, String claim, String pool, String dont, String instead, double margin,
                           Side poolSide, String op, String versus) {

        /** @return the object as the decision table names it: with what its figures compare, where not the default */
        public String label() {
            return versus.isEmpty() ? object : object + " (" + versus + ")";
        }
    }

    private static final Pattern REFERENCE = Pattern.compile("\\{\\{[#^/]?([A-Z]+[0-9]+)\\.");

    /** A claim's advice in a template: it reads the claim's row of the decision table. */
    private static final Pattern ADVICE = Pattern.compile("\\{\\{([A-Z]+[0-9]+)\\.advice}}");

    /** @return the ids a sentence's template reads, in order of first use */
    public static List<String> claimsOf(Sentence s) {
        List<String> ids = new ArrayList<>();
        Matcher m = REFERENCE.matcher(s.text());
        while (m.find()) {
            if (!ids.contains(m.group(1))) {
                ids.add(m.group(1));
            }
        }
        return ids;
    }

    /** The project's answer, read from the catalog's file. */
    public static Answers standard() {
        try (InputStream in = Answers.class.getResourceAsStream(ClaimCatalog.RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("claim catalog " + ClaimCatalog.RESOURCE + " is not on the class path");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), ClaimCatalog.standard());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the claim catalog " + ClaimCatalog.RESOURCE, e);
        }
    }

    /**
     * @param yaml    the catalog's text
     * @param catalog its claims, which every sentence and row must name only
     * @return the answer and the decision table
     * @throws IllegalArgumentException naming the sentence or row, if a field is missing or names
     *         a claim the catalog does not have
     */
    public static Answers parse(String yaml, ClaimCatalog catalog) {
        JsonNode root;
        try {
            root = new ObjectMapper(new YAMLFactory()).readTree(yaml);
        } catch (IOException e) {
            throw new IllegalArgumentException("claim catalog: not valid YAML: " + e.getMessage(), e);
        }
        Set<String> ids = catalog.entries().stream().map(ClaimCatalog.Entry::id).collect(Collectors.toSet());
        List<Sentence> sentences = new ArrayList<>();
        for (JsonNode n : root.path("answer")) {
            Sentence s = new Sentence(text(n, "kind", "an answer"), text(n, "text", "answer " + n.path("kind")));
            claimsOf(s).stream().filter(id -> !ids.contains(id)).findFirst().ifPresent(id -> {
                throw new IllegalArgumentException("claim catalog, answer '" + s.kind() + "': no claim " + id);
            });
            sentences.add(s);
        }
        List<Decision> decisions = new ArrayList<>();
        for (JsonNode n : root.path("decisions")) {
            String where = "decision " + n.path("object");
            Decision d = new Decision(text(n, "object", where), text(n, "claim", where), text(n, "pool", where),
                    text(n, "dont", where), text(n, "instead", where), margin(n, where), poolSide(n, where),
                    n.hasNonNull("op") ? text(n, "op", where) : "an operation",
                    n.hasNonNull("versus") ? text(n, "versus", where) : "");
            if (!ids.contains(d.claim())) {
                throw new IllegalArgumentException("claim catalog, " + where + ": no claim " + d.claim());
            }
            decisions.add(d);
        }
        Sentence reuse = new Sentence("reuse", text(root, "reuse", "the catalog"));
        claimsOf(reuse).stream().filter(id -> !ids.contains(id)).findFirst().ifPresent(id -> {
            throw new IllegalArgumentException("claim catalog, reuse: no claim " + id);
        });
        Set<String> decided = decisions.stream().map(Decision::claim).collect(Collectors.toSet());
        for (Sentence s : sentences) {
            Matcher m = ADVICE.matcher(s.text());
            while (m.find()) {
                if (!decided.contains(m.group(1))) {
                    throw new IllegalArgumentException("claim catalog, answer '" + s.kind() + "': " + m.group()
                            + " needs a decision row for " + m.group(1));
                }
            }
        }
        return new Answers(List.copyOf(sentences), List.copyOf(decisions), reuse);
    }

    private static double margin(JsonNode node, String where) {
        JsonNode n = node.get("margin");
        if (n == null || !n.isNumber() || !(n.asDouble() > 0) || !(n.asDouble() < 1)) {
            throw new IllegalArgumentException("claim catalog, " + where + ": 'margin' must be a number in (0, 1), was "
                    + n);
        }
        return n.asDouble();
    }

    private static Side poolSide(JsonNode node, String where) {
        String side = text(node, "poolSide", where);
        for (Side s : new Side[] {Side.BELOW, Side.ABOVE}) {
            if (s.text().equals(side)) {
                return s;
            }
        }
        throw new IllegalArgumentException("claim catalog, " + where + ": 'poolSide' must be below or above, was '"
                + side + "'");
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode n = node.get(field);
        if (n == null || !n.isTextual() || n.asText().isBlank()) {
            throw new IllegalArgumentException("claim catalog, " + where + ": '" + field + "' must be text");
        }
        return n.asText();
    }
}
