// Page loads per remote release: every page load reports itself once (its remote and release, a
// small beacon when the page is hidden), so errors per load can be judged per release; a sample of
// loads measures LCP, INP and CLS with the web-vitals library too. The reporter is part of the
// shell's entry (no request of its own beside the page's); the library loads after the page, once
// the main thread is idle, on sampled loads only.
import { reportWhenHidden, type VitalsLibrary } from './reportVitals';

/** The longest a sampled load waits for an idle main thread after the load event. */
const IDLE_WAIT_MS = 2000;

/**
 * Reports this page load when the page is hidden (left, closed, or sent to the background),
 * with its vitals when it is in the sample (`sampleRate` of loads, 0 to 1).
 */
export async function startVitalsReporting(
  sampleRate: number,
  load: () => Promise<VitalsLibrary> = () => import('web-vitals'),
  random: () => number = Math.random,
): Promise<void> {
  const report = reportWhenHidden();
  if (random() >= sampleRate) return;
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // And once the main thread is idle: the page's first render comes after the load event, and
  // its reads and code share the connection with nothing of this. The observers the library
  // starts read the entries buffered before them (LCP, layout shifts), so nothing is missed.
  await new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(resolve, { timeout: IDLE_WAIT_MS })
      : setTimeout(resolve, 0),
  );
  report.measureWith(await load());
}
