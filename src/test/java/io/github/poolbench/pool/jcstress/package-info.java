/**
 * jcstress tests of {@link io.github.poolbench.pool.BucketedStringBuilderPool}'s shared-slot
 * claim protocol: two threads race on one size class of a one-stripe pool without thread
 * caches (so both race on the same slots) and the outcome must never show one builder handed
 * out twice, nor a builder lost; except {@code ReleaseSameTwice}, which releases one builder
 * twice at once and shows the documented limit of double-release detection (handed out twice,
 * an interesting outcome, never a lost builder).
 * Not JUnit tests: {@code JcstressTest} runs them (short mode in
 * {@code mvn verify}, longer with {@code mvn verify -Pjcstress}).
 */
package io.github.poolbench.pool.jcstress;
