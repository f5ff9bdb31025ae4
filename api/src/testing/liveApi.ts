// The real API for the browser packages' tests: a seeded in-memory PGlite behind the real app,
// listening on a free loopback port. Client functions are tested against it, so a change of the
// wire on either side fails a test.
import { createTestApp } from '../test/helpers';

export { PASSWORD as DEMO_PASSWORD } from '../test/helpers';

export interface LiveApi {
  /** e.g. http://127.0.0.1:41234 — the browser packages' apiBaseUrl. */
  url: string;
  close(): Promise<void>;
}

export interface LiveApiOptions {
  /** Extra configuration, e.g. { LOAN_LOOKUP_ENABLED: 'true' } for the Add My Loan calls. */
  env?: Record<string, string>;
}

export async function startLiveApi(options: LiveApiOptions = {}): Promise<LiveApi> {
  const testApp = await createTestApp(options.env ? { env: options.env } : {});
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => testApp.close() };
}
