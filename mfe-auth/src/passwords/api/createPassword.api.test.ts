/** @jest-environment node */
import { ApiError, write } from '@lender/shared';
import { AUTH_MESSAGES, createPasswordResponseSchema, validateFields } from '@lender/contracts';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { createAccountRouteWrite } from '../../create-account/api/createAccountRoute';
import { validateUserWrite } from '../../sign-in/api/validateUser';
import { newestLinkTokenTo } from '../../test-utils/devMail';
import { createPasswordWrite } from './createPassword';

const createAccountRoute = (...args: Parameters<typeof createAccountRouteWrite>) =>
  write(createAccountRouteWrite(...args));
const validateUser = (...args: Parameters<typeof validateUserWrite>) =>
  write(validateUserWrite(...args));
const createPassword = (...args: Parameters<typeof createPasswordWrite>) =>
  write(createPasswordWrite(...args));

liveApiForThisFile();
const PASSWORD = 'First-pass-2027';

const setupToken = async (email: string): Promise<string> => {
  await createAccountRoute(email);
  return newestLinkTokenTo(email, /account-setup\//);
};

const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

it('sets the first password with the setup link, which then works only once', async () => {
  const token = await setupToken('newborrower@demo.test');

  const weak = await failure(createPassword('weak', token));
  expect(weak).toBeInstanceOf(ApiError);
  expect(weak).toMatchObject({ status: 400, message: AUTH_MESSAGES.newPassword });

  const answer = await createPassword(PASSWORD, token);
  expect(validateFields(createPasswordResponseSchema, answer).success).toBe(true);
  expect(answer.success).toBe(true);
  await expect(
    validateUser({ username: 'newborrower@demo.test', password: PASSWORD }),
  ).resolves.toMatchObject({ email: 'newborrower@demo.test', accountType: 'CustomerAccount' });

  expect(await failure(createPassword('Other-pass-2027', token))).toMatchObject({ status: 401 });
});

it('answers the rep of the account, or null', async () => {
  const answer = await createPassword(PASSWORD, await setupToken('newbroker@demo.test'));
  expect(answer.rep === null || typeof answer.rep === 'object').toBe(true);
});

it('refuses a token that is not a link token with a 401', async () => {
  expect(await failure(createPassword(PASSWORD, 'not-a-token'))).toMatchObject({ status: 401 });
});
