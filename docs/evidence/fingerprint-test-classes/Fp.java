package io.github.poolbench.runs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;

/** Recomputes a package's fingerprint, lists each class with its source, and the print without the test classes. */
public class Fp {
    public static void main(String[] a) throws Exception {
        Path folder = Path.of(a[0]);   // target/test-classes/io/github/poolbench/strings
        Path testSrc = Path.of(a[1]);  // src/test/java/io/github/poolbench/strings
        Path jmhSrc = Path.of(a[2]);   // src/jmh/java/io/github/poolbench/strings
        System.out.println("recomputed " + CodeFingerprint.of(folder));
        Path tmp = Files.createTempDirectory("fp");
        try (var w = Files.walk(folder)) {
            for (Path f : w.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                byte[] b = Files.readAllBytes(f);
                String[] src = new String[1];
                new ClassReader(b).accept(new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitSource(String source, String debug) {
                        src[0] = source;
                    }
                }, 0);
                Path rel = folder.relativize(f);
                Path dir = rel.getParent() == null ? Path.of("") : rel.getParent();
                boolean test = src[0] != null && Files.exists(testSrc.resolve(dir).resolve(src[0]))
                        && !Files.exists(jmhSrc.resolve(dir).resolve(src[0]));
                String h = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                        .digest(CodeFingerprint.withoutDebug(b))).substring(0, 16);
                System.out.println((test ? "test " : "     ") + rel + " " + src[0] + " " + h);
                if (!test) {
                    Files.createDirectories(tmp.resolve(rel).getParent());
                    Files.write(tmp.resolve(rel), b);
                }
            }
        }
        System.out.println("without test classes " + CodeFingerprint.of(tmp));
    }
}
