package io.github.poolbench.report;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every claim judged once on one set of results: a claim's finding on one JDK is computed the first time a page, the
 * README, {@code claims.csv}, a forest plot or a precision table asks for it, and that same finding is what the others
 * read. One instance per {@link Results}; thread-safe.
 */
public final class Judged {

    private final Results results;
    private final Map<List<Object>, Finding> findings = new ConcurrentHashMap<>();

    /** @param results the results the claims are judged on */
    public Judged(Results results) {
        this.results = results;
    }

    /** @return the results the claims are judged on */
    public Results results() {
        return results;
    }

    /**
     * @param suite the stem of the suite the claim belongs to (an id such as the A/A's repeats across suites)
     * @param claim the claim
     * @param jdk   the JDK's feature release
     * @return the claim's finding on that JDK, judged on the first call and kept
     */
    public Finding of(String suite, Claim claim, int jdk) {
        return findings.computeIfAbsent(List.of(suite, claim.id(), jdk), k -> claim.check().check(results, jdk));
    }
}
