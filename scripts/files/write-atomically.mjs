// @ts-check
// Writes through a temporary file beside the target and a rename: a reader (a server that reads
// the file on every request) sees the old content or the new, never half a file.
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} file @param {string | Uint8Array} content */
export function writeFileAtomically(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** Pretty-printed, with a final newline. @param {string} file @param {unknown} value */
export const writeJsonAtomically = (file, value) =>
  writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`);
