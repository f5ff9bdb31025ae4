// What a write's NOTIFY carries: its scope, or nothing (everything) when too wide or unreadable.
import { scopeOfPayload, scopePayload } from './cache-signal';

it('carries a write scope across replicas as it was', () => {
  const scope = { accounts: ['acct-borrower', 'acct-broker'], deals: ['D1004'] };
  expect(scopeOfPayload(scopePayload(scope))).toEqual(scope);
});

it('sends "everything" for an unscoped write or a scope too wide for a notification', () => {
  expect(scopePayload(null)).toBe('');
  const wide = { accounts: Array.from({ length: 1000 }, (_, i) => `acct-${i}`), deals: [] };
  expect(scopePayload(wide)).toBe('');
  expect(scopeOfPayload('')).toBeUndefined();
});

it('empties everything when a notification is not understood', () => {
  for (const payload of ['{', '[]', '{"accounts":[1],"deals":[]}', '{"accounts":["a"]}', 'null'])
    expect(scopeOfPayload(payload)).toBeUndefined();
});
