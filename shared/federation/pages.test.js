/** @jest-environment node */
// @ts-check
// A remote's build publishes its page declaration only when the contracts' schema accepts it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { readPageDeclaration } = require('./pages');

const ROOT = path.resolve(__dirname, '../..');

/** @type {string} */
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-pages-'));
  fs.mkdirSync(path.join(dir, 'src'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** @param {string} source */
const declare = (source) => fs.writeFileSync(path.join(dir, 'src/pages.ts'), source);

it('reads every remote’s own declaration, with the reads its api modules build', () => {
  for (const pkg of ['mfe-auth', 'mfe-deals', 'mfe-construction', 'mfe-servicing', 'mfe-account']) {
    const container = pkg.replace('-', '_');
    const result = readPageDeclaration(path.join(ROOT, pkg), container);
    expect(result).toMatchObject({ ok: true, declaration: { remote: container } });
  }
  const deals = readPageDeclaration(path.join(ROOT, 'mfe-deals'), 'mfe_deals');
  const page = deals.ok && deals.declaration.pages.find((entry) => entry.name === 'deal-documents');
  expect(page && page.data).toEqual([
    { method: 'POST', path: 'deals/getdocuments', body: { dealid: ':id' } },
  ]);
});

it('says so when a declaration reaches the core, which the build does not run', () => {
  fs.writeFileSync(
    path.join(dir, 'src/reads.ts'),
    `import { read } from '@lender/shared';\nexport const load = () => read({ method: 'GET', path: 'x' });`,
  );
  declare(`import { load } from './reads';\nexport const declaration = { load };`);
  expect(() => readPageDeclaration(dir, 'mfe_deals')).toThrow(
    'imports the core: what a page declaration imports takes only its types (import type)',
  );
});

it('refuses a declaration the schema refuses, saying where', () => {
  declare(`import type { PageDeclaration } from '@lender/contracts';
export const declaration = {
  remote: 'mfe_deals',
  pages: [{ name: 'deal', pattern: '/Deal', title: 'Deal', layout: 'signed-in', audience: ['customer'] }],
  links: [],
};`);
  const result = readPageDeclaration(dir, 'mfe_deals');
  expect(result.ok).toBe(false);
  expect(/** @type {{ reasons: string[] }} */ (result).reasons.join(' ')).toContain(
    'pages.0.pattern',
  );
});

it('refuses another container’s declaration, and a missing one', () => {
  declare(`export const declaration = {
  remote: 'mfe_account',
  pages: [{ name: 'faq', pattern: '/dashboard/faq', title: 'FAQ', layout: 'signed-in', audience: ['customer'] }],
  links: [],
};`);
  expect(readPageDeclaration(dir, 'mfe_deals')).toEqual({
    ok: false,
    reasons: ['remote: mfe_account is not mfe_deals'],
  });
  fs.rmSync(path.join(dir, 'src/pages.ts'));
  expect(readPageDeclaration(dir, 'mfe_deals').ok).toBe(false);
});
