import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './servers';

/** sha256 of every file under dir, by path relative to it (sorted), to compare two moments. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else
        hashes[child] = createHash('sha256')
          .update(fs.readFileSync(path.join(dir, child)))
          .digest('hex');
    }
  };
  walk('');
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

const PACKAGE_FILES = ['src', 'package.json', 'tsconfig.json', 'webpack.config.js'];

/**
 * Copies a package's source into a new folder under `parent`, which must lie inside the
 * repository so that loaders and webpack plugins resolve from the workspace's root node_modules.
 */
export function copyPackageSource(packageDir: string, parent: string): string {
  fs.mkdirSync(parent, { recursive: true });
  const copy = fs.mkdtempSync(path.join(parent, `${path.basename(packageDir)}-${process.pid}-`));
  for (const name of PACKAGE_FILES)
    fs.cpSync(path.join(packageDir, name), path.join(copy, name), { recursive: true });
  // One link per dependency rather than one for node_modules: module federation writes
  // node_modules/.federation/ under the build's folder, which must stay in the copy.
  const modules = path.join(copy, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(packageDir, 'node_modules'))) {
    if (name.startsWith('.')) continue;
    fs.symlinkSync(path.join(packageDir, 'node_modules', name), path.join(modules, name));
  }
  return copy;
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/**
 * Replaces the one string literal `text` ('…', "…" or `…`) in the non-test sources under srcDir.
 * Throws unless there is exactly one, so a renamed text fails instead of testing nothing.
 */
export function replaceStringLiteral(srcDir: string, text: string, replacement: string) {
  const quoted = ["'", '"', '`'].map((quote) => `${quote}${text}${quote}`);
  const found: { file: string; literal: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const literal of quoted)
          for (let at = source.indexOf(literal); at >= 0; at = source.indexOf(literal, at + 1))
            found.push({ file, literal });
      }
    }
  };
  walk(srcDir);
  const [only, ...others] = found;
  if (!only || others.length > 0)
    throw new Error(
      `expected one string literal "${text}" in ${srcDir}, found ${found.length}: ` +
        found.map(({ file }) => path.relative(srcDir, file)).join(', '),
    );
  const source = fs.readFileSync(only.file, 'utf8');
  const quote = only.literal[0];
  fs.writeFileSync(
    only.file,
    source.replace(only.literal, () => `${quote}${replacement}${quote}`),
  );
  return only.file;
}

/** Builds the package in `dir` alone (webpack, production); resolves with its dist folder. */
export function buildPackage(dir: string, signal?: AbortSignal): Promise<string> {
  const cli = createRequire(path.join(ROOT, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const child = spawn(process.execPath, [cli, '--mode', 'production'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(signal ? { signal } : {}),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, exitSignal) => {
      if (code === 0) resolve(path.join(dir, 'dist'));
      else reject(new Error(`webpack in ${dir} exited with ${code ?? exitSignal}:\n${output}`));
    });
  });
}
