// @ts-check
// Every download is served with its content type and a file name: the pure headers,
// scripts/serve-static.mjs serving the shell's public resources, and nginx's shell config.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { attachmentDisposition, downloadHeaders, downloadType } from './downloads.mjs';
import { freePort } from './free-port.mjs';

const ROOT = path.join(__dirname, '..', '..');
const RESOURCES = path.join(ROOT, 'shell', 'public', 'documents', 'resources');
const ACH = 'ACH Recurring Payment Authorization.pdf';
const BUDGET = 'Construction Budget Template.xlsx';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('downloadHeaders', () => {
  it('names the file and its type for an address under /documents/', () => {
    expect(downloadHeaders(`/documents/resources/${encodeURIComponent(ACH)}`)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${ACH}"; filename*=UTF-8''ACH%20Recurring%20Payment%20Authorization.pdf`,
    });
    expect(downloadHeaders(`/documents/resources/${encodeURIComponent(BUDGET)}`)).toMatchObject({
      'content-type': XLSX,
    });
  });

  it('leaves other addresses alone', () => {
    expect(downloadHeaders('/main.0123abcd.js')).toBeNull();
    expect(downloadHeaders('/documents/')).toBeNull();
    expect(downloadHeaders('/documents/%E0%A4%A.pdf')).toBeNull();
  });

  it('falls back to octet-stream and an ASCII name', () => {
    expect(downloadType('notes.weird')).toBe('application/octet-stream');
    expect(attachmentDisposition('Résumé "v2".pdf')).toBe(
      `attachment; filename="R_sum_ _v2_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22v2%22.pdf`,
    );
  });
});

describe('serve-static', () => {
  /** @type {string} */
  let work;
  /** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>} */
  let child;
  /** @type {string} */
  let base;
  beforeAll(async () => {
    // A shell build of just the run-time files and the resources folder.
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-downloads-'));
    fs.writeFileSync(path.join(work, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(work, 'remotes.json'), '{}');
    fs.writeFileSync(path.join(work, 'config.json'), '{}');
    fs.cpSync(RESOURCES, path.join(work, 'documents', 'resources'), { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'serve-static.mjs'),
        '--dir',
        work,
        '--port',
        String(port),
        '--shell',
      ],
      { env: { ...process.env, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('exit', (code) => reject(new Error(`serve-static exited (${code})`)));
    });
  });
  afterAll(async () => {
    // Waited for: a server still running would keep jest's worker from exiting.
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it.each([
    [ACH, 'application/pdf'],
    [BUDGET, XLSX],
  ])('serves %s with its type and name', async (fileName, type) => {
    const answer = await fetch(`${base}/documents/resources/${encodeURIComponent(fileName)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('content-disposition')).toBe(attachmentDisposition(fileName));
    expect((await answer.arrayBuffer()).byteLength).toBe(
      fs.statSync(path.join(RESOURCES, fileName)).size,
    );
  });

  it('serves every resource file with a Content-Disposition', async () => {
    for (const fileName of fs.readdirSync(RESOURCES)) {
      const answer = await fetch(`${base}/documents/resources/${encodeURIComponent(fileName)}`);
      expect(answer.headers.get('content-disposition')).toContain('attachment; filename=');
      expect(answer.headers.get('content-type')).not.toBe('application/octet-stream');
    }
  });

  it('names no file on a missing one (a 404)', async () => {
    const answer = await fetch(`${base}/documents/resources/Missing.pdf`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-disposition')).toBeNull();
  });
});

describe("nginx's shell config", () => {
  it('adds a Content-Disposition naming the file to every answer under /documents/', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'docker', 'nginx', 'shell.conf.template'), 'utf8');
    expect(conf).toMatch(/map \$uri \$content_disposition \{[^}]*~\^\/documents\//);
    expect(conf).toMatch(/add_header Content-Disposition \$content_disposition;/);
  });
});
