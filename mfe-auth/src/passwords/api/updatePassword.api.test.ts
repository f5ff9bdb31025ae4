/** @jest-environment node */
import { ApiError, write } from '@lender/shared';
import { AUTH_MESSAGES } from '@lender/contracts';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { getTokenWrite } from '../../forgot-password/api/getToken';
import { validateUserWrite } from '../../sign-in/api/validateUser';
import { newestLinkTokenTo } from '../../test-utils/devMail';
import { updatePasswordWrite } from './updatePassword';

const getToken = (...args: Parameters<typeof getTokenWrite>) => write(getTokenWrite(...args));
const validateUser = (...args: Parameters<typeof validateUserWrite>) =>
  write(validateUserWrite(...args));
const updatePassword = (...args: Parameters<typeof updatePasswordWrite>) =>
  write(updatePasswordWrite(...args));

const api = liveApiForThisFile();
const EMAIL = 'borrower2@demo.test';
const NEW_PASSWORD = 'Changed-pass-2027';

const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

it('changes the password with the reset link, which then works only once', async () => {
  await getToken(EMAIL);
  const token = await newestLinkTokenTo(EMAIL, /^\/change-password\//);

  const weak = await failure(updatePassword({ email: EMAIL, password: 'weak' }, token));
  expect(weak).toBeInstanceOf(ApiError);
  expect(weak).toMatchObject({ status: 400, message: AUTH_MESSAGES.newPassword });

  await updatePassword({ email: EMAIL, password: NEW_PASSWORD }, token);
  await expect(api.signInAs(EMAIL, NEW_PASSWORD)).resolves.toMatchObject({ email: EMAIL });
  expect(
    await failure(validateUser({ username: EMAIL, password: 'Demo-pass-2026' })),
  ).toMatchObject({ status: 401 });

  expect(
    await failure(updatePassword({ email: EMAIL, password: 'Again-pass-2027' }, token)),
  ).toMatchObject({ status: 401 });
});

it('refuses a token that is not a link token with a 401', async () => {
  expect(
    await failure(updatePassword({ email: EMAIL, password: NEW_PASSWORD }, 'not-a-token')),
  ).toMatchObject({ status: 401 });
});
