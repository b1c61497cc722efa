package io.github.poolbench.report;

/** A report input or output problem, with a one-line message meant for the user. */
public final class ReportException extends Exception {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong and, where possible, what to do */
    public ReportException(String message) {
        super(message);
    }

    /**
     * @param message what is wrong
     * @param cause   the underlying error
     */
    public ReportException(String message, Throwable cause) {
        super(message, cause);
    }
}
