// Test helper: runs a test file's calls against the real API (seeded in-memory database) and signs
// in through the real users/validate. Use in files with the `@jest-environment node` docblock.
// Outside the core's src: the run-time core never depends on the API, only its tests do.
import {
  DEMO_PASSWORD,
  startLiveApi,
  type LiveApi,
  type LiveApiOptions,
} from '@lender/api/testing';
import type { LoginResponse } from '@lender/contracts';
import { postJson } from '../src/api/client';
import { read, type ReadCall } from '../src/api/reads';
import { resetRuntimeConfig, setRuntimeConfig } from '../src/config/runtimeConfig';
import { useSession } from '../src/session/sessionStore';

export interface LiveApiSession {
  /** Signs in with users/validate and stores the session, as the sign-in page does. */
  signInAs: (email: string, password?: string) => Promise<LoginResponse>;
}

/**
 * Starts the API before the file's tests and stops it after; sessions end after each test.
 * `options.env` sets the API's configuration variables (a feature that is off by default).
 */
export const liveApiForThisFile = (options: LiveApiOptions = {}): LiveApiSession => {
  let api: LiveApi | undefined;
  beforeAll(async () => {
    api = await startLiveApi(options);
    setRuntimeConfig({ apiBaseUrl: api.url });
  });
  afterEach(() => useSession.getState().logout());
  afterAll(async () => {
    resetRuntimeConfig();
    await api?.close();
  });
  return {
    signInAs: async (email, password = DEMO_PASSWORD) => {
      const { data } = await postJson<{ data: LoginResponse }>('users/validate', {
        username: email,
        password,
      });
      useSession.getState().login(data);
      return data;
    },
  };
};

/** A read's answer from the live API, parsed as the page parses it (a new request each time). */
export const readLive = async <T>(call: ReadCall, parse: (answer: unknown) => T): Promise<T> =>
  parse(await read(call, { fresh: true }));
