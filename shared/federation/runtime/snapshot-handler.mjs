// The federation runtime's snapshot handler as this portal uses it. Remotes are registered with
// their remoteEntry.js addresses, never a manifest, and `preloadRemote` (the one caller of
// `loadRemoteSnapshotInfo` once the snapshot plugin is off) is not used; what the runtime still
// touches is the hooks every plugin is registered on and the manifest cache that re-registering
// a remote clears. The host is built with this module in place of runtime-core's handler
// (snapshotHandlerReplacement in webpack.js): ~1.4 kB gz less on every first load.

/** Has no hooks of its own; records plugins as runtime-core's `PluginSystem` does. */
class NoHooks {
  registerPlugins = {};
  lifecycle = {};
  lifecycleKeys = [];

  /** @param {{ name: string }} plugin */
  applyPlugin(plugin) {
    if (!plugin?.name) throw new Error('A name must be provided by the plugin.');
    this.registerPlugins[plugin.name] ??= plugin;
  }

  /** @param {string} name */
  removePlugin(name) {
    delete this.registerPlugins[name];
  }
}

export class SnapshotHandler {
  hooks = new NoHooks();
  manifestCache = new Map();

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error('Remote manifests (snapshots) are not used by this portal.'));
  }
}
