// Entry: read the run-time files, register the remotes, then cross the async boundary so that
// shared singletons (React, the router, @lender/shared) are negotiated before anything uses them.
import { fetchRuntimeFiles } from './federation/runtimeFiles';
import { registerRuntime } from './federation/registerRuntime';

fetchRuntimeFiles()
  .then(async ({ remotes, config }) => {
    registerRuntime(remotes);
    const { mount } = await import('./bootstrap');
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
