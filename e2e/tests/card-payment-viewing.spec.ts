// An employee viewing a borrower's account on the card payment page: the fee, the form disabled,
// and why. On an API and data of its own, so the appraisal fee is still due (the deal-pages suite
// pays the one unpaid fee of the shared data).
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  test,
  viewAccountAsEmployee,
} from '../support/fixtures';
import { OWN_STACK_TIMEOUT_MS, startOwnStack, type OwnStack } from '../support/servers';

const UNPAID_APPRAISAL = 'D1005'; // appraisal ordered, $650.00 due

let stack: OwnStack | undefined;
let portal = '';

test.beforeAll(async () => {
  test.setTimeout(OWN_STACK_TIMEOUT_MS);
  stack = await startOwnStack('card-payment-viewing');
  portal = stack.shell;
});

test.afterAll(async () => stack?.stop());

test('an employee viewing a borrower on the card payment page is told payments are not taken', async ({
  page,
}) => {
  await viewAccountAsEmployee(page, accounts.borrower, portal);
  await page.goto(`${portal}/dashboard/deal/${UNPAID_APPRAISAL}/credit`);
  await expect(page.getByRole('heading', { name: 'Appraisal Fee' })).toBeVisible();
  await expect(
    page.getByText('Card payments cannot be made while you are viewing another user’s account.'),
  ).toBeVisible();
  await expect(page.getByText(/unable to find the resource/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
