// Every route of the portal, for each audience, swept by axe at WCAG 2.0/2.1/2.2 A and
// AA: no violation of serious or critical impact. The routes come from the page declarations the
// built remotes publish (dist/pages.json): a new route without a sample URL below fails the sweep.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CONTAINERS, REMOTE_NAMES } from '../support/env';
import { ROOT } from '../support/servers';
import {
  WCAG_TAGS,
  accounts,
  expect,
  seriousA11yViolations,
  signInAndWait,
  test,
  viewAccountAsEmployee,
} from '../support/fixtures';

/** A concrete URL for each route pattern (the borrower's and the broker's deals differ). */
const sampleParams: Record<string, Record<string, string>> = {
  borrower: { id: 'D1010' },
  broker: { id: 'D1004' },
};
const PARAMS: Record<string, string> = {
  brokeremail: 'broker@demo.test',
  email: 'new@demo.test',
  token: 'not-a-real-token',
  type: 'loan',
  invitee_id: 'invitee-1',
};

const urlFor = (pattern: string, audience: string): string =>
  pattern.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = sampleParams[audience]?.[name] ?? sampleParams.borrower?.[name] ?? PARAMS[name];
    if (value === undefined) throw new Error(`No sample value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });

/** Waits for the page a route ends on (after any redirect) to settle: its h1 and its data. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const AUDIENCES: Record<string, (page: Page) => Promise<void>> = {
  visitor: async () => {},
  borrower: (page) => signInAndWait(page, accounts.borrower),
  broker: (page) => signInAndWait(page, accounts.broker),
  lead: (page) => signInAndWait(page, accounts.lead),
  'employee viewing a borrower': (page) => viewAccountAsEmployee(page, accounts.borrower),
};

/** Every pattern the remotes declare (their pages and the old patterns that redirect). */
const PATTERNS: string[] = REMOTE_NAMES.flatMap((name) => {
  const file = path.join(ROOT, CONTAINERS[name]!.package, 'dist/pages.json');
  const declaration = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pages: { pattern: string; redirectFrom?: string[] }[];
  };
  return declaration.pages.flatMap((page) => [page.pattern, ...(page.redirectFrom ?? [])]);
});

const NOT_FOUND_TITLE = 'Something went wrong!';
const SIGNED_IN_AREA = '/dashboard';

/**
 * The visitor sweeps every route; a signed-in audience sweeps the signed-in area (the public pages
 * are the same page for everyone, swept once as the visitor) and one route outside it.
 */
const routesOf = (audience: string): string[] =>
  PATTERNS.filter(
    (pattern) => audience === 'visitor' || pattern.startsWith(SIGNED_IN_AREA) || pattern === '/',
  );

for (const [audience, enter] of Object.entries(AUDIENCES)) {
  test(`every route, as ${audience}, has no serious or critical WCAG violation`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await enter(page);
    const swept = new Set<string>();
    const found: string[] = [];
    for (const pattern of routesOf(audience)) {
      const url = urlFor(pattern, audience === 'broker' ? 'broker' : 'borrower');
      await page.goto(url);
      await settle(page);
      // A page already swept (a visitor sent to sign-in, the not-found page of a route that is
      // not mounted) is not swept again.
      const landed = new URL(page.url()).pathname;
      const notFound = (await page.locator('h1').first().textContent()) === NOT_FOUND_TITLE;
      const key = notFound ? NOT_FOUND_TITLE : landed;
      if (swept.has(key)) continue;
      swept.add(key);
      for (const violation of await seriousA11yViolations(page, { tags: WCAG_TAGS }))
        found.push(`${url} → ${landed}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
