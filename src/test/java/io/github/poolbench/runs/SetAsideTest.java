package io.github.poolbench.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mvn -Psetaside}: a run set aside for its defect, or a clear refusal that changes nothing. */
class SetAsideTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return SetAside.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void setsARunAsideOnceAndRefusesWhatItCannotDo(@TempDir Path results) throws Exception {
        RunStore.register(results, new Manifest(Manifest.FORMAT, "r1", "2026-11-28T10:00:00Z", true, "abc", false,
                new Manifest.Machine("AMD EPYC", 2445.4, 2, "Linux", true), List.of("overhead"), List.of(), List.of(),
                3, 42, true, List.of(), Map.of(), List.of(), null));
        String dir = results.toString();

        assertThat(run("", "", dir)).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("poolbench set aside: give the run and its defect");
        assertThat(run("r1", "", dir)).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("name the defect in code or setup for which run r1");
        assertThat(run("r2", "a defect", dir)).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no run 'r2' is registered in");
        assertThat(RunStore.manifest(results, "r1").orElseThrow().setAside()).isNull();

        assertThat(run("r1", "the pool it measured was replaced (issue 77)", dir)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .startsWith("poolbench set aside: run r1 is set aside for: the pool it measured was replaced (issue 77)");
        assertThat(run("r1", "the pool it measured was replaced (issue 77)", dir)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("was set aside already");
        assertThat(run("r1", "something else", dir)).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("is set aside already");
        assertThat(Files.readString(results.resolve("runs/r1/manifest.json")))
                .contains("\"setAside\" : \"the pool it measured was replaced (issue 77)\"");
    }
}
