// @ts-check
// The host's document asks for the chunks of the shared modules it provides on demand (React DOM)
// right after its entry script, so they download while the entry runs. The entry is marked
// `fetchpriority=high`: a deferred script is fetched at low priority and a preload at high, and
// the entry is what every later step waits for.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The JS files of the chunks holding any module of `packageDirs`, with the other chunks of their
 * chunk groups (what webpack loads together with them), in chunk-id order.
 * @param {import('webpack').Compilation} compilation
 * @param {string[]} packageDirs
 * @returns {string[]}
 */
function filesOfPackages(compilation, packageDirs) {
  const inPackage = (/** @type {string | undefined} */ file) =>
    file !== undefined && packageDirs.some((dir) => file.startsWith(dir + path.sep));
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue;
    const modules = compilation.chunkGraph.getChunkModulesIterable(chunk);
    if (![...modules].some((module) => inPackage(/** @type {any} */ (module).resource))) continue;
    for (const group of chunk.groupsIterable) for (const member of group.chunks) chunks.add(member);
  }
  return [...chunks]
    .filter((chunk) => !chunk.canBeInitial())
    .sort((a, b) => String(a.id).localeCompare(String(b.id)))
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

class PreloadSharedPlugin {
  /** @param {{ packages: string[], dir: string }} options dir: the host's package folder */
  constructor({ packages, dir }) {
    this.packageDirs = packages.map((pkg) =>
      path.dirname(require.resolve(`${pkg}/package.json`, { paths: [dir] })),
    );
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadSharedPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadSharedPlugin',
        (data) => {
          const publicPath = data.publicPath;
          const entries = data.headTags.filter((tag) => tag.tagName === 'script');
          for (const tag of entries) tag.attributes.fetchpriority = 'high';
          const preloads = filesOfPackages(compilation, this.packageDirs).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: publicPath + file,
            }),
          );
          const lastEntry = entries.at(-1);
          if (!lastEntry) throw new Error('PreloadSharedPlugin: the document has no entry script');
          data.headTags.splice(data.headTags.indexOf(lastEntry) + 1, 0, ...preloads);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadSharedPlugin };
