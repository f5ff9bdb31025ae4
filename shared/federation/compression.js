// @ts-check
// Brotli and gzip copies of a container's text assets, written beside them in dist/ so the static
// servers (scripts/serve-static.mjs, nginx) send them by Accept-Encoding instead of compressing on
// every request. Source maps are left out: only developer tools fetch them.
const CompressionPlugin = require('compression-webpack-plugin');

const options = {
  test: /\.(js|css|html|json|svg)$/,
  // Written anew at run time (docker/nginx/runtime-files.sh): a build-time copy would go stale.
  exclude: /^(remotes|config)\.json$/,
  // Below about 1 kB the saving is lost in the response headers; minRatio (default 0.8) also
  // skips files that barely shrink.
  threshold: 1024,
};

// The plugin's defaults are the best levels: gzip -9 and brotli quality 11.
const compressionPlugins = () => [
  new CompressionPlugin({ ...options, algorithm: 'gzip', filename: '[path][base].gz' }),
  new CompressionPlugin({ ...options, algorithm: 'brotliCompress', filename: '[path][base].br' }),
];

module.exports = { compressionPlugins };
