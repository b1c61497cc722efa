package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Manifest;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.SetAside;
import io.github.poolbench.runs.Suite;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run store's page: every run with what the pages do with it, and the runs still to account for. */
class RunsPageTest {

    @TempDir
    Path results;

    private static Manifest plan(String runId, boolean preRegistered) {
        return plan(runId, preRegistered, "2026-11-30T10:00:00Z", "sha256:1");
    }

    private static Manifest plan(String runId, boolean preRegistered, String written, String code) {
        return new Manifest(Manifest.FORMAT, runId, written, preRegistered, "abc", false,
                new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux", true, "family 26 model 2 stepping 1"),
                List.of("strings"), List.of(new Manifest.Jvm(17, "17.0.15", "Debian", "vm"),
                new Manifest.Jvm(25, "25.0.3", "Eclipse Adoptium", "vm")),
                List.of("strings jdk17 sizedBuilder avgt length=32", "strings jdk25 sizedBuilder avgt length=32"), 7,
                42, true, List.of(), Map.of("io.github.poolbench.strings", code), List.of(), null);
    }

    private static ClaimResult row(String runId, String scope) {
        return new ClaimResult("strings", "S1", 17, "holds", 0.9, 0.8, 1.0, 1.0, "below", "paired t", 7, runId,
                "AMD EPYC", scope, Double.NaN, Double.NaN);
    }

    private void store(String runId, boolean preRegistered, String completed) throws Exception {
        RunStore.register(results, plan(runId, preRegistered));
        if (completed != null) {
            RunStore.complete(results, runId, new RunStore.Outcome(completed, List.of("strings-jdk17.json")));
        }
    }

    @Test
    void everyRunIsListedWithItsUseAndACompletedRunNeitherReadNorSetAsideIsCounted() throws Exception {
        store("r1-published", true, "2026-11-30T11:04:00Z");
        store("r2-machine", true, "2026-11-30T12:00:00Z");
        store("r3-aside", false, "2026-11-30T12:00:00Z");
        SetAside.setAside(results, "r3-aside", "every fork ran with a CompileCommand pin");
        store("r4-stopped", true, null);
        store("r5-unread", true, "2026-11-30T12:00:00Z");
        Results none = new Results(results, Map.of());
        List<ClaimResult> rows = List.of(row("r1-published", ClaimResult.PUBLISHED),
                row("r2-machine", ClaimResult.MACHINE),
                row("r1-published r2-machine r5-unread", ClaimResult.ACROSS)); // an across row reads no run by itself

        assertThat(RunsPage.entries(none, rows)).extracting(e -> e.manifest().runId() + " " + e.use())
                .containsExactly("r1-published PUBLISHED", "r2-machine BESIDE", "r3-aside SET_ASIDE",
                        "r4-stopped NOT_COMPLETED", "r5-unread NOT_READ");
        assertThat(RunsPage.entries(none, rows).get(4).detail()).isEqualTo("strings: no published results");

        String page = RunsPage.page(none, rows).orElseThrow();
        assertThat(page).contains("**5 runs**: 1 published, 1 read beside them, 0 superseded, 1 set aside, 1 not completed"
                        + " (running or stopped), 1 completed and not read.")
                .contains("has still to account for")
                .contains("| `r1-published` | AMD EPYC at 2596 MHz, 2 cores, family 26 model 2 stepping 1 | strings | 7 | 14"
                        + " | 17, 25 | before its first fork | 64 min | **published**: the published run on"
                        + " [strings](strings.md) |")
                .contains("| `r2-machine` |", "| read: another run's column on [strings](strings.md) |")
                .contains("| reconstructed after it ran | – | **set aside**: every fork ran with a CompileCommand pin |")
                .contains("| – | not completed: no outcome: running, or stopped before its last fork |")
                .contains("| **not read**: strings: no published results |");

        SetAside.setAside(results, "r5-unread", "its plan was reconstructed after it ran");
        assertThat(RunsPage.page(none, rows).orElseThrow()).contains("0 completed and not read.")
                .contains("Every completed run is read, superseded or set aside.")
                .doesNotContain("has still to account for");
    }

    @Test
    void aRunOfCodeThatChangedBeforeTheSuitesPublishedRunIsSupersededNotUnread() throws Exception {
        RunStore.register(results, plan("r1-old", true, "2026-11-29T10:00:00Z", "sha256:old"));
        RunStore.register(results, plan("r2-new", true, "2026-11-30T10:00:00Z", "sha256:new"));
        RunStore.register(results, plan("r3-later", true, "2026-12-01T10:00:00Z", "sha256:other"));
        for (String run : List.of("r1-old", "r2-new", "r3-later")) {
            RunStore.complete(results, run, new RunStore.Outcome("2026-12-01T12:00:00Z", List.of("strings-jdk17.json")));
        }
        Environment env = new Environment("r2-new", "strings", new JvmInfo("java", 17, "17", "vendor", "vm"), "cpu",
                1000, 2, "os", "2026-11-30T10:00:00Z", "abc", false, List.of(), List.of(), 7, 1, List.of(), List.of());
        ResultSet set = new ResultSet(Suite.of("strings"), results.resolve("strings-jdk17.json"), 17, "17", "vm", "17", "1.37",
                List.of(), 1, "3 x 1 s", "5 x 1 s", List.of(), Optional.of(env));
        Map<Suite, List<ResultSet>> sets = new java.util.LinkedHashMap<>();
        for (Suite s : Suite.values()) {
            sets.put(s, s == Suite.of("strings") ? List.of(set) : List.of());
        }
        List<RunsPage.Entry> entries = RunsPage.entries(new Results(results, sets),
                List.of(row("r2-new", ClaimResult.PUBLISHED)));

        assertThat(entries).extracting(e -> e.manifest().runId() + " " + e.use())
                .containsExactly("r1-old SUPERSEDED", "r2-new PUBLISHED", "r3-later NOT_READ");
        assertThat(entries.get(0).detail()).isEqualTo("strings: the measured code differs (io.github.poolbench.strings)"
                + " from the published run `r2-new`, registered after it");
        assertThat(entries.get(2).detail()).as("a later run of other code is not superseded: the campaign accounts for it")
                .isEqualTo("strings: the measured code differs (io.github.poolbench.strings)");
        assertThat(RunsPage.page(new Results(results, sets), List.of(row("r2-new", ClaimResult.PUBLISHED))).orElseThrow())
                .contains("1 published, 0 read beside them, 1 superseded, 0 set aside")
                .contains("| superseded: strings: the measured code differs");
    }

    @Test
    void noStoreNoPage() {
        assertThat(RunsPage.page(new Results(results, Map.of()), List.of())).isEmpty();
        assertThat(Files.exists(results.resolve("runs"))).isFalse();
    }
}
