package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class MavenPropertiesTest {

    @Test
    void aMisspeltPoolbenchPropertyIsFoundAndKnownOnesAreNot() {
        assertThat(MavenProperties.unknown("-B -Pjmh -Dpoolbench.round=20 -Dpoolbench.jdks=17,25 "
                + "-Djmh.args=PoolSizeSweep.sizedBuilder -p length=64")).containsExactly("poolbench.round");
        assertThat(MavenProperties.unknown("-D poolbench.sedd=1 -Dpoolbench.seed=1 -D poolbench.rounds=3"))
                .containsExactly("poolbench.sedd");
        assertThat(MavenProperties.unknown("-Dpoolbench.suits=sweep -Dpoolbench.suits=all -Dpoolbench.resum"))
                .containsExactly("poolbench.suits", "poolbench.resum");
        // the JDK cache moves with $XDG_CACHE_HOME only: a -D property would not reach -Pjmh or -Pjdk21
        assertThat(MavenProperties.unknown("-Pjdk21 -Dpoolbench.jdkCache=/tmp/jdks"))
                .containsExactly("poolbench.jdkCache");
    }

    @Test
    void otherPropertiesAndAnEmptyCommandLinePass() {
        assertThat(MavenProperties.unknown(null)).isEmpty();
        assertThat(MavenProperties.unknown("  ")).isEmpty();
        assertThat(MavenProperties.unknown("-Pjmh -DskipTests -Dpoolbenchy=1 -Dmaven.repo.local=/tmp/r -D"))
                .isEmpty();
        assertThat(MavenProperties.unknown("-Dpoolbench.suites -Dpoolbench.replaceResults=true")).isEmpty();
    }

    @Test
    void theMessageNamesTheUnknownAndEveryKnownProperty() {
        assertThat(MavenProperties.message(List.of("poolbench.round")))
                .startsWith("unknown property -Dpoolbench.round on the Maven command line; poolbench knows ")
                .contains("poolbench.rounds", "poolbench.suites", "poolbench.stress.ops")
                .endsWith("; nothing was run");
        assertThat(MavenProperties.message(List.of("poolbench.a", "poolbench.b")))
                .startsWith("unknown properties -Dpoolbench.a, -Dpoolbench.b on the Maven command line");
    }

    @Test
    void aPropertyAnotherGoalReadsIsNamedWithItsReader() {
        assertThat(MavenProperties.readElsewhere("-Pjmh -Dpoolbench.before=other.csv -Dpoolbench.rounds=3"
                + " -D poolbench.stress.ops=10 -Dpoolbench.round=2 -Dpoolbench.before=x", MavenProperties.JMH))
                .containsExactly("poolbench.before", "poolbench.stress.ops");
        assertThat(MavenProperties.readElsewhere("-Pjdk21 -Dpoolbench.pip=pip3 -Dpoolbench.jdks=17,21",
                MavenProperties.JDK21)).containsExactly("poolbench.jdks");
        assertThat(MavenProperties.readElsewhere("-Pjmh -Dpoolbench.suites=all -Dpoolbench.seed=7", MavenProperties.JMH))
                .isEmpty();
        assertThat(MavenProperties.readElsewhere(null, MavenProperties.JMH)).isEmpty();
        // the runner's and the installer's own properties are exactly the pom's that they pass on
        assertThat(MavenProperties.READER).containsEntry("pip", MavenProperties.JDK21).containsEntry("before",
                "mvn -Pcompare");
    }

    /** What READER says the runner, the installer and the claims diff read is what the pom passes them. */
    @Test
    void theReadersAreThePomsCommandLines() throws IOException {
        List<String> pom = Files.readAllLines(Path.of("pom.xml"));
        for (var main : java.util.Map.of(MavenProperties.JMH, "poolbench.PoolBench ", MavenProperties.JDK21,
                "runner.JdkInstaller", "mvn -Pcompare", "report.ClaimsDiff").entrySet()) {
            String line = pom.stream().filter(l -> l.contains("<commandlineArgs>") && l.contains(main.getValue()))
                    .findFirst().orElseThrow();
            // the runner and the installer get -Dpoolbench.x=${poolbench.x}, the claims diff "${poolbench.before}"
            Set<String> passed = names(line, Pattern.compile("\\$\\{poolbench\\.([\\w.]+)}"));
            Set<String> read = new TreeSet<>();
            MavenProperties.READER.forEach((name, reader) -> {
                if (reader.equals(main.getKey())) {
                    read.add(name);
                }
            });
            assertThat(passed).as(main.getKey()).isEqualTo(read);
        }
        // the noise check (mvn -Pnoise) is the runner too: the same properties but the three it has no use for
        String noise = pom.stream().filter(l -> l.contains("<commandlineArgs>-Dpoolbench.noise=true "))
                .findFirst().orElseThrow();
        Set<String> jmh = new TreeSet<>();
        MavenProperties.READER.forEach((name, reader) -> {
            if (reader.equals(MavenProperties.JMH)) {
                jmh.add(name);
            }
        });
        jmh.removeAll(Set.of("replaceResults", "resume"));
        assertThat(names(noise, Pattern.compile("\\$\\{poolbench\\.([\\w.]+)}"))).isEqualTo(jmh);
        assertThat(noise).contains("io.github.poolbench.PoolBench ${jmh.args}");
    }

    /** The pom's properties and those the tests read are known; every known one is read somewhere. */
    @Test
    void theKnownSetIsThePomsAndTheTestsProperties() throws IOException {
        Set<String> pom = names(Files.readString(Path.of("pom.xml")), Pattern.compile("<poolbench\\.([\\w.]+)>"));
        Set<String> read = new TreeSet<>();
        Pattern get = Pattern.compile("get(?:Property|Long|Integer|Boolean)\\(\"poolbench\\.([\\w.]+)\"");
        for (Path root : new Path[] {Path.of("src", "test", "java"), Path.of("src", "jmh", "java")}) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    read.addAll(names(Files.readString(f), get));
                }
            }
        }
        assertThat(pom).contains("rounds", "suites", "stress.ops");
        assertThat(MavenProperties.KNOWN).containsAll(pom);
        assertThat(read).contains("stale.seconds", "vthreads.java");
        Set<String> testOnly = new TreeSet<>(read);
        testOnly.removeAll(pom);
        testOnly.remove("results"); // read by the runner only; Maven never passes it, so it stays unknown to mvn
        testOnly.remove("noise"); // set by mvn -Pnoise itself: typed on mvn -Pjmh's command line it is unknown
        assertThat(MavenProperties.KNOWN).containsAll(testOnly);
        Set<String> either = new TreeSet<>(pom);
        either.addAll(read);
        assertThat(either).containsAll(MavenProperties.KNOWN);
    }

    private static Set<String> names(String text, Pattern pattern) {
        Set<String> names = new TreeSet<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
