package io.github.poolbench.runner;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.StringReader;
import java.io.Writer;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Whether two versions of one Java source file differ in more than their comments and layout, so that a Javadoc
 * edit of a measured file does not stop a run from continuing ({@link Continuation#measuredChanges(String, String,
 * java.util.Collection)}); likewise for {@code pom.xml} ({@link #samePom}).
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
     * JMH's annotations that set how the forks of their own class's benchmarks run. JMH reads them only from the class
     * it runs as a benchmark (and its superclasses), so on a class another benchmark only calls they change nothing
     * that class's forks measure.
     */
    static final Set<String> RUN_SETTINGS = Set.of("Fork", "Warmup", "Measurement", "BenchmarkMode", "OutputTimeUnit",
            "Threads", "Timeout");

    /**
     * Whether two versions of a Java source file are the same code but for JMH's run settings on it
     * ({@link #RUN_SETTINGS}): what a fork of another benchmark class that calls this one measures is then the same.
     * The PoolSizeSweep calls StringBuildingBenchmark's methods, and commit 93c16b4 changed only the latter's
     * {@code @Fork}.
     *
     * @param before one version of a Java source file (its text)
     * @param after  another version of it
     * @return true only if both parse without errors and, those annotations, comments and layout aside, are the same
     * @throws NullPointerException if either is null
     */
    static boolean sameCodeBesidesRunSettings(String before, String after) {
        Optional<String> a = withoutRunSettings(before).flatMap(SourceEquivalence::code);
        return a.isPresent() && a.equals(withoutRunSettings(after).flatMap(SourceEquivalence::code));
    }

    /** The source with every {@link #RUN_SETTINGS} annotation cut out; empty if it does not parse. */
    private static Optional<String> withoutRunSettings(String source) {
        return parsed(source, task -> {
            SourcePositions positions = Trees.instance(task).getSourcePositions(); // before parse: end positions kept
            List<long[]> cuts = new ArrayList<>();
            for (CompilationUnitTree unit : task.parse()) {
                new TreeScanner<Void, Void>() {
                    @Override
                    public Void visitAnnotation(AnnotationTree node, Void unused) {
                        String name = node.getAnnotationType().toString();
                        if (RUN_SETTINGS.contains(name.substring(name.lastIndexOf('.') + 1))) {
                            cuts.add(new long[] {positions.getStartPosition(unit, node),
                                    positions.getEndPosition(unit, node)});
                        }
                        return super.visitAnnotation(node, unused);
                    }
                }.scan(unit, null);
            }
            if (cuts.stream().anyMatch(c -> c[0] < 0 || c[1] < c[0])) {
                return null;
            }
            StringBuilder out = new StringBuilder(source);
            cuts.sort((x, y) -> Long.compare(y[0], x[0]));
            cuts.forEach(c -> out.delete((int) c[0], (int) c[1]));
            return out.toString();
        });
    }

    /** What is read from a compiler task over one source file. */
    @FunctionalInterface
    private interface TaskReader<T> {
        /** @return what was read, or null if nothing could be */
        T read(JavacTask task) throws IOException;
    }

    /**
     * Runs {@code reader} on a parse-only compiler task ({@code -proc:none}, no attribution) over {@code source}.
     *
     * @return what it read; empty if the source has a syntax error, the reader gave null or failed, or no system
     *         compiler is available
     */
    private static <T> Optional<T> parsed(String source, TaskReader<T> reader) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            return Optional.empty();
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try {
            T value = reader.read((JavacTask) javac.getTask(Writer.nullWriter(), null, diagnostics,
                    List.of("-proc:none"), null, List.of(sourceFile(source))));
            boolean errors = diagnostics.getDiagnostics().stream().anyMatch(d -> d.getKind() == Diagnostic.Kind.ERROR);
            return errors ? Optional.empty() : Optional.ofNullable(value);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static JavaFileObject sourceFile(String source) {
        return new SimpleJavaFileObject(URI.create("string:///Source.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
    }

    /**
     * @param source a Java source file's text
     * @return its package, imports and types as javac prints them back from the syntax tree (no comments), or empty
     *         if it does not parse or no system compiler is available
     */
    static Optional<String> code(String source) {
        return parsed(source, task -> {
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
            return code.toString();
        });
    }

    /**
     * Whether two versions of {@code pom.xml} build the same forks: the same elements, attributes and
     * text, comments, layout, the values of {@code poolbench.*} properties, the profiles a
     * {@code mvn -Pjmh} run leaves off, compiler arguments that only check the sources
     * ({@code -Xdoclint...}, {@code -Werror}) and {@code -Dpoolbench.x=${poolbench.x}} in an
     * execution's {@code commandlineArgs} (a property handed on to the runner's host side) aside.
     * Those properties are the defaults of the runner's and the tests' options
     * ({@code -Dpoolbench.suites} and the like); the rows, rounds, seed, JMH arguments and JVM
     * version that reach a fork are checked on their own when a run continues. A profile other
     * than {@code jmh} with no {@code <activation>} ({@code report}, {@code compare}, {@code jdk21},
     * {@code stress}, {@code jcstress}) is active only when named with {@code -P}, and a run continues
     * with {@code -Pjmh}. Anything else (a dependency's version, another compiler flag, another
     * argument of the {@code jmh} profile's executions, a profile that activates itself) counts.
     *
     * @param before one version of the pom (its text)
     * @param after  another version of it
     * @return true only if both parse and are the same in that sense
     * @throws NullPointerException if either is null
     */
    static boolean samePom(String before, String after) {
        Optional<String> a = pom(before);
        return a.isPresent() && a.equals(pom(after));
    }

    /**
     * @param xml a pom's text
     * @return its elements as one string, without comments, whitespace-only text, {@code poolbench.*}
     *         elements or the profiles {@code -Pjmh} leaves off, attributes sorted; empty if it does not parse
     */
    static Optional<String> pom(String xml) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setIgnoringComments(true);
            factory.setCoalescing(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(new DefaultHandler()); // throws on a fatal error, prints nothing to stderr
            Document doc = builder.parse(new InputSource(new StringReader(xml)));
            StringBuilder out = new StringBuilder();
            print(doc.getDocumentElement(), out);
            return Optional.of(out.toString());
        } catch (ParserConfigurationException | SAXException | IOException e) {
            return Optional.empty();
        }
    }

    private static void print(Element element, StringBuilder out) {
        StringBuilder inner = new StringBuilder();
        NodeList children = element.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            Node child = children.item(i);
            if (child instanceof Element e) {
                if (!e.getTagName().startsWith("poolbench.") && !offUnderJmh(e) && !lintOnly(e)) {
                    print(e, inner);
                }
            } else if (child.getNodeType() == Node.TEXT_NODE || child.getNodeType() == Node.CDATA_SECTION_NODE) {
                String text = child.getNodeValue().strip();
                if (element.getTagName().equals("commandlineArgs")) {
                    text = POOLBENCH_PASSED_ON.matcher(text).replaceAll("").strip().replaceAll("\\s+", " ");
                }
                if (!text.isEmpty()) {
                    inner.append(text);
                }
            }
        }
        String tag = element.getTagName();
        // what the rules above emptied configures nothing: compiler arguments, a configuration, an execution left
        // with its id alone (default-compile with no configuration is the default)
        if ((tag.equals("compilerArgs") || tag.equals("configuration")) && inner.isEmpty()
                || tag.equals("execution") && inner.toString().matches("<id>[^<]*</id>")) {
            return;
        }
        out.append('<').append(tag);
        NamedNodeMap attributes = element.getAttributes();
        TreeMap<String, String> sorted = new TreeMap<>();
        for (int i = 0; i < attributes.getLength(); i++) {
            sorted.put(attributes.item(i).getNodeName(), attributes.item(i).getNodeValue());
        }
        sorted.forEach((name, value) -> out.append(' ').append(name).append("=\"").append(value).append('"'));
        out.append('>').append(inner).append("</").append(tag).append('>');
    }

    /**
     * A {@code poolbench.*} property passed on to the runner or a tool as itself ({@code -Dpoolbench.x=${poolbench.x}}):
     * read on the host (its value, the rows, rounds and settings it leads to are checked on their own when a run
     * continues), never by a fork.
     */
    private static final Pattern POOLBENCH_PASSED_ON =
            Pattern.compile("(?<=^|\\s)-Dpoolbench\\.([\\w.]+)=\\$\\{poolbench\\.\\1}(?=\\s|$)");

    /**
     * @return whether the element is a compiler argument that only checks the sources ({@code -Xdoclint...},
     *         {@code -Werror}): it fails a build or lets it pass, and writes the same class files
     */
    private static boolean lintOnly(Element element) {
        if (!element.getTagName().equals("arg") || !(element.getParentNode() instanceof Element parent)
                || !parent.getTagName().equals("compilerArgs")) {
            return false;
        }
        String arg = element.getTextContent().strip();
        return arg.startsWith("-Xdoclint") || arg.equals("-Werror");
    }

    /** @return whether the element is a {@code project/profiles/profile} not {@code jmh}, without activation */
    private static boolean offUnderJmh(Element element) {
        Node profiles = element.getParentNode();
        Element project = element.getOwnerDocument().getDocumentElement();
        if (!element.getTagName().equals("profile") || !(profiles instanceof Element p)
                || !p.getTagName().equals("profiles") || p.getParentNode() != project) {
            return false;
        }
        String id = null;
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e && e.getTagName().equals("activation")) {
                return false;
            }
            if (child instanceof Element e && e.getTagName().equals("id")) {
                id = e.getTextContent().strip();
            }
        }
        return id != null && !id.equals("jmh");
    }
}
