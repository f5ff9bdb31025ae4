// Sign-in, account creation, passwords, token renewal and impersonation (spec §7, users/*).
import type {
  CreateAccountResponse,
  GetTokenResponse,
  LoginPayload,
  LoginResponse,
  TokenResponse,
} from '../schemas/auth';
import { useSession } from '../session/sessionStore';
import { ApiError } from './apiError';
import { postJson } from './client';
import { BAD_RESPONSE_MESSAGE, expectSuccess, isObject, type SuccessResponse } from './responses';

/** POST users/validate: the login response in `data`; an empty answer throws 'Bad response from server.'. */
export const validateUser = async (credentials: LoginPayload): Promise<LoginResponse> => {
  const body = await postJson<{ data?: LoginResponse | null } | null>('users/validate', {
    username: credentials.username,
    password: credentials.password,
  });
  const data = body?.data;
  if (!isObject(data) || typeof data.token !== 'string' || data.token === '') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return data;
};

/** POST users/create-account-route: codes 0, 1, 2, 4 check email; 3 exists; 5 no account found. */
export const createAccountRoute = (email: string): Promise<CreateAccountResponse> =>
  postJson<CreateAccountResponse>('users/create-account-route', { email, simple: true });

/** POST users/gettoken (forgot password): codes 1 not found; 2 go to login; 3 needs setup; else sent. */
export const getToken = (email: string): Promise<GetTokenResponse> =>
  postJson<GetTokenResponse>('users/gettoken', { email, sendEmail: true });

/** POST users/updatepassword with the reset link's token as bearer. */
export const updatePassword = async (
  payload: { email: string; password: string },
  linkToken: string,
): Promise<SuccessResponse> =>
  expectSuccess(
    (await postJson<SuccessResponse | undefined>('users/updatepassword', payload, {
      token: linkToken,
    })) ?? {
      success: true,
    },
  );

export interface CreatePasswordResponse {
  success?: boolean;
  /** The sales rep assigned to the new account, when there is one. */
  rep?: { email?: string | null; name?: string | null } | null;
}

/** POST users/createpassword with the account-setup link's token as bearer. */
export const createPassword = async (
  password: string,
  linkToken: string,
): Promise<CreatePasswordResponse> =>
  expectSuccess(
    (await postJson<CreatePasswordResponse | undefined>(
      'users/createpassword',
      { password },
      { token: linkToken },
    )) ?? {},
  );

/** POST users/renewtoken for the stored username, with the stored token; returns the new token. */
export const renewToken = async (email: string): Promise<string> => {
  const body = await postJson<TokenResponse | null>('users/renewtoken', { email });
  if (!body || typeof body.token !== 'string' || body.token === '') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return body.token;
};

/** POST users/impersonate with the stored employee token; returns the other user's login response. */
export const impersonate = async (username: string): Promise<LoginResponse> => {
  const { employeeToken } = useSession.getState();
  if (!employeeToken) {
    throw new ApiError(403, 'Only an employee session can view another account.', {
      error: 'Forbidden',
    });
  }
  const body = expectSuccess(
    await postJson<unknown>('users/impersonate', { username }, { token: employeeToken }),
  );
  if (!isObject(body) || typeof body.token !== 'string') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return body as unknown as LoginResponse;
};
