// @ts-check
// The shell's Content-Security-Policy: the builder, scripts/serve-static.mjs sending it, and
// production nginx's start (docker/nginx/runtime-files.sh) filling in the template the image's
// build prints with it. Also the page's Link header (static/page-links.mjs), which the same two
// servers send.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configOrigins, remoteOrigins, shellCsp } from './shell-csp.mjs';
import { freePort } from './free-port.mjs';
import { pageLinks } from './page-links.mjs';

const ROOT = path.join(__dirname, '..', '..');
const DEALS = 'https://deals.example';
const AUTH = 'http://auth.example:8081';
const API = 'https://api.example';
const MAPS = 'https://maps.example';

/** directive -> its sources, in order. @param {string} policy */
const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const remotes = {
  mfe_deals: { base: `${DEALS}/`, stable: '1.0.0+0a1b2c3d4e' },
  mfe_auth: `${AUTH}/remoteEntry.js`,
  // Served from the same origin as another remote: named once.
  mfe_account: `${DEALS}/account/remoteEntry.js`,
};

/** @type {string} */
let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-csp-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('shellCsp', () => {
  it('allows this origin and the remotes everywhere, the API for calls and the map for images', () => {
    const policy = directives(
      shellCsp({ remoteOrigins: [DEALS, AUTH], apiOrigin: API, streetViewOrigin: MAPS }),
    );
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", DEALS, AUTH],
      'style-src': ["'self'", "'unsafe-inline'", DEALS, AUTH],
      'img-src': ["'self'", 'data:', MAPS, DEALS, AUTH],
      'font-src': ["'self'", DEALS, AUTH],
      'connect-src': ["'self'", API, DEALS, AUTH],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('never lets a script run inline or from a string; only styles may be inline', () => {
    const policy = directives(shellCsp({ remoteOrigins: [DEALS], apiOrigin: API }));
    for (const [name, sources] of Object.entries(policy)) {
      expect(sources).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(sources).not.toContain("'unsafe-inline'");
    }
  });

  it('names each origin once per directive', () => {
    const policy = directives(
      shellCsp({ remoteOrigins: remoteOrigins(remotes), apiOrigin: DEALS, streetViewOrigin: null }),
    );
    expect(policy['script-src']).toEqual(["'self'", DEALS, AUTH]);
    expect(policy['connect-src']).toEqual(["'self'", DEALS, AUTH]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', DEALS, AUTH]);
  });

  it('adds nothing for config.json origins that are not there, relative or not http(s)', () => {
    expect(configOrigins({})).toEqual({ apiOrigin: null, streetViewOrigin: null });
    expect(
      configOrigins({ apiBaseUrl: '/lima/api', streetViewUrl: 'javascript:alert(1)' }),
    ).toEqual({ apiOrigin: null, streetViewOrigin: null });
    expect(
      configOrigins({
        apiBaseUrl: `${API}/lima/api/`,
        streetViewUrl: `${MAPS}/streetview?location={address}&size=600x300`,
      }),
    ).toEqual({ apiOrigin: API, streetViewOrigin: MAPS });
    expect(directives(shellCsp({ remoteOrigins: [] }))['connect-src']).toEqual(["'self'"]);
  });
});

/**
 * Runs runtime-files.sh in a folder standing for the image's /; returns its conf.d.
 * @param {string[]} remoteOrigins REMOTE_ORIGINS: origins other than the shell's serving remotes
 * @param {object | null} portalConfig PORTAL_CONFIG, if set
 * @param {string[]} [built] files of the shell's build besides config.json
 */
function runtimeFiles(remoteOrigins, portalConfig, built = []) {
  const root = path.join(work, 'image');
  for (const dir of ['usr/share/nginx/html', 'tmp/nginx', 'etc/nginx/conf.d'])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'usr/share/nginx/html/config.json'), '{}');
  for (const file of built) fs.writeFileSync(path.join(root, 'usr/share/nginx/html', file), '');
  // As the image's build writes it (docker/portal.Dockerfile).
  fs.writeFileSync(
    path.join(root, 'etc/nginx/shell-csp.template'),
    execFileSync(process.execPath, [path.join(__dirname, 'shell-csp.mjs'), '--nginx-template']),
  );
  execFileSync('sh', [path.join(ROOT, 'docker', 'nginx', 'runtime-files.sh')], {
    env: {
      PATH: process.env.PATH,
      RUNTIME_FILES_ROOT: root,
      REMOTE_ORIGINS: remoteOrigins.join(' '),
      ...(portalConfig ? { PORTAL_CONFIG: JSON.stringify(portalConfig) } : {}),
    },
  });
  return path.join(root, 'etc/nginx/conf.d');
}

/**
 * The policy runtime-files.sh writes for nginx.
 * @param {string[]} remoteOrigins @param {object | null} portalConfig
 */
function nginxPolicy(remoteOrigins, portalConfig) {
  const conf = fs.readFileSync(
    path.join(runtimeFiles(remoteOrigins, portalConfig), 'csp.conf'),
    'utf8',
  );
  expect(conf).toMatch(/^map \$uri \$content_security_policy \{\n {2}~\^\/lima\/api\/ "";\n/);
  return /\n {2}default "([^"]*)";\n\}\n$/.exec(conf)?.[1];
}

describe("production nginx's policy (runtime-files.sh)", () => {
  it("is the builder's, with the origins REMOTE_ORIGINS names and PORTAL_CONFIG's", () => {
    const config = {
      apiBaseUrl: `${API}/lima/api`,
      streetViewUrl: `${MAPS}/streetview?location={address}`,
    };
    // nginx lists the remotes' origins sorted.
    expect(nginxPolicy([DEALS, `${AUTH}/remotes/mfe_auth`], config)).toBe(
      shellCsp({ remoteOrigins: [AUTH, DEALS], ...configOrigins(config) }),
    );
  });

  it("is the builder's with this origin alone when the build's config.json names none", () => {
    expect(nginxPolicy([], null)).toBe(shellCsp({ remoteOrigins: [] }));
  });
});

describe("the page's Link header", () => {
  it('preconnects to the remotes, and preloads the API client on every address but /', () => {
    const apiClient = 'api-client.0123abcd.js';
    const page = { remoteOrigins: [DEALS, AUTH], apiClient };
    expect(pageLinks({ ...page, pathname: '/' })).toBe(
      `<${DEALS}>; rel=preconnect, <${AUTH}>; rel=preconnect`,
    );
    expect(pageLinks({ ...page, pathname: '/dashboard/deal/D1011' })).toBe(
      `<${DEALS}>; rel=preconnect, <${AUTH}>; rel=preconnect, </${apiClient}>; rel=preload; as=script`,
    );
    expect(pageLinks({ remoteOrigins: [], apiClient: null, pathname: '/dashboard' })).toBe('');
  });

  it("is written for nginx by runtime-files.sh: the preload on index.html's answers but /'s", () => {
    const conf = (/** @type {string[]} */ built) =>
      fs.readFileSync(path.join(runtimeFiles([], null, built), 'api-client.conf'), 'utf8');
    expect(conf(['api-client.0123abcd.js', 'api-client.0123abcd.js.br'])).toBe(
      [
        'map "$uri:$request_uri" $api_client_preload {',
        '  default "";',
        '  ~^/index\\.html:/(\\?.*)?$ "";',
        '  ~^/index\\.html: "</api-client.0123abcd.js>; rel=preload; as=script";',
        '}',
        '',
      ].join('\n'),
    );
    fs.rmSync(path.join(work, 'image'), { recursive: true });
    expect(conf([])).toBe('map "$uri:$request_uri" $api_client_preload {\n  default "";\n}\n');
  });
});

describe("serve-static's policy", () => {
  it("is the builder's, from the run-time files as they are", async () => {
    fs.writeFileSync(path.join(work, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(work, 'remotes.json'), JSON.stringify(remotes));
    fs.writeFileSync(path.join(work, 'config.json'), JSON.stringify({ apiBaseUrl: `${API}/x` }));
    fs.writeFileSync(path.join(work, 'api-client.0123abcd.js'), '');
    const port = await freePort();
    const args = ['--shell', '--dir', work, '--port', String(port)];
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts', 'serve-static.mjs'), ...args],
      {
        env: { ...process.env, HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise((resolve, reject) => {
        child.stdout.once('data', resolve);
        child.once('exit', (code) => reject(new Error(`serve-static exited (${code})`)));
      });
      const answer = await fetch(`http://127.0.0.1:${port}/deals`);
      expect(answer.headers.get('content-security-policy')).toBe(
        shellCsp({ remoteOrigins: [DEALS, AUTH], apiOrigin: API }),
      );
      // And the page's Link header: the API client's code preloaded except on the sign-in page.
      const links = { remoteOrigins: [DEALS, AUTH], apiClient: 'api-client.0123abcd.js' };
      expect(answer.headers.get('link')).toBe(pageLinks({ ...links, pathname: '/deals' }));
      const signIn = await fetch(`http://127.0.0.1:${port}/`);
      expect(signIn.headers.get('link')).toBe(pageLinks({ ...links, pathname: '/' }));
      // The run-time files are compressed as they are sent (they have no build-time copies).
      const remotesFile = await fetch(`http://127.0.0.1:${port}/remotes.json`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(remotesFile.headers.get('content-encoding')).toBe('gzip');
      expect(remotesFile.headers.get('vary')).toBe('Accept-Encoding');
      expect(await remotesFile.json()).toEqual(remotes);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
