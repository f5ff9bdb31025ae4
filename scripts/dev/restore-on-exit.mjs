// @ts-check
// What a command writes to an environment's files (a remotes.json, its history) lasts only as
// long as the command: the files are put back as they were when it exits, whether it ends by
// itself, by Ctrl-C (SIGINT), SIGTERM or a closed terminal (SIGHUP), whose handlers must end with
// process.exit.
import fs from 'node:fs';
import { writeFileAtomically } from '../files/write-atomically.mjs';

/**
 * Keeps the files' current content (or their absence) and restores it when the process exits.
 * @param {string[]} files
 */
export function restoreOnExit(files) {
  const saved = files.map((file) => ({
    file,
    content: fs.existsSync(file) ? fs.readFileSync(file) : null,
  }));
  process.once('exit', () => {
    for (const { file, content } of saved) {
      if (content === null) fs.rmSync(file, { force: true });
      // At once: the shell's server may be reading it.
      else writeFileAtomically(file, content);
    }
  });
}
