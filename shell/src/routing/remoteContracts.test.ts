// The contract between the shell's route table and what each remote exposes as `./routes`.
import type { RemotePages } from '@lender/shared';
import { pages as auth } from 'mfe-auth/routes';
import { pages as deals } from 'mfe-deals/routes';
import { pages as construction } from 'mfe-construction/routes';
import { pages as servicing } from 'mfe-servicing/routes';
import { pages as account } from 'mfe-account/routes';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';
import { isRouteBuilt, routeTable, UNBUILT_ROUTES } from './routeTable';

const exposed: Record<RemoteName, RemotePages> = {
  mfe_auth: auth,
  mfe_deals: deals,
  mfe_construction: construction,
  mfe_servicing: servicing,
  mfe_account: account,
};

const patternsOf = (remote: RemoteName) =>
  routeTable.filter((entry) => entry.remote === remote).map((entry) => entry.path);

describe.each(REMOTE_NAMES)('%s', (remote) => {
  it('exposes a page for exactly the built routes the shell gives it', () => {
    const built = patternsOf(remote).filter(isRouteBuilt);
    expect(Object.keys(exposed[remote]).sort()).toEqual(built.sort());
  });

  it('exposes no page the shell lists as unbuilt (a built page leaves that list)', () => {
    for (const pattern of patternsOf(remote).filter((path) => !isRouteBuilt(path)))
      expect(exposed[remote]).not.toHaveProperty([pattern]);
  });
});

it('lists as unbuilt only routes of the table', () => {
  const table = new Set<string>(routeTable.map((entry) => entry.path));
  expect(Object.keys(UNBUILT_ROUTES).filter((path) => !table.has(path))).toEqual([]);
});

it('assigns every route pattern once', () => {
  const patterns = routeTable.map((entry) => entry.path);
  expect(new Set(patterns).size).toBe(patterns.length);
});
