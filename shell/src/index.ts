// Entry: read the run-time files, register the remotes, start loading the remote this address
// needs, and render the portal. React and the core are eager shared modules of this entry (no
// async boundary to cross); no remote is known at build time, so nothing is fetched before
// registerRemotes has the run-time URLs.
import { mount } from './bootstrap';
import { fetchRuntimeFiles } from './federation/runtimeFiles';
import { registerRuntime } from './federation/registerRuntime';

fetchRuntimeFiles()
  .then(({ remotes, config }) => {
    registerRuntime(remotes);
    mount(config);
  })
  .catch((error: unknown) => {
    const root = document.getElementById('root');
    if (root) {
      root.textContent = 'The portal could not start. Please reload the page in a moment.';
      root.setAttribute('role', 'alert');
    }
    console.error(error);
  });
