import { appraisalStatus, reportStatus } from './reportStatus';

const dates = (OrderedDate: string | null, CompletedDate: string | null = null) => ({
  OrderedDate,
  CompletedDate,
});

describe('reportStatus (inspection, title)', () => {
  it('is Needed, Ordered, then Completed by its dates', () => {
    expect(reportStatus(dates(null))).toBe('Needed');
    expect(reportStatus(dates(' '))).toBe('Needed');
    expect(reportStatus(dates('2025-06-02'))).toBe('Ordered');
    expect(reportStatus(dates('2025-06-02', '2025-06-20'))).toBe('Completed');
    expect(reportStatus(dates(null, '2025-06-20'))).toBe('Completed');
  });
});

describe('appraisalStatus', () => {
  it('is Needed until ordered', () => {
    expect(appraisalStatus({ ...dates(null), Paid: 'false' })).toBe('Needed');
    expect(appraisalStatus({ ...dates(null), Paid: 'true' })).toBe('Needed');
  });

  it("once ordered, is In Process when Paid is the string 'true', else Pending Payment", () => {
    expect(appraisalStatus({ ...dates('2025-06-02'), Paid: 'true' })).toBe('In Process');
    expect(appraisalStatus({ ...dates('2025-06-02'), Paid: 'false' })).toBe('Pending Payment');
  });

  it('is Completed once completed, paid or not', () => {
    expect(appraisalStatus({ ...dates('2025-06-02', '2025-06-20'), Paid: 'true' })).toBe(
      'Completed',
    );
    expect(appraisalStatus({ ...dates('2025-06-02', '2025-06-20'), Paid: 'false' })).toBe(
      'Completed',
    );
  });
});
