// @ts-check
// Several servers share one terminal: each of their lines starts with the name of the container
// (or the API) it came from, `[mfe-deals] …`.
import { Console } from 'node:console';
import readline from 'node:readline';
import { Writable } from 'node:stream';

/** @param {string} label @param {string} line */
const prefixed = (label, line) => `[${label}] ${line}\n`;

/**
 * Copies each line of `input` (a child process's stdout or stderr) to the outputs, prefixed;
 * an output given with a `format` gets each line through it first.
 * @param {string} label
 * @param {NodeJS.ReadableStream} input
 * @param {(NodeJS.WritableStream | { output: NodeJS.WritableStream, format: (line: string) => string })[]} outputs
 */
export function copyLines(label, input, outputs) {
  const targets = outputs.map((target) =>
    'format' in target ? target : { output: target, format: (/** @type {string} */ line) => line },
  );
  readline.createInterface({ input, crlfDelay: Infinity }).on('line', (line) => {
    for (const { output, format } of targets) output.write(prefixed(label, format(line)));
  });
}

/**
 * A stream that writes each line it is given to `output`, prefixed (a line split across writes
 * is held until its end).
 * @param {string} label
 * @param {NodeJS.WritableStream} output
 */
function prefixingStream(label, output) {
  let pending = '';
  return new Writable({
    write(chunk, _encoding, done) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) output.write(prefixed(label, line));
      done();
    },
    final(done) {
      if (pending) output.write(prefixed(label, pending));
      done();
    },
  });
}

/**
 * A browser that leaves a page (a reload) while a file is still being sent closes the response
 * early: routine, not an error worth a stack trace.
 * @param {unknown} value
 */
const isClientAbort = (value) =>
  value instanceof Error && 'code' in value && value.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * A console whose every line is prefixed: webpack's infrastructure logger of a dev server
 * running in this process logs through it (webpack-dev-middleware reports a client's abort as
 * an error with its stack: that is left out).
 */
export class PrefixedConsole extends Console {
  /** @param {string} label */
  constructor(label) {
    super({
      stdout: prefixingStream(label, process.stdout),
      stderr: prefixingStream(label, process.stderr),
    });
  }

  /** @override @param {unknown[]} args */
  error(...args) {
    if (!args.some(isClientAbort)) super.error(...args);
  }
}
