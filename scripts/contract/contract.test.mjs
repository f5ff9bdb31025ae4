// @ts-check
// The release contract check: what counts as breaking, and the repository against its baseline.
import { breakingChanges, contractProblems, isBreakingBump } from './compare.mjs';
import { currentContract, readBaseline } from './check.mjs';

/**
 * @param {Record<string, string>} exports
 * @param {string} [version]
 */
const core = (exports, version = '1.2.0') => ({
  '@lender/shared': { version, surface: { exports } },
});

describe('breakingChanges', () => {
  it('flags a removed export and a changed signature, not an added export', () => {
    expect(
      breakingChanges(
        { exports: { signOut: 'value: () => void', formatDate: 'value: (d: Date) => string' } },
        {
          exports: {
            formatDate: 'value: (d: Date, zone: string) => string',
            added: 'value: () => void',
          },
        },
      ),
    ).toEqual([
      { kind: 'removed', name: 'exports signOut' },
      {
        kind: 'changed',
        name: 'exports formatDate',
        before: 'value: (d: Date) => string',
        after: 'value: (d: Date, zone: string) => string',
      },
    ]);
  });

  it("flags a remote's removed expose, page pattern or offered link, not a renamed page that redirects", () => {
    expect(
      breakingChanges(
        {
          exposes: ['./routes'],
          pages: ['/dashboard', '/dashboard/faq', '/dashboard/help'],
          links: ['dashboard', 'faq'],
        },
        {
          exposes: ['./routes'],
          // /dashboard/help renamed to /dashboard/support: its old pattern redirects (redirectFrom).
          pages: ['/dashboard', '/dashboard/help', '/dashboard/support'],
          links: ['dashboard'],
        },
      ),
    ).toEqual([
      { kind: 'removed', name: 'pages /dashboard/faq' },
      { kind: 'removed', name: 'links faq' },
    ]);
  });
});

describe('isBreakingBump', () => {
  it.each([
    ['1.2.0', '2.0.0', true],
    ['1.2.0', '1.3.0', false],
    ['0.1.0', '0.2.0', true],
    ['0.1.0', '0.1.5', false],
  ])('%s -> %s: %s', (from, to, breaking) => {
    expect(isBreakingBump(from, to)).toBe(breaking);
  });
});

describe('contractProblems', () => {
  const before = core({ signOut: 'value: () => void' });

  it('refuses a removed export without a major version', () => {
    const [problem] = contractProblems(before, core({}, '1.3.0'));
    expect(problem).toMatch(/@lender\/shared 1\.2\.0 -> 1\.3\.0 breaks its last release/);
    expect(problem).toMatch(/removed exports signOut/);
  });

  it('accepts it with one', () => {
    expect(contractProblems(before, core({}, '2.0.0'))).toEqual([]);
  });
});

it('the working tree breaks no released contract without a major version', () => {
  expect(contractProblems(readBaseline(), currentContract())).toEqual([]);
}, 60_000);
