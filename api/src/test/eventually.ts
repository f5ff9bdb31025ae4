// Waiting for work the code does after its answer (an audit written by an onResponse hook, a log
// line): poll the condition itself, never sleep a guessed number of milliseconds.
import { setImmediate } from 'node:timers/promises';

/**
 * Runs `check` (an assertion, or a function that throws until the condition holds) until it
 * passes, yielding to the event loop between tries; after `timeoutMs` its last failure is thrown.
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await setImmediate();
    }
  }
}
