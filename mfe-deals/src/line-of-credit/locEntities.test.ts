import type { RecentLoc } from '@lender/shared';
import { entityLocs } from './locEntities';

const loc = (overrides: Partial<RecentLoc>): RecentLoc => ({
  Id: 'loc-1',
  BorrowingEntity__c: 'be-1',
  BorrowingEntityName: 'Oak Holdings LLC',
  LOC_Status__c: null,
  Sales_LOC_Status__c: null,
  CreatedDate: '2025-01-01T00:00:00Z',
  checklistItems: [],
  ...overrides,
});

describe('entityLocs', () => {
  it('keeps the latest LOC of each entity and labels its status group', () => {
    const rows = entityLocs({
      recentLOCs: [
        loc({ Id: 'old', LOC_Status__c: 'Denied', CreatedDate: '2024-01-01T00:00:00Z' }),
        loc({
          Id: 'new',
          LOC_Status__c: 'Conditional Approval',
          CreatedDate: '2025-03-01T00:00:00Z',
        }),
        loc({
          Id: 'b',
          BorrowingEntity__c: 'be-2',
          BorrowingEntityName: 'Birch LP',
          LOC_Status__c: 'In Process',
        }),
      ],
      acctLOCs: [],
    });
    expect(rows.map(({ entityName, label }) => [entityName, label])).toEqual([
      ['Birch LP', 'In Review'],
      ['Oak Holdings LLC', 'Approved'],
    ]);
  });

  it('maps the sales status or the New milestone to Application Received', () => {
    expect(
      entityLocs({
        recentLOCs: [loc({ Sales_LOC_Status__c: 'Application Received' })],
        acctLOCs: [],
      })[0]?.label,
    ).toBe('Application Received');
    const acctLOCs = [{ Id: 'a', Entity_Milestone__c: 'New', ApplicationReceipt__c: null }];
    expect(entityLocs({ recentLOCs: [loc({})], acctLOCs })[0]?.label).toBe('Application Received');
  });

  it('falls back to Submission Needed and a generic entity name', () => {
    const [row] = entityLocs({ recentLOCs: [loc({ BorrowingEntityName: null })], acctLOCs: [] });
    expect(row).toMatchObject({ label: 'Submission Needed', entityName: 'Borrowing entity' });
  });

  it('gives no rows for no LOCs', () => {
    expect(entityLocs({ recentLOCs: [], acctLOCs: [] })).toEqual([]);
  });
});
