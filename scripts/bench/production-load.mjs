#!/usr/bin/env node
// @ts-check
// `pnpm bench:production`: a bounded load through the production topology (nginx, the API
// replicas, PostgreSQL, the object store), first with one API replica, then with two: a borrower's
// mix of sign-ins, dashboard reads, a deal page's reads, document downloads and servicing
// submits. Prints throughput, p50/p99 and the answers by status for each, and the ratio two/one;
// writes bench/reports/production-load-<time>.json. Nothing asserts: the numbers are read, not gated.
//
//   BENCH_LOAD_SECONDS (20)        each phase's length
//   BENCH_LOAD_CONNECTIONS (24)    requests in flight at once
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, withProductionStack } from '../production/stack.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 24);
const PASSWORD = 'Demo-pass-2026';
const BORROWERS = ['borrower@demo.test', 'borrower2@demo.test'];
const DEALS = { 'borrower@demo.test': 'D1009', 'borrower2@demo.test': 'D2009' };

/** @typedef {{ name: string, weight: number, run: (api: string, who: Who) => Promise<Response> }} Call */
/** @typedef {{ email: string, token: string, dealId: string, download: string | null }} Who */

/** @param {string} api @param {string} pathname @param {string} token @param {unknown} [body] */
const call = (api, pathname, token, body) =>
  fetch(`${api}/${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The mix: mostly reads, as a borrower's session is. @type {Call[]} */
const MIX = [
  {
    name: 'sign-in',
    weight: 1,
    run: (api, who) =>
      fetch(`${api}/users/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: who.email, password: PASSWORD }),
      }),
  },
  {
    name: 'dashboard: in process',
    weight: 6,
    run: (api, who) => call(api, 'deals/inprocess', who.token),
  },
  { name: 'dashboard: funded', weight: 6, run: (api, who) => call(api, 'deals/funded', who.token) },
  {
    name: 'deal: details',
    weight: 5,
    run: (api, who) => call(api, 'deals/details', who.token, { dealid: who.dealId }),
  },
  {
    name: 'deal: members',
    weight: 3,
    run: (api, who) => call(api, 'deals/members', who.token, { dealid: who.dealId }),
  },
  {
    name: 'deal: history',
    weight: 3,
    run: (api, who) => call(api, 'deals/account-history', who.token, { dealid: who.dealId }),
  },
  {
    name: 'deal: documents',
    weight: 3,
    run: (api, who) => call(api, 'deals/getdocuments', who.token, { dealid: who.dealId }),
  },
  {
    name: 'document download',
    weight: 2,
    run: (_api, who) => fetch(/** @type {string} */ (who.download)),
  },
  {
    name: 'servicing submit (payoff)',
    weight: 1,
    run: (api, who) =>
      call(api, 'payoff-request', who.token, {
        loan_number: `LN-${who.dealId.slice(1)}`,
        property_address: '1 Main St',
        good_through_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        email: who.email,
        optional_email: '',
        sale_or_refinance: 'Sell',
        if_sale_then_what_is_the_estimated_sales_price: '$450,000.00',
        if_refinance_name_of_lender_and_agent_contact: '',
        updated_borrower_mailing_address: '1 Oak St',
        external: false,
      }),
  },
];
const TOTAL_WEIGHT = MIX.reduce((sum, item) => sum + item.weight, 0);
/** @param {number} n */
const pick = (n) => {
  let at = n % TOTAL_WEIGHT;
  for (const item of MIX) {
    if (at < item.weight) return item;
    at -= item.weight;
  }
  return /** @type {Call} */ (MIX[0]);
};

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** @param {string} api @param {Who[]} people */
async function phase(api, people) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, Record<string, number>>} */
  const byCall = {};
  const until = performance.now() + SECONDS * 1000;
  let n = 0;
  const worker = async (/** @type {number} */ index) => {
    while (performance.now() < until) {
      const item = pick((n += 1) * 7 + index);
      const who = /** @type {Who} */ (people[(n + index) % people.length]);
      const started = performance.now();
      let status;
      try {
        const response = await item.run(api, who);
        await response.arrayBuffer();
        status = String(response.status);
      } catch {
        status = 'no answer';
      }
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      (byCall[item.name] ??= {})[status] = (byCall[item.name]?.[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(quantile(latencies, 0.5)),
    p99Ms: Math.round(quantile(latencies, 0.99)),
    statuses,
    byCall,
  };
}

/** @param {string} api */
async function people(api) {
  return Promise.all(
    BORROWERS.map(async (email) => {
      const login = await fetch(`${api}/users/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password: PASSWORD }),
      });
      const token = /** @type {{ data: { token: string } }} */ (await login.json()).data.token;
      const dealId = DEALS[/** @type {keyof typeof DEALS} */ (email)];
      const files = /** @type {{ files: { url: string }[] }} */ (
        await (await call(api, 'deals/getdocuments', token, { dealid: dealId })).json()
      ).files;
      return { email, token, dealId, download: files[0]?.url ?? null };
    }),
  );
}

/** Until nginx has had answers from both replicas (a replica it marked down is tried again). */
async function waitUntilBoth(/** @type {string} */ base) {
  for (let i = 0; i < 60; i += 1) {
    const ready = await fetch(`${base}/lima/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready && i >= 10) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** @type {Record<string, unknown>} */
const report = { at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS };
const ok = await withProductionStack(
  {
    project: 'lender-portal-bench',
    port: Number(process.env.BENCH_PRODUCTION_PORT ?? 18180),
    subnet: '172.28.149.0/24',
  },
  async ({ urls, compose, step }) => {
    const api = `${urls[0]}/lima/api`;
    const who = await people(api);
    if (who.some((person) => person.download === null))
      throw new Error('a borrower has no document');
    // The download links are absolute to the portal's origin; the load reaches it on this port.
    for (const person of who)
      person.download = new URL(/** @type {string} */ (person.download), urls[0]).href;
    step('load with one API replica', () => compose('stop', 'api-2'));
    report.oneReplica = await phase(api, who);
    step('load with two API replicas', () => compose('start', 'api-2'));
    // The second replica answers again before the phase starts.
    await waitUntilBoth(urls[0]);
    report.twoReplicas = await phase(api, who);
  },
);
if (!ok) process.exit(1);
const one = /** @type {{ perSecond: number }} */ (report.oneReplica);
const two = /** @type {{ perSecond: number }} */ (report.twoReplicas);
report.ratio = Math.round((two.perSecond / one.perSecond) * 100) / 100;
const dir = path.join(ROOT, 'bench', 'reports');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `production-load-${String(report.at).replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
const row = (/** @type {string} */ name, /** @type {any} */ r) =>
  `| ${name} | ${r.requests} | ${r.perSecond} | ${r.p50Ms} | ${r.p99Ms} | ${Object.entries(
    r.statuses,
  )
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ')} |`;
console.log(
  [
    `\n## Load through the production topology (${SECONDS} s each, ${CONNECTIONS} in flight)\n`,
    '| API replicas | requests | req/s | p50 ms | p99 ms | answers |',
    '|---|---|---|---|---|---|',
    row('1', report.oneReplica),
    row('2', report.twoReplicas),
    `\nthroughput two/one: ${report.ratio} (${file})`,
  ].join('\n'),
);
