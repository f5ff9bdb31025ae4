// Statuses of the third-party reports on an in-process deal (spec §4). Display only: the server
// sends the dates and the paid flag and does not need these labels.
import type { DealDetail } from '@lender/contracts';

export type AppraisalStatus = 'Needed' | 'Pending Payment' | 'In Process' | 'Completed';
export type ReportStatus = 'Needed' | 'Ordered' | 'Completed';

interface ReportDates {
  OrderedDate: string | null;
  CompletedDate: string | null;
}

const isSet = (date: string | null): boolean => Boolean(date?.trim());

/** Inspection and title: Needed, Ordered once ordered, Completed once completed. */
export const reportStatus = (report: ReportDates): ReportStatus =>
  isSet(report.CompletedDate) ? 'Completed' : isSet(report.OrderedDate) ? 'Ordered' : 'Needed';

/**
 * The appraisal: Needed until ordered; once ordered, In Process when Paid is the string 'true',
 * else Pending Payment (the fee can be paid by card); Completed once completed.
 */
export const appraisalStatus = (appraisal: DealDetail['appraisal']): AppraisalStatus => {
  const status = reportStatus(appraisal);
  if (status !== 'Ordered') return status;
  return appraisal.Paid === 'true' ? 'In Process' : 'Pending Payment';
};
