import { entityLocStatuses, latestLocByEntity, locStatusLabel } from './locStatus';

describe('locStatusLabel', () => {
  it.each([
    ['Submission Rejected', 'Denied'],
    ['Denied', 'Denied'],
    ['Submitted for Large Line Approval', 'In Review'],
    ['In Process', 'In Review'],
    ['Conditional Approval', 'Approved'],
    ['Approval', 'Approved'],
    ['Expired', 'Expired'],
  ])('%s → %s', (status, label) => expect(locStatusLabel({ status })).toBe(label));

  it("defaults to 'Submission Needed'", () => {
    expect(locStatusLabel({})).toBe('Submission Needed');
    expect(locStatusLabel({ status: 'Something Else' })).toBe('Submission Needed');
  });

  it("sales status 'Application Received' or milestone 'New' → Application Received", () => {
    expect(locStatusLabel({ status: null, salesStatus: 'Application Received' })).toBe(
      'Application Received',
    );
    expect(locStatusLabel({ milestone: 'New' })).toBe('Application Received');
  });

  it('a grouped status wins over Application Received', () => {
    expect(locStatusLabel({ status: 'Approval', salesStatus: 'Application Received' })).toBe(
      'Approved',
    );
  });
});

describe('latest LOC per entity', () => {
  const locs = [
    {
      BorrowingEntityId: 'e1',
      CreatedDate: '2024-01-01T00:00:00Z',
      LOC_Status__c: 'Denied',
      Sales_LOC_Status__c: null,
    },
    {
      BorrowingEntityId: 'e1',
      CreatedDate: '2024-03-01T00:00:00Z',
      LOC_Status__c: 'Approval',
      Sales_LOC_Status__c: null,
    },
    {
      BorrowingEntityId: 'e2',
      CreatedDate: '2023-05-01T00:00:00Z',
      LOC_Status__c: 'Expired',
      Sales_LOC_Status__c: null,
    },
    {
      BorrowingEntityId: 'e1',
      CreatedDate: '2024-02-01T00:00:00Z',
      LOC_Status__c: 'In Process',
      Sales_LOC_Status__c: null,
    },
  ];

  it('keeps the newest by CreatedDate', () => {
    const latest = latestLocByEntity(locs);
    expect(latest.get('e1')?.LOC_Status__c).toBe('Approval');
    expect(latest.get('e2')?.LOC_Status__c).toBe('Expired');
  });

  it('labels every borrowing entity of a deal', () => {
    expect(
      entityLocStatuses({
        borrowingEntities: [
          { BorrowingEntity__c: 'e1' },
          { BorrowingEntity__c: 'e2' },
          { BorrowingEntity__c: 'e3' },
        ],
        locStatus: locs,
        acctLoc: null,
      }),
    ).toEqual([
      { entityId: 'e1', label: 'Approved' },
      { entityId: 'e2', label: 'Expired' },
      { entityId: 'e3', label: 'Submission Needed' },
    ]);
  });

  it('applies the milestone New to entities without a decided LOC', () => {
    expect(
      entityLocStatuses({
        borrowingEntities: [{ BorrowingEntity__c: 'x' }],
        locStatus: [],
        acctLoc: { Entity_Milestone__c: 'New' },
      }),
    ).toEqual([{ entityId: 'x', label: 'Application Received' }]);
  });
});
