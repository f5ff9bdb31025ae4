// Web vitals of real page loads, per remote release (issue 17): a sample of page loads measures
// LCP, INP and CLS with the web-vitals library and reports them, tagged with the remote and the
// release that served the page the load landed on, so the ops view can judge a canary against
// stable. The library and the reporter load after the page, on the sampled loads only.
import type { VitalsLibrary } from './reportVitals';

/**
 * Measures this page load when it is in the sample (`sampleRate` of loads, 0 to 1) and reports it
 * once, when the page is hidden (left, closed, or sent to the background).
 */
export async function startVitalsReporting(
  sampleRate: number,
  load: () => Promise<VitalsLibrary> = () => import('web-vitals'),
  random: () => number = Math.random,
): Promise<void> {
  if (!(random() < sampleRate)) return;
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const [{ reportWhenHidden }, library] = await Promise.all([import('./reportVitals'), load()]);
  reportWhenHidden(library);
}
