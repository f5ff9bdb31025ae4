import * as v from 'valibot';
import { mostRecentLocsResponseSchema } from '@lender/contracts';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = async (email: string) =>
  t.as(await t.login(email), { method: 'POST', url: '/lima/api/most-recent-locs' });

describe('POST most-recent-locs', () => {
  it('returns the latest LOC per borrowing entity, latest first', async () => {
    const response = await post('borrower@demo.test');
    expect(response.statusCode).toBe(200);
    const body = v.parse(mostRecentLocsResponseSchema, response.json());
    expect(body.recentLOCs.map((loc) => [loc.BorrowingEntity__c, loc.LOC_Status__c])).toEqual([
      ['be-ellis-build', 'In Process'],
      ['be-ellis-holdings', 'Approval'],
      ['be-ellis-rentals', 'Expired'],
    ]);
    const created = body.recentLOCs.map((loc) => loc.CreatedDate);
    expect([...created].sort().reverse()).toEqual(created);
    expect(body.recentLOCs[0]?.checklistItems).toHaveLength(5);
    expect(body.acctLOCs).toHaveLength(4);
    expect(
      body.files.every((file) => body.recentLOCs.some((loc) => loc.Id === file.LinkedEntityId)),
    ).toBe(true);
    expect(body.urls).toHaveLength(body.files.length);
    expect(body.recentUnderwritings.length).toBeGreaterThan(0);
  });

  it('covers the other status groups for borrower2 and only their entities', async () => {
    const body = (await post('borrower2@demo.test')).json();
    expect(
      body.recentLOCs.map((loc: { LOC_Status__c: string | null }) => loc.LOC_Status__c).sort(),
    ).toEqual(
      [
        null,
        'Conditional Approval',
        'Submission Rejected',
        'Submitted for Large Line Approval',
      ].sort(),
    );
    expect(body.recentLOCs.every((loc: { Id: string }) => !loc.Id.includes('ellis'))).toBe(true);
  });

  it('is open to leads (their first step is a line of credit)', async () => {
    const body = (await post('lead@demo.test')).json();
    expect(
      body.recentLOCs.map((loc: { Entity_Milestone__c: string | null }) => loc.Entity_Milestone__c),
    ).toEqual([null, 'New']);
  });

  it('refuses brokers and needs a token', async () => {
    expect((await post('broker@demo.test')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/lima/api/most-recent-locs' })).statusCode,
    ).toBe(401);
  });
});
