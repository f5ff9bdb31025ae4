// @ts-check
// The page declaration of a remote (src/pages.ts), checked against the contracts' schema and
// published as pages.json beside mf-manifest.json: a declaration the schema refuses fails the
// build. The file is data, written with the contracts' helpers, the remote's page patterns and the
// read builders its pages call (modules that import only types of the core), so it is compiled and
// read here with them alone.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const SCHEMA_FILE = path.join(__dirname, '../contracts/src/pageDeclaration.ts');
/**
 * The schema compiled into one file with valibot, where the TypeScript and its compiler are not
 * there (the release tool's image: docker/portal.Dockerfile builds it with esbuild).
 */
const COMPILED_SCHEMA_FILE = path.join(__dirname, 'page-declaration.cjs');
const PLUGIN = 'PageDeclarationPlugin';

const CONTRACTS_ENTRY = path.join(__dirname, '../contracts/src/index.ts');

/**
 * A TypeScript module that imports packages, TypeScript files near it (`./name`, `../name`, or a
 * folder's `index.ts`) and the contracts (from their source, as the containers' builds take
 * them), compiled and evaluated in Node.
 * @param {string} file
 * @param {Map<string, Module>} modules what this load compiled, by file (imports may cycle); each
 *   load starts afresh, so that a dev server's rebuild reads the edited files
 * @returns {Record<string, unknown>}
 */
function loadTypeScript(file, modules = new Map()) {
  const loaded = modules.get(file);
  if (loaded) return loaded.exports;
  // Required here, not at the top: the release tool loads this file from scripts that run before
  // the workspace's packages are installed (npm start, npm test on a fresh clone).
  /** @type {typeof import('@swc/core')} */
  const { transformFileSync } = require('@swc/core');
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: false,
  });
  const compiled = new Module(file);
  compiled.filename = file;
  // @ts-expect-error Node's internal resolver paths: a module compiled from source needs them.
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  /** @param {string} request */
  compiled.require = (request) => {
    if (request === '@lender/contracts') return loadTypeScript(CONTRACTS_ENTRY, modules);
    if (request === '@lender/shared')
      throw new Error(
        `${file} imports the core: what a page declaration imports takes only its types (import type)`,
      );
    if (request.startsWith('./') || request.startsWith('../')) {
      const target = path.join(path.dirname(file), request);
      const source = fs.existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts');
      return loadTypeScript(source, modules);
    }
    return Module.prototype.require.call(compiled, request);
  };
  modules.set(file, compiled);
  // @ts-expect-error _compile is Node's (untyped) way to evaluate source as a CommonJS module.
  compiled._compile(code, file);
  return compiled.exports;
}

/** @type {typeof import('../contracts/src/pageDeclaration') | undefined} */
let schema;

/**
 * A declaration checked against the contracts' schema: the build's check, and the release tool's
 * before it writes one into an environment's remotes.json (the shell trusts those).
 * @param {unknown} value
 * @returns {ReturnType<typeof import('../contracts/src/pageDeclaration').parsePageDeclaration>}
 */
function checkPageDeclaration(value) {
  schema ??= /** @type {typeof import('../contracts/src/pageDeclaration')} */ (
    fs.existsSync(COMPILED_SCHEMA_FILE)
      ? require(COMPILED_SCHEMA_FILE)
      : loadTypeScript(SCHEMA_FILE)
  );
  return schema.parsePageDeclaration(value);
}

/**
 * The declaration of the remote in `dir` named `container`, or the reasons it is refused.
 * @param {string} dir
 * @param {string | undefined} container
 * @returns {ReturnType<typeof import('../contracts/src/pageDeclaration').parsePageDeclaration>}
 */
function readPageDeclaration(dir, container) {
  const file = path.join(dir, 'src/pages.ts');
  if (!fs.existsSync(file)) return { ok: false, reasons: [`${file} is missing`] };
  const result = checkPageDeclaration(loadTypeScript(file).declaration);
  if (result.ok && result.declaration.remote !== container)
    return { ok: false, reasons: [`remote: ${result.declaration.remote} is not ${container}`] };
  return result;
}

/** Emits pages.json, or fails the build with the schema's reasons. */
class PageDeclarationPlugin {
  /** @param {{ dir: string, container: string }} options */
  constructor({ dir, container }) {
    this.dir = dir;
    this.container = container;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(path.join(this.dir, 'src/pages.ts'));
          const result = readPageDeclaration(this.dir, this.container);
          if (!result.ok) {
            compilation.errors.push(
              new WebpackError(`src/pages.ts is refused:\n  ${result.reasons.join('\n  ')}`),
            );
            return;
          }
          compilation.emitAsset(
            'pages.json',
            new sources.RawSource(`${JSON.stringify(result.declaration, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { PageDeclarationPlugin, checkPageDeclaration, readPageDeclaration };
