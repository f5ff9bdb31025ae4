import type { AcctLoc, RecentLoc } from '@lender/contracts';
import { entityLocs, milestoneByEntity } from './locEntities';

const acct = (overrides: Partial<AcctLoc>): AcctLoc => ({
  Id: 'a1',
  BorrowingEntity__c: 'be-1',
  Entity_Milestone__c: null,
  ApplicationReceipt__c: null,
  ...overrides,
});

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
    const acctLOCs = [acct({ Entity_Milestone__c: 'New' })];
    expect(entityLocs({ recentLOCs: [loc({})], acctLOCs })[0]?.label).toBe('Application Received');
  });

  it("uses only the entity's own account LOC milestone, never another entity's", () => {
    const rows = entityLocs({
      recentLOCs: [
        loc({}),
        loc({ Id: 'b', BorrowingEntity__c: 'be-2', BorrowingEntityName: 'Birch LP' }),
      ],
      acctLOCs: [
        acct({ Id: 'a2', BorrowingEntity__c: 'be-2', Entity_Milestone__c: 'New' }),
        acct({ Id: 'a3', BorrowingEntity__c: null, Entity_Milestone__c: 'New' }),
        acct({ Id: 'a1', BorrowingEntity__c: 'be-1', Entity_Milestone__c: 'Underwriting' }),
      ],
    });
    expect(rows.map(({ entityName, label }) => [entityName, label])).toEqual([
      ['Birch LP', 'Application Received'],
      ['Oak Holdings LLC', 'Submission Needed'],
    ]);
  });

  it('prefers the milestone on the LOC itself over the account LOC', () => {
    const [row] = entityLocs({
      recentLOCs: [loc({ Entity_Milestone__c: 'Underwriting' })],
      acctLOCs: [acct({ Entity_Milestone__c: 'New' })],
    });
    expect(row?.label).toBe('Submission Needed');
  });

  it('falls back to Submission Needed and a generic entity name', () => {
    const [row] = entityLocs({ recentLOCs: [loc({ BorrowingEntityName: null })], acctLOCs: [] });
    expect(row).toMatchObject({ label: 'Submission Needed', entityName: 'Borrowing entity' });
  });

  it('gives no rows for no LOCs', () => {
    expect(entityLocs({ recentLOCs: [], acctLOCs: [] })).toEqual([]);
  });
});

describe('milestoneByEntity', () => {
  it("keeps each entity's latest account LOC that has a milestone", () => {
    const map = milestoneByEntity([
      acct({ Id: 'old', Entity_Milestone__c: 'New', CreatedDate: '2024-01-01T00:00:00Z' }),
      acct({ Id: 'new', Entity_Milestone__c: 'Closed', CreatedDate: '2025-01-01T00:00:00Z' }),
      acct({ Id: 'blank', Entity_Milestone__c: ' ', CreatedDate: '2026-01-01T00:00:00Z' }),
      acct({ Id: 'other', BorrowingEntity__c: 'be-2', Entity_Milestone__c: 'New' }),
      acct({ Id: 'none', BorrowingEntity__c: undefined, Entity_Milestone__c: 'New' }),
    ]);
    expect([...map]).toEqual([
      ['be-1', 'Closed'],
      ['be-2', 'New'],
    ]);
  });
});
