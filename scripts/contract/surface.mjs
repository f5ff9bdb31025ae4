// @ts-check
// The public surface releases are compared on: the core's exported API (@lender/shared's index,
// each export's type as TypeScript prints it) and each remote's exposes (the exposed modules and
// the route patterns `./routes` gives pages for).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const { readPageDeclaration } = require('../../shared/federation/pages.js');

/**
 * Every export of a module's entry: name -> its type's text.
 * @param {string} entryFile
 * @param {string} tsconfigFile
 * @returns {Record<string, string>}
 */
export function exportedApi(entryFile, tsconfigFile) {
  const { config } = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigFile));
  const program = ts.createProgram([entryFile], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entryFile} is not a module`);
  const flags = ts.TypeFormatFlags.NoTruncation;
  const printer = ts.createPrinter({ removeComments: true });
  // Where a type lives is not part of it (and differs between machines).
  /** @param {string} text */
  const portable = (text) => text.replace(/import\("[^"]*"\)\./g, '').replace(/\s+/g, ' ');
  /** @type {Record<string, string>} */
  const api = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    const isType =
      (symbol.flags & ts.SymbolFlags.Type) !== 0 && !(symbol.flags & ts.SymbolFlags.Value);
    // A type's shape is its declaration (without comments); a value's is its type.
    const text = isType
      ? printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile())
      : checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration), source, flags);
    api[exported.name] = `${isType ? 'type' : 'value'}: ${portable(text)}`;
  }
  return Object.fromEntries(Object.entries(api).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What is read of a remote's webpack config (shared/federation/webpack.js): its plugins, and the
 * federation plugin's options (a field of @module-federation/enhanced's plugin its types omit).
 * @typedef {(env: object, argv: { mode: string }) => {
 *   plugins: { _options?: { name?: string, exposes?: Record<string, unknown> } }[]
 * }} RemoteWebpackConfig
 */

/**
 * A remote's exposes (from its webpack config) and the route patterns of its `./routes`.
 * @param {string} packageDir
 */
export function remoteExposes(packageDir) {
  /** @type {RemoteWebpackConfig} */
  const webpackConfig = require(path.join(packageDir, 'webpack.config.js'));
  const config = webpackConfig({}, { mode: 'production' });
  const federation = config.plugins.find(
    (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
  );
  const exposes = Object.keys(federation?._options?.exposes ?? {}).sort();
  // The page declaration: the patterns it answers (old ones that redirect included) and the page
  // names it offers to the other remotes. Removing either breaks a bookmark or another remote.
  const declared = readPageDeclaration(packageDir, federation?._options?.name);
  if (!declared.ok)
    throw new Error(
      `${packageDir}: its page declaration is refused: ${declared.reasons.join('; ')}`,
    );
  const pages = declared.declaration.pages
    .flatMap((page) => [page.pattern, ...(page.redirectFrom ?? [])])
    .sort();
  const links = [...declared.declaration.links].sort();
  return { exposes, pages, links };
}

/**
 * @param {string} packageDir
 * @returns {string}
 */
export const packageVersion = (packageDir) =>
  JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
