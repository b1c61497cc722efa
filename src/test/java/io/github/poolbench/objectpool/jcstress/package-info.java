/**
 * jcstress tests of {@link io.github.poolbench.objectpool.BoundedObjectPool}: exclusive
 * borrowing and the double-release check under races. Run by
 * {@code io.github.poolbench.pool.JcstressTest} with the StringBuilder pool's tests.
 */
package io.github.poolbench.objectpool.jcstress;
