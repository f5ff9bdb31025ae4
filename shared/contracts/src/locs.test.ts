import * as v from 'valibot';
import { makePaymentResponseSchema, mostRecentLocsResponseSchema, ownerInfoSchema } from './locs';

describe('mostRecentLocsResponseSchema', () => {
  it('parses the response and keeps extra record fields', () => {
    const body = {
      recentLOCs: [
        {
          Id: 'L1',
          LOC_Status__c: 'Approval',
          Sales_LOC_Status__c: null,
          CreatedDate: '2025-01-01T00:00:00Z',
          checklistItems: [{ Id: 'C1', Extra: 1 }],
        },
      ],
      recentUnderwritings: [{ Id: 'U1' }],
      acctLOCs: [{ Id: 'A1', Entity_Milestone__c: 'New', ApplicationReceipt__c: null }],
      iframeURL: null,
      files: [{ Id: 'F1', LinkedEntityId: 'L1' }],
      urls: ['/lima/api/files/F1'],
    };
    expect(v.parse(mostRecentLocsResponseSchema, body).recentLOCs[0]?.checklistItems[0]).toEqual({
      Id: 'C1',
      Extra: 1,
    });
  });
  it('rejects a checklist item without Id and a file without LinkedEntityId', () => {
    const base = {
      recentLOCs: [],
      recentUnderwritings: [],
      acctLOCs: [],
      iframeURL: null,
      files: [],
      urls: [],
    };
    expect(v.safeParse(mostRecentLocsResponseSchema, base).success).toBe(true);
    expect(
      v.safeParse(mostRecentLocsResponseSchema, { ...base, files: [{ Id: 'F' }] }).success,
    ).toBe(false);
  });
});

describe('owner info and make payment', () => {
  it('parse', () => {
    expect(v.safeParse(ownerInfoSchema, { name: 'A', email: 'a@b.com', phone: '1' }).success).toBe(
      true,
    );
    expect(v.safeParse(makePaymentResponseSchema, { url: 'https://pay' }).success).toBe(true);
    expect(v.safeParse(makePaymentResponseSchema, {}).success).toBe(false);
  });
});
