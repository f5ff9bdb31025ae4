// @ts-check
// API latency under a bounded load, straight to the API server (not through the shell's proxy).
import { DEMO_PASSWORD } from './browser.mjs';

/**
 * Bounded load: `total` requests, `concurrency` at a time; latency percentiles in ms.
 * @param {string} name
 * @param {() => Promise<Response>} request
 * @param {{ total?: number, concurrency?: number }} [options]
 */
export async function load(name, request, { total = 1000, concurrency = 20 } = {}) {
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  /** @param {number} p */
  const pct = (p) =>
    Math.round(
      /** @type {number} */ (
        latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
      ) * 10,
    ) / 10;
  return {
    name,
    requests: total,
    failures,
    perSecond: Math.round(total / seconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

/**
 * @param {string} api the API's base URL
 * @param {string} email a demo user's
 * @returns {Promise<string>} the user's session token
 */
export async function tokenFor(api, email) {
  const response = await fetch(`${api}/users/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return (await response.json()).data.token;
}

/**
 * The API measures the other issues follow: the borrower's lists and a broker's large pipeline.
 * @param {string} api the API's base URL
 * @param {number} largeDeals the large broker's deals
 */
export async function apiLatencies(api, largeDeals) {
  const borrower = await tokenFor(api, 'borrower@demo.test');
  const largeBroker = await tokenFor(api, 'broker-large@demo.test');
  const largeBorrower = await tokenFor(api, 'borrower-large@demo.test');
  /** @param {string} route @param {string} token @param {object} body */
  const post = (route, token, body) => () =>
    fetch(`${api}/${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** @param {string} route @param {string} token */
  const get = (route, token) => () =>
    fetch(`${api}/${route}`, { headers: { authorization: `Bearer ${token}` } });
  return [
    await load('GET deals/inprocess (borrower)', get('deals/inprocess', borrower)),
    await load('GET deals/nav (borrower)', get('deals/nav', borrower)),
    await load(
      `GET deals/broker/inprocess (${largeDeals} deals)`,
      get('deals/broker/inprocess', largeBroker),
      { total: 100, concurrency: 5 },
    ),
    await load(
      'POST deals/details (borrower)',
      post('deals/details', borrower, { dealid: 'D1011' }),
    ),
    await load(
      'POST deals/account-history (30 years)',
      post('deals/account-history', largeBorrower, { dealid: 'L-30YR' }),
      { total: 300, concurrency: 10 },
    ),
  ];
}
