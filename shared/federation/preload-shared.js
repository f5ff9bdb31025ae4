// @ts-check
// The shared modules the host provides on demand (React DOM, with the scheduler it requires) are
// one chunk, `preloaded`, which the host's document asks for right after its entry script, so it
// downloads while the entry runs. The entry is marked `fetchpriority=high`: a deferred script is
// fetched at low priority and a preload at high, and the entry is what every later step waits for.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CHUNK = 'preloaded';

/**
 * The split-chunks cache group that puts `packages` (and their scheduler) in the one chunk, so the
 * document preloads one file and it compresses as one.
 * @param {string[]} packages
 */
const preloadedCacheGroup = (packages) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${[...packages, 'scheduler'].join('|')})[\\\\/]`),
  name: CHUNK,
  chunks: /** @type {const} */ ('async'),
  enforce: true,
});

class PreloadSharedPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadSharedPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadSharedPlugin',
        (data) => {
          const chunk = compilation.namedChunks.get(CHUNK);
          const entries = data.headTags.filter((tag) => tag.tagName === 'script');
          const lastEntry = entries.at(-1);
          if (!chunk || !lastEntry)
            throw new Error(`PreloadSharedPlugin: no ${chunk ? 'entry script' : `${CHUNK} chunk`}`);
          for (const tag of entries) tag.attributes.fetchpriority = 'high';
          const preloads = [...chunk.files]
            .filter((file) => file.endsWith('.js'))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: data.publicPath + file,
              }),
            );
          data.headTags.splice(data.headTags.indexOf(lastEntry) + 1, 0, ...preloads);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadSharedPlugin, preloadedCacheGroup };
