// The placement rule, checked on the built files: the shell (and with it the run-time core) holds
// no remote feature's calls; each call ships with the remote that owns it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { ROOT } from '../support/servers';

/** The API paths (relative to /lima/api, as the clients write them) a container's scripts call. */
function callsIn(container: string, paths: readonly string[]): string[] {
  const dist = path.join(ROOT, container, 'dist');
  const code = fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
  return paths.filter((call) => new RegExp(`["'\`]${call}["'\`]`).test(code));
}

const FEATURE_CALLS = [
  'deals/draws',
  'deals/draws/new',
  'deals/budget',
  'deals/budget/new',
  'payoff-request',
  'extension-request',
  'capex-request',
  'loss-draft',
  'servicing-requests',
  'deals/uploaddocument',
  'deals/getdocuments',
  'process-chargent-order',
  'deals/account-history',
  'deals/inprocess',
  'deals/funded',
  'most-recent-locs',
  'users/validate',
  'fetchaccountprofile',
  'updateaccountprofile',
] as const;

test('the shell carries no remote feature’s calls, only its own', () => {
  expect(callsIn('shell', FEATURE_CALLS)).toEqual([]);
  expect(
    callsIn('shell', ['deals/nav', 'deals/brokernav', 'makepayment', 'users/renewtoken']),
  ).toEqual(['deals/nav', 'deals/brokernav', 'makepayment', 'users/renewtoken']);
});

test('each call ships with the remote that owns it', () => {
  expect(callsIn('mfe-auth', FEATURE_CALLS)).toEqual(['users/validate']);
  expect(callsIn('mfe-deals', FEATURE_CALLS)).toEqual([
    'deals/uploaddocument',
    'deals/getdocuments',
    'process-chargent-order',
    'deals/account-history',
    'deals/inprocess',
    'deals/funded',
    'most-recent-locs',
  ]);
  expect(callsIn('mfe-construction', FEATURE_CALLS)).toEqual([
    'deals/draws',
    'deals/draws/new',
    'deals/budget',
    'deals/budget/new',
  ]);
  expect(callsIn('mfe-servicing', FEATURE_CALLS)).toEqual([
    'payoff-request',
    'extension-request',
    'capex-request',
    'loss-draft',
    'servicing-requests',
    // The signed-in borrower's loans, offered on each form.
    'deals/funded',
  ]);
  expect(callsIn('mfe-account', FEATURE_CALLS)).toEqual([
    'fetchaccountprofile',
    'updateaccountprofile',
  ]);
});
