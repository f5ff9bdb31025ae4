// @ts-check
// What a change's tests are: one remote's change its own tests and the specs that open it; the
// core's, every browser package and every spec; the contracts', the API too; docs, nothing.
import { affectedPlan, packageOf } from './affected.mjs';

const specs = {
  'tests/construction.spec.ts':
    "await page.goto('/dashboard/deal/D1010/construction'); // mfe_construction",
  'tests/servicing.spec.ts': "fetch('/lima/api/payoff-request'); // mfe-servicing",
  'tests/sign-in.spec.ts': 'signs in (mfe_auth)',
};

it('tells which package a path belongs to', () => {
  expect(packageOf('mfe-deals/src/deal/DealPage.tsx')).toBe('mfe-deals');
  expect(packageOf('shared/contracts/src/deals.ts')).toBe('contracts');
  expect(packageOf('shared/src/api/reads.ts')).toBe('shared');
  expect(packageOf('docs/architecture.md')).toBeNull();
});

it("runs a remote's own tests and the specs that open it, nothing else", () => {
  expect(affectedPlan(['mfe-construction/src/draw-request/drawForm.ts'], specs)).toEqual({
    packages: ['mfe-construction'],
    jestProjects: ['mfe-construction'],
    e2eSpecs: ['tests/construction.spec.ts'],
  });
});

it('runs every browser package and every spec for the core; the API too for the contracts', () => {
  const core = affectedPlan(['shared/src/ui/Button.tsx'], specs);
  expect(core.jestProjects).toEqual(
    [
      'mfe-account',
      'mfe-auth',
      'mfe-construction',
      'mfe-deals',
      'mfe-servicing',
      'shared',
      'shell',
    ].sort(),
  );
  expect(core.e2eSpecs).toEqual(Object.keys(specs).sort());
  const contracts = affectedPlan(['shared/contracts/src/servicing.ts'], specs);
  expect(contracts.jestProjects).toContain('api');
  expect(contracts.jestProjects).toContain('contracts');
});

it('runs nothing for docs, and everything for the lockfile', () => {
  expect(affectedPlan(['docs/adr/019-the-platform-judges-a-canary.md'], specs)).toEqual({
    packages: [],
    jestProjects: [],
    e2eSpecs: [],
  });
  expect(affectedPlan(['pnpm-lock.yaml'], specs).jestProjects).toContain('api');
});

it('runs a changed spec itself', () => {
  expect(affectedPlan(['e2e/tests/sign-in.spec.ts'], specs).e2eSpecs).toEqual([
    'tests/sign-in.spec.ts',
  ]);
});
