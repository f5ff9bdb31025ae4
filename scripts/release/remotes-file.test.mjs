// @ts-check
// An environment's remotes.json as the scripts read and write it: checked by the shell's rules,
// problems in one line, written at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRemotes, readRemotesFile, RemotesFileError } from './remotes-file.mjs';

/** @type {string} */
let work;
/** @type {string} */
let file;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-remotes-file-'));
  file = path.join(work, 'remotes.json');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const versioned = {
  base: 'https://deals.example',
  stable: '1.4.0+0a1b2c3d4e',
  canary: { version: '1.5.0+5f6a7b8c9d', percent: 10 },
  pages: { '1.4.0+0a1b2c3d4e': { remote: 'mfe_deals', pages: [] } },
};

/**
 * The message readRemotesFile throws for a file of `text`.
 * @param {string} text
 */
function problemWith(text) {
  fs.writeFileSync(file, text);
  try {
    readRemotesFile(file);
  } catch (error) {
    expect(error).toBeInstanceOf(RemotesFileError);
    return /** @type {RemotesFileError} */ (error).message;
  }
  throw new Error('the file was accepted');
}

describe('readRemotesFile', () => {
  it('reads fixed and versioned entries with every field they have', () => {
    const remotes = { mfe_deals: versioned, mfe_auth: 'http://localhost:3001/remoteEntry.js' };
    fs.writeFileSync(file, JSON.stringify(remotes));
    expect(readRemotesFile(file)).toEqual(remotes);
  });

  it('takes a missing file for an empty environment unless one is required', () => {
    expect(readRemotesFile(file)).toEqual({});
    expect(() => readRemotesFile(file, { required: true })).toThrow(
      new RemotesFileError(`${file} is missing`),
    );
  });

  it.each([
    ['{ "mfe_deals": ', /is not JSON: /],
    ['{\n  mfe_deals: 1\n}', /is not JSON: /],
    ['[]', /must be an object of container name to entry$/],
    ['{ "mfe_deals": "" }', /: mfe_deals must be a URL or \{ base, stable, canary\? \}$/],
    ['{ "mfe_deals": { "base": "https://deals.example" } }', /: mfe_deals must be a URL/],
    [
      '{ "mfe_deals": { "base": "https://d.example", "stable": "../../etc" } }',
      /: mfe_deals must be a URL/,
    ],
    [
      '{ "mfe_deals": { "base": "https://d.example", "stable": "1.0.0+a", "canary": { "version": "1.1.0+b", "percent": 101 } } }',
      /: mfe_deals\.canary needs a version and a percent from 0 to 100$/,
    ],
    [
      '{ "mfe_deals": { "base": "https://d.example", "stable": "1.0.0+a", "pages": [] } }',
      /: mfe_deals\.pages must be an object/,
    ],
  ])('refuses %s in one line naming the file', (text, why) => {
    const message = problemWith(text);
    expect(message.startsWith(file)).toBe(true);
    expect(message).toMatch(why);
    expect(message).not.toContain('\n');
  });
});

describe('parseRemotes', () => {
  it('takes what the shell can read and refuses the rest, saying which entry', () => {
    expect(parseRemotes({ mfe_deals: versioned }, 'x.json')).toEqual({ mfe_deals: versioned });
    expect(() => parseRemotes({ mfe_deals: { base: '', stable: '1.0.0+a' } }, 'x.json')).toThrow(
      /^x\.json: mfe_deals must be a URL/,
    );
  });
});
