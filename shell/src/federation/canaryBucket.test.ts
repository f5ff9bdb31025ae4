import { canaryBucket, inCanary } from './canaryBucket';

const ids = Array.from({ length: 10_000 }, (_, index) => `acct-${index + 1}`);
const uuids = Array.from(
  { length: 10_000 },
  (_, index) =>
    `${index.toString(16).padStart(8, '0')}-4f1c-8a2b-9c3d-${(index * 7919).toString(16).padStart(12, '0')}`,
);

describe('canary split', () => {
  it.each([1, 5, 10, 25, 50, 90])(
    'puts %s %% of 10,000 ids in the canary, within ±1 %%',
    (percent) => {
      for (const population of [ids, uuids]) {
        const share = population.filter((id) => inCanary('mfe_deals', id, percent)).length / 100;
        expect(Math.abs(share - percent)).toBeLessThanOrEqual(1);
      }
    },
  );

  it('gives the same user the same bucket every time', () => {
    expect(canaryBucket('mfe_deals', 'acct-42')).toBe(canaryBucket('mfe_deals', 'acct-42'));
  });

  it('takes nobody at 0 % and everybody at 100 %', () => {
    expect(ids.some((id) => inCanary('mfe_deals', id, 0))).toBe(false);
    expect(ids.every((id) => inCanary('mfe_deals', id, 100))).toBe(true);
  });

  it("splits each remote's users independently", () => {
    const deals = ids.filter((id) => inCanary('mfe_deals', id, 10));
    const overlap = deals.filter((id) => inCanary('mfe_auth', id, 10)).length;
    // Independent 10 % cohorts share about 1 % of users, not all 10 %.
    expect(overlap / ids.length).toBeLessThan(0.03);
  });
});
