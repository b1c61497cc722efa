package io.github.poolbench.runner;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import java.io.IOException;
import java.io.Writer;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Whether two versions of one Java source file differ in more than their comments and layout, so that a Javadoc
 * edit of a measured file does not stop a run from continuing ({@link Continuation#measuredChanges(String, String,
 * java.util.Collection)}).
 *
 * <p>Each version is parsed by the JDK's own compiler ({@code javax.tools}, {@code com.sun.source}: parse only, no
 * attribution) and printed back from its syntax tree, which keeps every declaration, annotation, statement and
 * literal and drops comments (Javadoc included), blank lines and indentation. Two versions are the same code when
 * those prints are equal. Line numbers differ after such an edit, but they only reach the class files' debug tables,
 * not what the JIT compiles. It errs on the safe side: a file that does not parse, or a JVM without a compiler,
 * counts as changed. Stateless and safe from any thread: each call makes its own compiler task.
 */
final class SourceEquivalence {

    private SourceEquivalence() {
    }

    /**
     * @param before one version of a Java source file (its text)
     * @param after  another version of it
     * @return true only if both parse without errors and their code, comments and layout aside, is the same
     * @throws NullPointerException if either is null
     */
    static boolean sameCode(String before, String after) {
        Optional<String> a = code(before);
        return a.isPresent() && a.equals(code(after));
    }

    /**
     * @param source a Java source file's text
     * @return its package, imports and types as javac prints them back from the syntax tree (no comments), or empty
     *         if it does not parse or no system compiler is available
     */
    static Optional<String> code(String source) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            return Optional.empty();
        }
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Source.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try {
            JavacTask task = (JavacTask) javac.getTask(Writer.nullWriter(), null, diagnostics, List.of("-proc:none"),
                    null, List.of(file));
            StringBuilder code = new StringBuilder();
            for (CompilationUnitTree unit : task.parse()) {
                // Trees below the compilation unit print without their doc comments (javac's Pretty prints them
                // only when it starts from the unit).
                code.append(unit.getPackage()).append('\n');
                for (ImportTree i : unit.getImports()) {
                    code.append(i).append('\n');
                }
                for (Tree type : unit.getTypeDecls()) {
                    code.append(type).append('\n');
                }
            }
            boolean errors = diagnostics.getDiagnostics().stream().anyMatch(d -> d.getKind() == Diagnostic.Kind.ERROR);
            return errors ? Optional.empty() : Optional.of(code.toString());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
