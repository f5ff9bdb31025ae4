/** @jest-environment node */
import { ApiError, write } from '@lender/shared';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { validateUserWrite } from './validateUser';

const validateUser = (...args: Parameters<typeof validateUserWrite>) =>
  write(validateUserWrite(...args));

liveApiForThisFile();
const PASSWORD = 'Demo-pass-2026';

it('answers the login response of spec §3', async () => {
  const response = await validateUser({ username: 'broker@demo.test', password: PASSWORD });
  expect(response).toEqual({
    token: expect.stringMatching(/^ey/),
    name: expect.any(String),
    email: 'broker@demo.test',
    accountType: 'BrokerAccount',
    userId: expect.any(String),
    isLead: false,
  });
});

it('flags leads', async () => {
  const response = await validateUser({ username: 'lead@demo.test', password: PASSWORD });
  expect(response).toMatchObject({ accountType: 'CustomerAccount', isLead: true });
});

it('refuses a wrong password with a 401', async () => {
  const error = await validateUser({ username: 'broker@demo.test', password: 'wrong' }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(401);
});
