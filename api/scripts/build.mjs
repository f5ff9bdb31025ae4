// Bundles the server with esbuild: @lender/contracts (TypeScript source, a dev dependency) goes into the bundle,
// every other dependency stays external and is loaded from node_modules at run time.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies);
const outdir = join(root, 'dist');

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/db/seed/cli.ts', 'src/db/migrate-cli.ts'],
  outbase: 'src',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
// The bundle is ESM; the package itself stays CommonJS-neutral for jest and tools.
writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
// What it was built from: `npm start` rebuilds the API only when that changes.
createRequire(import.meta.url)('../../shared/federation/build-inputs.js').recordBuild(
  join(root, '..'),
  'api',
);
console.log(`built ${outdir}/main.js (external: ${external.join(', ')})`);
