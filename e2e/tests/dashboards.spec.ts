import { BASE_URL, PAYMENT_URL } from '../support/env';
import { firstLoadEvents, sentBeforeRoutesChunk } from '../support/first-load';
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
} from '../support/fixtures';

test.describe('borrower', () => {
  test('lands on the line-of-credit page first, then sees only their own loans', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAndWait(page, accounts.borrower);
    await expect(page).toHaveURL(/\/dashboard\/applications\/line-of-credit$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Customer Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('Lender Portal | Dashboard');

    const inProcess = page.getByRole('table', { name: /loans in process/i });
    const funded = page.getByRole('table', { name: /funded loans/i });
    await expect(inProcess.getByRole('rowheader', { name: 'Maple Duplex' })).toBeVisible();
    await expect(funded.getByRole('rowheader', { name: /1133 Birch Ave/ })).toBeVisible();
    // Each row's name links to its deal page.
    await expect(inProcess.getByRole('link', { name: 'Maple Duplex' })).toHaveAttribute(
      'href',
      '/dashboard/deal/D1002',
    );
    // Another borrower's deals never show.
    await expect(page.getByText('Willow Flip')).toHaveCount(0);
    await expect(page.getByText('Pine Street')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Copy-table confirmation shows for 2 seconds.
    const inProcessRegion = page.getByRole('region', { name: /loans in process/i });
    await inProcessRegion.getByRole('button', { name: /copy table/i }).click();
    await expect(inProcessRegion.getByText('Copied!')).toBeVisible();
    await expect(inProcessRegion.getByText('Copied!')).toBeHidden({ timeout: 4_000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Maple Duplex');

    // Side navigation: customer menu in the spec's order, expandable loan lists.
    await expect(nav.locator(':scope > ul > li')).toHaveText([
      'Customer Dashboard',
      'Make a Payment',
      /Loans in Process/,
      /Funded Loans/,
      /Construction/,
      'Servicing Requests',
      'FAQ',
      'Profile',
      'Logout',
    ]);
    const fundedGroup = nav.getByRole('button', { name: 'Funded Loans' });
    await expect(fundedGroup).toHaveAttribute('aria-expanded', 'false');
    await fundedGroup.click();
    await expect(fundedGroup).toHaveAttribute('aria-expanded', 'true');
    // Loans link to their deal pages, construction items to the deal's construction page.
    await expect(nav.getByRole('link', { name: 'Birch Renovation' })).toHaveAttribute(
      'href',
      '/dashboard/deal/D1009',
    );
    await nav.getByRole('button', { name: 'Loans in Process' }).click();
    // No nickname: the address is the label.
    await expect(nav.getByText(/1427 Maple Grove Dr/)).toBeVisible();
    await nav.getByRole('button', { name: 'Construction' }).click();
    await expect(nav.getByText('Birch Renovation')).toHaveCount(2);
    await expect(nav.getByRole('link', { name: 'Birch Renovation' }).last()).toHaveAttribute(
      'href',
      '/dashboard/deal/D1009/construction',
    );
    await expect(nav.getByRole('link', { name: /1427 Maple Grove Dr/ })).toHaveAttribute(
      'href',
      /^\/dashboard\/deal\/D\d+$/,
    );

    // Make a Payment opens the payment page in a new tab.
    const paymentPage = context.waitForEvent('request', (request) =>
      request.url().startsWith(PAYMENT_URL),
    );
    await nav.getByRole('button', { name: 'Make a Payment' }).click();
    await paymentPage;

    // Logout clears the session and returns to sign-in.
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test('the tooltips choice is persisted', async ({ page }) => {
    await signInAndWait(page, accounts.borrower2);
    const toggle = page.getByRole('switch', { name: /tooltips/i });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('options'))) ?? '{}'),
    ).toEqual({ toolTips: false });
    await page.reload();
    await expect(page.getByRole('switch', { name: /tooltips/i })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

test.describe('broker', () => {
  test('sees the broker home, the broker menu and only brokered deals', async ({ page }) => {
    await signInAndWait(page, accounts.broker);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > ul > li')).toHaveText([
      'Broker Dashboard',
      /Loans in Process/,
      /Funded Loans/,
      /Pricing Engine/,
      'FAQ',
      'Logout',
    ]);
    await expect(nav.getByRole('link', { name: /Pricing Engine/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const inProcess = page.getByRole('table', { name: /loans in process/i });
    const funded = page.getByRole('table', { name: /funded loans/i });
    await expect(inProcess.getByRole('rowheader', { name: 'Maple Duplex' })).toBeVisible();
    await expect(inProcess.getByRole('rowheader', { name: 'Lakeshore Commons' })).toBeVisible();
    await expect(funded.getByRole('rowheader', { name: /1301 Granite Way/ })).toBeVisible();
    await expect(page.getByText('Harbor View')).toHaveCount(0);
    await expect(page.getByText(/1133 Birch Ave/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a dashboard opened by its address asks for its lists beside its code, once each', async ({
    page,
  }) => {
    const inProcess = page.getByRole('table', { name: /loans in process/i });
    const tablesShown = async () => {
      await expect(inProcess.getByRole('rowheader', { name: 'Maple Duplex' })).toBeVisible();
      await expect(page.getByRole('table', { name: /funded loans/i })).toBeVisible();
    };
    // A broker lands on the dashboard: its lists are in before the first load is recorded.
    await signInAndWait(page, accounts.broker);
    await tablesShown();
    const events = await firstLoadEvents(page, 'mfe_deals', async () => {
      await page.goto('/dashboard');
      await tablesShown();
    });
    // The shell started the declared reads as the route matched, before the page's code was in;
    // the tables took those answers; the customer's lists were never asked for.
    const lists = events.filter((event) => /^deals\/(broker\/)?(inprocess|funded)\b/.test(event));
    expect(lists.toSorted()).toEqual([
      'deals/broker/funded?limit=50',
      'deals/broker/inprocess?limit=50',
    ]);
    expect(sentBeforeRoutesChunk(events)).toContain('deals/broker/inprocess?limit=50');
  });
});

test.describe('lead', () => {
  test('lands on resources and reaches nothing else', async ({ page }) => {
    await signInAndWait(page, accounts.lead);
    await expect(page).toHaveURL(/\/dashboard\/resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > ul > li')).toHaveText(['Resources', 'Logout']);
    // The dashboard, where the brand and the not-found page link to, is their resources page.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/resources$/);
    // Any other page is not there for a lead: not found, before its remote loads.
    for (const path of ['/dashboard/profile', '/dashboard/deal/D1010']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!');
      await expect(page).toHaveTitle('Lender Portal | Not Found');
    }
    await expect(nav.locator(':scope > ul > li')).toHaveText(['Resources', 'Logout']);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/resources$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong!');
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('collapses at 1023 px and closes on route change', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/dashboard\/faq$/);
    await expect(nav).toBeHidden();
    await toggle.click();
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(nav).toBeHidden();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('at 390 px the tables stack into cards: nothing scrolls sideways', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    await page.goto('/dashboard');
    const inProcess = page.getByRole('table', { name: /loans in process/i });
    await expect(inProcess.getByRole('rowheader', { name: 'Maple Duplex' })).toBeVisible();
    await expect(page.getByRole('table', { name: /funded loans/i })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Each cell carries its column's name in the card.
    await expect(inProcess.getByRole('cell', { name: 'OPP-1002' })).toHaveAttribute(
      'data-label',
      'Loan Number',
    );
  });
});
