/** @jest-environment node */
import { write } from '@lender/shared';
import { GET_TOKEN_CODE } from '@lender/contracts';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { readLinkToken } from '../../link-token/linkToken';
import { newestLinkTo, newestLinkTokenTo } from '../../test-utils/devMail';
import { getTokenWrite } from './getToken';

const getToken = (...args: Parameters<typeof getTokenWrite>) => write(getTokenWrite(...args));

liveApiForThisFile();

it('answers 1 for an email without an account', async () => {
  expect(await getToken('nobody@demo.test')).toEqual({ code: GET_TOKEN_CODE.notFound });
});

it('sends a reset link for the account (0), then sends to sign-in while it is fresh (2)', async () => {
  expect(await getToken('borrower@demo.test')).toEqual({ code: GET_TOKEN_CODE.sent });
  const link = await newestLinkTo('borrower@demo.test', /^\/change-password\//);
  const token = await newestLinkTokenTo('borrower@demo.test', /^\/change-password\//);
  expect(link.pathname).toBe(`/change-password/${token}`);
  expect(readLinkToken(token)).toMatchObject({ email: 'borrower@demo.test', use: 'reset' });
  expect(await getToken('borrower@demo.test')).toEqual({ code: GET_TOKEN_CODE.goToLogin });
});

it('sends a setup link instead to an account without a password (3)', async () => {
  expect(await getToken('newbroker@demo.test')).toEqual({
    code: GET_TOKEN_CODE.needsSetup,
    linkSent: true,
  });
  const token = await newestLinkTokenTo('newbroker@demo.test', /account-setup\//);
  expect(readLinkToken(token)).toMatchObject({ email: 'newbroker@demo.test', use: 'setup' });
});
