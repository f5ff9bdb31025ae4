// Entry: read the run-time files, register the remotes, assemble the routes from their page
// declarations, start loading the remote this address needs, then render the portal. React and
// the core are eager shared modules of this entry (no build-time remote exists, so nothing is
// fetched before registerRemotes has the run-time URLs); React DOM is a chunk the document
// preloads beside it. The app itself (the layouts) is in this script, not a chunk of its own (one
// request less, and it compresses with the rest), but is evaluated only after the remote's
// request is out, so the two overlap.
import { loadApiClient, setRuntimeConfig, useSession } from '@lender/shared';
import { parseRuntimeConfig, remoteSettings } from './config/parseRuntimeConfig';
import { fetchRuntimeFiles } from './federation/runtimeFiles';
import { registerRuntime } from './federation/registerRuntime';
import { followSessionForPageTable, loadPageTable } from './pages/pageTable';
import { preloadRoutePage } from './routing/preloadRoutePage';
import { nextTask } from './tasks/nextTask';
import { startVitalsReporting } from './vitals/startVitalsReporting';

// A signed-in load calls the API as soon as its route is known: its HTTP client's code comes now,
// beside the run-time files (the sign-in page does without it until its form is sent).
if (useSession.getState().token !== null) void loadApiClient().catch(() => undefined);

fetchRuntimeFiles()
  .then(async ({ remotes, config }) => {
    const runtimeConfig = parseRuntimeConfig(config);
    const { devRoutes } = setRuntimeConfig(runtimeConfig);
    const settings = remoteSettings(runtimeConfig);
    registerRuntime(remotes, settings);
    // The routes come from the remotes' page declarations (in remotes.json: no request).
    await preloadRoutePage(window.location.pathname, await loadPageTable(), devRoutes);
    followSessionForPageTable();
    // The page's requests are out; React DOM's evaluation and the first render are tasks of their
    // own, so no one task holds the main thread for all of the start.
    await nextTask();
    const { mount } = await import(/* webpackMode: "eager" */ './bootstrap');
    await nextTask();
    await mount();
    void startVitalsReporting(settings.vitalsSampleRate);
  })
  .catch((error: unknown) => {
    const root = document.getElementById('root');
    if (root) {
      root.textContent = 'The portal could not start. Please reload the page in a moment.';
      root.setAttribute('role', 'alert');
    }
    console.error(error);
  });
