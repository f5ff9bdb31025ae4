// @ts-check
// The files a first load of a remote's page needs besides remoteEntry.js: the `./routes` module's
// chunks and the page's own (its `lazyPage(() => import(…))` in src/exposes/routes.ts). Published
// as preload.json beside pages.json; the release tool carries it into remotes.json, so the shell
// asks for them at the same time as remoteEntry.js instead of one round trip after another.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'PreloadFilesPlugin';
const PRELOAD_FILE = 'preload.json';
const ROUTES_FILE = 'src/exposes/routes.ts';
/** The chunk group Module Federation names for the `./routes` exposure. */
const ROUTES_CHUNK_GROUP = '__federation_expose_routes';

/**
 * @typedef {{ routes: string[], pages: Record<string, string[]> }} PreloadFiles
 * @typedef {{ type: string, [key: string]: any }} Node a node of swc's syntax tree
 */

/**
 * Page name -> the module its page imports, from the source of a routes module (its exported
 * `pages`): a page whose value is `lazyPage(() => import('…'))`, also through constants
 * (`const Page = lazyPage(…)`, `const load = () => import('…')`) and `.then(…)` on the import.
 * @param {string} source
 * @returns {Map<string, string>}
 */
function pageImports(source) {
  /** @type {typeof import('@swc/core')} */
  const { parseSync } = require('@swc/core');
  const tree = parseSync(source, { syntax: 'typescript', tsx: false });
  /** @type {Map<string, Node>} */
  const constants = new Map();
  /** @param {unknown} node */
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const current = /** @type {Node} */ (node);
    if (current.type === 'VariableDeclarator' && current.id?.type === 'Identifier' && current.init)
      constants.set(current.id.value, current.init);
    Object.values(current).forEach(visit);
  };
  visit(tree);

  /**
   * The request a page or loader expression comes to, or null.
   * @param {Node | undefined} node @param {number} depth
   * @returns {string | null}
   */
  const requestOf = (node, depth = 0) => {
    if (!node || depth > 8) return null;
    switch (node.type) {
      case 'Identifier':
        return requestOf(constants.get(node.value), depth + 1);
      case 'ArrowFunctionExpression':
        return requestOf(node.body, depth + 1);
      case 'CallExpression': {
        const { callee } = node;
        const first = node.arguments?.[0]?.expression;
        if (callee?.type === 'Import') return first?.type === 'StringLiteral' ? first.value : null;
        // import('…').then(…), load().then(…)
        if (callee?.type === 'MemberExpression') return requestOf(callee.object, depth + 1);
        // lazyPage(() => …), or a loader called: load()
        if (callee?.type === 'Identifier')
          return callee.value === 'lazyPage'
            ? requestOf(first, depth + 1)
            : requestOf(callee, depth + 1);
        return null;
      }
      default:
        return null;
    }
  };

  // `export const pages = { … } satisfies RemotePages`
  let object = constants.get('pages');
  while (object && (object.type === 'TsSatisfiesExpression' || object.type === 'TsAsExpression'))
    object = object.expression;
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const property of object?.type === 'ObjectExpression' ? object.properties : []) {
    if (property.type !== 'KeyValueProperty') continue;
    const name = property.key?.value;
    const request = requestOf(property.value);
    if (typeof name === 'string' && request) pages.set(name, request);
  }
  return pages;
}

/** @param {import('webpack').ChunkGroup | undefined} group */
const scriptsAndStyles = (group) =>
  group ? [...group.getFiles()].filter((file) => /\.(js|css)$/.test(file)).sort() : [];

/**
 * The files of the `./routes` chunk group and of each lazy page's, from a compilation whose assets
 * have their final names.
 * @param {import('webpack').Compilation} compilation @param {string} routesFile
 * @returns {PreloadFiles}
 */
function preloadFiles(compilation, routesFile) {
  // In a production build the module is inside a concatenated one, whose root it is.
  const routes = [...compilation.modules]
    .map(
      (module) =>
        /** @type {{ rootModule?: import('webpack').Module }} */ (module).rootModule ?? module,
    )
    .find((module) => /** @type {{ resource?: string }} */ (module).resource === routesFile);
  /** @type {Record<string, string[]>} */
  const pages = {};
  if (routes) {
    for (const [name, request] of pageImports(fs.readFileSync(routesFile, 'utf8'))) {
      const block = routes.blocks.find((candidate) =>
        candidate.dependencies.some(
          (dependency) => /** @type {{ request?: string }} */ (dependency).request === request,
        ),
      );
      const files = block
        ? scriptsAndStyles(compilation.chunkGraph.getBlockChunkGroup(block) ?? undefined)
        : [];
      if (files.length > 0) pages[name] = files;
    }
  }
  return {
    routes: scriptsAndStyles(compilation.namedChunkGroups.get(ROUTES_CHUNK_GROUP)),
    pages,
  };
}

/** Emits preload.json (remote builds), once every asset has its content-hashed name. */
class PreloadFilesPlugin {
  /** @param {{ dir: string }} options */
  constructor({ dir }) {
    this.routesFile = path.join(dir, ROUTES_FILE);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = preloadFiles(compilation, this.routesFile);
          compilation.emitAsset(
            PRELOAD_FILE,
            new sources.RawSource(`${JSON.stringify(files, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { PreloadFilesPlugin, pageImports };
