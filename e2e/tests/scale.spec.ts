// A broker with more deals than a page (the e2e stack's 120): the dashboard tables show the first
// 50 with Show more loans, Copy Table copies every row, and the nav lists end with how many there
// are in all.
import { API_URL } from '../support/servers';
import { accounts, DEMO_PASSWORD, expect, signInAndWait, test } from '../support/fixtures';

const PAGE = 50;

async function wholeLists(): Promise<{ inProcess: string[]; funded: string[] }> {
  const signIn = await fetch(`${API_URL}/lima/api/users/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: accounts.largeBroker, password: DEMO_PASSWORD }),
  });
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  const list = async (name: string) => {
    const response = await fetch(`${API_URL}/lima/api/deals/broker/${name}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { deals: { id: string }[] }).deals.map((deal) => deal.id);
  };
  return { inProcess: await list('inprocess'), funded: await list('funded') };
}

test('a large broker pages through the tables, copies every row, and sees bounded nav lists', async ({
  page,
  context,
}) => {
  const whole = await wholeLists();
  expect(whole.inProcess.length).toBeGreaterThan(PAGE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndWait(page, accounts.largeBroker);
  await page.goto('/dashboard');

  const region = page.getByRole('region', { name: 'Loans In Process' });
  const rows = region.getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveCount(PAGE);
  await expect(region.getByText(`Showing the first ${PAGE} loans.`)).toBeVisible();
  await expect(rows.first().getByRole('link')).toHaveAttribute(
    'href',
    `/dashboard/deal/${whole.inProcess[0]}`,
  );

  // Copy Table copies every row, not only the page shown.
  await region.getByRole('button', { name: 'Copy Table' }).click();
  await expect(region.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd().split('\n')).toHaveLength(whole.inProcess.length + 1);

  const more = region.getByRole('button', { name: 'Show more loans' });
  while (await more.isVisible()) await more.click();
  await expect(rows).toHaveCount(whole.inProcess.length);
  await expect(rows.last().getByRole('link')).toHaveAttribute(
    'href',
    `/dashboard/deal/${whole.inProcess.at(-1)}`,
  );

  // The nav list holds its newest 50 and says how many there are.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Loans in Process' }).click();
  const link = nav.getByRole('link', {
    name: `Showing ${PAGE} of ${whole.inProcess.length}: all on the dashboard`,
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the paged table fits without sideways scrolling', async ({ page }) => {
    await signInAndWait(page, accounts.largeBroker);
    await page.goto('/dashboard');
    const region = page.getByRole('region', { name: 'Loans In Process' });
    await expect(region.getByRole('button', { name: 'Show more loans' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
