import { BASE_URL } from '../support/env';
import { shellFileHolds, shellScripts } from '../support/shell-files';
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  signInAndWait,
  test,
} from '../support/fixtures';

test.describe('sign-in', () => {
  test('shows the sign-in page and loads only the shell and mfe-auth', async ({
    page,
    consoleErrors,
  }) => {
    const remoteRequests: string[] = [];
    const otherOrigins: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(BASE_URL).origin) otherOrigins.push(request.url());
      else if (url.pathname.startsWith('/remotes/')) remoteRequests.push(url.pathname);
    });
    const response = await page.goto('/');
    // The remotes' releases are served from this origin (ADR 015): nothing to preconnect to.
    expect(response?.headers().link ?? '').not.toContain('preconnect');
    await expect(page.getByRole('heading', { name: 'Customer Sign In' })).toBeVisible();
    await expect(page).toHaveTitle(/Customer Sign In/);
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/create-account',
    );
    await expectNoSeriousA11yViolations(page);
    expect(remoteRequests.length).toBeGreaterThan(0);
    expect(remoteRequests.every((path) => path.startsWith('/remotes/mfe_auth/'))).toBe(true);
    expect(otherOrigins).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the document asks for React DOM beside the entry, and the page uses it', async ({
    page,
  }) => {
    const requested = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      requested.set(pathname, (requested.get(pathname) ?? 0) + 1);
    });
    const response = await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Customer Sign In' })).toBeVisible();
    // What the document itself asks for (the shell adds its remotes' preloads as it runs).
    const served = await page.evaluate(
      (html) => {
        const parsed = new DOMParser().parseFromString(html, 'text/html');
        return {
          entries: [...parsed.querySelectorAll('head script[defer]')].map((script) =>
            script.getAttribute('fetchpriority'),
          ),
          preloads: [...parsed.querySelectorAll('head link[rel=preload][as=script]')].map(
            (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname,
          ),
        };
      },
      (await response?.text()) ?? '',
    );
    // The entry is fetched at high priority (a deferred script's is low, a preload's high).
    expect(served.entries).toEqual(['high']);
    const { preloads } = served;
    // React DOM's chunks, by their source maps: nothing else is preloaded, nothing of it is left out.
    const reactDom = shellFileHolds('node_modules/react-dom/');
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter(reactDom)).toEqual(preloads);
    expect(shellScripts().filter(reactDom).sort()).toEqual([...preloads].sort());
    // Each fetched once: the page, rendered by React DOM that only these files hold, ran it from
    // the preload.
    for (const file of preloads) expect(requested.get(file), file).toBe(1);
  });

  test('validates the fields with the spec messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Valid email address required.')).toBeVisible();
    await expect(
      page.getByText(
        'Valid Email and Password are required. For help with your password click below.',
      ),
    ).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Valid email address required.')).toBeVisible();
  });

  test('a wrong password shows its message', async ({ page, expectedConsoleErrors }) => {
    // The browser itself logs the API's 401 answer.
    expectedConsoleErrors.push(/status of 401/);
    await signIn(page, accounts.borrower, 'Wrong-pass-1');
    await expect(
      page.getByText('Invalid login credentials. For help with your password click below.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no answer at sign-in says the portal could not be reached, not that the password is wrong', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors.value = true; // the browser logs the failed request
    await page.route('**/lima/api/users/validate', (route) => route.abort('internetdisconnected'));
    await signIn(page, accounts.borrower);
    await expect(
      page.getByText('The portal could not be reached. Check your connection and try again.'),
    ).toBeVisible();
    await expect(page.getByText(/Invalid login credentials/)).toHaveCount(0);
  });

  test('a failed read shows a sentence, never the request address', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors.value = true;
    await signInAndWait(page, accounts.borrower);
    await page.route('**/lima/api/deals/inprocess*', (route) => route.abort('failed'));
    await page.goto('/dashboard');
    const failure = page.getByText(/There was a problem loading data/).first();
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('The portal could not be reached.');
    await expect(failure).not.toContainText(/https?:|inprocess/);
  });

  test('a session whose stored account type is gone ends on the next action', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('accountType'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('heading', { name: 'Customer Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('signed out, /dashboard goes to sign-in, which then directs to the referral', async ({
    page,
  }) => {
    await page.goto('/dashboard/faq');
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText('Directing to /dashboard/faq after login.')).toBeVisible();
    await page.getByLabel('Email').fill(accounts.borrower);
    await page.getByLabel('Password').fill('Demo-pass-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/faq$/);
  });

  test('an unknown path shows the not-found page linking to sign-in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(
      page.getByText("We're sorry! We were unable to find the resource you requested."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /sign-in/i })).toHaveAttribute('href', '/');
    await page.goto('/dashboard/deal');
    await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  });

  test('a signed-in user sees the not-found page inside the signed-in frame', async ({ page }) => {
    await signInAndWait(page, accounts.broker);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const back = page.getByRole('link', { name: 'Back to the dashboard' });
    // In the portal's link colour, not the browser's default blue.
    const [colour, portalLink] = await back.evaluate((link) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--lp-color-link)';
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(link).color, expected];
    });
    expect(colour).toBe(portalLink);
    await back.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
