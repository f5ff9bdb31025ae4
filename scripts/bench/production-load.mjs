#!/usr/bin/env node
// @ts-check
// `pnpm bench:production`: a borrower's mix of calls through the production topology with one
// API replica, then two (docs/bench.md); prints both and their ratio, writes
// bench/reports/production-load-<time>.json.
//   BENCH_LOAD_SECONDS (20) each phase's length, BENCH_LOAD_CONNECTIONS (24) in flight at once
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, withProductionStack } from '../production/stack.mjs';
import { DEMO_PASSWORD } from './browser.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 24);
const DEALS = { 'borrower@demo.test': 'D1009', 'borrower2@demo.test': 'D2009' };

/** @typedef {{ email: string, token: string, dealId: string, download: string | null }} Who */
/** @typedef {{ name: string, weight: number, run: (api: string, who: Who) => Promise<Response> }} Call */

/** @param {string} api @param {string} pathname @param {string | null} token @param {unknown} [body] */
const call = (api, pathname, token, body) =>
  fetch(`${api}/${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
/** @param {string} api @param {string} email */
const signIn = (api, email) =>
  call(api, 'users/validate', null, { username: email, password: DEMO_PASSWORD });
/** @param {string} name @param {number} weight @param {string} pathname @param {boolean} [ofDeal] */
const read = (name, weight, pathname, ofDeal) => ({
  name,
  weight,
  /** @type {Call['run']} */
  run: (api, who) => call(api, pathname, who.token, ofDeal ? { dealid: who.dealId } : undefined),
});

/** The mix: mostly reads, as a borrower's session is. @type {Call[]} */
const MIX = [
  { name: 'sign-in', weight: 1, run: (api, who) => signIn(api, who.email) },
  read('dashboard: in process', 6, 'deals/inprocess'),
  read('dashboard: funded', 6, 'deals/funded'),
  read('deal: details', 5, 'deals/details', true),
  read('deal: members', 3, 'deals/members', true),
  read('deal: history', 3, 'deals/account-history', true),
  read('deal: documents', 3, 'deals/getdocuments', true),
  { name: 'document download', weight: 2, run: (_, who) => fetch(String(who.download)) },
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
  /** @param {number} q */
  const quantile = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
    statuses,
    byCall,
  };
}

/** @param {string} api @returns {Promise<Who[]>} */
const people = (api) =>
  Promise.all(
    Object.entries(DEALS).map(async ([email, dealId]) => {
      const token = /** @type {{ data: { token: string } }} */ (
        await (await signIn(api, email)).json()
      ).data.token;
      const documents = await call(api, 'deals/getdocuments', token, { dealid: dealId });
      const { files } = /** @type {{ files: { url: string }[] }} */ (await documents.json());
      return { email, token, dealId, download: files[0]?.url ?? null };
    }),
  );

/** Until nginx has had answers from both replicas (a replica it marked down is tried again). */
async function waitUntilBoth(/** @type {string} */ base) {
  for (let i = 0; i < 60; i += 1) {
    const ready = (await fetch(`${base}/lima/api/health/ready`).catch(() => null))?.ok;
    if (ready && i >= 10) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** @typedef {Awaited<ReturnType<typeof phase>>} Phase */
/** @type {{ at: string, seconds: number, connections: number, oneReplica?: Phase,
 *   twoReplicas?: Phase, ratio?: number }} */
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
    // The download links are absolute to the portal's origin; the load reaches it on this port.
    for (const person of who) {
      if (person.download === null) throw new Error('a borrower has no document');
      person.download = new URL(person.download, urls[0]).href;
    }
    step('load with one API replica', () => compose('stop', 'api-2'));
    report.oneReplica = await phase(api, who);
    step('load with two API replicas', () => compose('start', 'api-2'));
    // The second replica answers again before the phase starts.
    await waitUntilBoth(urls[0]);
    report.twoReplicas = await phase(api, who);
  },
);
if (!ok || !report.oneReplica || !report.twoReplicas) process.exit(1);
const phases = { 1: report.oneReplica, 2: report.twoReplicas };
report.ratio = Math.round((phases[2].perSecond / phases[1].perSecond) * 100) / 100;
const dir = path.join(ROOT, 'bench', 'reports');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `production-load-${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
const title = `Load through the production topology (${SECONDS} s each, ${CONNECTIONS} in flight)`;
console.log(`\n## ${title}\n\n| API replicas | requests | req/s | p50 ms | p99 ms | answers |`);
console.log('|---|---|---|---|---|---|');
for (const [replicas, r] of Object.entries(phases)) {
  const answers = Object.entries(r.statuses).map(([status, count]) => `${status} × ${count}`);
  const row = [replicas, r.requests, r.perSecond, r.p50Ms, r.p99Ms, answers.join(', ')];
  console.log(`| ${row.join(' | ')} |`);
}
console.log(`\nthroughput two/one: ${report.ratio} (${file})`);
