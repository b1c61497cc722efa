package io.github.poolbench.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Words;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The claim catalog: every claim the report checks, read from the shared file ({@value #RESOURCE} on the class path,
 * {@code src/jmh/resources}: the A/A, the README's answer and decision table) and each experiment's own
 * ({@value #EXPERIMENT_CLAIMS} beside its descriptor, {@link io.github.poolbench.runs.Experiment}). An entry gives the claim's id,
 * suite, statement, the article's figure it tests ({@code then}), its rule in words and its check:
 * the rows it compares, the side and the threshold (per JDK where it differs), the parameter it
 * ranges over, or a named rule of the suite's report for checks that are not a ratio against a
 * threshold. Thresholds are written once, in the entry; statements and rules quote them through
 * {@code {threshold}} and {@code {percent}}. The shared file's header documents the format.
 *
 * <p>Immutable and thread-safe once parsed.
 */
public final class ClaimCatalog {

    /** Where the catalog is on the class path. */
    public static final String RESOURCE = "/io/github/poolbench/claims/claims.yaml";

    /** An experiment's claims file, beside its descriptor ({@link io.github.poolbench.runs.Experiment}). */
    public static final String EXPERIMENT_CLAIMS = "claims.yaml";

    private static final Set<String> KINDS = Set.of("aa", "ratio", "shift", "lessAllocation", "lowerMetric", "named");

    private final String aaId;
    private final double aaMargin;
    private final String aaStatement;
    private final String aaRule;
    private final List<Entry> entries;

    private final Map<String, String> sources;

    private ClaimCatalog(String aaId, double aaMargin, String aaStatement, String aaRule, List<Entry> entries,
                         Map<String, String> sources) {
        this.aaId = aaId;
        this.aaMargin = aaMargin;
        this.aaStatement = aaStatement;
        this.aaRule = aaRule;
        this.entries = List.copyOf(entries);
        this.sources = Map.copyOf(sources);
    }

    /**
     * @param suite a suite's stem
     * @return the resource its claims are defined in, without the leading slash (e.g.
     *         {@code io/github/poolbench/strings/experiment/claims.yaml}); the shared catalog's for a suite no
     *         experiment's file names
     */
    public String source(String suite) {
        return sources.getOrDefault(suite, RESOURCE.substring(1));
    }

    /** The project's catalog, read once. */
    public static ClaimCatalog standard() {
        return Standard.CATALOG;
    }

    private static final class Standard {
        static final ClaimCatalog CATALOG = load();

        private static ClaimCatalog load() {
            Map<String, String> parts = new java.util.LinkedHashMap<>();
            for (io.github.poolbench.runs.Experiment e : io.github.poolbench.runs.Experiment.all()) {
                String resource = io.github.poolbench.runs.Experiment.descriptorPackage(e.getClass()).replace('.', '/')
                        + "/" + EXPERIMENT_CLAIMS;
                String text = read(e.getClass(), "/" + resource, false);
                if (text != null) {
                    parts.put(resource, text);
                }
            }
            return parse(read(ClaimCatalog.class, RESOURCE, true), parts);
        }

        private static String read(Class<?> owner, String resource, boolean required) {
            try (InputStream in = owner.getResourceAsStream(resource)) {
                if (in == null && required) {
                    throw new IllegalStateException("claim catalog " + resource + " is not on the class path");
                }
                return in == null ? null : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the claim catalog " + resource, e);
            }
        }
    }

    /**
     * Parses a catalog.
     *
     * @param yaml the catalog's text
     * @return the catalog
     * @throws IllegalArgumentException naming the entry and field, if the text is not YAML, a field is
     *         missing or malformed, a kind or side is unknown, or an id repeats within a suite
     */
    public static ClaimCatalog parse(String yaml) {
        return parse(yaml, Map.of());
    }

    /**
     * Parses the shared catalog and the experiments' claims files: each part's {@code claims} list follows the
     * shared file's, in the parts' order.
     *
     * @param yaml  the shared catalog's text ({@value #RESOURCE}: the A/A and the shared claims)
     * @param parts per resource path, an experiment's claims file (a mapping with one key, {@code claims})
     * @return the catalog, each suite's claims sourced from the part that defines them
     * @throws IllegalArgumentException as {@link #parse(String)}, naming the part where a part is at fault
     */
    public static ClaimCatalog parse(String yaml, Map<String, String> parts) {
        JsonNode root = tree(yaml, "claim catalog");
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("claim catalog: expected a mapping with 'aa' and 'claims'");
        }
        JsonNode aa = required(root, "aa", "catalog");
        String aaId = text(aa, "id", "aa");
        double margin = number(aa, "margin", "aa").doubleValue();
        if (!(margin > 0)) {
            throw new IllegalArgumentException("claim catalog, aa: margin must be positive: " + margin);
        }
        JsonNode shared = required(root, "claims", "catalog");
        if (!shared.isArray()) {
            throw new IllegalArgumentException("claim catalog: 'claims' must be a list");
        }
        Map<String, String> sources = new java.util.HashMap<>();
        List<JsonNode> listed = new ArrayList<>();
        shared.forEach(listed::add);
        for (Map.Entry<String, String> part : parts.entrySet()) {
            JsonNode claims = tree(part.getValue(), part.getKey()).path("claims");
            if (!claims.isArray()) {
                throw new IllegalArgumentException(part.getKey() + ": expected a mapping with the list 'claims'");
            }
            for (JsonNode c : claims) {
                listed.add(c);
                sources.putIfAbsent(c.path("suite").asText(), part.getKey());
            }
        }
        List<Change> aaHistory = history(aa, "aa");
        List<Entry> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (JsonNode node : listed) {
            Entry e = entry(node, aaId, aaHistory);
            if (!seen.add(e.suite() + "/" + e.id())) {
                throw new IllegalArgumentException("claim catalog: claim " + e.id() + " of suite " + e.suite()
                        + " is defined twice");
            }
            entries.add(e);
        }
        return new ClaimCatalog(aaId, margin, text(aa, "statement", "aa"), text(aa, "rule", "aa"), entries, sources);
    }

    private static JsonNode tree(String yaml, String where) {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(yaml);
        } catch (IOException e) {
            throw new IllegalArgumentException(where + ": not valid YAML: " + e.getMessage(), e);
        }
    }

    private static List<Change> history(JsonNode node, String where) {
        List<Change> history = new ArrayList<>();
        for (JsonNode h : node.path("history")) {
            history.add(new Change(text(h, "date", where + " history"), text(h, "change", where + " history")));
        }
        return history;
    }

    /** @param aaHistory the changes of the shared A/A wording, every A/A entry's history before its own */
    private static Entry entry(JsonNode node, String aaId, List<Change> aaHistory) {
        String id = text(node, "id", "a claim");
        String where = "claim " + id;
        String suite = text(node, "suite", where);
        where = "claim " + id + " (" + suite + ")";
        JsonNode check = required(node, "check", where);
        String kind = text(check, "kind", where);
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("claim catalog, " + where + ": unknown check kind '" + kind
                    + "' (one of " + new java.util.TreeSet<>(KINDS) + ")");
        }
        if (kind.equals("aa") != id.equals(aaId)) {
            throw new IllegalArgumentException("claim catalog, " + where + ": check kind 'aa' belongs to claim "
                    + aaId + " and to no other");
        }
        if ((kind.equals("aa") || kind.equals("named")) && check.has("under")) {
            throw new IllegalArgumentException("claim catalog, " + where + ": a check of kind '" + kind
                    + "' reads its own suite's rows: 'under' is for the other kinds");
        }
        List<Change> history = new ArrayList<>(kind.equals("aa") ? aaHistory : List.of());
        history.addAll(history(node, where));
        Map<String, List<String>> over = kind.equals("named") ? Map.of() : over(check, where);
        boolean judged = kind.equals("ratio") || kind.equals("shift");
        Check c = kind.equals("named") ? new Check(kind, null, null, over, null, null, "",
                text(check, "rule", where), check.path("args"), "")
                : new Check(kind, rows(check, "a", where, over), rows(check, "b", where, over), over,
                        judged ? side(check, where) : null,
                        judged ? Thresholds.of(required(check, "threshold", where), where) : null,
                        kind.equals("lowerMetric") ? text(check, "metric", where) : "", "", check.path("args"),
                        kind.equals("shift") || !kind.equals("aa") && check.has("under") ? under(check, suite, where)
                                : "");
        Words.Scale scale;
        try {
            scale = node.has("scale") ? Words.Scale.of(node.get("scale").asText())
                    : kind.equals("aa") || judged ? Words.Scale.TIME
                    : kind.equals("lowerMetric") ? Words.Scale.AMOUNT : null;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("claim catalog, " + where + ": " + e.getMessage(), e);
        }
        return new Entry(id, suite, kind.equals("aa") ? "" : text(node, "statement", where),
                node.path("then").asText(""), kind.equals("aa") ? text(node, "rows", where) : text(node, "rule", where),
                c, scale, node.path("short").asText(""), history);
    }

    private static Rows rows(JsonNode check, String field, String where, Map<String, List<String>> over) {
        JsonNode n = required(check, field, where);
        Map<String, String> params = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (!f.getValue().isValueNode()) {
                throw new IllegalArgumentException("claim catalog, " + where + ": " + field + "." + f.getKey()
                        + " must be a single value");
            }
            params.put(f.getKey(), f.getValue().asText());
        }
        String method = params.remove("method");
        if (over.containsKey("method") != (method == null)) {
            throw new IllegalArgumentException("claim catalog, " + where + ": " + field + " needs a method"
                    + (over.containsKey("method") ? " from over, not its own" : " (or over: {method: [...]})"));
        }
        if (method != null && method.isEmpty()) {
            throw new IllegalArgumentException("claim catalog, " + where + ": " + field + " needs a method");
        }
        return new Rows(method == null ? "" : method, params);
    }

    /** A shift's {@code under}: a JVM variant of the same experiment as the claim's suite, not that suite itself. */
    private static String under(JsonNode check, String suite, String where) {
        String under = text(check, "under", where);
        Optional<Suite> u = Suite.ofStem(under);
        Optional<Suite> own = Suite.ofStem(suite);
        if (u.isEmpty() || own.isEmpty() || u.get() == own.get()
                || !u.get().variantOf().or(() -> u).equals(own.get().variantOf().or(() -> own))) {
            throw new IllegalArgumentException("claim catalog, " + where + ": under must name another JVM variant of "
                    + suite + "'s experiment, not '" + under + "'");
        }
        return under;
    }

    private static Map<String, List<String>> over(JsonNode check, String where) {
        JsonNode n = check.path("over");
        if (n.isMissingNode()) {
            return Map.of();
        }
        if (n.size() != 1 || !n.elements().next().isArray() || n.elements().next().isEmpty()) {
            throw new IllegalArgumentException("claim catalog, " + where
                    + ": over must name one parameter and a non-empty list of its values");
        }
        Map.Entry<String, JsonNode> f = n.fields().next();
        List<String> values = new ArrayList<>();
        f.getValue().forEach(v -> values.add(v.asText()));
        return Map.of(f.getKey(), List.copyOf(values));
    }

    private static Side side(JsonNode check, String where) {
        String s = text(check, "side", where);
        for (Side side : Side.values()) {
            if (side.text().equals(s)) {
                return side;
            }
        }
        throw new IllegalArgumentException("claim catalog, " + where + ": unknown side '" + s
                + "' (below, above or within)");
    }

    private static JsonNode required(JsonNode node, String field, String where) {
        JsonNode n = node.get(field);
        if (n == null || n.isNull()) {
            throw new IllegalArgumentException("claim catalog, " + where + ": missing '" + field + "'");
        }
        return n;
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode n = required(node, field, where);
        if (!n.isTextual() || n.asText().isBlank()) {
            throw new IllegalArgumentException("claim catalog, " + where + ": '" + field + "' must be text");
        }
        return n.asText();
    }

    private static BigDecimal number(JsonNode node, String field, String where) {
        JsonNode n = required(node, field, where);
        if (!n.isNumber()) {
            throw new IllegalArgumentException("claim catalog, " + where + ": '" + field + "' must be a number");
        }
        return n.decimalValue();
    }

    /** The A/A control's id in every suite, as the catalog names it. */
    public String aaId() {
        return aaId;
    }

    /** The A/A control's margin: the same code measured twice differs by less than this (0.05). */
    public double aaMargin() {
        return aaMargin;
    }

    /** {@link #aaMargin()} in whole percent, as messages print it (5). */
    public long aaMarginPercent() {
        return Math.round(aaMargin * 100);
    }

    /**
     * Whether a suite's A/A claim reads the A/A pair of this base row: the row is the claim's
     * reference row, at one of the values it ranges over. Other A/A pairs of a suite are the same
     * control beside other rows, kept for the pages. A JVM variant without an A/A claim of its own
     * reads the pairs of its siblings' (the same rows under another configuration).
     *
     * @param suite  the row's suite
     * @param method the base row's benchmark method, e.g. {@code sizedBuilder}
     * @param params the base row's parameters as JMH writes them
     * @return whether the suite's A/A claim reads it; false if the suite has none
     */
    public boolean aaReads(Suite suite, String method, Map<String, String> params) {
        List<Entry> own = entries(suite).stream().filter(e -> e.check().kind().equals("aa")).toList();
        List<Entry> aa = !own.isEmpty() || suite.variantOf().isEmpty() ? own : entries.stream()
                .filter(e -> e.check().kind().equals("aa"))
                .filter(e -> Suite.ofStem(e.suite()).flatMap(Suite::variantOf).equals(suite.variantOf())).toList();
        return aa.stream().anyMatch(e -> {
            Rows b = e.check().b();
            boolean fixed = b.method().equals(method)
                    && b.params().entrySet().stream().allMatch(p -> p.getValue().equals(params.get(p.getKey())));
            return fixed && e.check().over().entrySet().stream().allMatch(o -> o.getValue().contains(params.get(o.getKey())));
        });
    }

    /**
     * The id of the claim of a suite that reads a secondary metric or applies a named rule, so
     * that prose about that figure names the claim without writing its id.
     *
     * @param suite        the suite
     * @param metricOrRule a {@code lowerMetric} claim's metric or a {@code named} claim's rule
     * @return its id
     * @throws IllegalArgumentException if no claim of the suite reads it
     */
    public String idReading(Suite suite, String metricOrRule) {
        return entries(suite).stream().filter(e -> metricOrRule.equals(e.check().metric())
                        || metricOrRule.equals(e.check().rule())).map(Entry::id).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no claim of " + suite + " reads " + metricOrRule));
    }

    /** Every entry, in catalog order. */
    public List<Entry> entries() {
        return entries;
    }

    /** The entries of one suite, in catalog order (the order of its tables and of {@code claims.csv}). */
    public List<Entry> entries(Suite suite) {
        return entries.stream().filter(e -> e.suite().equals(suite.stem())).toList();
    }

    /** The entry's statement as a reader sees it: placeholders replaced. */
    public String statement(Entry e) {
        return e.check().kind().equals("aa") ? fill(aaStatement, aaMargin) : fill(e.statement(), e);
    }

    /** The entry's rule in words: placeholders replaced. */
    public String rule(Entry e) {
        return e.check().kind().equals("aa") ? fill(aaRule.replace("{rows}", e.rule()), aaMargin) : fill(e.rule(), e);
    }

    private static String fill(String text, Entry e) {
        Thresholds t = e.check().threshold();
        if (e.check().args() != null) {
            for (var arg : e.check().args().properties()) {
                text = text.replace("{args." + arg.getKey() + "}", arg.getValue().asText());
            }
        }
        if (t == null) {
            return text;
        }
        return text.replace("{threshold}", t.text()).replace("{percent}", t.percentText(e.check().side()));
    }

    private static String fill(String text, double margin) {
        return text.replace("{percent}", percent(BigDecimal.valueOf(margin).multiply(BigDecimal.valueOf(100))));
    }

    private static String percent(BigDecimal p) {
        return p.stripTrailingZeros().toPlainString() + "%";
    }

    /**
     * One claim as the catalog defines it.
     *
     * @param id        a letter (the experiment) and a number; unique within its suite
     * @param suite     the suite's stem, e.g. {@code strings}
     * @param statement the claim with its direction explicit, placeholders unreplaced; empty for the A/A, whose
     *                  statement is the catalog's {@code aa} one
     * @param then      the article's figure the claim tests, or empty for poolbench's own
     * @param rule      the test in words, placeholders unreplaced (for the A/A: the rows it reads)
     * @param check     the test
     * @param scale     what its ratio measures, so that an effect reads in words; null for a claim without one
     * @param shortLabel the statement in a few words, for a chart's key (e.g. {@code our pool vs sized, 32
     *                  chars}); empty where the catalog gives none
     * @param history   every change of threshold or wording, oldest first
     */
    public record Entry(String id, String suite, String statement, String then, String rule, Check check,
                        Words.Scale scale, String shortLabel, List<Change> history) {
    }

    /**
     * How an entry is decided.
     *
     * @param kind      {@code aa}, {@code ratio}, {@code shift}, {@code lessAllocation}, {@code lowerMetric} or
     *                  {@code named}
     * @param a         the contender rows; null for a named rule
     * @param b         the reference rows; null for a named rule
     * @param over      the parameter the claim ranges over and its values (at most one), or empty
     * @param side      where a ratio's interval must lie; null unless {@code ratio} or {@code shift}
     * @param threshold the ratio's threshold or margin; null unless {@code ratio} or {@code shift}
     * @param metric    the secondary metric of {@code lowerMetric}, else empty
     * @param rule      the named rule's name, else empty
     * @param args      the named rule's arguments (a missing node when none)
     * @param under     for a {@code shift}, the stem of the JVM variant whose a / b is compared with the claim's
     *                  suite's (e.g. {@code strings-zgc} against {@code strings-g1}); for another comparison, the
     *                  variant whose files its rows are read from, or empty for the claim's suite's own
     */
    public record Check(String kind, Rows a, Rows b, Map<String, List<String>> over, Side side, Thresholds threshold,
                        String metric, String rule, JsonNode args, String under) {
    }

    /**
     * Rows of one benchmark method: the parameters they fix; a parameter the claim ranges over
     * applies unless fixed here.
     *
     * @param method the benchmark method's simple name; empty when the claim ranges over methods ({@code over: {method: [...]}})
     * @param params parameter values as JMH writes them
     */
    public record Rows(String method, Map<String, String> params) {
    }

    /**
     * A threshold, or thresholds that differ by JDK: each applies from its JDK on.
     *
     * @param fromJdk threshold by the first JDK it applies to; one entry keyed 0 for all JDKs
     */
    public record Thresholds(TreeMap<Integer, BigDecimal> fromJdk) {

        static Thresholds of(JsonNode node, String where) {
            TreeMap<Integer, BigDecimal> map = new TreeMap<>();
            if (node.isNumber()) {
                map.put(0, node.decimalValue());
            } else if (node.isObject() && node.size() > 0) {
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> f = it.next();
                    if (!f.getKey().matches("\\d+") || !f.getValue().isNumber()) {
                        throw new IllegalArgumentException("claim catalog, " + where
                                + ": threshold must be a number or a map of JDK to number, not " + node);
                    }
                    map.put(Integer.parseInt(f.getKey()), f.getValue().decimalValue());
                }
            } else {
                throw new IllegalArgumentException("claim catalog, " + where
                        + ": threshold must be a number or a map of JDK to number, not " + node);
            }
            if (map.values().stream().anyMatch(v -> v.signum() <= 0)) {
                throw new IllegalArgumentException("claim catalog, " + where + ": thresholds must be positive: " + node);
            }
            return new Thresholds(map);
        }

        /**
         * @param jdk a JDK feature release, e.g. 17
         * @return the threshold that applies to it
         * @throws IllegalArgumentException if none does (the JDK is older than every key)
         */
        public double at(int jdk) {
            Map.Entry<Integer, BigDecimal> e = fromJdk.floorEntry(jdk);
            if (e == null) {
                throw new IllegalArgumentException("no threshold for JDK " + jdk + ": thresholds start at JDK "
                        + fromJdk.firstKey());
            }
            return e.getValue().doubleValue();
        }

        /** E.g. {@code 1.10}, or {@code 1.3 (JDK 17 to 24), 1.0 (JDK 25 on)}. */
        String text() {
            if (fromJdk.size() == 1 && fromJdk.firstKey() == 0) {
                return fromJdk.firstEntry().getValue().toPlainString();
            }
            List<String> parts = new ArrayList<>();
            for (Map.Entry<Integer, BigDecimal> e : fromJdk.entrySet()) {
                Integer next = fromJdk.higherKey(e.getKey());
                parts.add(e.getValue().toPlainString() + " (JDK " + e.getKey()
                        + (next == null ? " on)" : " to " + (next - 1) + ")"));
            }
            return String.join(", ", parts);
        }

        /** The distance from 1 in percent (for a margin: the margin), e.g. {@code 10%}. */
        String percentText(Side side) {
            List<String> parts = new ArrayList<>();
            for (BigDecimal v : fromJdk.values()) {
                BigDecimal p = (side == Side.WITHIN ? v : v.subtract(BigDecimal.ONE).abs()).multiply(BigDecimal.valueOf(100));
                parts.add(percent(p));
            }
            return String.join(" / ", parts);
        }
    }

    /**
     * A dated change of an entry's threshold or wording.
     *
     * @param date   ISO date, e.g. {@code 2026-11-28}
     * @param change what changed, and whether it was made after seeing data
     */
    public record Change(String date, String change) {
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "ClaimCatalog[%d claims]", entries.size());
    }
}
