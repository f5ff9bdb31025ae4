import { appraisalPaymentDue, appraisalStatus, milestoneStatus } from './milestones';

describe('milestoneStatus (title, inspection)', () => {
  it('follows the dates', () => {
    expect(milestoneStatus(null)).toBe('Needed');
    expect(milestoneStatus({ OrderedDate: null, CompletedDate: null })).toBe('Needed');
    expect(milestoneStatus({ OrderedDate: '2024-01-01', CompletedDate: null })).toBe('Ordered');
    expect(milestoneStatus({ OrderedDate: '2024-01-01', CompletedDate: '2024-01-09' })).toBe(
      'Completed',
    );
    expect(milestoneStatus({ OrderedDate: '', CompletedDate: '  ' })).toBe('Needed');
  });
});

describe('appraisalStatus', () => {
  it('Needed without an order', () => {
    expect(appraisalStatus({ OrderedDate: null, CompletedDate: null, Paid: 'true' })).toBe(
      'Needed',
    );
  });
  it("ordered and Paid 'true' → In Process", () => {
    expect(appraisalStatus({ OrderedDate: '2024-01-01', CompletedDate: null, Paid: 'true' })).toBe(
      'In Process',
    );
  });
  it('ordered and not paid → Pending Payment (payment due)', () => {
    const appraisal = { OrderedDate: '2024-01-01', CompletedDate: null, Paid: 'false' };
    expect(appraisalStatus(appraisal)).toBe('Pending Payment');
    expect(appraisalPaymentDue(appraisal)).toBe(true);
    expect(appraisalStatus({ OrderedDate: '2024-01-01', Paid: null })).toBe('Pending Payment');
  });
  it('Completed once the completed date is set', () => {
    const appraisal = { OrderedDate: '2024-01-01', CompletedDate: '2024-02-01', Paid: 'false' };
    expect(appraisalStatus(appraisal)).toBe('Completed');
    expect(appraisalPaymentDue(appraisal)).toBe(false);
  });
});
