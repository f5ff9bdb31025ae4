// The shell's built files (shell/dist) by what their source maps say they hold: which file carries
// a module is decided by the build, so tests name modules, not chunk numbers.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './servers';

const SHELL_DIST = path.join(ROOT, 'shell/dist');

/** Whether the shell's file `file` (`/main.1a2b3c4d.js`) holds a source whose path has `part`. */
export const shellFileHolds =
  (part: string) =>
  (file: string): boolean =>
    (
      JSON.parse(fs.readFileSync(path.join(SHELL_DIST, `${file}.map`), 'utf8')) as {
        sources: string[];
      }
    ).sources.some((source) => source.includes(part));

/** The shell's scripts, as the paths they are served at (`/main.1a2b3c4d.js`). */
export const shellScripts = (): string[] =>
  fs
    .readdirSync(SHELL_DIST)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
