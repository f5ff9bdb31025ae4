// Test data: a most-recent-locs answer.
import type { MostRecentLocsResponse, RecentLoc } from '@lender/contracts';

export const recentLoc = (overrides: Partial<RecentLoc> = {}): RecentLoc => ({
  Id: 'loc-1',
  Name: 'LOC-0001',
  BorrowingEntity__c: 'be-1',
  BorrowingEntityName: 'Oak Holdings LLC',
  LOC_Status__c: 'Approval',
  Sales_LOC_Status__c: null,
  CreatedDate: '2025-02-01T10:00:00Z',
  checklistItems: [],
  ...overrides,
});

export const locsResponse = (recentLOCs: RecentLoc[]): MostRecentLocsResponse => ({
  recentLOCs,
  recentUnderwritings: [],
  acctLOCs: [],
  iframeURL: null,
  files: [],
  urls: [],
});
