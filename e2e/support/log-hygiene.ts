// After the whole suite: the stack's log of the run (API, static servers) holds no session token,
// no demo password, no card number the suite typed and no uploaded file's content.
import fs from 'node:fs';

const SECRETS: readonly [string, RegExp][] = [
  ['a JSON Web Token', /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
  ['the demo password', /Demo-pass-2026/],
  ['a card number', /4242[- ]?4242[- ]?4242[- ]?4242|4000[- ]?0000[- ]?0000[- ]?0002/],
  // base64 of '%PDF-' and of a ZIP's 'PK\x03\x04' (docx, xlsx): uploaded file content.
  ['file content', /JVBERi0|UEsDBA/],
];

export default function logHygiene(): void {
  const file = process.env.E2E_PORTAL_LOG;
  if (!file || !fs.existsSync(file)) throw new Error(`log hygiene: no log of the run at ${file}`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  // The API logs a line per request: a run that logged almost nothing did not capture its log.
  if (lines.length < 20) throw new Error(`log hygiene: only ${lines.length} lines were logged`);
  const leaks = lines.flatMap((line, index) =>
    SECRETS.filter(([, pattern]) => pattern.test(line)).map(
      ([what]) => `line ${index + 1}: ${what}: ${line.slice(0, 160)}`,
    ),
  );
  fs.rmSync(file, { force: true });
  if (leaks.length > 0)
    throw new Error(`log hygiene: the run's log holds secrets:\n${leaks.slice(0, 20).join('\n')}`);
  console.log(`log hygiene: ${lines.length} log lines of the run, no secret in any`);
}
