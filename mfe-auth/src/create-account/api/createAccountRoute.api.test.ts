/** @jest-environment node */
import { ApiError, write } from '@lender/shared';
import { AUTH_MESSAGES, CREATE_ACCOUNT_CODE } from '@lender/contracts';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { readLinkToken } from '../../link-token/linkToken';
import { newestLinkTokenTo } from '../../test-utils/devMail';
import { createAccountRouteWrite } from './createAccountRoute';

const createAccountRoute = (...args: Parameters<typeof createAccountRouteWrite>) =>
  write(createAccountRouteWrite(...args));

liveApiForThisFile();

it('answers 5 for an email without any record, in the shape of spec §7', async () => {
  expect(await createAccountRoute('nobody@demo.test')).toEqual({
    code: CREATE_ACCOUNT_CODE.notFound,
    message: expect.any(String),
    status: expect.any(String),
  });
});

it('answers 3 for an account that has a password', async () => {
  expect((await createAccountRoute('borrower@demo.test')).code).toBe(
    CREATE_ACCOUNT_CODE.accountExists,
  );
});

it('sends a customer without a password a setup link for their email (0), then says it went out (1)', async () => {
  expect((await createAccountRoute('newborrower@demo.test')).code).toBe(
    CREATE_ACCOUNT_CODE.linkSent,
  );
  const token = await newestLinkTokenTo('newborrower@demo.test', /^\/account-setup\//);
  expect(readLinkToken(token)).toMatchObject({ email: 'newborrower@demo.test', use: 'setup' });
  expect((await createAccountRoute('NewBorrower@demo.test')).code).toBe(
    CREATE_ACCOUNT_CODE.linkSentRecently,
  );
});

it('sends a broker without a password the broker setup link (2)', async () => {
  expect((await createAccountRoute('newbroker@demo.test')).code).toBe(
    CREATE_ACCOUNT_CODE.brokerLinkSent,
  );
  const token = await newestLinkTokenTo('newbroker@demo.test', /^\/broker\/account-setup\//);
  expect(readLinkToken(token)).toMatchObject({ email: 'newbroker@demo.test', use: 'setup' });
});

it("refuses a malformed email with a 400 and the form's message", async () => {
  const error = await createAccountRoute('not-an-email').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: AUTH_MESSAGES.createAccountEmail });
});
